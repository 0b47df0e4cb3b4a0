import type { ReactNode } from 'react';
import { cn } from '../../../ui';

/** The account pages' card on a muted background, as /login shows it. */
export function PageCard({
  titleId,
  title,
  children,
  wide = false,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
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
