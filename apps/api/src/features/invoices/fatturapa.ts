import { isOnlineOrderPayment, ORDER_PAYMENT_TYPE, roundHalfUp } from '@spesa/domain';
import type { InvoiceDocument } from './document';
import { escapeXml } from '../../lib/xml';

/** FatturaPA's text fields are Latin-1 at most 1000 characters (descriptions), trimmed. */
const text = (value: string, max = 1000) => escapeXml(value.trim().slice(0, max));
const amount = (cents: number) => (cents / 100).toFixed(2);

const el = (name: string, content: string | null | undefined): string =>
  content === null || content === undefined || content === ''
    ? ''
    : `<${name}>${content}</${name}>`;

/** ModalitaPagamento: MP08 card (online, PayPal), MP01 cash (on delivery), MP05 bank transfer (deferred). */
const paymentMode = (paymentTypeId: number): string =>
  isOnlineOrderPayment(paymentTypeId) || paymentTypeId === ORDER_PAYMENT_TYPE.PAYPAL
    ? 'MP08'
    : paymentTypeId === ORDER_PAYMENT_TYPE.ON_DELIVERY
      ? 'MP01'
      : 'MP05';

/** The document can go to the Sistema di Interscambio: a company with an SDI code or a PEC. */
export const canSendToSdi = (doc: InvoiceDocument): boolean =>
  !!doc.buyer?.company && !!doc.buyer.vatNumber && !!(doc.buyer.sdiCode || doc.buyer.pec);

/**
 * The invoice as FatturaPA 1.2 (FPR12) XML, the format a shop sends to the
 * Sistema di Interscambio: transmission data, seller and buyer, general
 * data dated the day it was issued, one line per document line with its
 * price net of VAT and its rate, one summary per rate (DatiRiepilogo) and the
 * payment. The summaries are the document's own VAT summary: each rate's
 * taxable amount split from its gross, so its tax is within a cent of the
 * rate applied and taxable plus tax adds up to what the shopper paid.
 */
export function fatturaPaXml(doc: InvoiceDocument): string {
  const { seller, buyer } = doc;
  if (!buyer) throw new Error('a receipt has no FatturaPA');
  const lines = doc.lines.map((line, index) => {
    const net = roundHalfUp((line.grossCents * 100) / (100 + line.rate), 0);
    return { ...line, number: index + 1, net };
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '<FatturaElettronicaHeader>',
    '<DatiTrasmissione>',
    `<IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>${escapeXml(seller.vatNumber)}</IdCodice></IdTrasmittente>`,
    `<ProgressivoInvio>${doc.orderId}</ProgressivoInvio>`,
    '<FormatoTrasmissione>FPR12</FormatoTrasmissione>',
    `<CodiceDestinatario>${escapeXml(buyer.sdiCode ?? '0000000')}</CodiceDestinatario>`,
    buyer.sdiCode ? '' : el('PECDestinatario', buyer.pec ? text(buyer.pec, 256) : null),
    '</DatiTrasmissione>',
    '<CedentePrestatore>',
    '<DatiAnagrafici>',
    `<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${escapeXml(seller.vatNumber)}</IdCodice></IdFiscaleIVA>`,
    `<Anagrafica><Denominazione>${text(seller.name, 80)}</Denominazione></Anagrafica>`,
    '<RegimeFiscale>RF01</RegimeFiscale>',
    '</DatiAnagrafici>',
    `<Sede>${el('Indirizzo', text(seller.address1, 60))}${el('NumeroCivico', text(seller.addressNumber, 8))}${el('CAP', escapeXml(seller.postalcode))}${el('Comune', text(seller.city, 60))}${el('Provincia', escapeXml(seller.province))}<Nazione>IT</Nazione></Sede>`,
    '</CedentePrestatore>',
    '<CessionarioCommittente>',
    '<DatiAnagrafici>',
    buyer.vatNumber
      ? `<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${escapeXml(buyer.vatNumber)}</IdCodice></IdFiscaleIVA>`
      : '',
    el('CodiceFiscale', buyer.fiscalCode ? escapeXml(buyer.fiscalCode) : null),
    buyer.company
      ? `<Anagrafica><Denominazione>${text(buyer.name, 80)}</Denominazione></Anagrafica>`
      : `<Anagrafica><Nome>${text(buyer.firstName ?? '', 60)}</Nome><Cognome>${text(buyer.lastName ?? '', 60)}</Cognome></Anagrafica>`,
    '</DatiAnagrafici>',
    `<Sede>${el('Indirizzo', text(buyer.address1, 60))}${el('NumeroCivico', text(buyer.addressNumber, 8))}${el('CAP', escapeXml(buyer.postalcode))}${el('Comune', text(buyer.city, 60))}${el('Provincia', escapeXml(buyer.province))}<Nazione>IT</Nazione></Sede>`,
    '</CessionarioCommittente>',
    '</FatturaElettronicaHeader>',
    '<FatturaElettronicaBody>',
    '<DatiGenerali><DatiGeneraliDocumento>',
    '<TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa>',
    `<Data>${escapeXml(doc.date)}</Data><Numero>${escapeXml(doc.number)}</Numero>`,
    `<ImportoTotaleDocumento>${amount(doc.totalCents)}</ImportoTotaleDocumento>`,
    '</DatiGeneraliDocumento></DatiGenerali>',
    '<DatiBeniServizi>',
    ...lines.map(
      (l) =>
        `<DettaglioLinee><NumeroLinea>${l.number}</NumeroLinea><Descrizione>${text(`${l.description} (${l.quantity})`)}</Descrizione><Quantita>1.00</Quantita><PrezzoUnitario>${amount(l.net)}</PrezzoUnitario><PrezzoTotale>${amount(l.net)}</PrezzoTotale><AliquotaIVA>${l.rate.toFixed(2)}</AliquotaIVA></DettaglioLinee>`,
    ),
    ...doc.vat.map(
      (r) =>
        `<DatiRiepilogo><AliquotaIVA>${r.rate.toFixed(2)}</AliquotaIVA><ImponibileImporto>${amount(r.taxableCents)}</ImponibileImporto><Imposta>${amount(r.taxCents)}</Imposta><EsigibilitaIVA>I</EsigibilitaIVA></DatiRiepilogo>`,
    ),
    '</DatiBeniServizi>',
    `<DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento><DettaglioPagamento><ModalitaPagamento>${paymentMode(doc.paymentTypeId)}</ModalitaPagamento><ImportoPagamento>${amount(doc.paidCents ?? doc.totalCents)}</ImportoPagamento></DettaglioPagamento></DatiPagamento>`,
    '</FatturaElettronicaBody>',
    '</p:FatturaElettronica>',
  ]
    .filter((part) => part !== '')
    .join('\n');
}
