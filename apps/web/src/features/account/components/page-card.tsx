import { useId, type ReactNode } from 'react';

/** The password-reset pages' card on a muted background, as /login shows it. */
export function PageCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="bg-surface-muted px-3 py-8 sm:py-14">
      <section
        aria-labelledby={titleId}
        className="mx-auto w-full max-w-[600px] rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-10"
      >
        <h1 id={titleId} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** A form's answer: announced when it appears, no space while empty. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="empty:sr-only">
      {children}
    </div>
  );
}
