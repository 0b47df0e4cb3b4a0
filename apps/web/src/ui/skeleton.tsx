import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-surface-sunken', className)}
      {...props}
    />
  );
}

/**
 * What a page or a part shows while its data load: the outline of what comes,
 * hidden from screen readers, and a status that says what is loading.
 */
export function LoadingOutline({
  label,
  className = 'flex flex-col gap-4',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}
