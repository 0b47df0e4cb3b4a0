import { isOnlineOrderPayment, ORDER_PAYMENT_TYPE, roundHalfUp } from '@spesa/domain';
import type { DocumentLineKind } from '@spesa/domain';
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

/** TipoCessionePrestazione: a discount (SC), an allowance (AB), an accessory charge (AC); goods have none. */
const SERVICE_TYPE: Record<DocumentLineKind, string | null> = {
  goods: null,
  discount: 'SC',
  allowance: 'AB',
  accessory: 'AC',
};

/** A number with 2 to 8 decimals, as FatturaPA's quantities and unit prices take it. */
const decimal = (value: number): string => {
  const [whole, fraction = ''] = value.toFixed(8).replace(/0+$/, '').split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
};

/** Cents VAT included at a rate → cents without it (fractions kept). */
const netOf = (grossCents: number, rate: number) => (grossCents * 100) / (100 + rate);

interface FatturaLine {
  number: number;
  rate: number;
  /** PrezzoTotale, in cents: the line's amount without VAT, rounded half up. */
  totalCents: number;
  xml: string;
}

/**
 * One DettaglioLinee. Goods and bags say how many units (Quantita, to the
 * gram for a weighed line) of what (UnitaMisura) at what price without VAT
 * (PrezzoUnitario, up to 8 decimals), and a multi-buy or a substitute's cap
 * as the unit's discount (ScontoMaggiorazione SC, an amount per unit), so that
 * PrezzoUnitario less the discount, times Quantita, is PrezzoTotale within
 * the half cent of its rounding (the SDI allows a cent). A discount, an
 * allowance and the delivery are one amount each, typed by
 * TipoCessionePrestazione.
 */
function fatturaLine(line: InvoiceDocument['lines'][number], number: number): FatturaLine {
  const totalCents = roundHalfUp(netOf(line.grossCents, line.rate), 0);
  const measure = line.measure;
  const belowListCents = measure ? measure.amount * measure.unitGrossCents - line.grossCents : 0;
  // A weighed line's own rounding (under half a cent) is no discount.
  const discount =
    measure && Math.abs(belowListCents) >= 0.5
      ? `<ScontoMaggiorazione><Tipo>${belowListCents > 0 ? 'SC' : 'MG'}</Tipo><Importo>${decimal(
          Math.abs(netOf(belowListCents, line.rate)) / measure.amount / 100,
        )}</Importo></ScontoMaggiorazione>`
      : '';
  const unitPrice = measure
    ? decimal(netOf(measure.unitGrossCents, line.rate) / 100)
    : amount(totalCents);
  return {
    number,
    rate: line.rate,
    totalCents,
    xml: [
      '<DettaglioLinee>',
      `<NumeroLinea>${number}</NumeroLinea>`,
      el('TipoCessionePrestazione', SERVICE_TYPE[line.kind]),
      `<Descrizione>${text(line.description)}</Descrizione>`,
      measure
        ? `<Quantita>${decimal(measure.amount)}</Quantita>${el('UnitaMisura', text(measure.unit, 10))}`
        : '',
      `<PrezzoUnitario>${unitPrice}</PrezzoUnitario>`,
      discount,
      `<PrezzoTotale>${amount(totalCents)}</PrezzoTotale>`,
      `<AliquotaIVA>${line.rate.toFixed(2)}</AliquotaIVA>`,
      '</DettaglioLinee>',
    ].join(''),
  };
}

/**
 * The invoice as FatturaPA 1.2 (FPR12) XML, the format a shop sends to the
 * Sistema di Interscambio: transmission data, seller and buyer, general
 * data dated the day it was issued, one line per document line (fatturaLine),
 * one summary per rate (DatiRiepilogo) and the payment. The summaries are the
 * document's own VAT summary: each rate's taxable amount split from its gross,
 * so its tax is within a cent of the rate applied and taxable plus tax adds up
 * to what the shopper paid; where the lines' rounded totals differ from it by
 * a cent or two, Arrotondamento says so, so the lines and the summary agree
 * exactly.
 */
export function fatturaPaXml(doc: InvoiceDocument): string {
  const { seller, buyer } = doc;
  if (!buyer) throw new Error('a receipt has no FatturaPA');
  const lines = doc.lines.map((line, index) => fatturaLine(line, index + 1));
  const rounding = (rate: number, taxableCents: number) =>
    taxableCents - lines.filter((l) => l.rate === rate).reduce((sum, l) => sum + l.totalCents, 0);
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
    ...lines.map((l) => l.xml),
    ...doc.vat.map((r) => {
      const cents = rounding(r.rate, r.taxableCents);
      return `<DatiRiepilogo><AliquotaIVA>${r.rate.toFixed(2)}</AliquotaIVA>${cents === 0 ? '' : `<Arrotondamento>${amount(cents)}</Arrotondamento>`}<ImponibileImporto>${amount(r.taxableCents)}</ImponibileImporto><Imposta>${amount(r.taxCents)}</Imposta><EsigibilitaIVA>I</EsigibilitaIVA></DatiRiepilogo>`;
    }),
    '</DatiBeniServizi>',
    `<DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento><DettaglioPagamento><ModalitaPagamento>${paymentMode(doc.paymentTypeId)}</ModalitaPagamento><ImportoPagamento>${amount(doc.paidCents ?? doc.totalCents)}</ImportoPagamento></DettaglioPagamento></DatiPagamento>`,
    '</FatturaElettronicaBody>',
    '</p:FatturaElettronica>',
  ]
    .filter((part) => part !== '')
    .join('\n');
}
