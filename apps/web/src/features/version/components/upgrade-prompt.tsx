import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Sparkles } from 'lucide-react';
import { CLIENT_VERSION } from '@spesa/domain';
import { appPlatform } from '../../../lib/app-mode';
import { useBrand } from '../../../lib/brand';
import { applyUpdate, lookForUpdate, ownBuild } from '../../../lib/service-worker';
import { Button, FloatingNotice } from '../../../ui';
import { useLatestVersion } from '../api/get-version';
import { needsUpgrade, type RunningClient } from '../compare-versions';

export interface UpgradePromptProps {
  /** How the upgrade happens: the new build's worker takes over and the page reloads. */
  onUpgrade?: () => void;
  /** What is running here; by default this page's build, in a native wrapper or not. */
  client?: RunningClient;
}

/** A native wrapper (it named its platform) upgrades from its store; a page, from the shop. */
const thisPage = (): RunningClient => ({
  version: CLIENT_VERSION,
  build: ownBuild(),
  native: appPlatform() !== 'web',
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
    <FloatingNotice
      icon={<Sparkles aria-hidden="true" className="size-5" />}
      title={t('title')}
      onClose={() => setDismissed(shown)}
      closeLabel={tCommon('close')}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={() => setDismissed(shown)}>
            {t('later')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onUpgrade}>
            <RefreshCw aria-hidden="true" />
            {t('upgrade')}
          </Button>
        </>
      }
    >
      <p className="mt-0.5 text-sm text-ink-muted">{t('version', { version: shown })}</p>
      {latest.description ? (
        <p className="mt-1 text-sm text-ink-muted">{latest.description}</p>
      ) : null}
    </FloatingNotice>
  );
}
