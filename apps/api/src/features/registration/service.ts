import { REGISTRATION_MESSAGES, profileLevelOf, type RegisterUserRequest } from '@spesa/domain';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandRow } from '../brands';
import { findToken, hashPassword, issueToken, markUsed } from '../auth';
import { findStore } from '../delivery';
import { answersToSave, listDisclaimers, saveAnswers } from '../disclaimers';
import {
  REGISTRATION_CONFIRM_KIND,
  REGISTRATION_EXISTS_KIND,
  enqueueMail,
  mailBrandOf,
  registrationConfirmMail,
  registrationExistsMail,
  type MailDeps,
} from '../mail';
import { findUserByLogin } from '../users';
import { linkSocialIdentity, type PendingSocialIdentity } from '../social-login';
import * as repo from './repo';

const HOUR = 3_600_000;

export const REGISTRATION_PATHS = {
  confirm: '/registration/confirm',
  login: '/login',
  resetRequest: '/reset-password-request',
} as const;

export interface RegistrationDeps extends MailDeps {
  db: Db;
  config: Pick<AppConfig, 'REGISTRATION_CONFIRM_HOURS' | 'REGISTRATION_MAILS_PER_HOUR'>;
}

/** Who asks and where the links of the mails lead. */
export interface BrandContext {
  brand: BrandRow;
  /** The brand's public origin (never the Host header). */
  origin: string;
}

const invalidCode = (message: string) =>
  new AppError('invalid', 'registration.code_invalid', message, 'reg_control_code');

/**
 * Registration and e-mail confirmation (docs/rules/account.md register_user,
 * registration_confirm, registration_resend_email). An address that already
 * has an account gets the same answer as a new one (decision 021): what
 * differs is only the mail its owner receives.
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationDeps) {}

  /**
   * With `social`, the identity a social login left pending is linked to the
   * new account in the same transaction; an address the provider verified
   * needs no confirmation mail. Answers the account when it was created
   * confirmed (it may log in now), else null.
   */
  async register(
    ctx: BrandContext,
    input: RegisterUserRequest,
    now: Date,
    social?: PendingSocialIdentity,
  ): Promise<{ userId: number } | null> {
    const { db } = this.deps;
    // Hashed before anything else on every path: a known address must not answer faster.
    const passwordHash = await hashPassword(input.password);
    const store = await findStore(db, input.referenceStoreId);
    if (!store)
      throw new AppError(
        'invalid',
        'registration.unknown_store',
        REGISTRATION_MESSAGES.unknownStore,
        'referenceStoreId',
      );
    const offered = await listDisclaimers(db, {
      brandId: ctx.brand.brandId,
      registrationModuleTypeId: ctx.brand.config.disclaimerModuleTypeId,
      storeId: ctx.brand.config.disclaimerStoreId,
    });
    const answers = answersToSave(offered, input.disclaimers, true);

    const verified = social?.emailVerified === true && social.email === input.email.toLowerCase();
    return db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        brandId: ctx.brand.brandId,
        login: input.email,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        fiscalCode: input.fiscalCode,
        birthDate: input.birthdate,
        fidelityCard: input.fidelityCard,
        address1: input.address1,
        addressNumber: input.addressNumber,
        postalcode: input.postalCode,
        city: input.city,
        province: input.province,
        referenceStoreId: store.storeId,
        // Registration may leave the telephone out: such a profile must be completed before buying.
        profileLevel: profileLevelOf(input),
        emailConfirmedAt: verified ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      if (created) {
        await saveAnswers(tx, created.userId, answers, now);
        if (social)
          await linkSocialIdentity(tx, {
            brandId: ctx.brand.brandId,
            userId: created.userId,
            identity: social,
          });
        if (verified) return { userId: created.userId };
        await this.sendConfirmation(tx, ctx, created, now);
        return null;
      }
      const existing = await findUserByLogin(tx, ctx.brand.brandId, input.email);
      if (!existing) return null;
      if (existing.emailConfirmedAt === null) await this.sendConfirmation(tx, ctx, existing, now);
      else await this.sendExists(tx, ctx, existing, now);
      return null;
    });
  }

  /** A new confirmation mail, if the address is one waiting for it; silent otherwise. */
  async resend(ctx: BrandContext, email: string, now: Date): Promise<void> {
    const { db } = this.deps;
    await db.transaction(async (tx) => {
      const user = await findUserByLogin(tx, ctx.brand.brandId, email.trim().toLowerCase());
      if (user && user.emailConfirmedAt === null && user.anonymizedAt === null)
        await this.sendConfirmation(tx, ctx, user, now);
    });
  }

  /** Follows the mailed link: confirms the account once; a spent, expired or foreign code is refused. */
  async confirm(brandId: string, email: string, code: string, now: Date): Promise<string> {
    const { db } = this.deps;
    const token = await findToken(db, code, 'registration_confirm');
    const user = token && (await repo.findUserById(db, token.userId));
    if (
      !token ||
      !user ||
      user.brandId !== brandId ||
      user.login.toLowerCase() !== email.trim().toLowerCase()
    )
      throw invalidCode(REGISTRATION_MESSAGES.codeInvalid);
    if (token.usedAt) throw invalidCode(REGISTRATION_MESSAGES.codeUsed);
    if (token.expiresAt <= now) throw invalidCode(REGISTRATION_MESSAGES.codeExpired);
    await db.transaction(async (tx) => {
      if (!(await markUsed(tx, token.tokenHash, now)))
        throw invalidCode(REGISTRATION_MESSAGES.codeUsed);
      await repo.markEmailConfirmed(tx, user.userId, now);
    });
    return user.email;
  }

  /**
   * Mails to one address are capped per hour, whoever asks: beyond it the
   * request is answered as usual and nothing is sent, so the cap neither
   * floods a mailbox nor tells that the address has an account.
   */
  private async underMailCap(tx: Db, ctx: BrandContext, address: string, now: Date) {
    const sent = await repo.registrationMailsSince(
      tx,
      ctx.brand.brandId,
      address,
      [REGISTRATION_CONFIRM_KIND, REGISTRATION_EXISTS_KIND],
      new Date(now.getTime() - HOUR),
    );
    return sent < this.deps.config.REGISTRATION_MAILS_PER_HOUR;
  }

  private async sendConfirmation(tx: Db, ctx: BrandContext, user: repo.RegisteredUser, now: Date) {
    if (!(await this.underMailCap(tx, ctx, user.email, now))) return;
    const hours = this.deps.config.REGISTRATION_CONFIRM_HOURS;
    const code = await issueToken(tx, {
      userId: user.userId,
      purpose: 'registration_confirm',
      minutes: hours * 60,
      now,
    });
    const query = new URLSearchParams({ e_mail: user.email, reg_control_code: code });
    const mail = registrationConfirmMail({
      brand: mailBrandOf(ctx.brand, ctx.origin),
      firstName: user.firstName,
      confirmUrl: `${ctx.origin}${REGISTRATION_PATHS.confirm}?${query.toString()}`,
      validHours: hours,
    });
    await enqueueMail(tx, this.deps, {
      brandId: ctx.brand.brandId,
      kind: REGISTRATION_CONFIRM_KIND,
      to: user.email,
      ...mail,
    });
  }

  private async sendExists(tx: Db, ctx: BrandContext, user: repo.RegisteredUser, now: Date) {
    if (!(await this.underMailCap(tx, ctx, user.email, now))) return;
    const mail = registrationExistsMail({
      brand: mailBrandOf(ctx.brand, ctx.origin),
      firstName: user.firstName,
      loginUrl: `${ctx.origin}${REGISTRATION_PATHS.login}`,
      resetUrl: `${ctx.origin}${REGISTRATION_PATHS.resetRequest}`,
    });
    await enqueueMail(tx, this.deps, {
      brandId: ctx.brand.brandId,
      kind: REGISTRATION_EXISTS_KIND,
      to: user.email,
      ...mail,
    });
  }
}
