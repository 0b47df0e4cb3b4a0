import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { useBrand } from '../../../lib/brand';
import { decodeEntities, postsQueryOptions } from '../../../lib/content';
import { usePageTitle } from '../../../lib/navigation';
import { ContentHtml } from '../../../components/content-html';
import {
  ContentEmpty,
  ContentError,
  ContentPage,
  ContentSkeleton,
} from '../components/content-states';

/** /vantaggi: the awards (loyalty scheme and perks) of the brand. */
export function AwardsRoute() {
  const { t } = useTranslation('content');
  const brand = useBrand();
  usePageTitle(`${t('awards.title')} | ${brand.name}`);
  const awards = useQuery(postsQueryOptions('award', { per_page: 50 }));
  return (
    <ContentPage
      trail={[{ label: t('awards.title') }]}
      title={t('awards.title')}
      intro={<p>{t('awards.intro')}</p>}
    >
      {awards.isPending ? (
        <ContentSkeleton lines={3} />
      ) : awards.isError ? (
        <ContentError onRetry={() => void awards.refetch()} />
      ) : awards.data.items.length === 0 ? (
        <ContentEmpty>{t('awards.empty')}</ContentEmpty>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2">
          {awards.data.items.map((award) => (
            <li key={award.id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-secondary-soft text-secondary-dark">
                <Gift aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-xl font-bold text-ink">
                {decodeEntities(award.title.rendered)}
              </h2>
              <ContentHtml html={award.content.rendered} className="text-base [&_p]:my-2" />
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
