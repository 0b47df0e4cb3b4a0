import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { SOCIAL_PROVIDERS, type SocialIdentity } from '../../adapters/identity';
import { seal, unseal } from './sealed';
import { insertIdentity } from './repo';
import { isConfigured } from './service';

/** The identity a callback could not log in yet, until registration or linking (HttpOnly). */
export const PENDING_COOKIE = 'ebsn_social_pending';
const PENDING_PURPOSE = 'social-pending';
const PENDING_TTL_MS = 20 * 60_000;

const PendingSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  subject: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  givenName: z.string(),
  familyName: z.string(),
  brandId: z.string(),
  /** 'link': an account has this e-mail already; 'register': a new person. */
  mode: z.enum(['register', 'link']),
  /** Where the shopper lands once logged in (a path of the shop). */
  redirect: z.string(),
});
export type PendingSocialIdentity = z.infer<typeof PendingSchema>;

export async function setPendingSocialIdentity(
  reply: FastifyReply,
  pending: PendingSocialIdentity,
): Promise<void> {
  const { config } = reply.server;
  reply.setCookie(
    PENDING_COOKIE,
    await seal(config.SOCIAL_LOGIN_SECRET, PENDING_PURPOSE, pending, PENDING_TTL_MS),
    {
      path: '/ebsn/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.COOKIE_SECURE,
      maxAge: PENDING_TTL_MS / 1000,
    },
  );
}

/**
 * The identity a social login left pending in this browser, for this brand,
 * or null. register_user calls it to link a new account to the identity. Only
 * a provider this shop offers can have left one: with none configured, no
 * cookie, however sealed, makes a confirmed account.
 */
export async function readPendingSocialIdentity(
  request: FastifyRequest,
): Promise<PendingSocialIdentity | null> {
  const { config } = request.server;
  const value = await unseal(
    config.SOCIAL_LOGIN_SECRET,
    PENDING_PURPOSE,
    request.cookies[PENDING_COOKIE],
  );
  const parsed = PendingSchema.safeParse(value);
  return parsed.success &&
    parsed.data.brandId === request.brand.brandId &&
    isConfigured(config, parsed.data.provider)
    ? parsed.data
    : null;
}

export function clearPendingSocialIdentity(reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { path: '/ebsn/api' });
}

/**
 * Links an identity to an account of the brand. False when that identity is
 * linked already: one Google or Facebook account opens one shop account.
 */
export async function linkSocialIdentity(
  db: Db,
  link: {
    brandId: string;
    userId: number;
    identity: Pick<SocialIdentity, 'provider' | 'subject' | 'email'>;
  },
): Promise<boolean> {
  return insertIdentity(db, {
    brandId: link.brandId,
    provider: link.identity.provider,
    subject: link.identity.subject,
    userId: link.userId,
    email: link.identity.email,
  });
}
