import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ArrowRight, Tag } from 'lucide-react';
import { z } from 'zod';
import { FlyerPageSchema, type FlyerPage, type Product } from '@spesa/domain';
import { useBrand } from '../../../lib/brand';
import { decodeEntities, postBySlugQueryOptions, postsQueryOptions } from '../../../lib/content';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { ContentHtml } from '../../../components/content-html';
import { useProductAction } from '../../../components/product';
import { useFlyerProducts } from '../api/flyer-products';
import { FLYERS_PATH, NOT_FOUND_PATH, flyerPath, productPath } from '../../../config/paths';
import {
  ContentEmpty,
  ContentError,
  ContentPage,
  ContentSkeleton,
} from '../components/content-states';
import { useMetaDescription } from '../components/use-meta-description';

const FlyerPagesSchema = z.array(FlyerPageSchema);

/** /volantini: the flyers running today. */
export function FlyersRoute() {
  const { t } = useTranslation('content');
  const brand = useBrand();
  usePageTitle(`${t('flyers.title')} | ${brand.name}`);
  const flyers = useQuery(postsQueryOptions('volantino', { per_page: 20 }));
  return (
    <ContentPage
      trail={[{ label: t('flyers.title') }]}
      title={t('flyers.title')}
      intro={<p>{t('flyers.intro')}</p>}
    >
      {flyers.isPending ? (
        <ContentSkeleton lines={3} />
      ) : flyers.isError ? (
        <ContentError onRetry={() => void flyers.refetch()} />
      ) : flyers.data.items.length === 0 ? (
        <ContentEmpty>{t('flyers.empty')}</ContentEmpty>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {flyers.data.items.map((flyer) => {
            const title = decodeEntities(flyer.title.rendered);
            return (
              <li
                key={flyer.id}
                className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
              >
                {flyer.featured_image ? (
                  <img
                    src={flyer.featured_image.url}
                    width={flyer.featured_image.width}
                    height={flyer.featured_image.height}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-surface-muted object-cover object-top"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-xl font-bold text-ink">{title}</h2>
                  {flyer.testo_validit ? (
                    <p className="mt-1 font-semibold text-secondary-dark">{flyer.testo_validit}</p>
                  ) : null}
                  <ContentHtml
                    html={flyer.excerpt.rendered}
                    className="text-base text-ink-muted [&_p]:my-2"
                  />
                  <AppLink
                    to={flyerPath(flyer.slug)}
                    className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary underline hover:text-primary-dark"
                  >
                    {t('flyers.open')}
                    <span className="sr-only">: {title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </AppLink>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ContentPage>
  );
}

const flyerPagesOf = (pages: unknown): FlyerPage[] => {
  const parsed = FlyerPagesSchema.safeParse(pages);
  return parsed.success ? parsed.data : [];
};

/**
 * An offer's cart control (the cards' own), once the catalogue has answered for it:
 * the flyer's promise, its offers into the cart with one tap.
 */
function FlyerOfferAction({ product }: { product: Product | undefined }) {
  const action = useProductAction();
  if (!product) return null;
  return <div className="w-36 shrink-0 sm:w-40">{action(product, 'card')}</div>;
}

/**
 * /volantini/{volantino}: the flyer's pages as images, each with its products linked
 * to the catalogue and its cart control.
 */
export function FlyerRoute() {
  const { t } = useTranslation('content');
  const brand = useBrand();
  const { volantino = '' } = useParams();
  const query = useQuery(postBySlugQueryOptions('volantino', volantino));
  const flyer = query.data;
  const pages = flyer ? flyerPagesOf(flyer.meta.pages) : [];
  const offers = useFlyerProducts(pages);
  const title = flyer ? decodeEntities(flyer.title.rendered) : '';
  usePageTitle(
    flyer ? decodeEntities(flyer.meta.seo_title) || `${title} | ${brand.name}` : brand.name,
  );
  useMetaDescription(flyer ? decodeEntities(flyer.meta.seo_description) : '');

  if (query.isPending) return <ContentSkeleton />;
  if (query.isError)
    return (
      <ContentPage
        trail={[{ label: t('flyers.title'), to: FLYERS_PATH }]}
        title={t('flyers.title')}
      >
        <ContentError onRetry={() => void query.refetch()} />
      </ContentPage>
    );
  if (!flyer) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <ContentPage
      trail={[{ label: t('flyers.title'), to: FLYERS_PATH }, { label: title }]}
      title={title}
      intro={
        flyer.testo_validit ? (
          <p className="font-semibold text-secondary-dark">{flyer.testo_validit}</p>
        ) : null
      }
    >
      <ContentHtml html={flyer.content.rendered} />
      {pages.length === 0 ? <ContentEmpty>{t('flyers.empty')}</ContentEmpty> : null}
      <ol className="mt-6 space-y-10">
        {pages.map((page, i) => (
          <li
            key={page.image}
            className="grid items-start gap-6 lg:grid-cols-[minmax(0,560px)_1fr]"
          >
            <figure>
              <img
                src={page.image}
                width={page.width}
                height={page.height}
                alt={page.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                className="h-auto w-full rounded-2xl border border-line bg-white shadow-sm"
              />
              <figcaption className="mt-2 text-sm text-ink-muted">
                {t('flyers.page', { page: i + 1, pages: pages.length })}
              </figcaption>
            </figure>
            <section aria-labelledby={`flyer-page-${i}`}>
              <h2 id={`flyer-page-${i}`} className="text-xl font-bold text-ink">
                {t('flyers.productsOnPage')} ({i + 1}/{pages.length})
              </h2>
              <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
                {page.products.map((product) => (
                  <li key={product.productId} className="flex items-center gap-3 px-4 py-3">
                    <AppLink
                      to={productPath(product)}
                      className="flex min-h-11 min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-sm hover:text-primary hover:underline"
                    >
                      <span className="flex items-center gap-2 font-semibold text-ink">
                        <Tag
                          aria-hidden="true"
                          className="hidden size-4 shrink-0 text-primary sm:block"
                        />
                        {product.name}
                      </span>
                      <span className="shrink-0 text-right">
                        {product.priceStandard ? (
                          <s className="mr-2 text-sm text-ink-muted">{product.priceStandard}</s>
                        ) : null}
                        <strong className="text-lg text-primary">{product.price}</strong>
                      </span>
                    </AppLink>
                    <FlyerOfferAction product={offers.data?.get(product.productId)} />
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ol>
      <p className="mt-8">
        <AppLink
          to={FLYERS_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline hover:text-primary-dark"
        >
          {t('flyers.allFlyers')}
        </AppLink>
      </p>
    </ContentPage>
  );
}
