import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { isInstalledApp } from '../../../lib/app-mode';
import { useBrand } from '../../../lib/brand';
import { Button, FloatingNotice } from '../../../ui';
import {
  afterDismissal,
  installBannerDue,
  readInstallMemory,
  saveInstallMemory,
} from '../install-rule';
import { forgetInstallPrompt, type InstallPromptEvent } from '../prompt-capture';

export interface InstallBannerProps {
  /** The browser's offer, kept since the page loaded (prompt-capture.ts). */
  prompt: InstallPromptEvent;
  /** Pages seen in this tab, the current one included. */
  pageViews: number;
  now?: () => number;
}

/**
 * Issue 35: a small banner, not a dialog (the page stays usable), offering to install
 * the shop as an app; 'Non ora' puts it off (install-rule.ts), Esc too.
 */
export function InstallBanner({ prompt, pageViews, now = Date.now }: InstallBannerProps) {
  const { t } = useTranslation('install');
  const { t: tCommon } = useTranslation('common');
  const brand = useBrand();
  const [memory, setMemory] = useState(readInstallMemory);
  const due = installBannerDue({ memory, now: now(), standalone: isInstalledApp(), pageViews });
  if (!due) return null;

  const remember = (next: typeof memory) => {
    saveInstallMemory(next);
    setMemory(next);
  };
  const later = () => remember(afterDismissal(memory, now()));
  const install = async () => {
    // The browser's own dialog; the offer cannot be shown twice.
    forgetInstallPrompt();
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    remember(
      outcome === 'accepted' ? { ...memory, installed: true } : afterDismissal(memory, now()),
    );
  };
  return (
    <FloatingNotice
      side="right"
      iconIsPicture
      icon={
        // The icon the app will have (the server's /img/brand/{brand}/icon-{size}.png).
        <img
          src={`/img/brand/${encodeURIComponent(brand.id)}/icon-96.png`}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0"
        />
      }
      title={t('title', { brand: brand.name })}
      onClose={later}
      closeLabel={tCommon('close')}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={later}>
            {t('later')}
          </Button>
          <Button size="sm" onClick={() => void install()}>
            <Download aria-hidden="true" />
            {t('install')}
          </Button>
        </>
      }
    >
      <p className="mt-0.5 text-sm text-ink-muted">{t('description')}</p>
    </FloatingNotice>
  );
}
