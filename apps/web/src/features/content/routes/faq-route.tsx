import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ChevronDown, Search } from 'lucide-react';
import { useBrand } from '../../../lib/brand';
import { decodeEntities, faqCategoriesQueryOptions, postsQueryOptions } from '../../../lib/content';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { ContentHtml } from '../../../components/content-html';
import {
  CUSTOMER_SERVICE_PATH,
  FAQ_PATH,
  NOT_FOUND_PATH,
  faqCategoryPath,
} from '../../../config/paths';
import { Input, Label, cn } from '../../../ui';
import {
  ContentEmpty,
  ContentError,
  ContentPage,
  ContentSkeleton,
} from '../components/content-states';

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-[0.9375rem] font-semibold transition-colors';

/** /faq and /faq/{categoryName}: the questions, by category, with a search over them. */
export function FaqRoute() {
  const { t } = useTranslation('content');
  const brand = useBrand();
  const { categoryName } = useParams();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const categories = useQuery(faqCategoriesQueryOptions());
  const category = categories.data?.find((c) => c.slug === categoryName);
  const faqs = useQuery({
    ...postsQueryOptions('faq', {
      per_page: 100,
      ...(categoryName ? { faq_category: categoryName } : {}),
      ...(q ? { search: q } : {}),
    }),
    placeholderData: (previous) => previous,
  });
  const heading = category ? `${t('faq.title')}: ${decodeEntities(category.name)}` : t('faq.title');
  usePageTitle(`${heading} | ${brand.name}`);

  if (categories.isPending) return <ContentSkeleton />;
  if (categoryName && categories.isSuccess && !category)
    return <Navigate to={NOT_FOUND_PATH} replace />;
  const trail = category
    ? [{ label: t('faq.title'), to: FAQ_PATH }, { label: decodeEntities(category.name) }]
    : [{ label: t('faq.title') }];

  return (
    <ContentPage trail={trail} title={heading} intro={<p>{t('faq.intro')}</p>}>
      {categories.isError ? (
        <ContentError onRetry={() => void categories.refetch()} />
      ) : (
        <nav aria-label={t('faq.categoriesLabel')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <AppLink
                to={FAQ_PATH}
                aria-current={!categoryName ? 'page' : undefined}
                className={cn(
                  chip,
                  !categoryName
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-white text-ink hover:border-primary',
                )}
              >
                {t('faq.all')}
              </AppLink>
            </li>
            {categories.data.map((c) => (
              <li key={c.id}>
                <AppLink
                  to={faqCategoryPath(c.slug)}
                  aria-current={c.slug === categoryName ? 'page' : undefined}
                  className={cn(
                    chip,
                    c.slug === categoryName
                      ? 'border-primary bg-primary text-white'
                      : 'border-line bg-white text-ink hover:border-primary',
                  )}
                >
                  {decodeEntities(c.name)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div role="search" className="mt-6 max-w-xl">
        <Label htmlFor={searchId}>{t('faq.searchLabel')}</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            className="pl-10"
          />
        </div>
      </div>

      <div className="mt-6 max-w-3xl" aria-live="polite" aria-busy={faqs.isFetching}>
        {faqs.isPending ? (
          <ContentSkeleton lines={4} />
        ) : faqs.isError ? (
          <ContentError onRetry={() => void faqs.refetch()} />
        ) : faqs.data.items.length === 0 ? (
          <ContentEmpty>{q ? t('faq.noResults', { q }) : t('faq.empty')}</ContentEmpty>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
            {faqs.data.items.map((faq) => (
              <li key={faq.id}>
                <details className="group">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-bold text-ink hover:text-primary [&::-webkit-details-marker]:hidden">
                    {decodeEntities(faq.title.rendered)}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <ContentHtml html={faq.content.rendered} className="px-5 pb-4 [&_p]:mt-0" />
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p className="mt-8">
        <AppLink
          to={CUSTOMER_SERVICE_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline hover:text-primary-dark"
        >
          {t('faq.contactCta')}
        </AppLink>
      </p>
    </ContentPage>
  );
}
