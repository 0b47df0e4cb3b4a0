import { ORDER_STATUS } from '@spesa/domain';
import { cn } from '../../../ui';

const TONE: Record<number, string> = {
  [ORDER_STATUS.ORDERED]: 'bg-accent text-ink',
  [ORDER_STATUS.IN_PREPARATION]: 'bg-primary-soft text-primary-dark',
  [ORDER_STATUS.IN_PREPARATION_ALT]: 'bg-primary-soft text-primary-dark',
  [ORDER_STATUS.ALMOST_READY]: 'bg-secondary-soft text-secondary-dark',
  [ORDER_STATUS.IN_DELIVERY]: 'bg-secondary text-white',
  [ORDER_STATUS.IN_DELIVERY_ALT]: 'bg-secondary text-white',
};

export function StatusPill({ statusId, label }: { statusId: number; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        TONE[statusId] ?? 'bg-surface-sunken text-ink',
      )}
    >
      {label}
    </span>
  );
}
