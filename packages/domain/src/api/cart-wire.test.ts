import { describe, expect, it } from 'vitest';
import { anonymousUser } from './user';
import { CartViewResponseSchema, withFlatLines, type CartItem, type CartWire } from './cart';
import { LineProductSchema, lineProductOf, ProductSchema, type Product } from './catalog';

const product = (productId: number): Product =>
  ProductSchema.parse({
    productId,
    wpId: productId,
    slug: `p-${productId}`,
    name: `Prodotto ${productId}`,
    shortDescr: '',
    description: '',
    mediaURL: '',
    available: 10,
    minAcq: 1,
    maxAcq: 10,
    vendor: { vendorId: 1, name: 'Mercatò' },
    brand: 'Mercatò',
    isNew: false,
    highlight: false,
    productClasses: [],
    deliveryWarehouse: { warehouseId: 89 },
    selectOptions: [],
    warehousePromo: null,
    priceDisplay: 1.5,
    priceStandardDisplay: null,
    weightUnitDisplay: 'pz',
    productInfos: { TIPOLOGIA: 'Pezzo' },
    ean: '8000000000001',
    categoryId: 5,
    ingredients: 'Grano duro',
    allergens: ['glutine'],
    nutrition: null,
    features: ['bio'],
  });

const line = (itemId: number): CartItem => ({
  itemId,
  cartItemId: itemId,
  product: lineProductOf(product(itemId * 10)),
  quantity: 1,
  weight: null,
  grossTotal: 1.5,
  quantityDisplay: '1 pz',
  cartItemInfo: { accept_alternatives: 'true' },
});

const cart = (patch: Partial<CartWire>): CartWire => ({
  cartId: 1,
  cartStatusId: 1,
  user: anonymousUser(),
  store: null,
  warehouse: { warehouseId: 89 },
  shippingAddress: null,
  selectedService: null,
  timeslot: null,
  totalItems: 3,
  grossTotal: 4.5,
  giftTotal: 0,
  packageTotal: 0,
  deliveryFee: 0,
  totalPrice: 4.5,
  cartInfos: {},
  giftCertificates: [],
  orderAdjustmentSummary: { orderAdjustments: [], totalAmount: 0 },
  giftCertificatesToGenerate: [],
  orderPackages: [],
  userPoints: {},
  minimumOrder: { minimum: 25, missing: 0 },
  ...patch,
});

describe('the line shape of a product', () => {
  it('keeps what a line shows and drops the label of the product page', () => {
    const shaped = lineProductOf(product(1));
    expect(LineProductSchema.strict().parse(shaped)).toEqual(shaped);
    expect(shaped).not.toHaveProperty('nutrition');
    expect(shaped).not.toHaveProperty('ingredients');
    expect(shaped.productInfos.TIPOLOGIA).toBe('Pezzo');
  });
});

describe('cartItems, or sectors each with cartItems (docs/rules/cart.md)', () => {
  it('gives the flat list back from the sectors, in the order the lines were added', () => {
    const wire = cart({
      sectors: [
        { sectorId: 2, name: 'Frutta e verdura', cartItems: [line(3)] },
        { sectorId: 9, name: 'Pasta', cartItems: [line(1), line(2)] },
      ],
    });
    expect(withFlatLines(wire).cartItems.map((l) => l.itemId)).toEqual([1, 2, 3]);
  });

  it('keeps the flat list when it travels', () => {
    expect(
      withFlatLines(cart({ cartItems: [line(2), line(1)] })).cartItems.map((l) => l.itemId),
    ).toEqual([2, 1]);
  });

  it('is what a client reads from a cart answer', () => {
    const parsed = CartViewResponseSchema.parse({
      data: cart({ sectors: [{ sectorId: 9, name: 'Pasta', cartItems: [line(1)] }] }),
    });
    expect(parsed.data.cartItems).toHaveLength(1);
  });
});
