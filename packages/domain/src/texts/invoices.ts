/** Billing data and the order's fiscal documents (docs/rules/checkout-and-payment.md). */

export const INVOICE_MESSAGES = {
  saved: 'Dati di fatturazione salvati.',
  /** docs/rules/cart.md Cart: billing data must be saved before confirming an order that needs an invoice. */
  missing: 'Per ricevere la fattura salva i dati di fatturazione prima di confermare l’ordine.',
  companyNeedsVat: 'Per un’azienda indica la partita IVA.',
  companyNeedsRecipient: 'Indica il codice destinatario (SDI) o la PEC',
} as const;

/** docs/rules/checkout-and-payment.md: what the shopper reads when a document cannot be opened or produced. */
export const INVOICE_DOCUMENT_MESSAGES = {
  failed: 'Errore apertura fattura',
  noApp: 'Nessuna App disponibile per aprire il documento',
  notAvailable: 'La fattura sarà disponibile dopo la consegna dell’ordine.',
  noEInvoice: 'Per questo ordine non è prevista la fattura elettronica.',
} as const;
