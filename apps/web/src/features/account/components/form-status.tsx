import type { ReactNode } from 'react';
import { Alert } from '../../../ui';

/**
 * A section's answer: the saved message (role status, announced politely) or
 * the refusal (role alert); both take no space while empty.
 */
export function FormStatus({ saved, error }: { saved: string | null; error: string | null }) {
  return (
    <>
      <div role="alert" className="empty:sr-only">
        {error ? <Alert variant="error">{error}</Alert> : null}
      </div>
      <div role="status" className="empty:sr-only">
        {saved ? <Alert variant="success">{saved}</Alert> : null}
      </div>
    </>
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
