import { describe, expect, it } from 'vitest';
import {
  CARD_PRE_AUTHORISATION,
  CART,
  CLIENT_VERSION,
  DEFAULT_COOKIE_PREFERENCES,
  HTTP_CACHE,
  LAYOUT_PX,
  PAGINATION,
  TIMING_MS,
  TOAST,
  WAREHOUSE,
} from './constants';

// The values are the contract of docs/rules/README.md; this table catches an accidental edit.
describe('docs/rules/README.md constants', () => {
  it.each([
    ['product page size', PAGINATION.productPageSize, 24],
    ['orders page size', PAGINATION.ordersPageSize, 12],
    ['cart quantity decimals', CART.quantityDecimals, 3],
    ['order note max', CART.orderNoteMaxLength, 1000],
    ['cart drawer width', LAYOUT_PX.cartDrawerWidth, 600],
    ['timeslot dialog', LAYOUT_PX.timeslotDialogMaxWidth, 750],
    ['address dialog', LAYOUT_PX.addressDialogMaxWidth, 700],
    ['remove dialog', LAYOUT_PX.cartItemRemoveDialogMaxWidth, 400],
    ['toast duration', TOAST.durationMs, 5000],
    ['toast stack', TOAST.maxStacked, 5],
    ['cache max age = 15 min', HTTP_CACHE.maxAgeMs, 15 * 60 * 1000],
    ['reload = 30 min', TIMING_MS.reloadAfterIdle, 30 * 60 * 1000],
    ['version check = 10 min', TIMING_MS.versionCheckInterval, 10 * 60 * 1000],
    ['default warehouse', WAREHOUSE.defaultId, 89],
    ['pre-authorisation margin', CARD_PRE_AUTHORISATION.variableWeightMarginPercent, 20],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the client version the API compares with', () => {
    expect(CLIENT_VERSION).toBe('1.1.26');
  });

  it('defaults to technical cookies only', () => {
    expect(DEFAULT_COOKIE_PREFERENCES).toEqual({
      technical: true,
      analytics: false,
      profilation: false,
    });
  });
});
