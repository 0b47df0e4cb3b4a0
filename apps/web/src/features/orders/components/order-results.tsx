import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShoppingBasket } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderListPage } from '@spesa/domain';
import { HOME_PATH } from '../../../config/paths';
import { AppLink } from '../../../lib/navigation';
import { Alert, Button, LoadingOutline, Skeleton } from '../../../ui';
import { Pagination } from '../../../components/pagination';

function ListSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <LoadingOutline label={t('list.loading')}>
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
    </LoadingOutline>
  );
}

function EmptyState({
  filtered,
  onReset,
  emptyTitle,
  emptyText,
}: {
  filtered: boolean;
  onReset: () => void;
  emptyTitle: string;
  emptyText: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-10 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ShoppingBasket aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-xl font-bold text-ink">
        {filtered ? t('list.noResultsTitle') : emptyTitle}
      </h2>
      <p className="text-ink-muted">{filtered ? t('list.noResultsText') : emptyText}</p>
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

export interface OrderResultsProps<T> {
  query: UseQueryResult<{ orders: T[]; page: OrderListPage }>;
  keyOf: (order: T) => number;
  renderCard: (order: T) => ReactNode;
  /** The URL of another page with the same filters. */
  hrefOf: (page: number) => string;
  filtered: boolean;
  onReset: () => void;
  emptyTitle: string;
  emptyText: string;
}

/**
 * One page of orders as a list of cards with its count and pagination, or
 * the loading, error and empty states (docs/rules/orders.md: the list's refusal is shown
 * here, not as a toast).
 */
export function OrderResults<T>({
  query,
  keyOf,
  renderCard,
  hrefOf,
  filtered,
  onReset,
  emptyTitle,
  emptyText,
}: OrderResultsProps<T>) {
  const { t } = useTranslation('orders');
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return (
      <Alert variant="error" role="alert">
        <p>{t('list.loadError')}</p>
        <p className="text-sm">{query.error.message}</p>
        <Button
          variant="link"
          size="sm"
          className="mt-1 min-h-11"
          onClick={() => void query.refetch()}
        >
          {t('list.retry')}
        </Button>
      </Alert>
    );
  const data = query.data;
  if (data.orders.length === 0)
    return (
      <EmptyState
        filtered={filtered}
        onReset={onReset}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
      />
    );
  return (
    <>
      <p role="status" className="text-sm font-semibold text-ink-muted">
        {query.isPlaceholderData
          ? t('list.updating')
          : t('list.count', { count: data.page.totalItems })}
      </p>
      <ul
        aria-label={t('list.listLabel')}
        aria-busy={query.isPlaceholderData || undefined}
        className="grid gap-4 lg:grid-cols-2"
      >
        {data.orders.map((order) => (
          <li key={keyOf(order)} className="min-w-0">
            {renderCard(order)}
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page.page}
        totalPages={data.page.totalPages}
        hrefOf={hrefOf}
        texts="orders"
      />
    </>
  );
}
