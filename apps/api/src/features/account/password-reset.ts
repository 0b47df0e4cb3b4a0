import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, ACCOUNT_TOKEN_MINUTES } from '@spesa/domain';
import { AppError } from '../../http/app-error';
import type { BrandRow } from '../brands';
import { enqueueMail, mailBrandOf } from '../mail';
import { findUserByLogin, type UserRow } from '../users';
import { passwordResetMail, PASSWORD_RESET_KIND } from './mails';
import { setPasswordHash } from './repo';
import {
  deleteSessionsOfUser,
  findToken,
  hashPassword,
  issueToken,
  markUsed,
  retireTokens,
  type AccountTokenRow,
} from '../auth';

const invalidLink = (message: string) =>
  new AppError('invalid', 'account.reset_token_invalid', message, 'reset_token');

/**
 * GET password_reset_token_request: mails a reset link when the address (and
 * the fiscal code, when given) matches a live account; answers nothing either
 * way, so the answer does not tell which addresses have an account.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  brand: BrandRow,
  input: { email: string; fiscalCode: string | null },
): Promise<void> {
  const user = await findUserByLogin(app.db, brand.brandId, input.email);
  if (!user || user.anonymizedAt) return;
  if (input.fiscalCode && user.fiscalCode && user.fiscalCode.toUpperCase() !== input.fiscalCode)
    return;
  const origin = app.brands.originOf(brand);
  await app.db.transaction(async (tx) => {
    const token = await issueToken(tx, {
      userId: user.userId,
      purpose: 'password_reset',
      minutes: ACCOUNT_TOKEN_MINUTES,
    });
    const href = `${origin}/reset-password?${new URLSearchParams({ token, login: user.login })}`;
    const mail = passwordResetMail(
      mailBrandOf(brand, origin),
      user.firstName,
      href,
      ACCOUNT_TOKEN_MINUTES,
    );
    await enqueueMail(tx, app, {
      brandId: brand.brandId,
      kind: PASSWORD_RESET_KIND,
      to: user.email,
      ...mail,
    });
  });
}

/**
 * The token of a reset link, checked against the account the link names:
 * unknown or another account's, used, expired each say so in Italian (400).
 */
export async function checkResetToken(
  app: FastifyInstance,
  brand: BrandRow,
  input: { token: string; login: string },
  now: Date = new Date(),
): Promise<{ token: AccountTokenRow; user: UserRow }> {
  const [token, user] = await Promise.all([
    findToken(app.db, input.token, 'password_reset'),
    findUserByLogin(app.db, brand.brandId, input.login.trim()),
  ]);
  if (!token || !user || token.userId !== user.userId || user.anonymizedAt)
    throw invalidLink(ACCOUNT_MESSAGES.resetTokenInvalid);
  if (token.usedAt) throw invalidLink(ACCOUNT_MESSAGES.resetTokenUsed);
  if (token.expiresAt <= now) throw invalidLink(ACCOUNT_MESSAGES.resetTokenExpired);
  return { token, user };
}

/**
 * GET password_reset: the new password (argon2id), the token spent with every
 * other reset link of the account, and every session of the account ended,
 * in one transaction.
 */
export async function resetPassword(
  app: FastifyInstance,
  brand: BrandRow,
  input: { token: string; login: string; password: string },
): Promise<UserRow> {
  const now = new Date();
  const { token, user } = await checkResetToken(app, brand, input, now);
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    if (!(await markUsed(tx, token.tokenHash, now)))
      throw invalidLink(ACCOUNT_MESSAGES.resetTokenUsed);
    await retireTokens(tx, user.userId, 'password_reset', now);
    await setPasswordHash(tx, user.userId, passwordHash, now);
    await deleteSessionsOfUser(tx, user.userId);
  });
  return user;
}
