import { describe, expect, it } from 'vitest';
import { canCancelOrder, canEditOrder, ORDER_STATUS as S } from './order-status';
import {
  capturePlan,
  checkDeliveredWeight,
  checkStaffTransition,
  finalLineCents,
  finalOrderAmount,
  type PickedLine,
} from './store-operations';

const home = { pickup: false, unweighedLines: 0, missingLines: 0 };
const pickup = { ...home, pickup: true };

describe('checkStaffTransition', () => {
  it.each([
    // from, to, context, allowed or the refusal's code
    [S.ORDERED, S.IN_PREPARATION, home, true],
    [S.WAITING_PAYMENT, S.IN_PREPARATION, home, 'staff.not_takeable'],
    [S.CANCELLED, S.IN_PREPARATION, home, 'staff.not_takeable'],
    [S.IN_PREPARATION, S.IN_PREPARATION, home, 'staff.already_taken'],
    [S.IN_PREPARATION, S.ALMOST_READY, home, true],
    [S.IN_PREPARATION_ALT, S.ALMOST_READY, home, true],
    [S.IN_PREPARATION, S.ALMOST_READY, { ...home, unweighedLines: 2 }, 'staff.unweighed'],
    [S.ORDERED, S.ALMOST_READY, home, 'staff.not_preparing'],
    [S.ALMOST_READY, S.IN_DELIVERY, home, true],
    [S.ALMOST_READY, S.IN_DELIVERY, pickup, 'staff.pickup_no_delivery'],
    [S.IN_PREPARATION, S.IN_DELIVERY, home, 'staff.not_ready'],
    [S.IN_DELIVERY, S.DELIVERED, home, true],
    [S.IN_DELIVERY_ALT, S.DELIVERED, home, true],
    [S.ALMOST_READY, S.DELIVERED, home, 'staff.not_out'],
    [S.ALMOST_READY, S.DELIVERED, pickup, true],
    [S.IN_DELIVERY, S.DELIVERED, { ...home, missingLines: 1 }, 'staff.missing_lines'],
    [S.IN_DELIVERY, S.PARTIALLY_DELIVERED, { ...home, missingLines: 1 }, true],
    [S.IN_DELIVERY, S.PARTIALLY_DELIVERED, home, 'staff.nothing_missing'],
    [S.DELIVERED, S.DELIVERED, home, 'staff.not_out'],
    [S.ALMOST_READY, S.NOT_COLLECTED, pickup, true],
    [S.ALMOST_READY, S.NOT_COLLECTED, home, 'staff.not_pickup'],
    [S.IN_PREPARATION, S.NOT_COLLECTED, pickup, 'staff.not_ready'],
    [S.ORDERED, S.CANCELLED, home, 'staff.unknown_status'],
  ] as const)('%i → %i (%o): %s', (from, to, context, expected) => {
    const check = checkStaffTransition(from, to, context);
    if (expected === true) expect(check).toEqual({ ok: true });
    else expect(check).toMatchObject({ ok: false, code: expected });
  });

  it('agrees with the shopper side: once taken in charge, no edit and no cancel', () => {
    expect(checkStaffTransition(S.ORDERED, S.IN_PREPARATION, home).ok).toBe(true);
    expect(canEditOrder(S.ORDERED) && canCancelOrder(S.ORDERED)).toBe(true);
    for (const status of [S.IN_PREPARATION, S.ALMOST_READY, S.IN_DELIVERY, S.DELIVERED]) {
      expect(canEditOrder(status), String(status)).toBe(false);
      expect(canCancelOrder(status), String(status)).toBe(false);
    }
  });
});

describe('checkDeliveredWeight', () => {
  it.each([
    [0.5, 0.54, false, { ok: true, weightKg: 0.54 }],
    [0.5, 0.5404, false, { ok: true, weightKg: 0.54 }],
    [0.5, 0.65, false, { ok: true, weightKg: 0.65 }],
    [0.5, 0.651, false, { ok: false, needsConfirmation: true }],
    [0.5, 0.651, true, { ok: true, weightKg: 0.651 }],
    [0.5, 1.5, true, { ok: true, weightKg: 1.5 }],
    [0.5, 1.501, true, { ok: false, needsConfirmation: false }],
    [0.5, 25, true, { ok: false, needsConfirmation: false }],
    [0.5, 0, false, { ok: false, needsConfirmation: false }],
    [0.5, -0.2, true, { ok: false, needsConfirmation: false }],
    [0.5, Number.NaN, true, { ok: false, needsConfirmation: false }],
    [0.5, Number.POSITIVE_INFINITY, true, { ok: false, needsConfirmation: false }],
    [0.5, 0.0004, false, { ok: false, needsConfirmation: false }],
  ])('ordered %f kg, weighed %f (confirmed %s)', (ordered, weighed, confirmed, expected) => {
    expect(checkDeliveredWeight(ordered, weighed, confirmed)).toMatchObject(expected);
  });

  it('says why in Italian', () => {
    expect(checkDeliveredWeight(0.5, 0, false)).toMatchObject({
      message: 'Inserisci un peso maggiore di zero.',
    });
    expect(checkDeliveredWeight(0.5, 0.8, false)).toMatchObject({
      message: 'Il peso supera di oltre il 30% quello ordinato: confermi?',
    });
  });
});

const tomatoes: PickedLine = {
  grossTotalCents: 145, // 500 g at 2.90 €/kg
  variableWeight: true,
  pricePerKgCents: 290,
  deliveredWeightKg: null,
  missing: false,
};
const milk: PickedLine = {
  grossTotalCents: 129,
  variableWeight: false,
  pricePerKgCents: null,
  deliveredWeightKg: null,
  missing: false,
};

describe('finalLineCents', () => {
  it.each([
    ['packaged line as ordered', milk, 129],
    ['packaged line missing', { ...milk, missing: true }, 0],
    ['weighed line not weighed yet: its estimate', tomatoes, 145],
    ['weighed line, 540 g', { ...tomatoes, deliveredWeightKg: 0.54 }, 157],
    ['weighed line, 455 g: 131.95 up to 132', { ...tomatoes, deliveredWeightKg: 0.455 }, 132],
    ['weighed line missing', { ...tomatoes, deliveredWeightKg: 0.54, missing: true }, 0],
    // 500 g of apples at 2,39 €/kg were estimated at 1,20 €; 800 g are 1,912 €, not 1,20 € × 1,6.
    [
      'weighed line: the weight at the price per kg, rounded once',
      { ...tomatoes, grossTotalCents: 120, pricePerKgCents: 239, deliveredWeightKg: 0.8 },
      191,
    ],
    [
      '700 g at 2,45 €/kg is 171,5 cents: up to 172',
      { ...tomatoes, grossTotalCents: 123, pricePerKgCents: 245, deliveredWeightKg: 0.7 },
      172,
    ],
  ])('%s', (_, line, cents) => {
    expect(finalLineCents(line)).toBe(cents);
  });
});

describe('finalOrderAmount', () => {
  it.each([
    [
      'weights, a missing line, a substitute, a code and the delivery fee',
      {
        lines: [
          { ...tomatoes, deliveredWeightKg: 0.54 },
          { ...milk, missing: true },
          { ...milk, grossTotalCents: 149 },
        ],
        packageCents: 20,
        deliveryFeeCents: 390,
        discountCents: 100,
        reservedCents: null,
      },
      { goodsCents: 306, discountCents: 100, waivedCents: 0, totalCents: 616 },
    ],
    [
      'a code larger than the goods left takes only the goods',
      {
        lines: [{ ...milk, missing: true }, milk],
        packageCents: 0,
        deliveryFeeCents: 390,
        discountCents: 500,
        reservedCents: null,
      },
      { goodsCents: 129, discountCents: 129, waivedCents: 0, totalCents: 390 },
    ],
    [
      'everything missing: the fee alone',
      {
        lines: [{ ...milk, missing: true }],
        packageCents: 0,
        deliveryFeeCents: 0,
        discountCents: 0,
        reservedCents: 700,
      },
      { goodsCents: 0, discountCents: 0, waivedCents: 0, totalCents: 0 },
    ],
    [
      // the order: 10,98 € of goods weighed against a reservation of 10,57 €
      'heavier than the card reserved: the excess is waived, never charged',
      {
        lines: [{ ...milk, grossTotalCents: 1098 }],
        packageCents: 0,
        deliveryFeeCents: 0,
        discountCents: 0,
        reservedCents: 1057,
      },
      { goodsCents: 1098, discountCents: 0, waivedCents: 41, totalCents: 1057 },
    ],
    [
      'paid on delivery: nothing reserved, nothing waived',
      {
        lines: [{ ...milk, grossTotalCents: 1098 }],
        packageCents: 0,
        deliveryFeeCents: 0,
        discountCents: 0,
        reservedCents: null,
      },
      { goodsCents: 1098, discountCents: 0, waivedCents: 0, totalCents: 1098 },
    ],
  ])('%s', (_, input, expected) => {
    expect(finalOrderAmount(input)).toEqual(expected);
  });
});

describe('capturePlan', () => {
  it.each([
    ['less than authorised: partial capture, rest released', 616, 700, [616, 84]],
    ['exactly authorised', 700, 700, [700, 0]],
    // finalOrderAmount never asks for more; were it to, the card cannot give it
    ['more than authorised: the reservation at most', 750, 700, [700, 0]],
    ['nothing delivered', 0, 700, [0, 700]],
  ] as const)('%s', (_, final, authorised, [capture, released]) => {
    expect(capturePlan(final, authorised)).toEqual({
      captureCents: capture,
      releasedCents: released,
    });
  });
});
