import { z } from 'zod';
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
  store: z.object({ storeId: z.number().int() }).nullable(),
  warehouse: z.object({ warehouseId: z.number().int() }),
  shippingAddress: z.unknown().nullable(),
  selectedService: z.unknown().nullable(),
  timeslot: z.unknown().nullable(),
  cartItems: z.array(z.unknown()),
  totalItems: z.number(),
  totalPrice: z.number(),
  packageTotal: z.number(),
  deliveryFee: z.number(),
  cartInfos: z.record(z.string(), z.string()),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartViewResponseSchema = z.object({ data: CartSchema });
