import { useTranslation } from 'react-i18next';
import type { Address } from '@spesa/domain';
import { useDeleteAddress } from '../api/delete-address';
import { streetLine } from '../format';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface RemoveAddressDialogProps {
  /** The address to delete; the dialog is closed while null. */
  address: Address | null;
  onClose: () => void;
}

/**
 * Delete with confirmation (docs/rules/delivery-and-slots.md message.removeAddress). A refusal shows
 * the text of docs/rules/delivery-and-slots.md in the dialog: the cart's delivery address cannot go.
 */
export function RemoveAddressDialog({ address, onClose }: RemoveAddressDialogProps) {
  const { t } = useTranslation('delivery');
  const remove = useDeleteAddress();
  const name = address ? address.addressName.trim() || streetLine(address) : '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={address !== null}
      title={t('selector.removeTitle')}
      message={t('selector.removeAddress', { name })}
      confirmLabel={t('selector.yes')}
      cancelLabel={t('selector.no')}
      pending={remove.isPending}
      error={remove.isError ? t('selector.deleteFailed') : null}
      onCancel={close}
      onConfirm={() => {
        if (!address) return;
        remove.mutate(address.addressId, { onSuccess: close });
      }}
    />
  );
}
