import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, formFieldOf } from './server-errors';

describe('formFieldOf', () => {
  it('maps the calls’ query names and body paths to the form’s fields', () => {
    expect(formFieldOf('old_password', ['oldPassword', 'newPassword'])).toBe('oldPassword');
    expect(formFieldOf('body.firstName', ['firstName'])).toBe('firstName');
    expect(formFieldOf('reset_token', ['password'])).toBeNull();
    expect(formFieldOf(undefined, ['password'])).toBeNull();
  });
});

describe('applyServerErrors', () => {
  const refused = (field?: string) =>
    new ApiError({
      status: 400,
      code: 'validation.invalid',
      message: 'Formato non corretto',
      errors: [{ code: 'validation.invalid', error: 'Formato non corretto', field }],
    });

  it('puts a named field’s message under the field and leaves the alert empty', () => {
    const setError = vi.fn();
    expect(applyServerErrors(refused('fiscalCode'), ['fiscalCode'], setError, 'Errore')).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'fiscalCode',
      { type: 'server', message: 'Formato non corretto' },
      { shouldFocus: true },
    );
  });

  it('answers the message for the alert when the field is not the form’s, or the failure is not the API’s', () => {
    const setError = vi.fn();
    expect(applyServerErrors(refused('reset_token'), ['password'], setError, 'Errore')).toBe(
      'Formato non corretto',
    );
    expect(applyServerErrors(new Error('rete'), ['password'], setError, 'Errore')).toBe('Errore');
    expect(setError).not.toHaveBeenCalled();
  });
});
