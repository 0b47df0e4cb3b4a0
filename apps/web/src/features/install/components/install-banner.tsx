import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, X } from 'lucide-react';
import { isInstalledApp } from '../../../lib/app-mode';
import { useBrand } from '../../../lib/brand';
import { Button } from '../../../ui';
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
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') later();
  };

  return (
    <section
      aria-labelledby="install-banner-title"
      onKeyDown={onKeyDown}
      className="fixed inset-x-3 bottom-[calc(var(--bottom-bar-space,0px)+0.75rem)] z-40 mx-auto max-w-md rounded-2xl border border-line bg-white p-4 shadow-2xl motion-safe:animate-rise-in sm:right-6 sm:bottom-6 sm:left-auto sm:mx-0 sm:w-[400px]"
    >
      <div className="flex items-start gap-3 pr-10">
        {/* The icon the app will have (the server's /img/brand/{brand}/icon-{size}.png). */}
        <img
          src={`/img/brand/${encodeURIComponent(brand.id)}/icon-96.png`}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0"
        />
        <div>
          <h2 id="install-banner-title" className="font-bold text-ink">
            {t('title', { brand: brand.name })}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{t('description')}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={later}>
          {t('later')}
        </Button>
        <Button size="sm" onClick={() => void install()}>
          <Download aria-hidden="true" />
          {t('install')}
        </Button>
      </div>
      <button
        type="button"
        onClick={later}
        aria-label={tCommon('close')}
        className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
