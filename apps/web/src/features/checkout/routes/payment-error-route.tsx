import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, CircleAlert, CreditCard, RotateCcw } from 'lucide-react';
import {
  CHECKOUT_MESSAGES,
  ORDER_PAYMENT_TYPE,
  isOnlineOrderPayment,
  type BuyResponse,
  type OrderSummary,
} from '@spesa/domain';
import { HOME_PATH, paymentCompletedPath } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { cartKeys } from '../../../lib/cart';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Badge, Button, Spinner } from '../../../ui';
import { useOrder } from '../api/get-order';
import { useModifyPaymentType } from '../api/modify-payment-type';
import { useRetryPayment } from '../api/retry-payment';
import { OrderDetails } from '../components/order-details';
import {
  OrderLoadError,
  OrderLoading,
  OrderNotFound,
  ResultFrame,
  isOrderNotFound,
  orderIdOf,
} from '../components/order-state';
import { clockTime } from '../model/format';
import { followPayment, usePaymentTypes } from '../../../lib/checkout';

type Action = 'retry' | 'otherCard' | 'onDelivery';

/** The card payment type to pay with another card: the order's own when it was a card. */
const cardTypeOf = (order: OrderSummary) =>
  isOnlineOrderPayment(order.paymentTypeId) ? order.paymentTypeId : ORDER_PAYMENT_TYPE.ONLINE;

function PayableOrder({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const retry = useRetryPayment();
  const modify = useModifyPaymentType();
  const types = usePaymentTypes();
  const [running, setRunning] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onDeliveryOffered =
    !types.data || types.data.some((p) => p.paymentTypeId === ORDER_PAYMENT_TYPE.ON_DELIVERY);

  const handlers = {
    onSuccess: (answer: BuyResponse) => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      followPayment(answer, (path) => void navigate(path));
    },
    onError: (failure: Error) => {
      setRunning(null);
      setError(isApiError(failure) ? failure.message : t('result.loadError'));
    },
  };

  const run = (action: Action) => {
    setError(null);
    setRunning(action);
    if (action === 'retry') retry.mutate(order.orderId, handlers);
    else
      modify.mutate(
        {
          order_id: order.orderId,
          payment_type_id:
            action === 'onDelivery' ? ORDER_PAYMENT_TYPE.ON_DELIVERY : cardTypeOf(order),
        },
        handlers,
      );
  };

  const busy = running !== null;
  const icon = (action: Action, fallback: ReactNode) =>
    running === action ? <Spinner /> : fallback;

  return (
    <div className="flex flex-col gap-4">
      {order.paymentError ? (
        <Alert variant="error">{t('result.refusal', { reason: order.paymentError })}</Alert>
      ) : null}
      {order.payBy ? (
        <p className="rounded-xl bg-warning-soft px-4 py-3 text-center font-semibold text-ink">
          {t('result.deadline', { time: clockTime(order.payBy) })}
        </p>
      ) : null}
      {error ? (
        <Alert variant="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button size="lg" disabled={busy} onClick={() => run('retry')}>
          {icon('retry', <RotateCcw aria-hidden="true" />)}
          {t('result.retryPayment')}
        </Button>
        <Button size="lg" variant="outline" disabled={busy} onClick={() => run('otherCard')}>
          {icon('otherCard', <CreditCard aria-hidden="true" />)}
          {t('result.otherCard')}
        </Button>
        {onDeliveryOffered ? (
          <Button size="lg" variant="outline" disabled={busy} onClick={() => run('onDelivery')}>
            {icon('onDelivery', <Banknote aria-hidden="true" />)}
            {t('result.onDelivery')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /cart/payment-error/{orderId} (docs/rules/checkout-and-payment.md Payment): the order is suspended
 * until paid ('In attesa di pagamento'), with the gateway's refusal, the
 * moment it is cancelled, and three ways to pay: again, with another card, on
 * delivery.
 */
export function PaymentErrorRoute() {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  usePageTitle(t('result.pageTitle', { brand: brand.name }));
  const orderId = orderIdOf(useParams().orderId);
  const order = useOrder(orderId ?? 0, { enabled: orderId !== null });

  if (orderId === null) return <OrderNotFound />;
  if (order.isPending) return <OrderLoading />;
  if (order.isError)
    return isOrderNotFound(order.error) ? (
      <OrderNotFound />
    ) : (
      <OrderLoadError onRetry={() => void order.refetch()} />
    );

  const data = order.data;
  const cancelled = data.paymentState === 'cancelled';
  return (
    <ResultFrame>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-danger-soft text-danger">
            <CircleAlert aria-hidden="true" className="size-10" />
          </span>
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
            {data.isPayable
              ? t('result.errorTitle')
              : cancelled
                ? t('result.cancelledTitle')
                : t('result.notPayableTitle')}
          </h1>
          {data.isPayable ? (
            <>
              <Badge variant="warning" className="px-3 py-0.5 text-sm">
                {t('result.suspended')}
              </Badge>
              <p className="text-ink-muted">{t('result.suspendedText')}</p>
            </>
          ) : (
            <p className="text-ink-muted">
              {cancelled
                ? t('result.unpaidCancelled', { orderId: data.orderId })
                : CHECKOUT_MESSAGES.orderNotPayable}
            </p>
          )}
        </div>
        {data.isPayable ? <PayableOrder order={data} /> : null}
        <OrderDetails order={data} />
        {!data.isPayable ? (
          <div className="flex flex-wrap justify-center gap-3">
            {!cancelled ? (
              <Button asChild size="lg">
                <AppLink to={paymentCompletedPath(data.orderId)}>{t('result.seeOrder')}</AppLink>
              </Button>
            ) : null}
            <Button asChild size="lg" variant="outline">
              <AppLink to={HOME_PATH}>{t('result.continueShopping')}</AppLink>
            </Button>
          </div>
        ) : null}
      </div>
    </ResultFrame>
  );
}
