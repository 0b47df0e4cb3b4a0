/**
 * The account beyond registration (issue 15): password reset, profile,
 * e-mail/username/password change, deletion (user_anonymize) and the data
 * export; decision 022.
 */
export { toPersonDetail } from './person';
