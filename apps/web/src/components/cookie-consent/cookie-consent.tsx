import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cookie, X } from 'lucide-react';
import {
  closeCookiePreferences,
  DEFAULT_CHOICES,
  openCookiePreferences,
  saveCookiePreferences,
  useCookiePreferences,
  useCookiePreferencesDialog,
} from '../../lib/consent';
import { AppLink } from '../../lib/navigation';
import { COOKIE_POLICY_PATH } from '../../config/paths';
import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
} from '../../ui';

/**
 * The cookie centre (Garante's guidelines of 10 June 2021): a first-layer
 * banner where 'Accetta tutti' and 'Rifiuta' weigh the same and closing it
 * means no; 'Personalizza' and the footer's 'Preferenze cookie' open the
 * categories, technical always on. While the banner shows, the page gets room
 * below so the banner never hides its last controls (the cart's on phones).
 */
export function CookieConsent() {
  const preferences = useCookiePreferences();
  const dialogOpen = useCookiePreferencesDialog();
  return (
    <>
      {preferences === null && !dialogOpen ? <CookieBanner /> : null}
      <CookiePreferencesDialog open={dialogOpen} />
    </>
  );
}

function CookieBanner() {
  const { t } = useTranslation('consent');
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = previous;
    };
  }, []);

  const reject = () => saveCookiePreferences(DEFAULT_CHOICES);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="relative mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:py-5 lg:flex-row lg:items-center lg:gap-8 lg:px-6">
        <div className="pr-10 lg:pr-0">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-ink">
            <Cookie aria-hidden="true" className="size-5 text-primary" />
            {t('bannerTitle')}
          </h2>
          <p className="mt-1 text-[15px] text-ink-muted">
            {t('bannerText')}{' '}
            <AppLink to={COOKIE_POLICY_PATH} className="font-semibold text-primary underline">
              {t('policyLink')}
            </AppLink>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:flex-nowrap">
          <Button onClick={() => saveCookiePreferences({ analytics: true, profilation: true })}>
            {t('acceptAll')}
          </Button>
          <Button onClick={reject}>{t('rejectAll')}</Button>
          <Button variant="outline" className="col-span-2" onClick={() => openCookiePreferences()}>
            {t('customise')}
          </Button>
        </div>
        <button
          type="button"
          onClick={reject}
          aria-label={t('close')}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}

const CATEGORIES = ['technical', 'analytics', 'profilation'] as const;

function CookiePreferencesDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('consent');
  const preferences = useCookiePreferences();
  const id = useId();
  const current = preferences ?? DEFAULT_CHOICES;
  const [choice, setChoice] = useState({
    analytics: current.analytics,
    profilation: current.profilation,
  });
  // Each opening starts from what is stored, not from a half-made change left before.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice({ analytics: current.analytics, profilation: current.profilation });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? openCookiePreferences() : closeCookiePreferences())}
    >
      <DialogContent closeLabel={t('closeDialog')}>
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <DialogDescription className="text-[15px] text-ink-muted">
            {t('dialogText')}
          </DialogDescription>
          <ul className="divide-y divide-line">
            {CATEGORIES.map((category) => {
              const inputId = `${id}-${category}`;
              const locked = category === 'technical';
              return (
                <li key={category} className="flex items-start gap-3 py-4">
                  <Checkbox
                    id={inputId}
                    checked={locked ? true : choice[category]}
                    disabled={locked}
                    aria-describedby={`${inputId}-text`}
                    onCheckedChange={(checked) =>
                      locked
                        ? undefined
                        : setChoice((c) => ({ ...c, [category]: checked === true }))
                    }
                    className="mt-0.5 disabled:cursor-not-allowed disabled:opacity-70"
                  />
                  <div>
                    <Label htmlFor={inputId} className="text-base font-bold">
                      {t(`${category}.title`)}
                      {locked ? (
                        <span className="ml-2 text-sm font-semibold text-secondary-dark">
                          {t('alwaysOn')}
                        </span>
                      ) : null}
                    </Label>
                    <p id={`${inputId}-text`} className="mt-0.5 text-[15px] text-ink-muted">
                      {t(`${category}.text`)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </DialogBody>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => saveCookiePreferences(DEFAULT_CHOICES)}>
            {t('rejectAll')}
          </Button>
          <Button
            variant="outline"
            onClick={() => saveCookiePreferences({ analytics: true, profilation: true })}
          >
            {t('acceptAll')}
          </Button>
          <Button onClick={() => saveCookiePreferences(choice)}>{t('save')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
