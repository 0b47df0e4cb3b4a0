import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = (): boolean => !navigator.onLine;

/**
 * 'Sei offline' (issue 35): the page may come from the device's copy (the service
 * worker), and what needs the shop (an add, the checkout) is refused with a message
 * until the network is back. The server renders a shop that is online.
 */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-30 border-b border-line bg-ink px-4 py-3 text-white sm:text-center"
    >
      <p className="text-sm">
        <strong className="font-bold">{t('offline.title')}</strong> <span>{t('offline.text')}</span>
      </p>
    </div>
  );
}
