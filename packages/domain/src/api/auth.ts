import { z } from 'zod';
import { CartSchema } from './cart';
import { UserSchema } from './user';

export { ACCOUNT_HEADER, CACHE_BURST_HEADER, SESSION_HEADER } from './session-headers';

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/**
 * POST /ebsn/api/auth/login, form fields (docs/rules/account.md Auth). Emptiness is a business
 * refusal with the login screen's Italian message, not a 400, so the strings
 * here only have to be strings of sane length.
 */
export const LoginRequestSchema = z.object({
  login: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
  remember_me: formBoolean.optional().default(false),
  show_sectors: formBoolean.optional().default(false),
  token: z.string().max(4096).optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** data of a successful login and of cart/view: data.data is the cart, whose user is the shopper. */
export const LoginResponseSchema = z.object({ data: CartSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const AuthTestQuerySchema = z.object({ operation: z.string().max(100).optional() });
export const AuthTestResponseSchema = z.object({ user: UserSchema });
export type AuthTestResponse = z.infer<typeof AuthTestResponseSchema>;
