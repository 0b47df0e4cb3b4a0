import type { PersonDetail, UserDetailFormValues } from '@spesa/domain';

/** '1990-03-15' → '15/03/1990', as the form shows and the validator reads it. */
export function isoToItalianDate(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** The personal-data form filled from user_detail. */
export function userDetailFormValuesOf(
  person: PersonDetail,
): Required<Omit<UserDetailFormValues, 'phone'>> {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: isoToItalianDate(person.birthDate),
    fiscalCode: person.fiscalCode ?? '',
    address1: person.address1 ?? '',
    addressNumber: person.addressNumber ?? '',
    postalcode: person.postalcode ?? '',
    city: person.city ?? '',
    province: person.province ?? '',
  };
}
