import { z } from 'zod';
import { LOGIN_FIELD_RULES, ruleField } from '../validators';

/*
 * Social login (docs/rules/account.md login methods, Auth social-redir, Registration and
 * user social_user_detail).
 */

export const SocialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** GET /ebsn/api/social-redir/providers: the providers this shop is configured for (buttons shown). */
export const SocialProvidersResponseSchema = z.object({ providers: z.array(SocialProviderSchema) });
export type SocialProvidersResponse = z.infer<typeof SocialProvidersResponseSchema>;

/** The query of the start of a social login: where to land after it (a path of the shop). */
export const SocialLoginStartQuerySchema = z.object({
  redirect: z.string().max(2048).optional(),
});

/** What the provider sends the browser back with (RFC 6749 §4.1.2); all checked by the server. */
export const SocialCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** GET /api/social-redir/google-mobile and /ebsn/api/social-redir/facebook-mobile (docs/rules/account.md Auth). */
export const SocialMobileQuerySchema = z.object({
  code: z.string().max(4096).default(''),
  'use-plugin': formBoolean.optional(),
});

/**
 * GET /ebsn/api/registration/social_user_detail: the identity a social login
 * left pending. `mode` is 'register' for a new e-mail (the registration form
 * is pre-filled) and 'link' when an account has the e-mail already (its
 * password links them).
 */
export const SocialUserDetailSchema = z.object({
  provider: SocialProviderSchema,
  mode: z.enum(['register', 'link']),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SocialUserDetail = z.infer<typeof SocialUserDetailSchema>;
export const SocialUserDetailResponseSchema = z.object({ socialUser: SocialUserDetailSchema });

/** POST /ebsn/api/social-redir/link: the password of the account whose e-mail the identity has. */
export const SocialLinkRequestSchema = z.object({
  password: z.string().max(1024).default(''),
  remember_me: formBoolean.optional().default(false),
});
export type SocialLinkRequest = z.input<typeof SocialLinkRequestSchema>;

/** The link page's form: the account's password, with the login's rule and message. */
export const SocialLinkFormSchema = z.object({
  password: ruleField(...LOGIN_FIELD_RULES.password),
  rememberMe: z.boolean().optional(),
});
