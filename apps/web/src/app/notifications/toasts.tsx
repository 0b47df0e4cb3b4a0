import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { TOAST } from '@spesa/domain';
import { i18n } from '../../i18n';
import type { ClientMessage, MessageKind } from '../../lib/api';
import { cn } from '../../ui';
import { TOAST_LIFT_VAR } from './toast-lift';
import { BOTTOM_BAR_SPACE_VAR } from '../shell/bottom-bar-space';

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

/** Shows a server or client message as a toast (the HTTP client's notify). */
export function showToast(message: Pick<ClientMessage, 'kind' | 'text'>): void {
  void Promise.all([import('sonner'), toasterMounted]).then(([{ toast }]) =>
    toast.custom((id) => (
      <ToastCard
        kind={message.kind}
        text={message.text}
        closeLabel={i18n.t('shell:dismissToast')}
        onClose={() => toast.dismiss(id)}
      />
    )),
  );
}

/**
 * The distance from the bottom of docs/rules/shop-shell.md, above whatever the page asked
 * toasts not to cover, else above the app's bottom bar (shell/bottom-bar-space.ts).
 */
const LIFTED_BOTTOM = `calc(${TOAST.distancePx}px + var(${TOAST_LIFT_VAR}, var(${BOTTOM_BAR_SPACE_VAR}, 0px)))`;

/** The stacked toasts of docs/rules/shop-shell.md: at most 5 visible, 5000 ms (or the brand's), bottom centre, 55 px away. */
export function AppToaster({ duration = TOAST.durationMs }: { duration?: number }) {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        offset={{ bottom: LIFTED_BOTTOM }}
        mobileOffset={{ bottom: LIFTED_BOTTOM, left: 12, right: 12 }}
        visibleToasts={TOAST.maxStacked}
        duration={duration}
        containerAriaLabel={t('toasts')}
        toastOptions={{ unstyled: true }}
      />
    </Suspense>
  );
}
