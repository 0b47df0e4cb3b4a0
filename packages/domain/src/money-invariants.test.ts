import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WarehousePromo } from './api/catalog';
import { cartTotals, priceLines, loyaltyOnDelivery, LOYALTY, type CartProduct } from './cart';
import { applied, bundlePromo, cartProduct, NOW } from './cart/test-cart';
import { documentLinesOf, vatSummary, VAT_RATES, type VatRate } from './invoices';
import {
  capturePlan,
  finalLineCents,
  finalOrderAmount,
  substituteLineCents,
  type PickedLine,
} from './orders';
import { cartReservation } from './payments';
import { APPLES, CHICKEN, testProduct } from './quantity/test-products';

/**
 * The issue 29 invariant over generated orders, through the domain's own
 * rules in the order the shop runs them: the cart prices its lines (offers of
 * every kind), totals them with codes, bags and the delivery fee; a card
 * reserves; the picker weighs, misses and substitutes; delivery fixes the
 * final amount, the card is charged, the document is written, the points are
 * credited. For every order: shown = lines after offers, codes and fees;
 * charged + due = final; the document and its VAT split = final; points and
 * vouchers = their movements.
 */

type Kind = 'piece' | 'pack' | 'loose';

interface GeneratedLine {
  kind: Kind;
  priceCents: number;
  promo: 'none' | '3x2' | '2x1' | 'percent';
  quantity: number;
  rate: VatRate;
  pick: { missing: boolean; weightFactor: number; substituteCents: number | null };
}

const PERCENT: WarehousePromo = {
  promoType: 'percent',
  view: { cssClass: 'promo-percent', header: '-20%', body: 'Sconto immediato', footer: '' },
};

const lineArbitrary: fc.Arbitrary<GeneratedLine> = fc
  .record({
    kind: fc.constantFrom<Kind>('piece', 'pack', 'loose'),
    priceCents: fc.integer({ min: 9, max: 4_999 }),
    promo: fc.constantFrom('none', '3x2', '2x1', 'percent' as const),
    units: fc.integer({ min: 1, max: 9 }),
    rate: fc.constantFrom(...VAT_RATES),
    missing: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    weightFactor: fc.double({ min: 0.5, max: 3, noNaN: true }),
    substituteCents: fc.option(fc.integer({ min: 1, max: 9_999 }), { freq: 4 }),
  })
  .map(({ kind, priceCents, promo, units, rate, missing, weightFactor, substituteCents }) => ({
    kind,
    priceCents,
    promo,
    // Loose apples start at 0,5 kg and step by 100 g.
    quantity: kind === 'loose' ? Math.round((0.4 + units * 0.1) * 10) / 10 : units,
    rate,
    pick: {
      missing,
      weightFactor: Math.round(weightFactor * 1000) / 1000,
      // A substitute replaces a counted line: a weight is weighed, not replaced here.
      substituteCents: kind === 'loose' ? null : substituteCents,
    },
  }));

const codeArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 50 }) }),
  fc.record({
    kind: fc.constant('amount' as const),
    amountCents: fc.integer({ min: 100, max: 2_000 }),
    minSpendCents: fc.integer({ min: 0, max: 4_000 }),
  }),
);

const orderArbitrary = fc.record({
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }),
  codes: fc.array(codeArbitrary, { maxLength: 2 }),
  bag: fc.option(
    fc.record({
      itemsPerPackage: fc.integer({ min: 3, max: 15 }),
      costCents: fc.integer({ min: 5, max: 30 }),
    }),
  ),
  deliveryFeeCents: fc.constantFrom(0, 290, 390),
  card: fc.boolean(),
  balance: fc.integer({ min: 0, max: 2_499 }),
});

const promoOf = (promo: GeneratedLine['promo']): WarehousePromo | null =>
  promo === 'none' ? null : promo === 'percent' ? PERCENT : bundlePromo(promo);

const productOf = (line: GeneratedLine, productId: number): CartProduct =>
  cartProduct(
    productId,
    line.kind === 'loose' ? APPLES : line.kind === 'pack' ? CHICKEN : testProduct(),
    { priceDisplay: line.priceCents / 100, warehousePromo: promoOf(line.promo) },
  );

/** The multi-buy counted piece by piece: every take-th unit of the line is free. */
function bundleByHand(line: GeneratedLine, unitCents: number): number {
  if (line.kind === 'loose' || (line.promo !== '3x2' && line.promo !== '2x1')) return 0;
  const take = line.promo === '3x2' ? 3 : 2;
  let free = 0;
  for (let unit = 1; unit <= line.quantity; unit++) if (unit % take === 0) free += unitCents;
  return free;
}

describe('money agrees over a thousand generated orders (issue 29)', () => {
  it('shown = lines after offers, codes and fees; charged + due = final; document = final; points = movements', () => {
    fc.assert(
      fc.property(orderArbitrary, (order) => {
        // The cart.
        const products = new Map(order.lines.map((l, i) => [i + 1, productOf(l, i + 1)]));
        const stored = order.lines.map((l, i) => ({
          itemId: i + 1,
          productId: i + 1,
          optionsKey: '',
          quantity: l.quantity,
        }));
        const { lines } = priceLines(stored, products);
        const bag = order.bag
          ? { itemsPerPackage: order.bag.itemsPerPackage, costCents: order.bag.costCents }
          : null;
        const codes = order.codes.map((c, i) =>
          applied(i + 1, c.kind === 'percent' ? c : { ...c, percent: null }),
        );
        const cart = cartTotals(lines, codes, bag, order.deliveryFeeCents, NOW);
        for (const [i, line] of lines.entries()) {
          const unitCents = line.listCents / line.item.quantity;
          expect(line.offerCents).toBe(bundleByHand(order.lines[i]!, unitCents));
          expect(line.totalCents).toBe(line.listCents - line.offerCents);
        }
        const goods = lines.reduce((sum, l) => sum + l.totalCents, 0);
        expect(cart.totalCents).toBe(
          goods - cart.giftCents + cart.packageCents + order.deliveryFeeCents,
        );
        expect(cart.giftCents).toBeLessThanOrEqual(goods);

        // Checkout: what the card reserves.
        const variableCents = lines
          .filter((l) => l.rules.kind === 'weight')
          .reduce((sum, l) => sum + l.totalCents, 0);
        const reserved = order.card
          ? cartReservation(cart.totalCents, variableCents).prebilledCents
          : null;
        if (reserved !== null) expect(reserved).toBeGreaterThanOrEqual(cart.totalCents);

        // Picking.
        const picked: (PickedLine & { rate: VatRate })[] = [];
        for (const [i, line] of lines.entries()) {
          const { pick, rate } = order.lines[i]!;
          const weighed = line.rules.kind === 'weight';
          const deliveredGrams =
            weighed && line.weight !== null
              ? Math.max(1, Math.round(line.weight * pick.weightFactor * 1000))
              : null;
          const original = {
            grossTotalCents: line.totalCents,
            variableWeight: weighed,
            pricePerKgCents: weighed ? line.priceCents : null,
            deliveredWeightKg: deliveredGrams === null ? null : deliveredGrams / 1000,
            missing: pick.missing || pick.substituteCents !== null,
            rate,
          };
          picked.push(original);
          // The shelf: grams × cents per kg in whole numbers, half a cent up, rounded once.
          if (deliveredGrams !== null && !original.missing)
            expect(finalLineCents(original)).toBe(
              Math.floor((order.lines[i]!.priceCents * deliveredGrams + 500) / 1000),
            );
          if (pick.substituteCents !== null && !pick.missing) {
            const charged = substituteLineCents(line.totalCents, pick.substituteCents);
            expect(charged).toBeLessThanOrEqual(line.totalCents);
            picked.push({ ...original, grossTotalCents: charged, missing: false });
          }
        }

        // Delivery: the final amount, the charge, what is due.
        const final = finalOrderAmount({
          lines: picked,
          packageCents: cart.packageCents,
          deliveryFeeCents: order.deliveryFeeCents,
          discountCents: cart.giftCents,
          reservedCents: reserved,
        });
        expect(final.totalCents).toBe(
          final.goodsCents -
            final.discountCents +
            cart.packageCents +
            order.deliveryFeeCents -
            final.waivedCents,
        );
        expect(final.waivedCents).toBeGreaterThanOrEqual(0);
        const chargedCents =
          reserved === null
            ? final.totalCents
            : capturePlan(final.totalCents, reserved).captureCents;
        const dueCents = final.totalCents - chargedCents;
        expect(chargedCents + dueCents).toBe(final.totalCents);
        expect(dueCents).toBe(0);
        if (reserved !== null) {
          expect(final.totalCents).toBeLessThanOrEqual(reserved);
          expect(capturePlan(final.totalCents, reserved).releasedCents).toBe(
            reserved - chargedCents,
          );
        } else expect(final.waivedCents).toBe(0);

        // The receipt or invoice.
        const documentLines = documentLinesOf({
          goods: picked
            .map((l) => ({
              description: '',
              quantity: '',
              rate: l.rate,
              grossCents: finalLineCents(l),
              orderedCents: l.grossTotalCents,
            }))
            .filter((l) => l.grossCents !== 0),
          discountCents: final.discountCents,
          discountLabel: 'Sconto',
          waivedCents: final.waivedCents,
          bags: [{ description: 'Shopper', quantity: '1 pz', grossCents: cart.packageCents }],
          deliveryFeeCents: order.deliveryFeeCents,
        });
        const vat = vatSummary(documentLines);
        // The waiver sits at the rates of the lines that came out above their checkout price.
        const heavierRates = new Set(
          picked.filter((l) => finalLineCents(l) > l.grossTotalCents).map((l) => l.rate),
        );
        for (const l of documentLines.filter((d) => d.kind === 'allowance'))
          expect(heavierRates.has(l.rate)).toBe(true);
        // The delivery follows the rates of the goods paid for (the ordinary one when none were).
        const goodsRates = new Set(
          documentLines.filter((d) => d.kind === 'goods').map((d) => d.rate),
        );
        const goodsPaid = final.totalCents - cart.packageCents - order.deliveryFeeCents > 0;
        for (const l of documentLines.filter((d) => d.kind === 'accessory'))
          expect(goodsPaid ? goodsRates.has(l.rate) : l.rate === 22).toBe(true);
        expect(vat.reduce((sum, row) => sum + row.grossCents, 0)).toBe(final.totalCents);
        for (const row of vat) {
          expect(row.taxableCents + row.taxCents).toBe(row.grossCents);
          expect(row.grossCents).toBeGreaterThanOrEqual(0);
          expect(Math.abs(row.taxCents - (row.taxableCents * row.rate) / 100)).toBeLessThanOrEqual(
            1,
          );
        }

        // Loyalty: the balance after delivery and the vouchers are the movements.
        const earned = Math.floor(
          Math.max(0, final.goodsCents - final.discountCents - final.waivedCents) / 100,
        );
        const after = loyaltyOnDelivery(order.balance, earned);
        expect(after.balance + after.vouchers * LOYALTY.voucherEveryPoints).toBe(
          order.balance + earned,
        );
        expect(after.balance).toBeLessThan(LOYALTY.voucherEveryPoints);
      }),
      { numRuns: 1_000 },
    );
  });
});
