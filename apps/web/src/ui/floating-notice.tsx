import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useToastLift } from './toast-lift';

export interface FloatingNoticeProps {
  /** Drawn in a round badge, unless it is a picture of its own (`iconIsPicture`). */
  icon: ReactNode;
  iconIsPicture?: boolean;
  title: string;
  children?: ReactNode;
  /** The notice's buttons, right-aligned under its text. */
  actions: ReactNode;
  /** The ✕ and Esc. */
  onClose: () => void;
  closeLabel: string;
  /** Where it floats on a wide screen: bottom left (default) or bottom right. */
  side?: 'left' | 'right';
}

/**
 * A notice that floats over the page without blocking it (the upgrade prompt, the
 * install banner, the push prompt and a push in the foreground): a labelled region
 * at the bottom of the screen, above the app's bottom bar on a phone. The toasts
 * share its floating area: they rise above it while it is up.
 */
export function FloatingNotice({
  icon,
  title,
  children,
  actions,
  onClose,
  closeLabel,
  iconIsPicture = false,
  side = 'left',
}: FloatingNoticeProps) {
  const titleId = useId();
  // Toasts stack above the notice in the same floating area, never over it.
  const liftToasts = useToastLift();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <section
      ref={liftToasts}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cn(
        'fixed inset-x-3 bottom-[calc(var(--bottom-bar-space,0px)+0.75rem)] z-40 mx-auto max-w-md rounded-2xl border border-line bg-white p-4 shadow-2xl motion-safe:animate-rise-in sm:bottom-6 sm:mx-0 sm:w-[420px]',
        side === 'left' ? 'sm:right-auto sm:left-6' : 'sm:right-6 sm:left-auto',
      )}
    >
      <div className="flex items-start gap-3 pr-10">
        {iconIsPicture ? (
          icon
        ) : (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary-dark">
            {icon}
          </span>
        )}
        <div>
          <h2 id={titleId} className="font-bold text-ink">
            {title}
          </h2>
          {children}
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">{actions}</div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
