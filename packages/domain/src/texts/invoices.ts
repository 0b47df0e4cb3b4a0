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

type DocumentKind = 'fattura' | 'ricevuta';
const documentName = (kind: DocumentKind) => (kind === 'fattura' ? 'Fattura' : 'Ricevuta');

/** What the PDF of an invoice or receipt says around its figures (apps/api features/invoices). */
export const INVOICE_PDF_MESSAGES = {
  title: (kind: DocumentKind, number: string, brand: string) =>
    `${documentName(kind)} ${number} — ${brand}`,
  heading: (kind: DocumentKind, number: string) => `${documentName(kind)} n. ${number}`,
  sellerIds: (vatNumber: string, rea: string) => `P.IVA ${vatNumber} – REA ${rea}`,
  dateAndOrder: (date: string, orderId: number) => `Data: ${date} – Ordine n. ${orderId}`,
  buyer: 'Intestatario',
  vatNumber: (vatNumber: string) => `P.IVA ${vatNumber}`,
  fiscalCode: (fiscalCode: string) => `Codice fiscale ${fiscalCode}`,
  sdiCode: (sdiCode: string) => `Codice SDI ${sdiCode}`,
  pec: (pec: string) => `PEC ${pec}`,
  lineColumns: ['Descrizione', 'Quantità', 'IVA', 'Importo'],
  vatColumns: ['Riepilogo IVA', 'Imponibile', 'IVA', 'Imposta'],
  vatRate: (rate: number) => `Aliquota ${rate}%`,
  total: 'Totale',
  toPay: 'Da pagare',
  paid: 'Pagato',
  payment: (descr: string) => `Pagamento: ${descr}. Importi IVA inclusa.`,
  /** 'Pagamento online, carta Visa ****4242' */
  paidByCard: (payment: string, cardBrand: string, last4: string) =>
    `${payment}, carta ${cardBrand} ****${last4}`,
} as const;

/** The descriptions of a fiscal document's lines, in its PDF and its FatturaPA alike (decision 027). */
export const DOCUMENT_LINE_MESSAGES = {
  /** 'Detersivo (offerta 3x2)' */
  withOffer: (name: string, offer: string) => `${name} (offerta ${offer})`,
  pieces: (quantity: number) => `${quantity} pz`,
  piecesUnit: 'pz',
  discount: (codes: readonly string[]) => `Sconto ${codes.join(', ')}`,
  waived: 'Abbuono sul peso eccedente la preautorizzazione',
  /** A discount or the waived amount, its share at one rate: 'Sconto BENVENUTO (IVA 10%)'. */
  atRate: (description: string, rate: number) => `${description} (IVA ${rate}%)`,
  delivery: 'Servizio di consegna',
} as const;
