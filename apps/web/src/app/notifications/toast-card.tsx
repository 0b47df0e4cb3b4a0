import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { TOAST } from '@spesa/domain';
import type { MessageKind } from '../../lib/api';
import { cn, TOAST_LIFT_VAR } from '../../ui';
import { BOTTOM_BAR_SPACE_VAR } from '../shell/bottom-bar-space';
import { TOAST_ROOM_PX, TOUCH_RECENT_MS, toastEdge, type Touch } from './toast-edge';

/* The toast's card and where it floats: loaded with sonner, after the first page. */

const look: Record<MessageKind, { icon: typeof CircleCheck; className: string }> = {
  success: { icon: CircleCheck, className: 'border-l-secondary [&_[data-icon]]:text-secondary' },
  error: { icon: CircleAlert, className: 'border-l-danger [&_[data-icon]]:text-danger' },
  warning: { icon: TriangleAlert, className: 'border-l-warning [&_[data-icon]]:text-warning' },
};

export function ToastCard({
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
export function edgeNow(touched: Touch | null): 'top' | 'bottom' {
  const recent = touched && Date.now() - touched.at < TOUCH_RECENT_MS ? touched.element : null;
  const box = recent?.isConnected ? recent.getBoundingClientRect() : null;
  const shown = document.querySelectorAll('[data-sonner-toast]').length;
  return toastEdge(box, window.innerHeight, reservedBottom(), (shown + 1) * TOAST_ROOM_PX);
}
