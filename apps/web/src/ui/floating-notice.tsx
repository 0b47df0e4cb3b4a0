import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';

export interface FloatingNoticeProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** The notice's buttons, right-aligned under its text. */
  actions: ReactNode;
  onClose: () => void;
  closeLabel: string;
}

/**
 * A notice that floats over the page without blocking it (the upgrade prompt, the
 * push prompt and a push in the foreground): a labelled region, top of a phone's
 * screen, bottom left on a wider one.
 */
export function FloatingNotice({
  icon,
  title,
  children,
  actions,
  onClose,
  closeLabel,
}: FloatingNoticeProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 top-20 z-40 mx-auto max-w-md rounded-2xl border border-line bg-white p-4 shadow-2xl motion-safe:animate-rise-in sm:top-auto sm:right-auto sm:bottom-6 sm:left-6 sm:w-[420px]"
    >
      <div className="flex items-start gap-3 pr-10">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary-dark">
          {icon}
        </span>
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
