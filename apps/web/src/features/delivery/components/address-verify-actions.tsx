import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../../ui';
import type { AddressEditModel } from '../hooks/use-address-edit';

/** Under the search and the place steps: verify (once there is a place), search again, cancel. */
export function AddressVerifyActions({
  edit,
  onCancel,
}: {
  edit: AddressEditModel;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('delivery');
  const { mode } = edit.state;
  return (
    <div className="flex flex-wrap gap-3 border-t border-line pt-4">
      <Button
        size="lg"
        onClick={() => void edit.verify()}
        disabled={mode === 'search' || edit.verifying}
      >
        {edit.verifying ? <Spinner /> : null}
        {edit.verifying ? t('edit.verifying') : t('edit.verify')}
      </Button>
      {mode === 'place' ? (
        <Button variant="outline-neutral" size="lg" onClick={edit.restart}>
          {t('edit.searchAgain')}
        </Button>
      ) : null}
      {onCancel ? (
        <Button variant="ghost" size="lg" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
