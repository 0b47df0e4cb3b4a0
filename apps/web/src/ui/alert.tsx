import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from './cn';

export const alertVariants = cva(
  'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium',
  {
    variants: {
      variant: {
        error: 'border-danger/30 bg-danger-soft text-danger',
        warning: 'border-warning/40 bg-warning-soft text-ink',
        success: 'border-secondary/30 bg-secondary-soft text-secondary-dark',
        info: 'border-line bg-surface-muted text-ink',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = {
  error: CircleAlert,
  warning: TriangleAlert,
  success: CircleCheck,
  info: Info,
} as const;

export interface AlertProps
  extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof alertVariants> {}

/** A message box; the live-region role is the caller's choice. */
export function Alert({ className, variant, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? 'info'];
  return (
    <div className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
