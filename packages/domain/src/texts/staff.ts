import { ORDER_STATUS } from '../orders/order-status';
import { countOf } from './plural';

/** The store console's refusals (decision 024, docs/rules/orders.md Store roles). */

export const STAFF_MESSAGES = {
  staffOnly:
    'Questa funzione è riservata al personale del negozio: accedi con il tuo account aziendale.',
} as const;

/** The manager's calendar: its refusals and what it says of a closed day or slot. */
export const CALENDAR_MESSAGES = {
  slotNotFound: 'La fascia non esiste o non è di questo magazzino.',
  capacityInvalid: 'Capacità: scrivi un numero intero, zero o più.',
  belowBooked: (booked: number) =>
    `Capacità: non può scendere sotto i posti già prenotati (${countOf(booked, 'prenotato', 'prenotati')}).`,
  slotClosed: 'La fascia è chiusa: non se ne cambia la capacità.',
  reasonRequired: 'Motivo: scrivi perché chiudi.',
  reasonTooLong: (max: number) => `Motivo: al massimo ${max} caratteri.`,
  dayOutOfCalendar: 'Si possono chiudere solo i giorni da oggi in avanti mostrati nel calendario.',
  /** Why a day has no slots when no closing says why. */
  holiday: 'Festività nazionale',
} as const;

/** The order board's refusals. */
export const BOARD_MESSAGES = {
  noStore: 'Il tuo account non è associato a un negozio: chiedi al responsabile.',
  orderNotFound: "L'ordine non esiste o non è del tuo negozio.",
  lineNotFound: 'Il prodotto non è in questo ordine.',
  notPicking: "Si può modificare la spesa solo mentre l'ordine è in preparazione.",
  notWeighed: 'Questo prodotto non si pesa.',
  noAlternatives: 'Il cliente non accetta prodotti alternativi per questo articolo.',
  badSubstitute: 'Il prodotto scelto non può sostituire questo articolo.',
  substituteLine:
    'Questo è già un prodotto sostitutivo: annulla la sostituzione dalla riga originale.',
  noBag: "L'ordine non ha sacchetti a cui aggiungerne uno.",
  nothingToCapture: "Non c'è nessun addebito da ripetere per questo ordine.",
  captureRunning: "L'addebito è già in corso: aggiorna la pagina tra qualche istante.",
  refundFailed:
    'Il rimborso non è riuscito: la carta non è stata riaccreditata. Riprova tra qualche minuto.',
  /** The order's status history: what a refund adds. */
  refunded: (amount: string) => `Rimborso di ${amount}`,
} as const;

/** The staff sign-in's answer to an identity provider's response it cannot take. */
export const SAML_MESSAGES = {
  invalid: "La risposta del servizio di accesso non è valida o è scaduta. Riprova dall'inizio.",
  replay: "Questa risposta di accesso è già stata usata. Riprova dall'inizio.",
} as const;

/** The buttons of the order board: the statuses a staff member may move an order to. */
export const BOARD_NEXT_STEPS: Readonly<Record<number, string>> = {
  [ORDER_STATUS.IN_PREPARATION]: 'Prendi in carico',
  [ORDER_STATUS.ALMOST_READY]: 'Quasi pronto',
  [ORDER_STATUS.IN_DELIVERY]: 'In consegna',
  [ORDER_STATUS.DELIVERED]: 'Consegnato',
  [ORDER_STATUS.PARTIALLY_DELIVERED]: 'Consegnato parzialmente',
  [ORDER_STATUS.NOT_COLLECTED]: 'Non ritirato',
};

/** The API keys an ERP calls the import API with (the console's «Chiavi API» and npm run api-key). */
export const API_KEY_MESSAGES = {
  nameRequired: 'Dai un nome alla chiave, per esempio il sistema che la userà.',
  nameTooLong: (max: number) => `Il nome della chiave può avere al massimo ${max} caratteri.`,
  nameChars: 'Il nome della chiave può contenere solo lettere, cifre, spazi, punti, trattini e _.',
  nameTaken: (name: string) => `Esiste già una chiave API attiva «${name}».`,
  notLive: (name: string) => `Nessuna chiave API attiva si chiama «${name}».`,
  created: (name: string) =>
    `Chiave API «${name}» creata, valida per gli import. Copiala ora: non sarà più mostrata.`,
  revoked: (name: string) => `Chiave API «${name}» revocata.`,
} as const;
