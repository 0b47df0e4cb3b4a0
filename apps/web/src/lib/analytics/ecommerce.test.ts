import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { OrderItem } from '@spesa/domain';
import { cartProduct, line, looseApples, readyCart, testProduct } from '../../test/fixtures';
import { saveCookiePreferences } from '../consent';
import { SENT_ORDERS_STORAGE_KEY } from './data-layer';
import {
  ga4CartItems,
  ga4ItemOf,
  ga4LineOf,
  ga4OrderItemOf,
  ga4PurchaseOf,
  trackCartChange,
  trackEcommerce,
  trackOrderPurchase,
  unitPriceOf,
  type PurchasedOrder,
} from './ecommerce';
import { loadTagManager, TAG_MANAGER_SCRIPT_URL } from './tag-manager';
import { usePurchaseEvent, type ConfirmedOrder } from './use-purchase-event';

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  document.getElementById('tag-manager')?.remove();
});

const accept = () => saveCookiePreferences({ analytics: true, profilation: false });
const refuse = () => saveCookiePreferences({ analytics: false, profilation: false });

describe('GA4 items', () => {
  it('maps a catalogue product to a GA4 item', () => {
    expect(ga4ItemOf(testProduct(), 2, { category: 'Verdura', index: 3 })).toEqual({
      item_id: '100132',
      item_name: 'Campoverde Carote julienne 200 g',
      item_brand: 'Campoverde',
      item_category: 'Verdura',
      price: 1.29,
      quantity: 2,
      index: 3,
    });
  });

  it('falls back to the category id when the page does not know its name', () => {
    expect(ga4ItemOf(cartProduct()).item_category).toBe('1201');
  });

  it('prices a pack as the shopper pays it, not per kg', () => {
    const pack = cartProduct({
      priceDisplay: 3,
      productInfos: {
        TIPOLOGIA: 'Confezione',
        QTY_MULT: '1',
        WEIGHT_SELLING: '500',
        WEIGHT_UNIT_SELLING: 'g',
      },
    });
    expect(unitPriceOf(pack)).toBe(1.5);
    expect(ga4ItemOf(pack).price).toBe(1.5);
  });

  it('maps a cart line with its unit price from the line total and the delta as quantity', () => {
    const apples = line(looseApples(), 1.2, { grossTotal: 2.63 });
    expect(ga4LineOf(apples)).toMatchObject({ item_id: '3001', price: 2.19, quantity: 1.2 });
    expect(ga4LineOf(line(cartProduct(), 3), 1)).toMatchObject({ price: 1.49, quantity: 1 });
  });

  it("names each line's department when the cart comes grouped", () => {
    const pasta = line(cartProduct(), 2);
    const cart = readyCart({
      cartItems: [pasta],
      sectors: [{ sectorId: 12, name: 'Dispensa', cartItems: [pasta] }],
    });
    expect(ga4CartItems(cart)).toEqual([expect.objectContaining({ item_category: 'Dispensa' })]);
  });
});

describe('the consent gate', () => {
  it('pushes nothing and maps nothing before the shopper chose', () => {
    const build = vi.fn(() => ({ items: [ga4ItemOf(testProduct())] }));
    expect(trackEcommerce('view_item', build)).toBe(false);
    expect(build).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });

  it("pushes nothing after 'Rifiuta'", () => {
    refuse();
    expect(trackCartChange(testProduct(), 1)).toBe(false);
    expect(window.dataLayer).toEqual([]);
  });

  it('pushes add_to_cart with currency and value after consent', () => {
    accept();
    expect(trackCartChange(cartProduct(), 2)).toBe(true);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 2.98,
          items: [expect.objectContaining({ item_id: '2001', quantity: 2 })],
        },
      },
    ]);
  });

  it('reports a step down of a line as remove_from_cart of the difference', () => {
    accept();
    trackCartChange(line(cartProduct(), 3), -1);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 1.49, items: [{ item_id: '2001', quantity: 1 }] },
    });
  });

  it('sends no event for an empty list or no change', () => {
    accept();
    expect(trackEcommerce('view_item_list', () => ({ items: [] }))).toBe(false);
    expect(trackCartChange(testProduct(), 0)).toBe(false);
    expect(window.dataLayer).toEqual([]);
  });
});

function orderLine(patch: Partial<OrderItem> = {}): OrderItem {
  return {
    orderItemId: 1,
    productId: 2001,
    product: {
      productId: 2001,
      name: 'Pasta Bella Spaghetti n.5 500 g',
      brand: 'Pasta Bella',
      categoryId: 1201,
      priceDisplay: 1.49,
    },
    quantity: 3,
    quantityDisplay: '3 pz',
    weight: null,
    variableWeight: false,
    grossTotal: 4.47,
    acceptAlternatives: true,
    notes: '',
    sectorId: 12,
    deliveredQuantity: null,
    deliveredWeight: null,
    finalGrossTotal: null,
    replacesOrderItemId: null,
    ...patch,
  };
}

const apples = orderLine({
  orderItemId: 2,
  productId: 3001,
  product: { name: 'Mele Golden sfuse', categoryId: 1101 },
  quantity: 1.2,
  quantityDisplay: '1,2 kg',
  variableWeight: true,
  grossTotal: 2.63,
});

function placedOrder(patch: Partial<PurchasedOrder> = {}): PurchasedOrder {
  return {
    orderId: 501,
    paymentState: 'authorized',
    totalPrice: 9.6,
    deliveryFee: 3.5,
    items: [orderLine(), apples],
    orderAdjustments: [],
    ...patch,
  };
}

describe('the purchase', () => {
  it("maps an order's line from the product the order kept, priced from the line's total", () => {
    expect(ga4OrderItemOf(orderLine())).toEqual({
      item_id: '2001',
      item_name: 'Pasta Bella Spaghetti n.5 500 g',
      item_brand: 'Pasta Bella',
      item_category: '1201',
      price: 1.49,
      quantity: 3,
    });
    // A weighed line: its quantity in kg, the price of a kg as charged.
    expect(ga4OrderItemOf(apples)).toEqual({
      item_id: '3001',
      item_name: 'Mele Golden sfuse',
      item_category: '1101',
      price: 2.19,
      quantity: 1.2,
    });
    expect(ga4OrderItemOf(orderLine({ product: {} })).item_name).toBe('#2001');
  });

  it('carries the total the shopper pays, the delivery fee and the items', () => {
    expect(ga4PurchaseOf(placedOrder())).toEqual({
      transaction_id: '501',
      currency: 'EUR',
      value: 9.6,
      shipping: 3.5,
      items: [
        expect.objectContaining({ item_id: '2001', quantity: 3 }),
        expect.objectContaining({ item_id: '3001', quantity: 1.2 }),
      ],
    });
  });

  it('names the gift certificates applied as the coupon', () => {
    const order = placedOrder({
      orderAdjustments: [
        { code: 'BENVENUTO5', description: 'Buono benvenuto', amount: -5 },
        { code: 'PUNTI10', description: 'Buono punti', amount: -10 },
      ],
    });
    expect(ga4PurchaseOf(order).coupon).toBe('BENVENUTO5,PUNTI10');
    expect(ga4PurchaseOf(placedOrder())).not.toHaveProperty('coupon');
  });

  it('is pushed once per order, with consent, for an order paid, reserved or paid on delivery', () => {
    expect(trackOrderPurchase(placedOrder())).toBe(false);
    accept();
    expect(trackOrderPurchase(placedOrder())).toBe(true);
    expect(trackOrderPurchase(placedOrder())).toBe(false);
    expect(trackOrderPurchase(placedOrder({ orderId: 502, paymentState: 'offline' }))).toBe(true);
    expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toEqual([
      { event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: '501' }) },
      { event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: '502' }) },
    ]);
    expect(JSON.parse(localStorage.getItem(SENT_ORDERS_STORAGE_KEY) ?? '')).toEqual(['501', '502']);
  });

  it.each(['pending', 'failed', 'cancelled'] as const)(
    'is not pushed for a %s payment',
    (state) => {
      accept();
      expect(trackOrderPurchase(placedOrder({ paymentState: state }))).toBe(false);
      expect(window.dataLayer).toEqual([]);
    },
  );
});

describe("the confirmation page's purchase", () => {
  const summary: ConfirmedOrder = { orderId: 501, paymentState: 'pending', totalPrice: 9.6 };

  it('waits for the whole order and its payment, then sends it once', () => {
    accept();
    const { rerender } = renderHook(
      (order: ConfirmedOrder | undefined) => usePurchaseEvent(order),
      {
        initialProps: undefined,
      },
    );
    rerender(summary);
    rerender(placedOrder({ paymentState: 'pending' }));
    expect(window.dataLayer).toEqual([]);
    rerender(placedOrder());
    rerender({ ...placedOrder() });
    expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(1);
  });

  it('sends it when the shopper accepts analytics on that page', () => {
    renderHook(() => usePurchaseEvent(placedOrder()));
    expect(window.dataLayer).toEqual([]);
    accept();
    expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(1);
  });
});

describe('the tag manager', () => {
  it('is not loaded without consent', () => {
    refuse();
    expect(loadTagManager('GTM-TEST123')).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('is not loaded without a valid container id', () => {
    accept();
    expect(loadTagManager(undefined)).toBe(false);
    expect(loadTagManager('GTM-x"><img')).toBe(false);
    expect(document.querySelector(`script[src^="${TAG_MANAGER_SCRIPT_URL}"]`)).toBeNull();
  });

  it('is loaded once, after consent, from its own origin', () => {
    accept();
    expect(loadTagManager('GTM-TEST123')).toBe(true);
    expect(loadTagManager('GTM-TEST123')).toBe(true);
    // Only the tag manager's: a file run before this one in the worker may have left its own script.
    const scripts = document.querySelectorAll<HTMLScriptElement>(
      `script[src^="${TAG_MANAGER_SCRIPT_URL}"]`,
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(`${TAG_MANAGER_SCRIPT_URL}?id=GTM-TEST123`);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });
});
