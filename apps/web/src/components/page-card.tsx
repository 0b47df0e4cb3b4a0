import { useId, type ReactNode } from 'react';
import { cn } from '../ui';

/** A page of its own in a card on a muted background, as /login shows it (account, registration). */
export function PageCard({
  title,
  children,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  /** 760 px instead of 600: the registration form's two columns. */
  wide?: boolean;
}) {
  const titleId = useId();
  return (
    <div className="bg-surface-muted px-3 py-8 sm:py-14">
      <section
        aria-labelledby={titleId}
        className={cn(
          'mx-auto w-full rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-10',
          wide ? 'max-w-[760px]' : 'max-w-[600px]',
        )}
      >
        <h1 id={titleId} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
