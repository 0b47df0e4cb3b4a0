import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { ORDER_PAYMENT_TYPE } from '@spesa/domain';
import { ORDERS_PATH } from '../../../config/paths';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Button, LoadingOutline, Skeleton } from '../../../ui';
import { isOrderNotFound, useOrder } from '../api/get-order';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { OrderActions } from '../components/order-actions';
import { OrderDelivery } from '../components/order-delivery';
import { OrderDueDocuments } from '../components/order-due-documents';
import { OrderLines, type SectorName } from '../components/order-lines';
import { OrderPayment } from '../components/order-payment';
import { OrderTimeline } from '../components/order-timeline';
import { OrderTotals } from '../components/order-totals';
import { AgentFlag } from '../components/agent-flag';
import { StatusBadge } from '../components/status-badge';
import { dateTime } from '../model/format';

/** The order id of the URL, or null when it cannot be one. */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        items={[{ label: t('list.title'), to: ORDERS_PATH }, { label: t('detail.breadcrumb') }]}
      />
      {children}
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX aria-hidden="true" className="size-10" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('detail.notFound')}</h1>
      <p className="text-ink-muted">{t('detail.notFoundText')}</p>
      <Button asChild size="lg">
        <AppLink to={ORDERS_PATH}>{t('actions.allOrders')}</AppLink>
      </Button>
    </div>
  );
}

export interface OrderRouteProps {
  /** The app names sectors from the category tree (a feature does not import another). */
  sectorName?: SectorName;
}

/**
 * /profile/orders/:orderId (Order, breadcrumb 'Dettaglio ordine'; a deep
 * link): the status timeline, delivery, lines by sector, totals, payment, the
 * due dates of a deferred payment and the actions the state allows.
 */
export function OrderRoute({ sectorName }: OrderRouteProps) {
  const { t } = useTranslation('orders');
  const brand = useBrand();
  const orderId = orderIdOf(useParams().orderId);
  usePageTitle(
    orderId === null ? t('detail.notFound') : t('detail.pageTitle', { orderId, brand: brand.name }),
  );
  const order = useOrder(orderId);

  if (orderId === null || (order.isError && isOrderNotFound(order.error)))
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  if (order.isPending)
    return (
      <Frame>
        <LoadingOutline label={t('detail.loading')}>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-12" />
          <Skeleton className="h-64" />
        </LoadingOutline>
      </Frame>
    );
  if (order.isError)
    return (
      <Frame>
        <Alert variant="error" role="alert">
          <p>{t('detail.loadError')}</p>
          <Button
            variant="link"
            size="sm"
            className="min-h-11"
            onClick={() => void order.refetch()}
          >
            {t('detail.retry')}
          </Button>
        </Alert>
      </Frame>
    );

  const data = order.data;
  return (
    <Frame>
      <div className="mb-5 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">
            {t('detail.title', { orderId: data.orderId })}
          </h1>
          <StatusBadge statusId={data.orderStatusId} descr={data.orderStatusDescr} />
          {data.placedByAgent ? <AgentFlag /> : null}
        </div>
        <p className="text-ink-muted">{t('detail.placedOn', { date: dateTime(data.addDate) })}</p>
      </div>
      <div className="mb-6">
        <OrderActions order={data} />
      </div>
      {/* Phones read status and delivery before the lines; on wide screens the lines span both
          rows and the second row takes the rest of their height, so the aside stays stacked. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-1">
          <OrderTimeline order={data} />
          <OrderDelivery order={data} />
        </div>
        <div className="flex flex-col gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <OrderLines items={data.items} sectorName={sectorName} />
        </div>
        <div className="flex flex-col gap-5 lg:col-start-2">
          <OrderTotals order={data} />
          <OrderPayment order={data} />
        </div>
      </div>
      {data.paymentTypeId === ORDER_PAYMENT_TYPE.DEFERRED ? (
        <div className="mt-5">
          <OrderDueDocuments orderId={data.orderId} documents={data.dueDocuments} />
        </div>
      ) : null}
    </Frame>
  );
}
