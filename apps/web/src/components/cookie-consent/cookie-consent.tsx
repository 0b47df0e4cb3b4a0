import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cookie, X } from 'lucide-react';
import {
  DEFAULT_CHOICES,
  openCookiePreferences,
  saveCookiePreferences,
  useCookiePreferences,
  useCookiePreferencesDialog,
} from '../../lib/consent';
import { AppLink } from '../../lib/navigation';
import { COOKIE_POLICY_PATH } from '../../config/paths';
import { Button, lazyPart } from '../../ui';

/** The categories (checkboxes, a dialog) load when the shopper asks for them, not with the banner. */
const CookiePreferencesDialog = lazyPart(
  () => import('./cookie-preferences-dialog'),
  (module) => module.CookiePreferencesDialog,
);

/** Room above the banner for a focused control's ring (its outline and offset), in px. */
const FOCUS_RING_ROOM = 8;

/** The three choices side by side on a phone, each a third of the row. */
const BANNER_BUTTON = 'min-w-0 px-1.5 text-[0.8125rem] sm:px-5 sm:text-base';

/**
 * The cookie centre (Garante's guidelines of 10 June 2021): a first-layer
 * banner where 'Accetta tutti' and 'Rifiuta' weigh the same and closing it
 * means no; 'Personalizza' and the footer's 'Preferenze cookie' open the
 * categories, technical always on. While the banner shows, the page gets room
 * below (and as much scroll padding) so the banner never hides its last
 * controls (the cart's on phones) nor the one the keyboard has focused; it
 * comes first in the shell, so that it is also the first Tab stop.
 */
export function CookieConsent() {
  const preferences = useCookiePreferences();
  const dialogOpen = useCookiePreferencesDialog();
  // Once opened it stays mounted, so that it closes with its animation.
  const [dialogMounted, setDialogMounted] = useState(dialogOpen);
  if (dialogOpen && !dialogMounted) setDialogMounted(true);
  return (
    <>
      {preferences === null && !dialogOpen ? <CookieBanner /> : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={dialogOpen} />
        </Suspense>
      ) : null}
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
    const root = document.documentElement;
    const previous = body.style.paddingBottom;
    const previousScrollPadding = root.style.scrollPaddingBottom;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${banner.offsetHeight}px`;
      // A control reached with Tab scrolls into view above the banner, its focus ring too.
      root.style.scrollPaddingBottom = `${banner.offsetHeight + FOCUS_RING_ROOM}px`;
    });
    observer.observe(banner);
    // The browser leaves alone a focused control that still shows in part, even when the
    // banner hides the rest of it (a product card above it on a phone): that one is moved up.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || banner.contains(target)) return;
      if (target.getBoundingClientRect().bottom > banner.getBoundingClientRect().top)
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      body.style.paddingBottom = previous;
      root.style.scrollPaddingBottom = previousScrollPadding;
    };
  }, []);

  const reject = () => saveCookiePreferences(DEFAULT_CHOICES);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-dvh overflow-y-auto border-t border-line bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      {/* Compact on a phone (issue 34): it took two fifths of a 390 × 844 screen. */}
      <div className="relative mx-auto flex max-w-7xl flex-col gap-2.5 px-4 py-3 sm:gap-3 sm:py-5 lg:flex-row lg:items-center lg:gap-8 lg:px-6">
        <div className="pr-10 lg:pr-0">
          <h2
            id={titleId}
            className="flex items-center gap-2 text-base font-bold text-ink sm:text-lg"
          >
            <Cookie aria-hidden="true" className="size-5 text-primary" />
            {t('bannerTitle')}
          </h2>
          <p className="mt-1 text-[0.8125rem] text-ink-muted sm:text-[0.9375rem]">
            {t('bannerText')}{' '}
            <AppLink to={COOKIE_POLICY_PATH} className="font-semibold text-primary underline">
              {t('policyLink')}
            </AppLink>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-3 gap-2 @max-2xs/page:grid-cols-1 sm:flex sm:flex-wrap lg:flex-nowrap">
          <Button
            className={BANNER_BUTTON}
            onClick={() => saveCookiePreferences({ analytics: true, profilation: true })}
          >
            {t('acceptAll')}
          </Button>
          <Button className={BANNER_BUTTON} onClick={reject}>
            {t('rejectAll')}
          </Button>
          <Button
            variant="outline"
            className={BANNER_BUTTON}
            onClick={() => openCookiePreferences()}
          >
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
