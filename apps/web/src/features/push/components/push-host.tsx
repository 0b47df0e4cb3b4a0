import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BellRing } from 'lucide-react';
import { ORDERS_PATH } from '../../../config/paths';
import { useInstalledApp } from '../../../lib/app-mode';
import { useBrand } from '../../../lib/brand';
import { enablePush, markPushAsked, pushAsked, pushSupported } from '../../../lib/push';
import { listenToWorker } from '../../../lib/service-worker';
import { Button, FloatingNotice } from '../../../ui';
import type { PushShown } from '../../../sw/push-message';

/** Asked on an order's page: the moment a shopper wants to hear how the order goes. */
const isOrderPage = (pathname: string): boolean =>
  pathname === ORDERS_PATH || pathname.startsWith(`${ORDERS_PATH}/`);

export interface PushHostProps {
  authenticated: boolean;
}

/**
 * Push notifications in the page (issue 35): a push that arrives while the shop is in
 * front shows here and opens its page only if the shopper says so (SPEC §4 Push); a
 * tapped notification opens its page; and in the installed app a logged-in shopper is
 * asked once, on an order's page, whether to turn them on.
 */
export function PushHost({ authenticated }: PushHostProps) {
  const { t } = useTranslation('push');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brand = useBrand();
  const installed = useInstalledApp();
  const [inFront, setInFront] = useState<PushShown | null>(null);
  const [answered, setAnswered] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () =>
      listenToWorker({
        onPush: setInFront,
        onNavigate: (path) => void navigate(path),
      }),
    [navigate],
  );

  if (inFront)
    return (
      <FloatingNotice
        icon={<BellRing aria-hidden="true" className="size-5" />}
        title={inFront.title}
        onClose={() => setInFront(null)}
        closeLabel={t('inPage.close')}
        actions={
          <>
            <Button variant="ghost" size="sm" onClick={() => setInFront(null)}>
              {t('inPage.close')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setInFront(null);
                void navigate(inFront.navTo);
              }}
            >
              {t('inPage.open')}
            </Button>
          </>
        }
      >
        {inFront.body ? <p className="mt-0.5 text-sm text-ink-muted">{inFront.body}</p> : null}
      </FloatingNotice>
    );

  // Mounted in the browser only (the shell's idle parts): the browser's answers are read here.
  const asking =
    !answered &&
    installed &&
    authenticated &&
    brand.config.pushNotificationsEnabled &&
    pushSupported() &&
    Notification.permission === 'default' &&
    !pushAsked() &&
    isOrderPage(pathname);
  if (!asking && !problem) return null;
  const later = () => {
    markPushAsked();
    setAnswered(true);
    setProblem(null);
  };
  const enable = () => {
    enablePush()
      .then((state) => {
        if (state === 'denied') setProblem(t('prompt.denied'));
        else setAnswered(true);
      })
      .catch(() => setProblem(t('prompt.failed')));
  };
  return (
    <FloatingNotice
      icon={<BellRing aria-hidden="true" className="size-5" />}
      title={t('prompt.title')}
      onClose={later}
      closeLabel={t('inPage.close')}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={later}>
            {t('prompt.later')}
          </Button>
          <Button variant="secondary" size="sm" onClick={enable}>
            {t('prompt.enable')}
          </Button>
        </>
      }
    >
      <p className="mt-0.5 text-sm text-ink-muted">{t('prompt.text')}</p>
      {problem ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </FloatingNotice>
  );
}
