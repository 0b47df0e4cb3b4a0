import type { WarehousePromo } from '../api/catalog';
import type { Cents } from '../price/money';
import type { QuantityRules } from '../quantity/rules';
import { lineTotalCents } from '../quantity/weights';

type PricedRules = Pick<QuantityRules, 'kind' | 'weightUnits' | 'pack'>;

/** A multi-buy: every `take` units of the line, `pay` are charged ('3x2': take 3, pay 2). */
export interface Bundle {
  take: number;
  pay: number;
}

/**
 * The multi-buy a promotion gives, or null. A bundle promotion names its terms
 * in its header, as the shelf label does ('3x2', '2x1'); the other kinds
 * ('percent', 'special_price') are already in the product's price.
 */
export function bundleOf(promo: Pick<WarehousePromo, 'promoType' | 'view'> | null): Bundle | null {
  if (promo?.promoType !== 'bundle') return null;
  const terms = /^\s*(\d+)\s*[x×]\s*(\d+)\s*$/i.exec(promo.view.header);
  if (!terms) return null;
  const take = Number(terms[1]);
  const pay = Number(terms[2]);
  return take > pay && pay >= 1 ? { take, pay } : null;
}

/** What one line costs: at the shelf price, what its offer takes off, and the rest. */
export interface LinePrice {
  /** The quantity at the product's price (itself already lowered by a percent or special price). */
  listCents: Cents;
  /** Taken off by a multi-buy: the free units of each complete bundle. */
  offerCents: Cents;
  /** listCents − offerCents: what the line costs the shopper. */
  totalCents: Cents;
}

/**
 * The one price of a line (docs/architecture.md#the-api-contract): the cart, the checkout, the order, the
 * capture, the mail and the documents all read it from here. A multi-buy
 * counts pieces or packs, never a weight: a weighed line keeps its list price.
 */
export function linePrice(
  rules: PricedRules,
  priceCents: Cents,
  quantity: number,
  promo: Pick<WarehousePromo, 'promoType' | 'view'> | null,
): LinePrice {
  const listCents = lineTotalCents(rules, priceCents, quantity);
  const bundle = rules.kind === 'count' ? bundleOf(promo) : null;
  if (!bundle) return { listCents, offerCents: 0, totalCents: listCents };
  const freeUnits = Math.floor(quantity / bundle.take) * (bundle.take - bundle.pay);
  const offerCents = freeUnits * lineTotalCents(rules, priceCents, 1);
  return { listCents, offerCents, totalCents: listCents - offerCents };
}
