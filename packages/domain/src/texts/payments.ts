/** The payment gateway's refusals (docs/rules/checkout-and-payment.md). */

/** The Italian text a shopper reads when the gateway refuses, by the port's DeclineCode. */
export const DECLINE_MESSAGES = {
  card_declined: 'La carta è stata rifiutata dalla banca.',
  insufficient_funds: 'Fondi insufficienti sulla carta.',
  authentication_failed: 'La verifica 3-D Secure non è andata a buon fine.',
  expired_card: 'La carta è scaduta.',
  cancelled_by_shopper: 'Il pagamento è stato annullato.',
  processing_error: 'Il circuito di pagamento non ha risposto: riprova tra qualche minuto.',
} as const;

/** The answer to a gateway's notification the shop cannot verify (decision 014). */
export const PAYMENT_MESSAGES = {
  notificationRejected: 'Notifica non valida.',
} as const;
