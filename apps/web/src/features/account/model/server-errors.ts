import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api';

/**
 * Where the server's field names land in a form: the query parameters of
 * docs/rules/account.md (snake_case) or the body's own names ('body.firstName').
 */
export const SERVER_FIELD_NAMES: Readonly<Record<string, string>> = {
  e_mail: 'email',
  fiscal_code: 'fiscalCode',
  new_email: 'newEmail',
  old_password: 'oldPassword',
  new_password: 'newPassword',
  reset_token: 'token',
};

export function formFieldOf(serverField: string | undefined, fields: readonly string[]) {
  if (!serverField) return null;
  const last = serverField.split(/[./]/).pop() ?? '';
  const name = SERVER_FIELD_NAMES[last] ?? last;
  return fields.includes(name) ? name : null;
}

/**
 * Puts each error the server named a field for under that field; answers the
 * message for the form's alert when none of them is one of the form's fields.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  let placed = false;
  for (const e of error.errors) {
    const name = formFieldOf(e.field, fields);
    if (!name) continue;
    setError(
      name as Path<T>,
      { type: 'server', message: e.error ?? error.message },
      {
        shouldFocus: !placed,
      },
    );
    placed = true;
  }
  return placed ? null : error.message || fallback;
}
