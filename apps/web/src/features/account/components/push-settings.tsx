import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disablePush, enablePush, pushState, type PushState } from '../../../lib/push';
import { cn } from '../../../ui';

/**
 * The shopper turns this device's order notifications on or off (issue 35). The
 * state is the browser's and this device's, read after the first render.
 */
export function PushSettings() {
  const { t } = useTranslation('account');
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setState(pushState()), []);
  if (state === null) return null;
  const on = state === 'on';
  const blocked = state === 'denied' || state === 'unsupported';
  const toggle = () => {
    setBusy(true);
    setFailed(false);
    (on ? disablePush() : enablePush())
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id="push-switch-label" className="font-semibold text-ink">
          {t('profile.push.switch')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-switch-label"
          aria-describedby="push-switch-state"
          disabled={busy || blocked}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
            on ? 'bg-secondary-dark' : 'bg-ink-subtle',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-6 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-7' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      <p id="push-switch-state" className="text-sm text-ink-muted">
        {t(`profile.push.${state}`)}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('profile.push.failed')}
        </p>
      ) : null}
    </div>
  );
}
