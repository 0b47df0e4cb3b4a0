/**
 * Every Italian text the validators produce, verbatim from docs/rules/account.md, in one
 * place so the web app's i18n resources can reference them instead of
 * copying them.
 */
export const VALIDATION_MESSAGES = {
  required: 'Campo obbligatorio',
  phone: 'Digitare un numero di telefono valido',
  password: 'La password deve essere lunga 6 caratteri',
  email: 'Digitare una e-mail valida',
  fiscalCode: 'Formato non corretto',
  fiscalCodeOrVat: 'P.Iva e C.F. devono avere 11 cifre',
  vatOnly: 'P.Iva e C.F. devono avere 11 cifre',
  date: 'Formato della data gg/mm/aaaa',
  lettersOnly: "Accetta solo caratteri dell'alfabeto",
  numbersOnly: 'Accetta solo numeri',
  /** i18next interpolation form of exactLengthMessage(). */
  exactLength: 'Il campo deve essere lungo {{length}} caratteri',
  loyaltyCard: 'Numero di carta fedeltà non valido',
} as const;

export const exactLengthMessage = (length: number): string =>
  VALIDATION_MESSAGES.exactLength.replace('{{length}}', String(length));

/** docs/rules/account.md Login. */
export const LOGIN_MESSAGES = {
  emailRequired: "Digitare l'e-mail",
  passwordRequired: 'Digitare la password',
} as const;

/** docs/rules/delivery-and-slots.md Address: names of the verify fields as the incomplete-address message lists them. */
export const ADDRESS_FIELD_LABELS = {
  city: 'città',
  address1: 'indirizzo',
  postalcode: 'CAP',
  province: 'provincia',
} as const;

export const ADDRESS_MESSAGES = {
  incompletePrefix: "L'indirizzo inserito è incompleto, mancano i seguenti campi: ",
} as const;
