import { useId, type ReactNode } from 'react';

/** One part of the profile page: a card with its heading and what it changes. */
export function ProfileSection({
  title,
  intro,
  children,
  id,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink sm:text-xl">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-ink-muted">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
