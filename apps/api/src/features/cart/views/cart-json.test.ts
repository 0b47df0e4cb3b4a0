import { describe, expect, it } from 'vitest';
import {
  CartViewResponseSchema,
  ProductSchema,
  anonymousUser,
  lineProductOf,
  type Cart,
  type CartItem,
  type Envelope,
} from '@spesa/domain';
import { cartEnvelopeJson, cartSerializerCompiler } from './cart-json';

const line = (itemId: number): CartItem => ({
  itemId,
  cartItemId: itemId,
  product: lineProductOf(
    ProductSchema.parse({
      productId: itemId * 10,
      wpId: itemId * 10,
      slug: `p-${itemId}`,
      name: `Prodotto ${itemId}`,
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
      ingredients: '',
      allergens: [],
      nutrition: null,
      features: [],
    }),
  ),
  quantity: 1,
  weight: null,
  grossTotal: 1.5,
  quantityDisplay: '1 pz',
  cartItemInfo: { accept_alternatives: 'true' },
});

const cart = (patch: Partial<Cart> = {}): Cart => ({
  cartId: 1,
  cartStatusId: 1,
  user: anonymousUser(),
  store: null,
  warehouse: { warehouseId: 89 },
  shippingAddress: null,
  selectedService: null,
  timeslot: null,
  cartItems: [line(1), line(2)],
  totalItems: 2,
  grossTotal: 3,
  giftTotal: 0,
  packageTotal: 0,
  deliveryFee: 0,
  totalPrice: 3,
  cartInfos: {},
  giftCertificates: [],
  orderAdjustmentSummary: { orderAdjustments: [], totalAmount: 0 },
  giftCertificatesToGenerate: [],
  orderPackages: [],
  userPoints: {},
  minimumOrder: { minimum: 25, missing: 22 },
  ...patch,
});

const answer = (data: Cart): Envelope<{ data: Cart }> => ({
  response: {
    status: 0,
    errors: [],
    infos: [{ code: 'cart.emptied', info: 'Fatto.' }],
    warnings: [],
  },
  data: { data },
});

const sent = (json: string) => JSON.parse(json) as { data: { data: Record<string, unknown> } };

describe('the cart serializer', () => {
  it('writes the envelope and the flat lines as JSON.stringify would', () => {
    const envelope = answer(cart());
    expect(sent(cartEnvelopeJson(envelope))).toEqual(JSON.parse(JSON.stringify(envelope)));
  });

  it('with sectors, sends the lines once, inside their sectors', () => {
    const [a, b] = [line(1), line(2)];
    const grouped = cart({
      cartItems: [a!, b!],
      sectors: [
        { sectorId: 1, name: 'Frutta', cartItems: [b!] },
        { sectorId: 2, name: 'Pasta', cartItems: [a!] },
      ],
    });
    const wire = sent(cartEnvelopeJson(answer(grouped))).data.data;
    expect(wire).not.toHaveProperty('cartItems');
    // the client puts the flat list back, in the order the lines were added
    expect(CartViewResponseSchema.parse({ data: wire }).data.cartItems).toEqual([a, b]);
  });

  it('an empty cart still carries its (empty) lines', () => {
    expect(sent(cartEnvelopeJson(answer(cart({ cartItems: [] })))).data.data.cartItems).toEqual([]);
  });

  describe('checked against the contract outside production', () => {
    const serialize = (checked: boolean) =>
      cartSerializerCompiler(checked)({ url: '/ebsn/api/cart/view' });

    it('lets a cart of the contract through unchanged', () => {
      const envelope = answer(cart());
      expect(serialize(true)(envelope)).toBe(cartEnvelopeJson(envelope));
    });

    it('fails a member the contract does not name, naming the route', () => {
      const stray = { ...cart(), secret: 'x' } as Cart;
      expect(() => serialize(true)(answer(stray))).toThrow(
        /cart\/view: the answer breaks its contract/,
      );
    });

    it('fails a member of the wrong shape', () => {
      const wrong = cart({ totalPrice: '3' as unknown as number });
      expect(() => serialize(true)(answer(wrong))).toThrow(/breaks its contract/);
    });

    it('in production sends without reading back', () => {
      const stray = { ...cart(), secret: 'x' } as Cart;
      expect(sent(serialize(false)(answer(stray))).data.data).toHaveProperty('secret', 'x');
    });
  });
});
