import { describe, expect, it } from 'vitest';
import { UserDetailFormSchema, type PersonDetail } from '@spesa/domain';
import { isoToItalianDate, userDetailFormValuesOf } from './person-form';

const person: PersonDetail = {
  userId: 7,
  login: 'anna@esempio.it',
  email: 'anna@esempio.it',
  firstName: 'Anna',
  lastName: 'Neri',
  phone: '3331234567',
  birthDate: '1990-03-15',
  fiscalCode: null,
  address1: 'Via Roma',
  addressNumber: null,
  postalcode: '40121',
  city: null,
  province: 'BO',
  fidelityCard: null,
  profile: { level: 2 },
};

describe('the personal-data form', () => {
  it('shows the birth date as gg/mm/aaaa and empty fields for what is missing', () => {
    expect(isoToItalianDate('1990-03-15')).toBe('15/03/1990');
    expect(isoToItalianDate(null)).toBe('');
    expect(userDetailFormValuesOf(person)).toMatchObject({
      birthDate: '15/03/1990',
      fiscalCode: '',
      city: '',
      province: 'BO',
    });
  });

  it('sends back what it was filled with unchanged, and leaves the telephone out', () => {
    const parsed = UserDetailFormSchema.parse(userDetailFormValuesOf(person));
    expect(parsed).toMatchObject({ birthDate: '1990-03-15', fiscalCode: null, city: null });
    expect(parsed.phone).toBeUndefined();
  });
});
