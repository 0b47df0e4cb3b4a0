import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Trash2 } from 'lucide-react';
import { isApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../ui';
import { USER_EXPORT_URL, useAnonymize } from '../api/profile';

/**
 * GDPR: 'Scarica i miei dati' (art. 20, a JSON download) and 'Elimina il mio
 * account' (user_anonymize, after a confirmation; refused while an order is
 * out for delivery, and the dialog says why).
 */
export function DataRights({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const anonymize = useAnonymize();
  const [asking, setAsking] = useState(false);
  const error = anonymize.isError
    ? isApiError(anonymize.error)
      ? anonymize.error.message
      : t('errorGeneric')
    : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h3 className="font-bold text-ink">{t('profile.data.exportTitle')}</h3>
        <p className="text-sm text-ink-muted">{t('profile.data.exportIntro')}</p>
        <Button asChild variant="outline" className="self-start">
          <a href={USER_EXPORT_URL} download>
            <Download aria-hidden="true" />
            {t('profile.data.export')}
          </a>
        </Button>
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-6">
        <h3 className="font-bold text-ink">{t('profile.data.deleteTitle')}</h3>
        <p className="text-sm text-ink-muted">{t('profile.data.deleteIntro')}</p>
        <Button
          variant="outline-neutral"
          className="self-start text-danger"
          onClick={() => {
            anonymize.reset();
            setAsking(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          {t('profile.data.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('profile.data.confirmTitle')}
        message={t('profile.data.confirmMessage')}
        confirmLabel={t('profile.data.confirm')}
        cancelLabel={t('profile.data.cancel')}
        pending={anonymize.isPending}
        error={error}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          anonymize.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              onDeleted();
            },
          })
        }
      />
    </div>
  );
}
