import { LOYALTY, formatPoints } from '../cart/loyalty';
import { formatEuro } from '../price/format-euro';
import { byCount, countOf } from './plural';

/** The cart's answers (lines added and removed, discount codes, what keeps a product out; docs/rules/cart.md) and the loyalty points' history. */

export const CART_MESSAGES = {
  productAdded: (quantity: string, name: string) =>
    `Hai aggiunto ${quantity} di ${name} al carrello.`,
  productsAdded: (count: number) =>
    `Hai aggiunto ${countOf(count, 'prodotto', 'prodotti')} al carrello.`,
  packsReplaced: (replaced: string, packName: string, packages: string, packageName: string) =>
    `Al posto di ${replaced} di ${packName} trovi nel carrello ${packages} di ${packageName}.`,
  productRemoved: (name: string) => `Hai rimosso ${name} dal carrello.`,
  productsRemoved: (count: number) =>
    `Hai rimosso ${countOf(count, 'prodotto', 'prodotti')} dal carrello.`,
  cartEmptied: 'Il carrello è stato svuotato.',
  cartLocked: 'Il carrello è pronto per il pagamento.',
  needAddress: 'Scegli dove ricevere o ritirare la spesa prima di aggiungere prodotti al carrello.',
  needTimeslot: 'Scegli una fascia oraria prima di aggiungere prodotti al carrello.',
  productNotFound: 'Il prodotto richiesto non esiste.',
  productNotSold: 'Il prodotto non è disponibile nel punto vendita scelto.',
  itemNotFound: 'Il prodotto indicato non è nel carrello.',
  packagingNotFound: 'Il tipo di confezionamento scelto non esiste.',
  orderNotFound: 'Ordine non trovato',
  /** docs/rules/cart.md. */
  giftInvalid: 'il codice sconto non è valido. Verifica di averlo scritto correttamente.',
  giftExpired: 'Il codice sconto è scaduto.',
  giftUsedUp: 'Il codice sconto è già stato utilizzato.',
  giftAlreadyApplied: 'Il codice sconto è già applicato al tuo carrello.',
  giftMinSpend: (amount: string) =>
    `Per usare questo codice sconto la spesa minima è di ${amount}.`,
  giftValid: (description: string) => `Codice valido: ${description}.`,
  giftAdded: (description: string) => `Codice sconto applicato: ${description}.`,
  giftRemoved: 'Codice sconto rimosso.',
  /** A line whose product the shop took off sale (a feed): gone from the cart on its next read. */
  offSaleRemoved: (count: number) =>
    byCount(
      count,
      'Un prodotto del carrello non è più in vendita: è stato tolto dal carrello.',
      `${count} prodotti del carrello non sono più in vendita: sono stati tolti dal carrello.`,
    ),
  unavailableLines: (count: number) =>
    byCount(
      count,
      'Un prodotto del carrello non è venduto dal punto vendita scelto: non è nel totale.',
      `${count} prodotti del carrello non sono venduti dal punto vendita scelto: non sono nel totale.`,
    ),
} as const;

/** What each movement of the points' history says (loyalty_movements.description). */
export const LOYALTY_TEXTS = {
  order: (orderId: number) => `Punti della spesa n. ${orderId}, consegnata`,
  voucher: (code: string) =>
    `${formatPoints(LOYALTY.voucherEveryPoints)} punti diventati il buono ${code} da ${formatEuro(LOYALTY.voucherCents)}`,
  refund: (orderId: number, codes: readonly string[]) =>
    codes.length === 0
      ? `Spesa n. ${orderId} rimborsata: tolti i punti che aveva dato`
      : `Spesa n. ${orderId} rimborsata: tolti i punti che aveva dato e ritirat${byCount(codes.length, 'o il buono', 'i i buoni')} ${codes.join(', ')}`,
  welcome: 'Punti di benvenuto nel programma fedeltà',
  bonus: 'Punti regalo del programma fedeltà',
} as const;
