import { isDeepStrictEqual } from 'node:util';
import {
  CartWireResponseSchema,
  envelopeSchema,
  type Cart,
  type CartItem,
  type Envelope,
  type LineProduct,
} from '@spesa/domain';

/** The declared answer of every call that answers the cart (OpenAPI and the check below). */
export const CART_RESPONSE = { 200: envelopeSchema(CartWireResponseSchema) };

/**
 * The JSON of a line's product, made once per product object: the catalogue's
 * cache hands out the same object until it reloads, and most of a cart's bytes
 * are its products.
 */
const productJson = new WeakMap<LineProduct, string>();

function productFragment(product: LineProduct): string {
  let json = productJson.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    productJson.set(product, json);
  }
  return json;
}

/** An object's JSON with one more member holding JSON already made. */
const withMember = (json: string, name: string, member: string): string =>
  json === '{}' ? `{"${name}":${member}}` : `${json.slice(0, -1)},"${name}":${member}}`;

function lineJson({ product, ...line }: CartItem): string {
  return withMember(JSON.stringify(line), 'product', productFragment(product));
}

const linesJson = (lines: readonly CartItem[]): string => `[${lines.map(lineJson).join(',')}]`;

/** A cart served again unchanged (see buildCartView) is not serialised again. */
const cartsJson = new WeakMap<Cart, string>();

function cartJson(cart: Cart): string {
  let json = cartsJson.get(cart);
  if (json === undefined) {
    json = freshCartJson(cart);
    cartsJson.set(cart, json);
  }
  return json;
}

/** SPEC §3 "cartItems, or sectors each with cartItems": with sectors the lines travel once. */
function freshCartJson({ cartItems, sectors, ...rest }: Cart): string {
  const head = JSON.stringify(rest);
  if (!sectors) return withMember(head, 'cartItems', linesJson(cartItems));
  const grouped = sectors.map(({ cartItems: lines, ...sector }) =>
    withMember(JSON.stringify(sector), 'cartItems', linesJson(lines)),
  );
  return withMember(head, 'sectors', `[${grouped.join(',')}]`);
}

/** The envelope of a cart answer as JSON, built from the products' cached JSON. */
export function cartEnvelopeJson({ data, ...envelope }: Envelope<{ data: Cart }>): string {
  return withMember(
    JSON.stringify(envelope),
    'data',
    withMember('{}', 'data', cartJson(data.data)),
  );
}

/**
 * Outside production every answer is also read back through the declared
 * schema, which must keep it whole: a member the contract does not name, or
 * one of the wrong shape, fails the call (and the test that made it).
 */
function checkedAgainstContract(json: string, url: string): string {
  const sent: unknown = JSON.parse(json);
  const parsed = CART_RESPONSE[200].safeParse(sent);
  if (!parsed.success || !isDeepStrictEqual(parsed.data, sent))
    throw new Error(
      `${url}: the cart answer breaks its contract: ${parsed.error?.message ?? 'members the schema does not name'}`,
    );
  return json;
}

/**
 * The serializer compiler of the routes that answer CART_RESPONSE, set on
 * each of them: the cart's JSON above instead of the generic one (a schema
 * parse and a stringify of every product on every call); with `checked`, each
 * answer is also read back through the contract.
 */
export const cartSerializerCompiler =
  (checked: boolean) =>
  ({ url }: { url: string }) =>
  (payload: unknown): string => {
    const json = cartEnvelopeJson(payload as Envelope<{ data: Cart }>);
    return checked ? checkedAgainstContract(json, url) : json;
  };
