import { LOGIN_MESSAGES } from './validators';

/** Signing in (docs/rules/account.md Login). */

/** Texts the social login shows (Italian, docs/rules/account.md). */
export const SOCIAL_LOGIN_MESSAGES = {
  notConfigured: 'L’accesso con questo servizio non è disponibile.',
  flowExpired:
    'La richiesta di accesso è scaduta o non è stata avviata da questo browser. Riprova dalla pagina di accesso.',
  rejected:
    'Il servizio di accesso non ha confermato la tua identità. Riprova dalla pagina di accesso.',
  cancelled: 'Accesso annullato. Puoi riprovare o accedere con e-mail e password.',
  unavailable: 'Il servizio di accesso non risponde. Riprova tra qualche minuto.',
  noPending: 'Nessun accesso social in sospeso: riprova dalla pagina di accesso.',
  accountClosed: 'Questo account non è più attivo.',
  notLinked:
    'Nessun account del negozio è collegato a questo profilo: completa la registrazione o accedi con e-mail e password.',
  passwordRequired: 'Inserisci la password del tuo account.',
} as const;

/** The login's refusals: the form's own messages and what the server alone knows. */
export const AUTH_MESSAGES = {
  ...LOGIN_MESSAGES,
  invalidCredentials: 'E-mail o password non corretti.',
  emailNotConfirmed:
    'Il tuo indirizzo e-mail non è ancora confermato: apri il link che ti abbiamo inviato per e-mail, oppure richiedi un nuovo invio.',
  tooManyAttempts: (wait: string) =>
    `Troppi tentativi di accesso non riusciti. Riprova tra ${wait}.`,
} as const;

/** The page a sign-in by another service lands on when it fails: the browser came by navigation, no app around it. */
export const SIGN_IN_FAILED_MESSAGES = {
  title: 'Accesso non riuscito',
  backToLogin: 'Torna alla pagina di accesso',
  home: 'Vai alla home',
  backToStaffLogin: 'Torna all’accesso del personale',
} as const;
