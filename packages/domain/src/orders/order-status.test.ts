import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  accountDeletionEffect,
  canCancelOrder,
  canEditOrder,
  isOrderClosed,
  isOrderInDelivery,
  isOrderInPreparation,
  isOrderStatusId,
  isOrderWaitingPayment,
  orderStatusLabel,
} from './order-status';

const SPEC_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18];

describe('order status table', () => {
  it('names exactly the ids of docs/rules/orders.md and labels each one', () => {
    expect(Object.values(ORDER_STATUS).sort((a, b) => a - b)).toEqual(SPEC_IDS);
    expect(Object.keys(ORDER_STATUS_LABELS).map(Number)).toEqual(SPEC_IDS);
    for (const id of SPEC_IDS) expect(orderStatusLabel(id)?.length).toBeGreaterThan(0);
  });

  it.each([
    [1, 'In attesa di pagamento'],
    [2, 'Completa il pagamento'],
    [3, 'Ordinato'],
    // 4 and 5 mean the same to the shopper
    [5, 'In preparazione'],
    [6, 'Quasi pronto'],
    // so do 7 and 18
    [18, 'In consegna'],
    [9, 'Consegnato parzialmente'],
    [12, 'Non ritirato'],
    [13, 'Fallito'],
  ])('label of %d is %s', (id, label) => {
    expect(orderStatusLabel(id)).toBe(label);
  });

  it.each([0, 14, 17, -1, 1.5])('does not know %d', (id) => {
    expect(isOrderStatusId(id)).toBe(false);
    expect(orderStatusLabel(id)).toBeUndefined();
  });
});

describe('order status predicates', () => {
  // columns: waiting payment, cancellable, in preparation, in delivery, closed
  it.each<[number, boolean, boolean, boolean, boolean, boolean]>([
    [1, true, true, false, false, false],
    [2, true, true, false, false, false],
    // ordered but not yet taken in charge: still cancellable (and editable, below)
    [3, false, true, false, false, false],
    // the store has it in charge: no more edits
    [4, false, false, true, false, false],
    [5, false, false, true, false, false],
    [6, false, false, false, false, false],
    [7, false, false, false, true, false],
    [18, false, false, false, true, false],
    [8, false, false, false, false, true],
    [9, false, false, false, false, true],
    [10, false, false, false, false, true],
    [11, false, false, false, false, true],
    [12, false, false, false, false, true],
    [13, false, false, false, false, true],
    // unknown ids allow nothing
    [99, false, false, false, false, false],
  ])('status %d', (id, waiting, cancellable, preparing, delivering, closed) => {
    expect(isOrderWaitingPayment(id)).toBe(waiting);
    expect(canEditOrder(id)).toBe(id === 3);
    expect(canCancelOrder(id)).toBe(cancellable);
    expect(isOrderInPreparation(id)).toBe(preparing);
    expect(isOrderInDelivery(id)).toBe(delivering);
    expect(isOrderClosed(id)).toBe(closed);
  });

  it.each([
    [1, 'cancel'],
    [2, 'cancel'],
    [3, 'cancel'],
    [4, 'refuse'],
    [5, 'refuse'],
    [6, 'refuse'],
    [7, 'refuse'],
    [18, 'refuse'],
    [8, 'keep'],
    [9, 'keep'],
    [10, 'keep'],
    [13, 'keep'],
    // A status the table does not know is not assumed finished.
    [99, 'refuse'],
  ])('accountDeletionEffect(%i) = %s', (statusId, expected) => {
    expect(accountDeletionEffect(statusId)).toBe(expected);
  });
});
