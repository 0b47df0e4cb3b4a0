import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { TOAST } from '@spesa/domain';
import { i18n } from '../../i18n';
import type { ClientMessage, MessageKind } from '../../lib/api';
import { cn } from '../../ui';
import { TOAST_LIFT_VAR } from '../../ui';
import { BOTTOM_BAR_SPACE_VAR } from '../shell/bottom-bar-space';
import { TOAST_ROOM_PX, TOAST_TOP_PX, TOUCH_RECENT_MS, toastEdge } from './toast-edge';

const look: Record<MessageKind, { icon: typeof CircleCheck; className: string }> = {
  success: { icon: CircleCheck, className: 'border-l-secondary [&_[data-icon]]:text-secondary' },
  error: { icon: CircleAlert, className: 'border-l-danger [&_[data-icon]]:text-danger' },
  warning: { icon: TriangleAlert, className: 'border-l-warning [&_[data-icon]]:text-warning' },
};

function ToastCard({
  kind,
  text,
  onClose,
  closeLabel,
}: {
  kind: MessageKind;
  text: string;
  onClose: () => void;
  closeLabel: string;
}) {
  const { icon: Icon, className } = look[kind];
  return (
    // The whole card closes on click (docs/rules/shop-shell.md Notifications: toasts close on click); the X is the keyboard way.
    <div
      onClick={onClose}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 rounded-xl border border-l-4 border-line bg-white py-3 pr-2 pl-4 text-ink shadow-lg',
        className,
      )}
    >
      <Icon data-icon="" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 py-0.5 text-sm font-medium">{text}</p>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
        aria-label={closeLabel}
        className="-my-1 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

let markToasterMounted: () => void = () => undefined;
/** Resolved once the toaster listens: a toast sent before would be lost. */
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/**
 * sonner loads after the first page (issue 12: it is not needed to see it); the
 * toaster announces when it listens, and toasts wait for it.
 */
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
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
let touched: { element: Element; at: number } | null = null;

function noteTouch(event: Event): void {
  if (event.target instanceof Element)
    touched = { element: event.target.closest('li, article') ?? event.target, at: Date.now() };
}

/** The distance from the bottom the toasts keep clear of: theirs, plus a footer's or a notice's lift. */
function reservedBottom(): number {
  const style = getComputedStyle(document.documentElement);
  const lift =
    parseFloat(style.getPropertyValue(TOAST_LIFT_VAR)) ||
    parseFloat(style.getPropertyValue(BOTTOM_BAR_SPACE_VAR)) ||
    0;
  return TOAST.distancePx + lift;
}

/** Top or bottom of the floating area, so as not to cover the card or the cart line just touched. */
function edgeNow(): 'top' | 'bottom' {
  const recent = touched && Date.now() - touched.at < TOUCH_RECENT_MS ? touched.element : null;
  const box = recent?.isConnected ? recent.getBoundingClientRect() : null;
  const shown = document.querySelectorAll('[data-sonner-toast]').length;
  return toastEdge(box, window.innerHeight, reservedBottom(), (shown + 1) * TOAST_ROOM_PX);
}

/**
 * Shows a server or client message as a toast (the HTTP client's notify). The same
 * message twice is one toast, shown again: a refusal repeated by retries is said once.
 */
export function showToast(message: Pick<ClientMessage, 'kind' | 'text'>): void {
  void Promise.all([import('sonner'), toasterMounted]).then(([{ toast }]) =>
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
        position: edgeNow() === 'top' ? 'top-center' : 'bottom-center',
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
    return () => {
      document.removeEventListener('pointerdown', noteTouch, true);
      document.removeEventListener('focusin', noteTouch, true);
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
