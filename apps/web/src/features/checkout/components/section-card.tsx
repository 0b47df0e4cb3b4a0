import { useId, type ReactNode } from 'react';
import { cn } from '../../../ui';

/** A titled block of the checkout pages. */
export function SectionCard({
  title,
  icon,
  description,
  action,
  children,
  className,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-line bg-white p-4 sm:p-6', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-ink">
          {icon ? (
            <span aria-hidden="true" className="text-primary [&_svg]:size-5">
              {icon}
            </span>
          ) : null}
          {title}
        </h2>
        {action}
      </div>
      {description ? <div className="-mt-1 mb-3 text-sm text-ink-muted">{description}</div> : null}
      {children}
    </section>
  );
}
