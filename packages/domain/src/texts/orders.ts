/** Placed orders: cancel, reorder, edit, rating, parking, the master account's lists, due-date documents (docs/rules/orders.md). */

export const ORDER_MESSAGES = {
  /** Answered by order/delete (docs/rules/orders.md: it shows a cancelled-order message). */
  orderCancelled: (orderId: number) => `Ordine n. ${orderId} annullato.`,
  notCancellable:
    'Questo ordine non può più essere annullato: il negozio lo ha già preso in carico.',
  /** cart/add-all-from-order: the lines that did not go into the cart. */
  reorderNotAdded: (names: readonly string[]) =>
    `Non è stato possibile aggiungere al carrello: ${names.join(', ')}.`,
  reorderReduced: (names: readonly string[]) =>
    `Aggiunti in quantità ridotta, per disponibilità o limiti di acquisto: ${names.join(', ')}.`,
  reorderNothingAdded: 'Nessun prodotto di questo ordine è disponibile al momento.',
  notEditable: 'Questo ordine non può più essere modificato: il negozio lo ha già preso in carico.',
  /** order/modify while the cart already holds the edit of another order. */
  editingOther: (orderId: number) =>
    `Stai già modificando l'ordine n. ${orderId}: conferma le modifiche o annullale prima di modificarne un altro.`,
  /** order/modify: the order's lines are in the cart. */
  editStarted: (orderId: number) =>
    `L'ordine n. ${orderId} è nel carrello: modificalo e conferma di nuovo alla cassa.`,
  /** order/modify-cancel: the cart set aside comes back. */
  editAbandoned: (orderId: number) => `Modifiche annullate: l'ordine n. ${orderId} resta com'era.`,
} as const;

/** docs/rules/orders.md note/order and order/reserve: what the shopper reads. */
export const ORDER_NOTE_MESSAGES = {
  notDelivered: 'Puoi valutare un ordine solo dopo averlo ricevuto.',
  alreadyRated: 'Hai già valutato questo ordine: puoi modificare la tua valutazione.',
  noteNotFound: 'Valutazione non trovata.',
  noteSaved: 'Grazie per la tua valutazione!',
  ratingRange: 'Scegli un voto da 1 a 5 stelle.',
  textTooLong: (max: number) => `Il commento può contenere al massimo ${max} caratteri.`,
} as const;

export const PARKING_MESSAGES = {
  reserved: (bay: number) => `Posto auto n. ${bay} prenotato: ti aspettiamo al punto di ritiro.`,
  notPickup: 'Il parcheggio si può prenotare solo per gli ordini con ritiro in negozio.',
  notToday: 'Il parcheggio si può prenotare solo il giorno del ritiro, a ordine confermato.',
  tooFar: 'Il punto di ritiro è ancora troppo lontano: riprova quando sarai nei paraggi.',
  full: 'Non ci sono posti auto liberi in questo momento: riprova tra qualche minuto.',
} as const;

export const MASTER_ORDER_MESSAGES = {
  notMaster: 'Questa funzione è riservata agli account master.',
  orderDateRange: 'La data finale è precedente alla data iniziale.',
  deliveryDateRange: 'La data di consegna finale è precedente a quella iniziale.',
} as const;

/** The refusals of order/due-document-payment (docs/rules/checkout-and-payment.md Paying a due-date document). */
export const DUE_DOCUMENT_MESSAGES = {
  notFound: 'Scadenza non trovata.',
  alreadyPaid: 'Questa scadenza risulta già pagata.',
  /** docs/rules/checkout-and-payment.md Payment: paying a due-date document failed. */
  paymentError: 'Il sistema ha riscontrato un errore!',
} as const;
