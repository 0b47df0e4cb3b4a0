import { ORDER_PAYMENT_TYPE, type OrderPaymentTypeId } from '../orders/order-payment-type';

export interface PaymentOffer {
  name: string;
  descr: string;
  /** The shopper pays on the gateway's page (card, PayPal). */
  needsRedirect: boolean;
  /** A card reserves the pre-authorised amount at checkout (docs/rules/checkout-and-payment.md). */
  preAuthorises: boolean;
  acceptsSavedAuth: boolean;
}

/** How the checkout presents each payment type a brand may offer. */
export const PAYMENT_OFFERS: Partial<Readonly<Record<OrderPaymentTypeId, PaymentOffer>>> = {
  [ORDER_PAYMENT_TYPE.ONLINE]: {
    name: 'Carta di credito',
    descr:
      'Visa, Mastercard, American Express. L’importo viene riservato ora e addebitato alla consegna.',
    needsRedirect: true,
    preAuthorises: true,
    acceptsSavedAuth: true,
  },
  [ORDER_PAYMENT_TYPE.PAYPAL]: {
    name: 'PayPal',
    descr: 'Paghi con il tuo conto PayPal: l’addebito avviene alla consegna.',
    needsRedirect: true,
    preAuthorises: true,
    acceptsSavedAuth: false,
  },
  [ORDER_PAYMENT_TYPE.ON_DELIVERY]: {
    name: 'Pagamento alla consegna',
    descr: 'Paghi con carta o contanti quando ricevi o ritiri la spesa.',
    needsRedirect: false,
    preAuthorises: false,
    acceptsSavedAuth: false,
  },
  [ORDER_PAYMENT_TYPE.DEFERRED]: {
    name: 'Pagamento differito',
    descr: 'Per le aziende: paghi con bonifico entro la scadenza della fattura.',
    needsRedirect: false,
    preAuthorises: false,
    acceptsSavedAuth: false,
  },
  [ORDER_PAYMENT_TYPE.SUMMARY_INVOICE]: {
    name: 'Fattura riepilogativa',
    descr: 'Per le aziende: gli ordini del mese in un’unica fattura.',
    needsRedirect: false,
    preAuthorises: false,
    acceptsSavedAuth: false,
  },
};

export const paymentOffer = (paymentTypeId: number): PaymentOffer | undefined =>
  PAYMENT_OFFERS[paymentTypeId as OrderPaymentTypeId];
