/**
 * What the push notifications say when an order moves on (decision 035): a
 * title like the mail's subject and one short sentence. Dates and amounts come
 * formatted ('sabato 14 giugno', 'dalle 10:00 alle 12:00', '45,20 €').
 */
export const PUSH_MESSAGES = {
  confirmedTitle: (orderId: number) => `Ordine n. ${orderId} confermato`,
  confirmed: (day: string, slot: string) => `Grazie! Il tuo ordine è per ${day}, ${slot}.`,
  inPreparationTitle: (orderId: number) => `Ordine n. ${orderId} in preparazione`,
  inPreparation: 'Stiamo preparando la tua spesa.',
  outTitle: (orderId: number) => `Ordine n. ${orderId} in consegna`,
  out: (begin: string, end: string) => `È partito e arriva nella fascia ${begin}–${end}.`,
  readyTitle: (orderId: number) => `Ordine n. ${orderId} pronto per il ritiro`,
  ready: (day: string, slot: string) => `Ti aspettiamo ${day}, ${slot}.`,
  deliveredTitle: (orderId: number, partially: boolean) =>
    `Ordine n. ${orderId} ${partially ? 'consegnato parzialmente' : 'consegnato'}`,
  delivered: (amount: string) => `Importo finale: ${amount}.`,
  paymentSuspendedTitle: (orderId: number) => `Ordine n. ${orderId}: pagamento non riuscito`,
  paymentSuspended: 'L’ordine è sospeso: completa il pagamento per confermarlo.',
  movedTitle: (orderId: number) => `Ordine n. ${orderId}: nuova fascia`,
  moved: (day: string, slot: string) => `Il negozio ha spostato il tuo ordine a ${day}, ${slot}.`,
} as const;

/** Registering a device for push (SPEC §7 register). */
export const PUSH_REGISTRATION_MESSAGES = {
  deviceTaken:
    'Questo dispositivo riceve già le notifiche di un altro account: chi lo usa deve prima uscire dal suo account qui, poi potrai attivarle per il tuo.',
} as const;
