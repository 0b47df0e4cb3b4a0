import { z } from 'zod';
import { CartShippingAddressSchema, CartTimeslotSchema, DeliveryServiceSchema } from './delivery';
import { UserSchema } from './user';

/**
 * The cart as the API returns it (SPEC §3 Cart). Money is euros with two
 * decimals on the wire; the server computes it in integer cents.
 * Later features (catalogue, delivery, cart) widen the nested shapes.
 */
export const CartSchema = z.object({
  cartId: z.number().int(),
  cartStatusId: z.number().int(),
  user: UserSchema,
  store: z.object({ storeId: z.number().int(), name: z.string().optional() }).nullable(),
  warehouse: z.object({ warehouseId: z.number().int() }),
  /** Null only for an anonymous visitor; a shopper's new cart gets an auto-assigned store. */
  shippingAddress: CartShippingAddressSchema.nullable(),
  selectedService: DeliveryServiceSchema.nullable(),
  timeslot: CartTimeslotSchema.nullable(),
  cartItems: z.array(z.unknown()),
  totalItems: z.number(),
  totalPrice: z.number(),
  packageTotal: z.number(),
  deliveryFee: z.number(),
  cartInfos: z.record(z.string(), z.string()),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartViewResponseSchema = z.object({ data: CartSchema });
