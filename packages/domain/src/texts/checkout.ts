/** The checkout's refusals and the order it places (docs/rules/checkout-and-payment.md). */

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Il carrello è vuoto.',
  /** docs/rules/cart.md Minimum order: both amounts as formatEuro writes them. */
  belowMinimum: (minimum: string, missing: string) =>
    `L’ordine minimo è di ${minimum}: aggiungi prodotti per ${missing}.`,
  needAddress: 'Scegli dove ricevere o ritirare la spesa.',
  needTimeslot: 'Scegli una fascia oraria per la consegna o il ritiro.',
  notPrepared: 'Il carrello non è pronto per il pagamento: torna alla cassa e riprova.',
  cartChanged:
    'Il carrello è stato modificato in un’altra finestra dopo il passaggio al pagamento: controlla la spesa e riprova. Non ti è stato addebitato nulla.',
  paymentTypeNotOffered: 'Il metodo di pagamento scelto non è disponibile.',
  paymentAuthNotFound: 'La carta scelta non è più disponibile.',
  /** docs/rules/checkout-and-payment.md msg.cart.availability.errors: one line of the cart is not available in that quantity. */
  notAvailable: (name: string) =>
    `${name}: la quantità richiesta non è più disponibile. Modifica la quantità o rimuovi il prodotto.`,
  orderPlaced: (orderId: number) => `Ordine n. ${orderId} confermato.`,
  orderWaitingPayment: (orderId: number) =>
    `Ordine n. ${orderId} in attesa di pagamento: completa il pagamento.`,
  orderNotFound: 'Ordine non trovato',
  orderNotPayable: 'Questo ordine non è in attesa di pagamento.',
} as const;
