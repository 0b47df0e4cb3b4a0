/**
 * Consents (docs/rules/account.md Disclaimers, Other user data): the texts a brand asks
 * at registration and in the profile, and each person's answers with the
 * version of the text they answered.
 */
export { answersToSave, disclaimersFor } from './service';
export { listDisclaimers, saveAnswers, type DisclaimerRow, type DisclaimerScope } from './repo';
export { eraseConsentsOf } from './erasure-repo';
