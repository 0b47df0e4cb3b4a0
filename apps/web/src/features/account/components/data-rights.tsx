import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Trash2 } from 'lucide-react';
import { Button, useOpenedOnce } from '../../../ui';
import { USER_EXPORT_URL } from '../api/profile';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * GDPR: 'Scarica i miei dati' (art. 20, a JSON download) and 'Elimina il mio
 * account' (user_anonymize, confirmed with the password in a dialog that names
 * the orders it cancels or that forbid it, decision 027).
 */
export function DataRights({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const mounted = useOpenedOnce(asking);

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
          onClick={() => setAsking(true)}
        >
          <Trash2 aria-hidden="true" />
          {t('profile.data.delete')}
        </Button>
      </div>
      {mounted ? (
        <DeleteAccountDialog
          open={asking}
          onClose={() => setAsking(false)}
          onDeleted={() => {
            setAsking(false);
            onDeleted();
          }}
        />
      ) : null}
    </div>
  );
}
