import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from './cn';

/** The message under a field; link it to the field with aria-describedby. */
export function FieldError({
  id,
  children,
  className,
}: {
  id: string;
  children?: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <p
      id={id}
      className={cn('mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger', className)}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
