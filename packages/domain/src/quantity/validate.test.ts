import { describe, expect, it } from 'vitest';
import { quantityRulesOf } from './rules';
import { validateCartQuantity } from './validate';
import { validateOptions } from './options';
import { APPLES, HAM, WATER, YOGURT, testProduct } from './test-products';

const plain = quantityRulesOf(testProduct({ MAXACQ: '10' }, { maxAcq: 12, available: 11 }));

describe('validateCartQuantity', () => {
  it.each([
    ['a legal count', plain, 3, {}, null],
    ['a legal weight', quantityRulesOf(APPLES), 1.3, {}, null],
    ['half hectograms of ham', quantityRulesOf(HAM), 2.5, {}, null],
    ['zero', plain, 0, {}, 'cart.invalid_quantity'],
    ['negative', plain, -1, {}, 'cart.invalid_quantity'],
    ['NaN', plain, Number.NaN, {}, 'cart.invalid_quantity'],
    ['infinite (1e309 in JSON)', plain, Number('1e309'), {}, 'cart.invalid_quantity'],
    ['more than 3 decimals', quantityRulesOf(APPLES), 0.0001, {}, 'cart.invalid_quantity'],
    ['half a piece', plain, 1.5, {}, 'cart.invalid_quantity'],
    ['not a multiple of QTY_MULT', quantityRulesOf(WATER), 8, {}, 'cart.invalid_quantity'],
    ['between two steps of weight', quantityRulesOf(APPLES), 0.55, {}, 'cart.invalid_quantity'],
    ['below minAcq', quantityRulesOf(testProduct({}, { minAcq: 3 })), 2, {}, 'errors.minAcq'],
    ['below WEIGHT_SELLING', quantityRulesOf(APPLES), 0.4, {}, 'errors.minAcq'],
    ['above MAXACQ', plain, 11, {}, 'cart.daily_max_exceeded'],
    // 4 today + 7 in the cart is more than MAXACQ 10
    ['above MAXACQ with today’s orders', plain, 7, { orderedToday: 4 }, 'cart.daily_max_exceeded'],
    ['above maxAcq ÷ MULTI_PACK', quantityRulesOf(YOGURT), 17, {}, 'cart.max_quantity_exceeded'],
    [
      'above the stock',
      quantityRulesOf(testProduct({}, { available: 2 })),
      3,
      {},
      'msg.cart.availability.errors',
    ],
    [
      'anything when out of stock',
      quantityRulesOf(testProduct({}, { available: 0 })),
      1,
      {},
      'msg.cart.availability.errors',
    ],
  ])('%s', (_name, rules, quantity, context, code) => {
    const check = validateCartQuantity(rules, quantity, context);
    if (code === null) expect(check).toEqual({ ok: true });
    else expect(check).toMatchObject({ ok: false, code });
  });

  it('says the maximum in the message', () => {
    expect(validateCartQuantity(quantityRulesOf(YOGURT), 17)).toMatchObject({
      message: 'Puoi acquistare al massimo 16 pz di questo articolo.',
    });
  });

  it('uses the spec text for the daily maximum', () => {
    expect(validateCartQuantity(plain, 11)).toMatchObject({
      message: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    });
  });
});

describe('validateOptions', () => {
  const ham = quantityRulesOf(HAM);
  it.each([
    ['every option chosen', { SPESSORE_TAGLIO: 'sottile' }, null],
    ['an option missing', {}, 'cart.options_required'],
    ['a key the product does not offer', { SPESSORE_TAGLIO: 'a-fette' }, 'cart.invalid_option'],
    [
      'an option of another product',
      { SPESSORE_TAGLIO: 'sottile', TAGLIO: 'x' },
      'cart.invalid_option',
    ],
    // inherited names must not pass for options
    ['an inherited name', { toString: 'sottile' }, 'cart.invalid_option'],
  ])('%s', (_name, chosen, code) => {
    expect(validateOptions(ham, chosen)?.code ?? null).toBe(code);
  });

  it('uses the option selector title of the spec', () => {
    expect(validateOptions(ham, {})?.message).toBe('E necessario selezionare tutte le opzioni');
  });
});
