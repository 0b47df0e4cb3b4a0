import { byCount, countOf } from './plural';

/**
 * The mails the shop sends: subjects, paragraphs and button labels. Their HTML
 * frame stays with the templates in apps/api (features/mail/templates and the
 * features that send them); the words are here.
 */

/** What every mail shares. */
export const MAIL_MESSAGES = {
  greeting: (firstName: string) => `Ciao ${firstName},`,
  /** 'Conferma ordine n. 12 — Spesa Facile' */
  withBrand: (subject: string, brand: string) => `${subject} — ${brand}`,
  footer: (brand: string) =>
    `Questa e-mail è stata inviata automaticamente da ${brand}: non rispondere a questo indirizzo.`,
  /** 'dalle 10:00 alle 12:00' */
  slot: (begin: string, end: string) => `dalle ${begin} alle ${end}`,
  seeOrder: 'Vedi l’ordine',
  seeOrderNumber: (orderId: number) => `Vedi l’ordine n. ${orderId}`,
} as const;

/** docs/rules/account.md registration_confirm, and the mail to an address that already has an account (decision 021). */
export const REGISTRATION_MAIL_MESSAGES = {
  /** 24 → '1 giorno', 48 → '2 giorni', 36 → '36 ore' */
  validity: (hours: number) =>
    hours % 24 === 0 ? countOf(hours / 24, 'giorno', 'giorni') : countOf(hours, 'ora', 'ore'),
  confirmSubject: (brand: string) => `Conferma la tua registrazione — ${brand}`,
  thanks: (brand: string) => `grazie per la registrazione su ${brand}!`,
  openLink: 'Per attivare il tuo account conferma il tuo indirizzo e-mail aprendo questo link:',
  pressButton:
    'Per attivare il tuo account conferma il tuo indirizzo e-mail con il pulsante qui sotto.',
  confirmButton: 'Conferma il tuo indirizzo e-mail',
  linkValid: (valid: string) => `Il link vale ${valid} e si può usare una sola volta.`,
  copyLink: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  notYou:
    'Se non hai chiesto tu la registrazione, ignora questa e-mail: senza conferma l’account non viene attivato.',
  existsSubject: (brand: string) => `Hai già un account — ${brand}`,
  exists: (brand: string) =>
    `qualcuno (probabilmente tu) ha chiesto di registrarsi su ${brand} con questo indirizzo e-mail, ma un account con questo indirizzo esiste già.`,
  toLogin: 'Per accedere',
  loginButton: 'Accedi al tuo account',
  forgotPassword: 'Hai dimenticato la password?',
  recover: 'Recuperala qui',
  existsNotYou:
    'Se non hai chiesto tu la registrazione, ignora questa e-mail: il tuo account non è cambiato.',
} as const;

const linkValid = (minutes: number) =>
  `Il link vale ${minutes} minuti e si può usare una sola volta.`;
const notYouChange = 'Se non hai chiesto tu il cambio, ignora questa e-mail.';

/** docs/rules/account.md: password reset, change of e-mail, deletion (decision 022). */
export const ACCOUNT_MAIL_MESSAGES = {
  passwordReset: {
    subject: (brand: string) => `Reimposta la password di ${brand}`,
    lines: (firstName: string) => [
      MAIL_MESSAGES.greeting(firstName),
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Per sceglierne una nuova apri il link qui sotto.',
    ],
    link: 'Scegli una nuova password',
    after: (minutes: number) => [
      linkValid(minutes),
      'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida.',
    ],
  },
  emailChange: {
    subject: (brand: string) => `Conferma il tuo nuovo indirizzo e-mail su ${brand}`,
    lines: (firstName: string, brand: string) => [
      MAIL_MESSAGES.greeting(firstName),
      `hai chiesto di usare questo indirizzo per il tuo account ${brand}. Per confermarlo apri il link qui sotto.`,
    ],
    link: 'Conferma il nuovo indirizzo',
    after: (minutes: number) => [linkValid(minutes), notYouChange],
  },
  emailChangeTaken: {
    subject: (brand: string) => `Questo indirizzo è già usato su ${brand}`,
    lines: (brand: string, loginUrl: string) => [
      'Ciao,',
      `è stato chiesto di usare questo indirizzo e-mail per un account ${brand}, ma è già l’indirizzo di un altro account: non abbiamo cambiato nulla.`,
      `Se l’account è tuo, accedi con questo indirizzo da ${loginUrl}; se non ricordi la password, chiedine una nuova dalla pagina di accesso.`,
      notYouChange,
    ],
  },
  emailChangeRequested: {
    subject: (brand: string) => `Richiesta di cambio dell’indirizzo e-mail su ${brand}`,
    lines: (firstName: string, newEmail: string) => [
      MAIL_MESSAGES.greeting(firstName),
      `è stato chiesto di sostituire l’indirizzo e-mail del tuo account con ${newEmail}. Il cambio avverrà solo quando il link inviato al nuovo indirizzo sarà aperto.`,
      'Se non l’hai chiesto tu, cambia subito la password dal tuo profilo e contatta il servizio clienti.',
    ],
  },
  emailChanged: {
    subject: (brand: string) => `L’indirizzo e-mail del tuo account ${brand} è cambiato`,
    lines: (firstName: string, newEmail: string) => [
      MAIL_MESSAGES.greeting(firstName),
      `da ora il tuo account usa l’indirizzo ${newEmail}: le prossime e-mail arriveranno lì.`,
      'Se non l’hai chiesto tu, contatta subito il servizio clienti.',
    ],
  },
  accountDeleted: {
    subject: (brand: string) => `Il tuo account ${brand} è stato eliminato`,
    lines: (firstName: string) => [
      MAIL_MESSAGES.greeting(firstName),
      'come hai chiesto, abbiamo eliminato il tuo account e cancellato i tuoi dati personali: nome, recapiti, indirizzi, dati di fatturazione e consensi.',
      'Gli ordini già fatti restano nei nostri registri contabili, senza più i tuoi dati, come chiede la legge.',
      'Questa è l’ultima e-mail che ricevi da noi. Grazie per aver fatto la spesa con noi.',
    ],
  },
} as const;

/** The order's confirmation and cancellation mails (docs/rules/orders.md, decision 016). */
export const ORDER_MAIL_MESSAGES = {
  confirmedSubject: (orderId: number) => `Conferma ordine n. ${orderId}`,
  thanks: 'grazie per il tuo ordine! Ecco il riepilogo.',
  modifiedSubject: (orderId: number) => `Ordine n. ${orderId} modificato`,
  modifiedThanks: 'abbiamo registrato le modifiche al tuo ordine. Ecco il riepilogo aggiornato.',
  order: (orderId: number) => `Ordine n. ${orderId}`,
  when: 'Quando',
  yourShopping: 'La tua spesa',
  goods: 'Prodotti',
  /** A price set by the weight found at picking: 'circa 1,20 €'. */
  about: (amount: string) => `circa ${amount}`,
  estimatedNote: 'prezzo indicativo, calcolato sul peso effettivo',
  deliveryFee: 'Spese di consegna',
  free: 'Gratis',
  total: 'Totale',
  payment: 'Pagamento',
  prebilled: 'Importo pre-autorizzato',
  prebilledNote:
    'L’importo viene solo riservato ora: l’addebito avviene alla consegna, per il peso effettivo dei prodotti pesati.',
  seeYourOrder: 'Vedi il tuo ordine',
  cancelledSubject: (orderId: number) => `Ordine n. ${orderId} annullato`,
  /** 'l’ordine n. 12 di 45,20 € per sabato 14 giugno 2025, dalle 10:00 alle 12:00 è stato annullato come hai richiesto.' */
  cancelled: (orderId: number, amount: string, when: string, why: string) =>
    `l’ordine n. ${orderId} di ${amount} per ${when} è stato annullato ${why}.`,
  unpaidWhy: 'perché il pagamento non è stato completato',
  unpaidAfter:
    'Non ti è stato addebitato nulla. La fascia oraria e i prodotti sono di nuovo disponibili: puoi fare un nuovo ordine quando vuoi.',
  shopperWhy: 'come hai richiesto',
  accountWhy: 'insieme al tuo account, che hai chiesto di eliminare',
  reservationReleased:
    'L’importo riservato per il pagamento viene rilasciato: non ti sarà addebitato nulla.',
  nothingCharged: 'Non ti è stato addebitato nulla.',
  newOrder: 'Puoi fare un nuovo ordine quando vuoi.',
  shop: 'Fai la spesa',
} as const;

/** The codes the loyalty points became at a delivery (decision 027). */
export const LOYALTY_MAIL_MESSAGES = {
  subject: (count: number, amount: string) =>
    byCount(count, `Hai un buono da ${amount}`, `Hai ${count} buoni da ${amount}`),
  intro: (orderId: number, count: number, amount: string) =>
    byCount(
      count,
      `con la consegna dell’ordine n. ${orderId} i tuoi punti fedeltà sono diventati un buono da ${amount}:`,
      `con la consegna dell’ordine n. ${orderId} i tuoi punti fedeltà sono diventati ${count} buoni da ${amount} ciascuno:`,
    ),
  howTo:
    'Inserisci il codice nel carrello, nel campo del codice sconto: vale una volta, senza spesa minima e senza scadenza.',
  yourVouchers: 'I tuoi buoni e i tuoi punti',
  button: 'Vedi i tuoi buoni',
} as const;

/** The store's mails on the way (docs/rules/orders.md Mails from the store). */
export const DELIVERY_MAIL_MESSAGES = {
  outSubject: (orderId: number) => `Ordine n. ${orderId} in consegna`,
  out: (orderId: number, begin: string, end: string) =>
    `l’ordine n. ${orderId} è partito e arriva nella fascia ${begin}–${end}.`,
  readySubject: (orderId: number) => `Ordine n. ${orderId} pronto per il ritiro`,
  ready: (orderId: number) => `l’ordine n. ${orderId} è pronto per il ritiro.`,
  expecting: (day: string, slot: string) => `Ti aspettiamo ${day}, ${slot}.`,
  deliveredSubject: (orderId: number, partially: boolean) =>
    `Ordine n. ${orderId} ${partially ? 'consegnato parzialmente' : 'consegnato'}`,
  delivered: (orderId: number, partially: boolean) =>
    partially
      ? `abbiamo consegnato l’ordine n. ${orderId}; alcuni prodotti mancavano e non ti sono addebitati.`
      : `abbiamo consegnato l’ordine n. ${orderId}.`,
  substituted: (original: string, substitute: string) =>
    `Al posto di ${original} ti abbiamo portato ${substitute}, a un prezzo pari o inferiore.`,
  finalAmount: (amount: string) =>
    `L’importo finale, calcolato sui pesi reali e sui prodotti consegnati, è ${amount}.`,
  waived: (amount: string) =>
    `I prodotti pesati superavano l’importo riservato sulla carta: i ${amount} in più sono a carico nostro e non ti vengono addebitati.`,
  payOnDelivery: 'Lo paghi alla consegna.',
  captureAndRelease: (captured: string, released: string) =>
    `Sulla carta addebitiamo ${captured}; i restanti ${released} riservati vengono rilasciati.`,
  captureAll: (captured: string) =>
    `Sulla carta addebitiamo ${captured}, l’intero importo riservato.`,
} as const;

/** The contact form's request as the customer service receives it (docs/rules/content.md). */
export const CONTACT_MAIL_MESSAGES = {
  subject: (topic: string, name: string) => `Richiesta dal sito: ${topic} — ${name}`,
  intro: 'Nuova richiesta dal modulo «Servizio clienti» del sito.',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefono',
  orderNumber: 'Numero d’ordine',
  topic: 'Argomento',
  message: 'Messaggio',
} as const;

/** docs/rules/lists.md Sharing: the invitation to a shared list, to an address that has an account. */
export const LIST_MAIL_MESSAGES = {
  invitation: {
    subject: (owner: string, brand: string) =>
      `${owner} vuole condividere con te una lista su ${brand}`,
    lines: (firstName: string, owner: string, list: string, canEdit: boolean) => [
      MAIL_MESSAGES.greeting(firstName),
      canEdit
        ? `${owner} ti invita a condividere la lista «${list}»: potrai vederla, metterla nel carrello e modificarla.`
        : `${owner} ti invita a condividere la lista «${list}» in sola lettura: potrai vederla e metterla nel carrello.`,
      'La lista compare tra le tue liste solo se accetti l’invito. Puoi rispondere anche da «Le mie liste», e lasciare la lista quando vuoi.',
    ],
    accept: 'Accetta',
    decline: 'Rifiuta',
    after: 'Se non conosci chi ti ha invitato, rifiuta l’invito o ignora questa e-mail.',
  },
} as const;

/** The store moved an order to another slot (the manager's calendar). */
export const ORDER_MOVED_MAIL_MESSAGES = {
  subject: (orderId: number) => `Ordine n. ${orderId}: nuova fascia`,
  moved: (orderId: number, before: string, after: string) =>
    `abbiamo dovuto spostare il tuo ordine n. ${orderId}: era per ${before}, ora è per ${after}.`,
  why: (reason: string) => `Motivo: ${reason}.`,
  nothingElse: 'La spesa, i prezzi e il pagamento restano come li hai scelti.',
} as const;
