import { ORDER_STATUS } from '../orders/order-status';

/** The store console's refusals (decision 024, docs/rules/orders.md Store roles). */

export const STAFF_MESSAGES = {
  staffOnly:
    'Questa funzione è riservata al personale del negozio: accedi con il tuo account aziendale.',
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
