import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import { HOME_PATH, ORDERS_PATH } from '../../../config/paths';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Button, Skeleton } from '../../../ui';
import { useOrders } from '../api/get-orders';
import { Breadcrumbs } from '../components/breadcrumbs';
import { OrderCard } from '../components/order-card';
import { OrderFilters } from '../components/order-filters';
import { Pagination } from '../components/pagination';
import {
  EMPTY_FILTERS,
  filtersFromSearch,
  hasFilters,
  listCallParams,
  pageFromSearch,
  searchOf,
  type OrderFilters as Filters,
} from '../model/filters';

const hrefOf = (search: URLSearchParams): string =>
  search.size > 0 ? `${ORDERS_PATH}?${search.toString()}` : ORDERS_PATH;

function ListSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        {t('list.loading')}
      </span>
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
    </div>
  );
}

function EmptyState({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-10 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ShoppingBasket aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-xl font-bold text-ink">
        {filtered ? t('list.noResultsTitle') : t('list.emptyTitle')}
      </h2>
      <p className="text-ink-muted">{filtered ? t('list.noResultsText') : t('list.emptyText')}</p>
      {filtered ? (
        <Button variant="outline" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      ) : (
        <Button asChild size="lg">
          <AppLink to={HOME_PATH}>{t('list.emptyAction')}</AppLink>
        </Button>
      )}
    </div>
  );
}

/**
 * /profile/orders (MyOrders, breadcrumb 'I miei ordini'): 12 orders a page,
 * newest first, with filters. The filters live in the URL only, so entering
 * the page from a link (menu, breadcrumb, 'Vedi tutti gli ordini') resets
 * them (SPEC §2), while back and forward keep them.
 */
export function MyOrdersRoute() {
  const { t } = useTranslation('orders');
  const brand = useBrand();
  usePageTitle(t('list.pageTitle', { brand: brand.name }));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filters = filtersFromSearch(search);
  const page = pageFromSearch(search);
  const orders = useOrders(listCallParams(filters, page));
  const filtered = hasFilters(filters);

  const apply = (next: Filters) => void navigate(hrefOf(searchOf(next)));
  const data = orders.data;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('list.title') }]} />
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('list.intro')}</p>
      </div>

      <div className="flex flex-col gap-5">
        <OrderFilters key={searchOf(filters).toString()} applied={filters} onApply={apply} />

        {orders.isPending ? (
          <ListSkeleton />
        ) : orders.isError ? (
          <Alert variant="error" role="alert">
            <p>{t('list.loadError')}</p>
            <p className="text-sm">{orders.error.message}</p>
            <Button
              variant="link"
              size="sm"
              className="mt-1 min-h-11"
              onClick={() => void orders.refetch()}
            >
              {t('list.retry')}
            </Button>
          </Alert>
        ) : data && data.orders.length > 0 ? (
          <>
            <p role="status" className="text-sm font-semibold text-ink-muted">
              {orders.isPlaceholderData
                ? t('list.updating')
                : t('list.count', { count: data.page.totalItems })}
            </p>
            <ul
              aria-label={t('list.listLabel')}
              aria-busy={orders.isPlaceholderData || undefined}
              className="grid gap-4 lg:grid-cols-2"
            >
              {data.orders.map((order) => (
                <li key={order.orderId} className="min-w-0">
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page.page}
              totalPages={data.page.totalPages}
              hrefOf={(target) => hrefOf(searchOf(filters, target))}
            />
          </>
        ) : (
          <EmptyState filtered={filtered} onReset={() => apply(EMPTY_FILTERS)} />
        )}
      </div>
    </div>
  );
}
