import { cn } from '../../../ui';
import { statusLabel, statusTone, type StatusTone } from '../model/status';

const TONE: Record<StatusTone, string> = {
  waiting: 'bg-amber-50 text-amber-900 ring-amber-300',
  active: 'bg-blue-50 text-blue-900 ring-blue-300',
  delivered: 'bg-green-50 text-green-900 ring-green-300',
  cancelled: 'bg-surface-sunken text-ink-muted ring-line-strong',
  failed: 'bg-danger-soft text-danger ring-danger/40',
};

const DOT: Record<StatusTone, string> = {
  waiting: 'bg-amber-500',
  active: 'bg-blue-600',
  delivered: 'bg-green-600',
  cancelled: 'bg-ink-subtle',
  failed: 'bg-danger',
};

/** docs/rules/orders.md Orders: the status label, coloured by its group (the colour is never the only cue). */
export function StatusBadge({
  statusId,
  descr,
  className,
}: {
  statusId: number;
  descr: string;
  className?: string;
}) {
  const tone = statusTone(statusId);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[tone])} />
      {statusLabel(statusId, descr)}
    </span>
  );
}
