import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui';
import type { AddressEditState } from '../address-edit-state';

/** The live outcome of the last step: the message, and whether home delivery reaches the address. */
export function AddressEditStatus({
  state,
  statusRef,
}: {
  state: AddressEditState;
  statusRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('delivery');
  const { message, mode } = state;
  return (
    <div
      ref={statusRef}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-3 outline-none empty:hidden"
    >
      {message ? <Alert variant={message.variant}>{message.text}</Alert> : null}
      {mode === 'available' ? (
        <Alert variant="success">
          <p className="font-bold">{t('edit.available')}</p>
          <p className="mt-0.5 font-normal text-ink">{t('edit.availableText')}</p>
        </Alert>
      ) : null}
      {mode === 'unavailable' ? (
        <Alert variant="error">
          <p className="font-bold">{t('edit.notServed')}</p>
          <p className="mt-0.5 font-normal text-ink">{t('edit.notServedText')}</p>
        </Alert>
      ) : null}
    </div>
  );
}
