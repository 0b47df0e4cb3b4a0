import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { LineActions } from '../hooks/use-line-actions';

/** docs/rules/cart.md: removing a line asks 'No'/'Si' with name, quantity and unit (max width 400). */
export function RemoveLineDialog({ actions }: { actions: LineActions }) {
  const { t } = useTranslation('cart');
  const line = actions.pendingRemove;
  return (
    <ConfirmDialog
      open={line !== null}
      title={t('remove.title')}
      message={line ? actions.removeMessage(line) : ''}
      cancelLabel={t('remove.no')}
      confirmLabel={t('remove.yes')}
      onCancel={actions.cancelRemove}
      onConfirm={actions.confirmRemove}
    />
  );
}
