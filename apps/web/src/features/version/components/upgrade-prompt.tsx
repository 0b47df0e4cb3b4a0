import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Sparkles, X } from 'lucide-react';
import { CLIENT_VERSION } from '@spesa/domain';
import { useBrand } from '../../../lib/brand';
import { applyUpdate, lookForUpdate, ownBuild } from '../../../lib/service-worker';
import { Button } from '../../../ui';
import { useLatestVersion } from '../api/get-version';
import { needsUpgrade, type RunningClient } from '../compare-versions';

export interface UpgradePromptProps {
  /** How the upgrade happens: the new build's worker takes over and the page reloads. */
  onUpgrade?: () => void;
  /** What is running here; by default this page's build, as a web page. */
  client?: RunningClient;
}

const thisPage = (): RunningClient => ({
  version: CLIENT_VERSION,
  build: ownBuild(),
  native: false,
});

/**
 * docs/rules/shop-shell.md App shell: when /version.json names a version newer than this
 * client, a prompt shows the version title, the new version and an upgrade button.
 */
export function UpgradePrompt({
  onUpgrade = () => void applyUpdate(),
  client = thisPage(),
}: UpgradePromptProps) {
  const { t } = useTranslation('upgrade');
  const { t: tCommon } = useTranslation('common');
  const brand = useBrand();
  const { data } = useLatestVersion(brand.config.versionCheckIntervalMs);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const latest = data?.lastVersion;
  const due = latest ? needsUpgrade(latest, client) : false;
  // The new build's worker installs while the prompt is read, so «Aggiorna» is quick.
  useEffect(() => {
    if (due && !client.native) void lookForUpdate();
  }, [due, client.native]);
  const shown = !latest
    ? null
    : client.native || !latest.build
      ? latest.version
      : `${latest.version}+${latest.build.slice(0, 7)}`;
  if (!latest || !due || !shown || dismissed === shown) return null;

  return (
    <section
      aria-labelledby="upgrade-title"
      className="fixed inset-x-3 top-20 z-40 mx-auto max-w-md rounded-2xl border border-line bg-white p-4 shadow-2xl motion-safe:animate-rise-in sm:top-auto sm:right-auto sm:bottom-6 sm:left-6 sm:w-[420px]"
    >
      <div className="flex items-start gap-3 pr-10">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary-dark">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="upgrade-title" className="font-bold text-ink">
            {t('title')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{t('version', { version: shown })}</p>
          {latest.description ? (
            <p className="mt-1 text-sm text-ink-muted">{latest.description}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(shown)}>
          {t('later')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onUpgrade}>
          <RefreshCw aria-hidden="true" />
          {t('upgrade')}
        </Button>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(shown)}
        aria-label={tCommon('close')}
        className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
