import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { CHECKOUT_MESSAGES, type OrderSummary } from '@spesa/domain';
import { HOME_PATH, ORDERS_PATH, orderPath, paymentErrorPath } from '../../../config/paths';
import { usePurchaseEvent } from '../../../lib/analytics';
import { useBrand } from '../../../lib/brand';
import { cartKeys } from '../../../lib/cart';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Button, Spinner, cn } from '../../../ui';
import { useOrder } from '../api/get-order';
import { CheckoutSteps } from '../components/checkout-steps';
import { OrderDetails } from '../components/order-details';
import {
  OrderLoadError,
  OrderLoading,
  OrderNotFound,
  ResultFrame,
  isOrderNotFound,
  orderIdOf,
} from '../components/order-state';

/** How often a pending payment is asked about (3-D Secure, the gateway's late answer). */
export const PENDING_POLL_MS = 2_000;

const isPending = (order: OrderSummary | undefined) => order?.paymentState === 'pending';

function Outcome({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('checkout');
  const pending = isPending(order);
  const cancelled = order.paymentState === 'cancelled';
  const Icon = pending ? Hourglass : cancelled ? CircleX : CircleCheck;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span
        className={cn(
          'inline-flex size-20 items-center justify-center rounded-full',
          pending && 'bg-warning-soft text-warning',
          cancelled && 'bg-danger-soft text-danger',
          !pending && !cancelled && 'bg-secondary-soft text-secondary',
        )}
      >
        <Icon aria-hidden="true" className="size-10" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
        {pending
          ? t('result.pendingTitle')
          : cancelled
            ? t('result.cancelledTitle')
            : CHECKOUT_MESSAGES.orderPlaced(order.orderId)}
      </h1>
      {/* One live region for the outcome: the poll's result is read when it changes. */}
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-1">
        {pending ? (
          <>
            <p className="flex items-center gap-2 text-lg font-semibold text-ink">
              <Spinner className="text-warning" />
              {t('result.pending')}
            </p>
            <p className="text-sm text-ink-muted">{t('result.pendingHint')}</p>
          </>
        ) : cancelled ? (
          <p className="text-lg text-ink-muted">
            {t('result.unpaidCancelled', { orderId: order.orderId })}
          </p>
        ) : (
          <>
            <p className="text-lg font-semibold text-ink">{t('result.thanks')}</p>
            <p className="text-ink-muted">{t('result.mailSent')}</p>
            {order.invoiceRequested ? (
              <p className="text-ink-muted">{t('result.invoiceRequested')}</p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * /cart/payment-completed/{orderId} (docs/rules/checkout-and-payment.md): success, pending (asked again
 * every 2 s until it changes) or failure, which goes to the payment error page
 * where the shopper can retry. The cart is new after an order: its query is
 * refreshed so the badge shows 0. The one place the purchase goes to analytics.
 */
export function PaymentCompletedRoute() {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  usePageTitle(t('result.pageTitle', { brand: brand.name }));
  const queryClient = useQueryClient();
  const orderId = orderIdOf(useParams().orderId);
  const order = useOrder(orderId ?? 0, {
    enabled: orderId !== null,
    refetchInterval: (current) => (isPending(current) ? PENDING_POLL_MS : false),
  });
  const state = order.data?.paymentState;
  usePurchaseEvent(order.data);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [queryClient, state]);

  if (orderId === null) return <OrderNotFound />;
  if (order.isPending) return <OrderLoading />;
  if (order.isError)
    return isOrderNotFound(order.error) ? (
      <OrderNotFound />
    ) : (
      <OrderLoadError onRetry={() => void order.refetch()} />
    );
  if (order.data.paymentState === 'failed')
    return <Navigate to={paymentErrorPath(orderId)} replace />;

  return (
    <ResultFrame>
      <CheckoutSteps current="done" />
      <div className="flex flex-col gap-6">
        <Outcome order={order.data} />
        <OrderDetails order={order.data} />
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <AppLink to={orderPath(order.data.orderId)}>{t('result.seeOrder')}</AppLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <AppLink to={ORDERS_PATH}>{t('result.myOrders')}</AppLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <AppLink to={HOME_PATH}>{t('result.continueShopping')}</AppLink>
          </Button>
        </div>
      </div>
    </ResultFrame>
  );
}
