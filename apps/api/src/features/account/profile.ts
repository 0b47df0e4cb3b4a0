import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TOKEN_MINUTES,
  profileLevelOf,
  type UserDetailUpdate,
} from '@spesa/domain';
import { AppError, refusal } from '../../http/app-error';
import type { BrandRow } from '../brands';
import { enqueueMail, mailBrandOf } from '../mail';
import { REGISTRATION_PATHS } from '../registration';
import type { UserRow } from '../users';
import {
  EMAIL_CHANGED_NOTICE_KIND,
  EMAIL_CHANGE_KIND,
  EMAIL_CHANGE_TAKEN_KIND,
  emailChangeMail,
  emailChangeRequestedNotice,
  emailChangeTakenMail,
  emailChangedNotice,
} from './mails';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  lockUser,
  nameTakenByAnother,
  setPasswordHash,
  updateUserRow,
  type UserChanges,
} from './repo';
import {
  deleteSessionsOfUser,
  findToken,
  hashPassword,
  issueToken,
  markUsed,
  retireTokens,
  verifyPassword,
  type SessionContext,
} from '../auth';

async function updateUser(
  app: FastifyInstance,
  user: UserRow,
  changes: UserChanges,
): Promise<UserRow> {
  // An absent field stays as it is.
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const next = { ...user, ...given };
  const row = await updateUserRow(app.db, user.userId, {
    ...given,
    profileLevel: profileLevelOf(next),
    updatedAt: new Date(),
  });
  if (!row) throw new Error('user not updated');
  return row;
}

/** POST update_user_detail: names, telephone, birth date, fiscal code, address. */
export const updateUserDetail = (app: FastifyInstance, user: UserRow, detail: UserDetailUpdate) =>
  updateUser(app, user, detail);

/** POST update_contact: the telephone number. */
export const updateContact = (app: FastifyInstance, user: UserRow, phone: string) =>
  updateUser(app, user, { phone });

/**
 * GET update_email_request: the account's password first, as update_password
 * asks it. Then a link to the new address (it proves the person reads it) and
 * a notice to the old one; nothing changes until the link is opened. An
 * address another account uses gets the same answer and, instead of the
 * link, a mail saying so: the answer never tells whether an e-mail has an
 * account.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  brand: BrandRow,
  user: UserRow,
  request: { newEmail: string; password: string },
): Promise<void> {
  const { newEmail } = request;
  if (!(await verifyPassword(user.passwordHash, request.password)))
    throw refusal('account.password_wrong', ACCOUNT_MESSAGES.oldPasswordWrong, 'password');
  if (newEmail === user.email.toLowerCase())
    throw refusal('account.email_same', ACCOUNT_MESSAGES.emailSame, 'new_email');
  const taken = await nameTakenByAnother(app.db, brand.brandId, user.userId, newEmail);
  const origin = app.brands.originOf(brand);
  const mailBrand = mailBrandOf(brand, origin);
  await app.db.transaction(async (tx) => {
    if (taken) {
      await enqueueMail(tx, app, {
        brandId: brand.brandId,
        kind: EMAIL_CHANGE_TAKEN_KIND,
        to: newEmail,
        ...emailChangeTakenMail(mailBrand, `${origin}${REGISTRATION_PATHS.login}`),
      });
    } else {
      const token = await issueToken(tx, {
        userId: user.userId,
        purpose: 'email_change',
        minutes: ACCOUNT_TOKEN_MINUTES,
        newEmail,
      });
      const href = `${origin}/update-email?${new URLSearchParams({ token })}`;
      await enqueueMail(tx, app, {
        brandId: brand.brandId,
        kind: EMAIL_CHANGE_KIND,
        to: newEmail,
        ...emailChangeMail(mailBrand, user.firstName, href, ACCOUNT_TOKEN_MINUTES),
      });
    }
    await enqueueMail(tx, app, {
      brandId: brand.brandId,
      kind: EMAIL_CHANGED_NOTICE_KIND,
      to: user.email,
      ...emailChangeRequestedNotice(mailBrand, user.firstName, newEmail),
    });
  });
}

const emailLinkInvalid = (message: string = ACCOUNT_MESSAGES.emailTokenInvalid) =>
  new AppError('invalid', 'account.email_token_invalid', message, 'token');

/**
 * GET update_email: the link of the mail, opened logged in or not (the token
 * alone proves it); logged in as someone else it is refused. The login moves
 * with the e-mail unless the person chose a username of their own.
 */
export async function confirmEmailChange(
  app: FastifyInstance,
  brand: BrandRow,
  token: string,
  session: SessionContext | null,
): Promise<UserRow> {
  const now = new Date();
  const row = await findToken(app.db, token, 'email_change');
  if (!row || row.usedAt || row.expiresAt <= now || !row.newEmail) throw emailLinkInvalid();
  if (session && session.user.userId !== row.userId)
    throw emailLinkInvalid(ACCOUNT_MESSAGES.emailTokenOtherAccount);
  const newEmail = row.newEmail;
  const origin = app.brands.originOf(brand);
  try {
    return await app.db.transaction(async (tx) => {
      const user = await lockUser(tx, row.userId);
      if (!user || user.brandId !== brand.brandId || user.anonymizedAt) throw emailLinkInvalid();
      if (await nameTakenByAnother(tx, brand.brandId, user.userId, newEmail))
        throw refusal('account.email_taken', ACCOUNT_MESSAGES.emailTaken, 'token');
      if (!(await markUsed(tx, row.tokenHash, now))) throw emailLinkInvalid();
      await retireTokens(tx, user.userId, 'email_change', now);
      const loginFollows = user.login.toLowerCase() === user.email.toLowerCase();
      const saved = await updateUserRow(tx, user.userId, {
        email: newEmail,
        ...(loginFollows ? { login: newEmail } : {}),
        updatedAt: now,
      });
      await enqueueMail(tx, app, {
        brandId: brand.brandId,
        kind: EMAIL_CHANGED_NOTICE_KIND,
        to: user.email,
        ...emailChangedNotice(mailBrandOf(brand, origin), user.firstName, newEmail),
      });
      return saved!;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw refusal('account.email_taken', ACCOUNT_MESSAGES.emailTaken, 'token');
    throw error;
  }
}

/** POST update_username: a login name unique in the brand (among logins and e-mails). */
export async function changeUsername(
  app: FastifyInstance,
  brand: BrandRow,
  user: UserRow,
  username: string,
): Promise<UserRow> {
  if (username.toLowerCase() === user.login.toLowerCase()) return user;
  if (await nameTakenByAnother(app.db, brand.brandId, user.userId, username))
    throw refusal('account.username_taken', ACCOUNT_MESSAGES.usernameTaken, 'username');
  try {
    return await updateUser(app, user, { login: username });
  } catch (error) {
    if (isUniqueViolation(error))
      throw refusal('account.username_taken', ACCOUNT_MESSAGES.usernameTaken, 'username');
    throw error;
  }
}

/**
 * GET update_password: the old password is required; the new one is set and
 * every other session of the account ends, this one stays.
 */
export async function changePassword(
  app: FastifyInstance,
  session: SessionContext,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = session.user;
  if (!(await verifyPassword(user.passwordHash, oldPassword)))
    throw refusal('account.old_password_wrong', ACCOUNT_MESSAGES.oldPasswordWrong, 'old_password');
  if (oldPassword === newPassword)
    throw refusal('account.password_same', ACCOUNT_MESSAGES.passwordSame, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.userId, passwordHash, new Date());
    await deleteSessionsOfUser(tx, user.userId, session.sessionHash);
  });
}
