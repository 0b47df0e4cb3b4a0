import { CartWireResponseSchema, envelopeSchema, type Cart, type Envelope } from '@spesa/domain';
import { checkedAgainstContract } from '../../../http/contract-serializer';

/** The declared answer of every call that answers the cart (OpenAPI and the check below). */
export const CART_RESPONSE = { 200: envelopeSchema(CartWireResponseSchema) };

/** docs/rules/cart.md "cartItems, or sectors each with cartItems": with sectors the lines travel once. */
const wireCart = ({ cartItems, sectors, ...rest }: Cart) =>
  sectors ? { ...rest, sectors } : { ...rest, cartItems };

/** The envelope of a cart answer as JSON, without the generic serializer's parse of the whole answer. */
export const cartEnvelopeJson = ({ data, ...envelope }: Envelope<{ data: Cart }>): string =>
  JSON.stringify({ ...envelope, data: { data: wireCart(data.data) } });

/**
 * The serializer compiler of the routes that answer CART_RESPONSE, set on
 * each of them: the cart's JSON above instead of the generic one, which
 * parses every answer against its schema first (1–3 ms of the server's
 * thread a call, decision 012); with `checked`, each answer is also read
 * back through the contract.
 */
export const cartSerializerCompiler =
  (checked: boolean) =>
  ({ url }: { url: string }) =>
  (payload: unknown): string => {
    const json = cartEnvelopeJson(payload as Envelope<{ data: Cart }>);
    return checked ? checkedAgainstContract(CART_RESPONSE[200], json, url) : json;
  };
