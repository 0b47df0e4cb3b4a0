import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Newspaper } from 'lucide-react';
import { decodeEntities, postsQueryOptions } from '../../../lib/content';
import { AppLink } from '../../../lib/navigation';
import { FLYERS_PATH, flyerPath } from '../../../config/paths';

/** The flyers the teaser reads; the home's server render fetches the same page. */
export const FLYER_TEASER_QUERY = { per_page: 20 };

/** The week's flyer on the home: the first running one, or nothing when none runs. */
export function FlyerTeaser() {
  const { t } = useTranslation('content');
  const flyers = useQuery(postsQueryOptions('volantino', FLYER_TEASER_QUERY));
  const flyer = flyers.data?.items[0];
  if (!flyer) return null;
  const title = decodeEntities(flyer.title.rendered);
  return (
    <section
      aria-labelledby="home-flyer-title"
      className="below-fold mx-auto max-w-7xl px-4 pb-12 lg:px-6"
    >
      <div className="grid items-center gap-6 overflow-hidden rounded-3xl border border-line bg-white shadow-sm sm:grid-cols-[220px_1fr]">
        {flyer.featured_image ? (
          <img
            src={flyer.featured_image.url}
            width={flyer.featured_image.width}
            height={flyer.featured_image.height}
            alt=""
            loading="lazy"
            className="h-56 w-full bg-surface-muted object-cover object-top sm:h-full"
          />
        ) : null}
        <div className="p-6 sm:py-8 sm:pr-8 sm:pl-0">
          <p className="inline-flex items-center gap-2 text-sm font-bold tracking-wide text-primary uppercase">
            <Newspaper aria-hidden="true" className="size-4" />
            {t('flyers.weekTitle')}
          </p>
          <h2 id="home-flyer-title" className="mt-2 text-2xl font-extrabold text-ink sm:text-3xl">
            {title}
          </h2>
          {flyer.testo_validit ? (
            <p className="mt-1 font-semibold text-secondary-dark">{flyer.testo_validit}</p>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
            <AppLink
              to={flyerPath(flyer.slug)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
            >
              {t('flyers.open')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </AppLink>
            <AppLink
              to={FLYERS_PATH}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline hover:text-primary-dark"
            >
              {t('flyers.allFlyers')}
            </AppLink>
          </div>
        </div>
      </div>
    </section>
  );
}
