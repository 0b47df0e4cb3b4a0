import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CreditCard,
  FileCode,
  FileText,
  List,
  RotateCcw,
  Star,
  Wallet,
  XCircle,
} from 'lucide-react';
import { ORDER_STATUS, canCancelOrder, canChangePaymentType, type Order } from '@spesa/domain';
import { ORDERS_PATH } from '../../../config/paths';
import { api, isApiError } from '../../../lib/api';
import { followPayment } from '../../../lib/checkout';
import { AppLink } from '../../../lib/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, Button, Spinner } from '../../../ui';
import { useCancelOrder } from '../api/cancel-order';
import { useDownloadInvoice } from '../api/download-invoice';
import { usePayOrder } from '../api/pay-order';
import { useOrderNote } from '../api/order-notes';
import { useReorder } from '../api/reorder';
import { canReserveParking } from '../model/parking';
import { ChangePaymentDialog } from './change-payment-dialog';
import { GivenRating } from './given-rating';
import { ModifyOrderButton } from './modify-order-button';
import { ParkingReservation } from './parking-reservation';
import { RateOrderDialog } from './rate-order-dialog';

const messageOf = (error: unknown): string => (isApiError(error) ? error.message : String(error));

/**
 * The buttons the order's state allows (issue 11): 'Paga ora' for a
 * suspended order and 'Cambia metodo di pagamento' until a card payment is
 * authorised, 'Annulla ordine' until the store takes it in charge
 * (docs/rules/orders.md), 'Riordina' always, 'Valuta l'ordine' once delivered,
 * 'Prenota parcheggio' for a store pickup of today, and the way back to the list.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [rating, setRating] = useState(false);
  const [changingPayment, setChangingPayment] = useState(false);
  const cancel = useCancelOrder();
  const pay = usePayOrder();
  const reorder = useReorder();
  const download = useDownloadInvoice();
  // The document exists once the goods are delivered; the XML only for a company's e-invoice.
  const delivered =
    order.orderStatusId === ORDER_STATUS.DELIVERED ||
    order.orderStatusId === ORDER_STATUS.PARTIALLY_DELIVERED;
  const eInvoice = delivered && order.hasEInvoice;
  const cancellable = canCancelOrder(order.orderStatusId);
  const note = useOrderNote(order.orderId, delivered);
  const busy = cancel.isPending || pay.isPending || reorder.isPending;

  const onPay = () =>
    pay.mutate(order.orderId, {
      onSuccess: (answer) => followPayment(answer, (path) => void navigate(path)),
    });

  const onReorder = () =>
    reorder.mutate(order.orderId, {
      onError: (error) =>
        api.notify({ kind: 'error', text: messageOf(error), code: 'order.reorder' }),
    });

  const onConfirmCancel = () =>
    cancel.mutate(order.orderId, { onSuccess: () => setConfirming(false) });

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('detail.actions')} className="flex flex-wrap gap-2">
        {order.isPayable ? (
          <Button onClick={onPay} disabled={busy} aria-busy={pay.isPending || undefined}>
            {pay.isPending ? <Spinner /> : <CreditCard aria-hidden="true" />}
            {t('actions.pay')}
          </Button>
        ) : null}
        {canChangePaymentType(order.paymentState) ? (
          <Button variant="outline" onClick={() => setChangingPayment(true)} disabled={busy}>
            <Wallet aria-hidden="true" />
            {t('actions.changePayment')}
          </Button>
        ) : null}
        <Button
          variant={order.isPayable ? 'outline' : 'primary'}
          onClick={onReorder}
          disabled={busy}
          aria-busy={reorder.isPending || undefined}
        >
          {reorder.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          {t('actions.reorder')}
        </Button>
        <ModifyOrderButton order={order} disabled={busy} />
        {cancellable ? (
          <Button
            variant="outline-neutral"
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
            disabled={busy}
          >
            <XCircle aria-hidden="true" />
            {t('actions.cancel')}
          </Button>
        ) : null}
        {delivered ? (
          <Button
            variant="outline"
            onClick={() => download.mutate({ orderId: order.orderId, format: 'pdf' })}
            disabled={download.isPending}
            aria-busy={download.isPending || undefined}
          >
            {download.isPending ? <Spinner /> : <FileText aria-hidden="true" />}
            {t(order.cartInfos.need_invoice === 'true' ? 'actions.invoice' : 'actions.receipt')}
          </Button>
        ) : null}
        {delivered ? (
          <Button variant="outline" onClick={() => setRating(true)} disabled={note.isPending}>
            <Star aria-hidden="true" />
            {t(note.data ? 'rating.edit' : 'rating.open')}
          </Button>
        ) : null}
        {eInvoice ? (
          <Button
            variant="ghost"
            onClick={() => download.mutate({ orderId: order.orderId, format: 'xml' })}
            disabled={download.isPending}
          >
            <FileCode aria-hidden="true" />
            {t('actions.eInvoice')}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <AppLink to={ORDERS_PATH}>
            <List aria-hidden="true" />
            {t('actions.allOrders')}
          </AppLink>
        </Button>
      </div>
      {delivered && note.data ? <GivenRating note={note.data} /> : null}
      {canReserveParking(order) ? <ParkingReservation orderId={order.orderId} /> : null}
      {rating ? (
        <RateOrderDialog
          orderId={order.orderId}
          note={note.data ?? null}
          onClose={() => setRating(false)}
        />
      ) : null}
      {changingPayment ? (
        <ChangePaymentDialog
          order={order}
          onClose={() => setChangingPayment(false)}
          navigate={(path) => void navigate(path)}
        />
      ) : null}
      {pay.isError ? (
        <Alert variant="error" role="alert">
          {messageOf(pay.error)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('actions.cancelTitle')}
        message={t('actions.cancelMessage', { orderId: order.orderId })}
        confirmLabel={t('actions.cancelConfirm')}
        cancelLabel={t('actions.cancelKeep')}
        onConfirm={onConfirmCancel}
        onCancel={() => setConfirming(false)}
        pending={cancel.isPending}
        error={cancel.isError ? messageOf(cancel.error) : null}
      />
    </div>
  );
}
