import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './order-status';
import { TRANSACTION_STATUS } from '../payments/transaction-status';
import {
  checkRefund,
  checkReopen,
  checkStaffRight,
  staffMay,
  type StaffAction,
  type StaffRole,
} from './staff-rights';

describe('staffMay', () => {
  it.each<[StaffRole, StaffAction, boolean]>([
    ['picker', 'pick', true],
    ['picker', 'move', true],
    ['picker', 'capture', false],
    ['picker', 'refund', false],
    ['picker', 'reopen', false],
    ['manager', 'pick', true],
    ['manager', 'move', true],
    ['manager', 'capture', true],
    ['manager', 'refund', true],
    ['manager', 'reopen', true],
    ['picker', 'keys', false],
    ['picker', 'imports', false],
    ['picker', 'calendar', false],
    ['picker', 'catalogue', false],
    ['manager', 'keys', true],
    ['manager', 'imports', true],
    ['manager', 'calendar', true],
    ['manager', 'catalogue', true],
    ['picker', 'changes', false],
    ['manager', 'changes', true],
  ])('%s may %s: %s', (role, action, allowed) => {
    expect(staffMay(role, action)).toBe(allowed);
    expect(checkStaffRight(role, action).ok).toBe(allowed);
  });

  it('tells a picker, in Italian, that the action is the manager’s', () => {
    expect(checkStaffRight('picker', 'refund')).toEqual({
      ok: false,
      code: 'staff.manager_only',
      message: 'Solo il responsabile del negozio può rimborsare un ordine.',
    });
  });
});

describe('checkReopen', () => {
  it.each([
    [ORDER_STATUS.ALMOST_READY, true],
    [ORDER_STATUS.IN_DELIVERY, true],
    [ORDER_STATUS.IN_DELIVERY_ALT, true],
    [ORDER_STATUS.ORDERED, false],
    [ORDER_STATUS.IN_PREPARATION, false],
    [ORDER_STATUS.DELIVERED, false],
    [ORDER_STATUS.PARTIALLY_DELIVERED, false],
    [ORDER_STATUS.NOT_COLLECTED, false],
    [ORDER_STATUS.CANCELLED, false],
  ])('from %i: %s', (from, ok) => {
    expect(checkReopen(from).ok).toBe(ok);
  });

  it('sends a delivered order to the refund', () => {
    expect(checkReopen(ORDER_STATUS.DELIVERED)).toMatchObject({
      code: 'staff.not_reopenable',
      message: expect.stringContaining('si può solo rimborsare'),
    });
  });
});

describe('checkRefund', () => {
  const delivered = { orderStatusId: ORDER_STATUS.DELIVERED, online: true };
  it.each([
    ['a captured card order', { ...delivered, moneyStatusId: TRANSACTION_STATUS.CONFIRMED }, null],
    [
      'a partially delivered one too',
      { ...delivered, orderStatusId: 9, moneyStatusId: TRANSACTION_STATUS.CONFIRMED },
      null,
    ],
    [
      'not handed over yet',
      { ...delivered, orderStatusId: 6, moneyStatusId: TRANSACTION_STATUS.AUTHORIZED },
      'staff.not_delivered',
    ],
    [
      'paid at the door',
      { ...delivered, online: false, moneyStatusId: TRANSACTION_STATUS.CONFIRMED },
      'staff.refund_at_till',
    ],
    [
      'refunded already',
      { ...delivered, moneyStatusId: TRANSACTION_STATUS.REVERSED },
      'staff.already_refunded',
    ],
    [
      'the capture still due',
      { ...delivered, moneyStatusId: TRANSACTION_STATUS.AUTHORIZED },
      'staff.not_captured',
    ],
  ])('%s', (_name, context, code) => {
    const check = checkRefund(context);
    expect(check.ok ? null : check.code).toBe(code);
  });
});
