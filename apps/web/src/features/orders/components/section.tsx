import { useId, type ReactNode } from 'react';
import { cn } from '../../../ui';

/** A titled block of the order page. */
export function Section({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-line bg-white p-4 sm:p-6', className)}
    >
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        {icon ? (
          <span aria-hidden="true" className="text-primary [&_svg]:size-5">
            {icon}
          </span>
        ) : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
