import { useTranslation } from 'react-i18next';
import { openCookiePreferences } from '../../lib/consent';

/** The footer's way back to the choice. */
export function CookiePreferencesLink({ className }: { className?: string }) {
  const { t } = useTranslation('consent');
  return (
    <button type="button" onClick={() => openCookiePreferences()} className={className}>
      {t('reopen')}
    </button>
  );
}
