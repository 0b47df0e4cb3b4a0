import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_MESSAGES,
  DeleteAccountFormSchema,
  type DeleteAccountFormValues,
  type OrderListItem,
} from '@spesa/domain';
import { euro, longDay } from '../../../lib/format';
import { DialogFrame } from '../../../components/dialog-frame';
import {
  Alert,
  Button,
  DialogBody,
  DialogDescription,
  DialogFooter,
  PasswordField,
  Spinner,
} from '../../../ui';
import { useAnonymize, useOrdersAtDeletion } from '../api/profile';
import { applyServerErrors } from '../model/server-errors';
import { ResponseMessageBox } from '../../../components/response-message-box';

const EMPTY: DeleteAccountFormValues = { password: '' };

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The confirmation of user_anonymize (decision 027): it names the orders the
 * deletion cancels, says which ones in the store's hands forbid it, and asks
 * the account's password. A refusal stays in the dialog with what was typed.
 */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const anonymize = useAnonymize();
  const orders = useOrdersAtDeletion(open);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: EMPTY,
  });
  const inCharge = orders.data?.inCharge ?? [];
  const cancelled = orders.data?.cancelled ?? [];

  const close = () => {
    form.reset(EMPTY);
    setError(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await anonymize.mutateAsync(password);
      form.reset(EMPTY);
      onDeleted();
    } catch (failure) {
      setError(applyServerErrors(failure, ['password'], form.setError, t('errorGeneric')));
    }
  });

  return (
    <DialogFrame
      open={open}
      onClose={close}
      className="max-w-[480px]"
      title={t('profile.data.confirmTitle')}
      titleClassName="text-lg"
    >
      <form noValidate onSubmit={onSubmit} aria-busy={anonymize.isPending} className="contents">
        <DialogBody className="space-y-4">
          <DialogDescription className="text-base text-ink">
            {t('profile.data.confirmMessage')}
          </DialogDescription>
          {orders.isPending ? (
            <p className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner />
              {t('profile.data.checkingOrders')}
            </p>
          ) : null}
          {cancelled.length > 0 ? (
            <div className="space-y-2">
              <p className="text-sm text-ink">{t('profile.data.ordersCancelled')}</p>
              <OrderLines orders={cancelled} />
            </div>
          ) : null}
          {inCharge.length > 0 ? (
            <Alert variant="warning">{ACCOUNT_MESSAGES.anonymizeOrdersInCharge(inCharge)}</Alert>
          ) : null}
          <PasswordField
            label={t('profile.data.password')}
            hint={t('profile.data.passwordHint')}
            requiredMark
            autoComplete="current-password"
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <ResponseMessageBox errors={error} />
        </DialogBody>
        <DialogFooter>
          <Button
            type="button"
            variant="outline-neutral"
            onClick={close}
            disabled={anonymize.isPending}
          >
            {t('profile.data.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={anonymize.isPending || inCharge.length > 0}
            aria-busy={anonymize.isPending}
          >
            {anonymize.isPending ? <Spinner /> : null}
            {t('profile.data.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}

function OrderLines({ orders }: { orders: OrderListItem[] }) {
  const { t } = useTranslation('account');
  return (
    <ul className="space-y-1 text-sm text-ink">
      {orders.map((order) => (
        <li key={order.orderId} className="rounded-lg bg-surface-muted px-3 py-2">
          {t('profile.data.orderLine', {
            orderId: order.orderId,
            day: longDay(order.deliveryDate),
            total: euro(order.totalPrice),
          })}
        </li>
      ))}
    </ul>
  );
}
