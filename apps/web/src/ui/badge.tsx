import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

export const badgeVariants = cva(
  'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-bold tabular-nums',
  {
    variants: {
      variant: {
        accent: 'bg-accent text-ink',
        primary: 'bg-primary text-white',
        secondary: 'bg-secondary text-white',
        neutral: 'bg-surface-sunken text-ink',
        warning: 'border border-warning/30 bg-warning-soft text-warning',
      },
    },
    defaultVariants: { variant: 'accent' },
  },
);

export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
