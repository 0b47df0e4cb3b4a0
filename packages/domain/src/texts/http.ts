/** What any route may answer, whatever its feature: the session, malformed input, limits (docs/rules/api-conventions.md). */

export const ERROR_MESSAGES = {
  generic: 'Si è verificato un errore, riprova tra qualche minuto.',
  sessionExpired: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  notFound: 'La risorsa richiesta non esiste.',
  loginRequired: 'È necessario effettuare il login per continuare.',
  invalidField: (field: string) => `Il valore del campo «${field}» non è valido.`,
  missingField: (field: string) => `Manca il campo «${field}».`,
  invalidBody: 'La richiesta non è valida.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  tooManyRequests: 'Troppe richieste: riprova tra qualche minuto.',
  crossSite:
    "Operazione non consentita: la richiesta proviene da un altro sito. Ripeti l'operazione dalle pagine del negozio.",
} as const;
