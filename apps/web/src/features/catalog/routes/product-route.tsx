import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useParams, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { quantityRulesOf, type Product } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { usePageTitle, type PagePrefetch } from '../../../lib/navigation';
import {
  NewBadge,
  PriceBlock,
  ProductImage,
  PromoBox,
  canBuy,
  useProductAction,
  useProductKeep,
} from '../../../components/product';
import { Alert, Button, Skeleton } from '../../../ui';
import { categoryQueryOptions, useCategory } from '../api/get-category';
import { ga4ItemOf, useEcommerceEvent } from '../../../lib/analytics';
import { productQueryOptions, useProduct } from '../api/get-product';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { NutritionTable } from '../components/nutrition-table';
import { useCatalogPage } from '../hooks/use-catalog-page';
import { cartWarehouseOf, useListViewer } from '../../../lib/session';
import { NOT_FOUND_PATH, categoryPath } from '../../../config/paths';

/** An unknown product slug goes to /not-found (docs/rules/catalog.md: the page handles its own 404). */
export const productLoader =
  (queryClient: QueryClient, defaultWarehouseId: number): LoaderFunction =>
  async ({ params }) => {
    const slug = params.slug ?? '';
    try {
      await queryClient.ensureQueryData(
        productQueryOptions(slug, cartWarehouseOf(queryClient, defaultWarehouseId)),
      );
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400))
        throw redirect(NOT_FOUND_PATH);
    }
    return null;
  };

/** Beyond the product (the loader's): its category, for the breadcrumb. */
export const prefetchProductPage: PagePrefetch = async ({ queryClient, params, viewer }) => {
  const product = await queryClient.ensureQueryData(
    productQueryOptions(params.slug ?? '', viewer.warehouseId),
  );
  await queryClient.ensureQueryData(categoryQueryOptions({ categoryId: product.categoryId }));
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-line py-6">
      <h2 id={id} className="mb-3 text-xl font-extrabold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BuyBox({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const action = useProductAction();
  const keep = useProductKeep();
  const purchasable = canBuy(quantityRulesOf(product), product);
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 font-semibold">
        {purchasable ? (
          <>
            <CircleCheck aria-hidden="true" className="size-5 text-secondary-dark" />
            <span className="text-secondary-dark">{t('product.available')}</span>
          </>
        ) : (
          <>
            <CircleX aria-hidden="true" className="size-5 text-danger" />
            <span className="text-danger">{t('product.unavailable')}</span>
          </>
        )}
      </p>
      {purchasable ? action(product, 'page') : null}
      <div className="flex flex-wrap items-center gap-3">{keep(product, 'page')}</div>
    </div>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 lg:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <Skeleton className="h-5 w-72 max-w-full" />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-12 w-40" />
          <Skeleton className="h-14 w-full max-w-sm rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** /product/:slug (Product). */
export function ProductRoute() {
  useCatalogPage();
  const { t } = useTranslation('catalog');
  const brand = useBrand();
  const { slug = '' } = useParams();
  const viewer = useListViewer();
  const query = useProduct(slug, viewer.warehouseId);
  const product = query.data;
  const category = useCategory(
    { categoryId: product?.categoryId },
    { enabled: product !== undefined },
  );
  useEcommerceEvent('view_item', product ? String(product.productId) : null, () => ({
    items: product ? [ga4ItemOf(product, 1, { category: category.data?.name })] : [],
  }));
  usePageTitle(
    product ? t('product.pageTitle', { name: product.name, brand: brand.name }) : brand.name,
  );

  if (!product) {
    if (query.isError)
      return (
        <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
          <Alert variant="error" role="alert">
            <p>{t('product.loadError')}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-3"
              onClick={() => void query.refetch()}
            >
              {t('listing.retry')}
            </Button>
          </Alert>
        </div>
      );
    return <ProductSkeleton />;
  }

  const trail = category.data?.breadcrumb ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 pb-12 lg:px-6">
      <Breadcrumbs
        look="catalog"
        items={[
          ...trail.map((c) => ({ label: c.name, to: categoryPath(c) })),
          { label: product.name },
        ]}
      />
      <article key={product.productId} aria-labelledby="product-title" className="mt-4">
        <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <div className="relative self-start overflow-hidden rounded-3xl bg-surface-muted p-4 sm:p-8">
            <ProductImage
              src={product.mediaURL}
              alt={product.name}
              size={480}
              sizes="(min-width: 640px) 30rem, 15rem"
              eager
              className="mx-auto max-w-60 sm:max-w-none"
            />
            {product.isNew ? (
              <NewBadge label={t('product.new')} className="absolute top-4 left-4" />
            ) : null}
          </div>
          <div className="flex flex-col gap-5">
            <div>
              <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">
                <span className="sr-only">{t('product.brand')}: </span>
                {product.brand}
              </p>
              <h1
                id="product-title"
                className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
              >
                {product.name}
              </h1>
              {product.shortDescr ? (
                <p className="mt-2 text-lg text-ink-muted">{product.shortDescr}</p>
              ) : null}
            </div>
            {product.warehousePromo ? <PromoBox promo={product.warehousePromo} /> : null}
            <PriceBlock product={product} size="lg" />
            <BuyBox product={product} />
          </div>
        </div>

        <div className="mt-10 max-w-3xl">
          {product.description ? (
            <Section title={t('product.description')}>
              <p className="text-[1.0625rem] leading-relaxed text-ink">{product.description}</p>
            </Section>
          ) : null}
          {product.ingredients ? (
            <Section title={t('product.ingredients')}>
              <p className="leading-relaxed text-ink">{product.ingredients}</p>
            </Section>
          ) : null}
          <Section title={t('product.allergens')}>
            {product.allergens.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {product.allergens.map((allergen) => (
                  <li
                    key={allergen}
                    className="rounded-full bg-warning-soft px-3 py-1 font-semibold text-ink ring-1 ring-warning/40"
                  >
                    {allergen}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-muted">{t('product.noAllergens')}</p>
            )}
          </Section>
          {product.nutrition ? (
            <Section title={t('nutrition.title')}>
              <NutritionTable nutrition={product.nutrition} />
            </Section>
          ) : null}
          <p className="border-t border-line pt-4 text-sm text-ink-muted">
            {t('product.ean', { ean: product.ean })}
          </p>
        </div>
      </article>
    </div>
  );
}
