import type { Cart, CartItem, Product } from '@spesa/domain';
import { api } from '../../lib/api';
import { testCart, testUser } from '../../test/render';

/** Cart fixtures for the feature's tests, shaped like the API's answers. */
export function cartProduct(patch: Partial<Product> = {}): Product {
  return {
    productId: 2001,
    wpId: 12001,
    slug: 'pasta-di-gragnano-spaghetti-500-g',
    name: 'Spaghetti di Gragnano 500 g',
    shortDescr: 'Pasta di semola di grano duro',
    description: 'Trafilata al bronzo.',
    mediaURL: '/img/products/2001.svg',
    available: 200,
    minAcq: 1,
    maxAcq: 99,
    vendor: { vendorId: 7, name: 'Gragnano' },
    brand: 'Gragnano',
    isNew: false,
    highlight: false,
    productClasses: [],
    deliveryWarehouse: { warehouseId: 89 },
    selectOptions: [],
    warehousePromo: null,
    priceDisplay: 1.49,
    priceStandardDisplay: null,
    weightUnitDisplay: 'conf',
    productInfos: { TIPOLOGIA: 'Confezione', QTY_MULT: '1', UNIT_SELLING: 'conf' },
    ean: '8000000000011',
    categoryId: 1201,
    ingredients: null,
    allergens: [],
    nutrition: null,
    features: [],
    ...patch,
  } as Product;
}

export const looseApples = () =>
  cartProduct({
    productId: 3001,
    name: 'Mele Golden sfuse',
    minAcq: 0,
    weightUnitDisplay: 'kg',
    priceDisplay: 2.19,
    productInfos: {
      TIPOLOGIA: 'Sfuso',
      WEIGHT_SELLING: '0.6',
      STEP_SELLING: '0.1',
      WEIGHT_UNIT_SELLING: 'kg',
      WEIGHT_UNIT_BASE: 'kg',
    },
  });

export const sliced = () =>
  cartProduct({
    productId: 4001,
    name: 'Prosciutto cotto',
    selectOptions: [
      {
        name: 'Spessore del taglio',
        parameterName: 'SPESSORE_TAGLIO',
        options: [
          { name: 'Sottile', key: 'sottile', value: 'sottile' },
          { name: 'Medio', key: 'medio', value: 'medio' },
        ],
      },
    ],
  });

export function line(product: Product, quantity: number, patch: Partial<CartItem> = {}): CartItem {
  return {
    itemId: product.productId + 10,
    cartItemId: product.productId + 10,
    product,
    quantity,
    weight: null,
    grossTotal: Math.round(product.priceDisplay * quantity * 100) / 100,
    quantityDisplay: `${quantity}`,
    cartItemInfo: { accept_alternatives: 'true' },
    ...patch,
  };
}

/** A logged-in shopper's cart with an address and a slot chosen. */
export function readyCart(patch: Partial<Cart> = {}): Cart {
  const cartItems = patch.cartItems ?? [];
  return testCart({
    user: testUser(),
    shippingAddress: {
      addressId: 19,
      addressName: 'Casa',
      addressTypeId: 2,
      address1: 'Via Giuseppe Mazzini',
      addressNumber: '12',
      city: 'BOLOGNA',
      province: 'BO',
      postalcode: '40138',
      deliveryServiceId: 2,
      autoAssigned: false,
    },
    timeslot: {
      date: '2026-11-24',
      timeslotId: 2,
      beginTime: '11:00',
      endTime: '13:00',
      name: 'Fine mattina',
      autoAssigned: false,
      cutoffAt: '2026-11-24T06:00:00.000Z',
      heldUntil: null,
      deliveryFee: 0,
    },
    totalItems: cartItems.length,
    ...patch,
  } as Partial<Cart>);
}

export interface Call {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers the app's calls by path; unknown paths fail loudly. */
export function mockApi(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  api.configure({
    fetch: async (input, init = {}) => {
      const url = new URL(String(input));
      const text = typeof init.body === 'string' ? init.body : '';
      const call = {
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : null,
      };
      calls.push(call);
      const route = routes[url.pathname];
      if (!route) throw new Error(`unexpected call ${url.pathname}`);
      return route(call);
    },
  });
  return calls;
}
