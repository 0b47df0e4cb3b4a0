import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST } from '@spesa/domain';
import { i18n } from '../../i18n';
import type { ClientMessage } from '../../lib/api';
import { TOAST_LIFT_VAR } from '../../ui';
import { BOTTOM_BAR_SPACE_VAR } from '../shell/bottom-bar-space';
import { TOAST_TOP_PX, type Touch } from './toast-edge';

let markToasterMounted: () => void = () => undefined;
/** Resolved once the toaster listens: a toast sent before would be lost. */
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/**
 * sonner loads after the first page (it is not needed to see it); the toaster
 * announces when it listens, and toasts wait for it. The toast's card comes with
 * it, not with the first toast: offline, that toast is «Sei offline», and a module
 * fetched only then could not be had.
 */
const Toaster = lazy(async () => {
  const [{ Toaster: SonnerToaster }] = await Promise.all([
    import('sonner'),
    import('./toast-card'),
  ]);
  function ListeningToaster(props: ComponentProps<typeof SonnerToaster>) {
    // The toaster's own effects (its subscription) run before this one, its parent's.
    useEffect(() => markToasterMounted(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: ListeningToaster };
});

/**
 * What the shopper touched or focused last, and when: the card or the cart line
 * around it (its `article` or `li`), which outlives the control (an add turns into a
 * stepper), else the control itself.
 */
let touched: Touch | null = null;

function noteTouch(event: Event): void {
  if (event.target instanceof Element)
    touched = { element: event.target.closest('li, article') ?? event.target, at: Date.now() };
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * WCAG 2.4.11: a toast placed away from the control just used can lie over the one the
 * keyboard moves to next (the header's cart button, on a phone): focus arriving under a
 * toast dismisses the toasts, which the live region has already read out.
 */
function clearToastsOverFocus(event: FocusEvent): void {
  if (!(event.target instanceof Element) || event.target.closest('[data-sonner-toast]')) return;
  const toasts = document.querySelectorAll('[data-sonner-toast]');
  if (toasts.length === 0) return;
  const focused = event.target.getBoundingClientRect();
  if (Array.from(toasts).some((toast) => overlaps(toast.getBoundingClientRect(), focused)))
    void import('sonner').then(({ toast }) => toast.dismiss());
}

/**
 * Shows a server or client message as a toast (the HTTP client's notify). The same
 * message twice is one toast, shown again: a refusal repeated by retries is said once.
 */
export function showToast(message: Pick<ClientMessage, 'kind' | 'text'>): void {
  void Promise.all([import('sonner'), import('./toast-card'), toasterMounted]).then(
    ([{ toast }, { ToastCard, edgeNow }]) =>
      toast.custom(
        (id) => (
          <ToastCard
            kind={message.kind}
            text={message.text}
            closeLabel={i18n.t('shell:dismissToast')}
            onClose={() => toast.dismiss(id)}
          />
        ),
        {
          id: `${message.kind}:${message.text}`,
          position: edgeNow(touched) === 'top' ? 'top-center' : 'bottom-center',
        },
      ),
  );
}

/**
 * The distance from the bottom of docs/rules/shop-shell.md, above whatever the page asked
 * toasts not to cover, else above the app's bottom bar (shell/bottom-bar-space.ts).
 */
const LIFTED_BOTTOM = `calc(${TOAST.distancePx}px + var(${TOAST_LIFT_VAR}, var(${BOTTOM_BAR_SPACE_VAR}, 0px)))`;

/**
 * The stacked toasts of docs/rules/shop-shell.md: at most 5 visible, 5000 ms (or the brand's),
 * bottom centre 55 px away, or at the top when they would cover what was just touched;
 * one above the other, never overlapping (each keeps its «Chiudi notifica» whole).
 */
export function AppToaster({ duration = TOAST.durationMs }: { duration?: number }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.addEventListener('pointerdown', noteTouch, true);
    document.addEventListener('focusin', noteTouch, true);
    document.addEventListener('focusin', clearToastsOverFocus, true);
    return () => {
      document.removeEventListener('pointerdown', noteTouch, true);
      document.removeEventListener('focusin', noteTouch, true);
      document.removeEventListener('focusin', clearToastsOverFocus, true);
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        expand
        gap={8}
        offset={{ bottom: LIFTED_BOTTOM, top: TOAST_TOP_PX }}
        mobileOffset={{ bottom: LIFTED_BOTTOM, top: TOAST_TOP_PX, left: 12, right: 12 }}
        visibleToasts={TOAST.maxStacked}
        duration={duration}
        containerAriaLabel={t('toasts')}
        toastOptions={{ unstyled: true }}
      />
    </Suspense>
  );
}
