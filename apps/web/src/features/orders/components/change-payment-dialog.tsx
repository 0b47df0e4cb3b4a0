import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@spesa/domain';
import { api, isApiError } from '../../../lib/api';
import {
  followPayment,
  paymentChoiceParams,
  usePaymentChoice,
  usePaymentTypes,
} from '../../../lib/checkout';
import { PaymentChoiceFields } from '../../../components/payment';
import { DialogFrame } from '../../../components/dialog-frame';
import {
  Alert,
  Button,
  DialogBody,
  DialogDescription,
  DialogFooter,
  Skeleton,
  Spinner,
} from '../../../ui';
import { useChangePaymentType } from '../api/change-payment-type';

export interface ChangePaymentDialogProps {
  order: Order;
  onClose: () => void;
  /** Where the app goes when the answer has no gateway's page to follow. */
  navigate: (path: string) => void;
}

/**
 * 'Cambia metodo di pagamento' (issue 11, docs/rules/checkout-and-payment.md): the types the brand offers
 * and the saved cards, as at checkout. An online type goes on to the gateway's
 * page; another confirms the order here. A refusal stays in the dialog with
 * the choice as it was.
 */
export function ChangePaymentDialog({ order, onClose, navigate }: ChangePaymentDialogProps) {
  const { t } = useTranslation('orders');
  const types = usePaymentTypes();
  const change = useChangePaymentType();
  const [redirecting, setRedirecting] = useState(false);

  const choice = usePaymentChoice(types.data ?? [], order.paymentTypeId);
  const { offered, type } = choice;
  const busy = change.isPending || redirecting;

  const onConfirm = () => {
    if (!type) return;
    change.mutate(
      { order_id: order.orderId, ...paymentChoiceParams(type, choice.card, choice.remember) },
      {
        onSuccess: (answer) => {
          if (answer.paymentUrl) {
            setRedirecting(true);
            followPayment(answer, navigate);
            return;
          }
          api.notify({
            kind: 'success',
            text: t('changePayment.done', { orderId: order.orderId, type: type.name }),
            code: 'order.payment_type_changed',
          });
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'checkout.payment_type_not_offered')
            void types.refetch();
        },
      },
    );
  };

  return (
    <DialogFrame
      open
      onClose={() => (busy ? undefined : onClose())}
      className="max-w-[520px]"
      title={t('changePayment.title')}
      titleClassName="text-lg"
    >
      <DialogBody className="space-y-4">
        <DialogDescription className="text-ink-muted">
          {t('changePayment.intro', { orderId: order.orderId })}
        </DialogDescription>
        {types.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : types.isError ? (
          <Alert variant="error">
            <p>{t('changePayment.loadError')}</p>
            <Button
              variant="link"
              size="sm"
              className="min-h-11"
              onClick={() => void types.refetch()}
            >
              {t('detail.retry')}
            </Button>
          </Alert>
        ) : offered.length === 0 ? (
          <Alert variant="warning">{t('changePayment.empty')}</Alert>
        ) : (
          <PaymentChoiceFields choice={choice} onChange={() => change.reset()} disabled={busy} />
        )}
        <div role="alert" className="empty:sr-only">
          {change.isError ? (
            <Alert variant="error">
              {isApiError(change.error) ? change.error.message : t('changePayment.failed')}
            </Alert>
          ) : null}
        </div>
        {redirecting ? (
          <p role="status" className="text-sm text-ink-muted">
            {t('changePayment.redirecting')}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline-neutral" onClick={onClose} disabled={busy}>
          {t('changePayment.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy || !type} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          {t('changePayment.confirm')}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
