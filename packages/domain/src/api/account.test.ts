import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  PasswordResetRequestQuerySchema,
  UserDetailFormSchema,
  profileLevelOf,
} from './account';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('profile level (docs/rules/account.md minimum 2, decision 022)', () => {
  it('is 2 with names and a telephone, 1 without the telephone', () => {
    expect(profileLevelOf({ firstName: 'Anna', lastName: 'Neri', phone: '3331234567' })).toBe(2);
    expect(profileLevelOf({ firstName: 'Anna', lastName: 'Neri', phone: ' ' })).toBe(1);
    expect(profileLevelOf({ firstName: 'Anna', lastName: '', phone: '3331234567' })).toBe(1);
  });
});

describe('the account schemas', () => {
  it('name the field with the docs/rules/account.md message', () => {
    expect(
      issues(
        UserDetailFormSchema.safeParse({
          firstName: 'A'.repeat(10_000),
          lastName: 'Neri',
          fiscalCode: 'RSSMRA80A01A94😀',
          birthDate: '1990-03-15',
        }),
      ),
    ).toEqual([
      ['firstName', 'Il campo può contenere al massimo 100 caratteri'],
      ['birthDate', 'Formato della data gg/mm/aaaa'],
      ['fiscalCode', 'Formato non corretto'],
    ]);
    expect(issues(PasswordResetRequestQuerySchema.safeParse({ e_mail: 'x' }))).toEqual([
      ['e_mail', 'Digitare una e-mail valida'],
    ]);
    expect(
      issues(
        ChangePasswordFormSchema.safeParse({
          oldPassword: '',
          newPassword: '12345',
          confirmPassword: '12345',
        }),
      ),
    ).toEqual([
      ['oldPassword', 'Campo obbligatorio'],
      ['newPassword', 'La password deve essere lunga 6 caratteri'],
    ]);
  });

  it('leaves an absent telephone out and turns an empty one into a removal', () => {
    const base = { firstName: 'Anna', lastName: 'Neri' };
    expect(UserDetailFormSchema.parse(base).phone).toBeUndefined();
    expect(UserDetailFormSchema.parse({ ...base, phone: '' }).phone).toBeNull();
    expect(UserDetailFormSchema.parse({ ...base, birthDate: '15/03/1990' }).birthDate).toBe(
      '1990-03-15',
    );
  });
});
