import { AUTH_MESSAGES } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config/env';
import { AppError, refusal } from '../../http/app-error';
import { findUserByLogin, withLegals, type ShopperRow } from '../users';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';
import { verifyPassword } from './password';
import { retryDelayMs, waitInItalian } from './throttle';
import * as repo from './repo';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface SessionContext {
  sessionHash: string;
  user: ShopperRow;
  remember: boolean;
  expiresAt: Date;
}

export interface LoginInput {
  brandId: string;
  login: string;
  password: string;
  remember: boolean;
  ip: string;
  userAgent: string | undefined;
  /** The session the request came with, ended here so a login always rotates it. */
  previousToken: string | undefined;
  /** The device cookie a successful login set on this browser before, if any. */
  deviceToken: string | undefined;
}

export interface LoginResult {
  token: string;
  user: ShopperRow;
  expiresAt: Date;
  /** The device cookie to keep (or set) on this browser. */
  deviceToken: string;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  private lifetimeMs(remember: boolean): number {
    return remember
      ? this.config.SESSION_REMEMBER_DAYS * DAY
      : this.config.SESSION_IDLE_MINUTES * MINUTE;
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const login = input.login.trim().toLowerCase();
    if (!login) throw refusal('auth.login_required', AUTH_MESSAGES.emailRequired, 'login');
    if (!input.password)
      throw refusal('auth.password_required', AUTH_MESSAGES.passwordRequired, 'password');

    const now = new Date();
    const windowMs = this.config.LOGIN_WINDOW_MINUTES * MINUTE;
    const since = new Date(now.getTime() - windowMs);
    const brandId = input.brandId;
    const presented =
      input.deviceToken && isWellFormedToken(input.deviceToken)
        ? { token: input.deviceToken, hash: hashSessionToken(input.deviceToken) }
        : undefined;
    const deviceAccounts = presented
      ? await repo.accountsOfDevice(this.db, brandId, presented.hash, this.deviceSince(now))
      : [];
    const knownDevice = presented && deviceAccounts.includes(login) ? presented : undefined;

    // Failures count per account and address (OWASP), never per account
    // alone: a guesser elsewhere cannot lock the owner out of a new device. A
    // known device answers only for its own failures, whatever its address.
    const accountBucket: repo.FailureBucket = knownDevice
      ? { by: 'device', brandId, accountKey: login, deviceHash: knownDevice.hash }
      : { by: 'account', brandId, accountKey: login, ip: input.ip };
    const throttles: [repo.FailureBucket, number][] = [
      [accountBucket, this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
    ];
    if (!knownDevice)
      throttles.push([{ by: 'address', ip: input.ip }, this.config.LOGIN_MAX_FAILURES_PER_ADDRESS]);
    for (const [bucket, free] of throttles) {
      const failures = await repo.failuresOf(this.db, bucket, since);
      const wait = retryDelayMs(failures, free, windowMs, now);
      if (wait > 0)
        throw new AppError(
          'too_many',
          'auth.too_many_attempts',
          AUTH_MESSAGES.tooManyAttempts(waitInItalian(wait)),
        );
    }

    const user = await findUserByLogin(this.db, brandId, login);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await repo.recordFailure(this.db, {
        brandId,
        accountKey: login,
        ip: input.ip,
        deviceHash: knownDevice?.hash ?? null,
        failedAt: now,
      });
      throw refusal('auth.invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }

    await repo.clearFailures(this.db, accountBucket, since);
    // Only after the right password: nobody else learns the account is waiting for confirmation.
    if (user.emailConfirmedAt === null)
      throw refusal('auth.email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed, 'login');
    // A device already known to the brand keeps its cookie; any other gets a fresh one.
    const deviceToken = deviceAccounts.length && presented ? presented.token : newSessionToken();
    await repo.rememberDevice(this.db, {
      deviceHash: hashSessionToken(deviceToken),
      brandId,
      accountKey: login,
      lastUsedAt: now,
    });
    if (input.previousToken && isWellFormedToken(input.previousToken)) {
      await repo.deleteSession(this.db, hashSessionToken(input.previousToken));
    }
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + this.lifetimeMs(input.remember));
    await repo.insertSession(this.db, {
      sessionHash: hashSessionToken(token),
      userId: user.userId,
      brandId,
      remember: input.remember,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    });
    return { token, user: await withLegals(this.db, user), expiresAt, deviceToken };
  }

  /**
   * A session for an account another system vouched for (SAML single sign-on,
   * issue 16): no password is checked here, and the request's old session ends
   * so a sign-in always rotates the token.
   */
  async startSession(input: {
    brandId: string;
    userId: number;
    userAgent: string | undefined;
    previousToken: string | undefined;
  }): Promise<{ token: string; expiresAt: Date }> {
    if (input.previousToken && isWellFormedToken(input.previousToken))
      await repo.deleteSession(this.db, hashSessionToken(input.previousToken));
    const now = new Date();
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + this.lifetimeMs(false));
    await repo.insertSession(this.db, {
      sessionHash: hashSessionToken(token),
      userId: input.userId,
      brandId: input.brandId,
      remember: false,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    });
    return { token, expiresAt };
  }

  private deviceSince(now: Date): Date {
    return new Date(now.getTime() - this.config.LOGIN_DEVICE_DAYS * DAY);
  }

  async logout(token: string | undefined): Promise<void> {
    if (token && isWellFormedToken(token))
      await repo.deleteSession(this.db, hashSessionToken(token));
  }

  /**
   * The live session behind a token, or null when the token is unknown, expired,
   * of another brand or paired with another account.
   */
  async resolve(
    brandId: string,
    token: string,
    account: string | undefined,
  ): Promise<SessionContext | null> {
    if (!isWellFormedToken(token)) return null;
    const sessionHash = hashSessionToken(token);
    const now = new Date();
    const found = await repo.findLiveSession(this.db, brandId, sessionHash, now);
    if (!found) return null;
    const { session, user } = found;
    if (account && account !== String(session.userId)) return null;
    let expiresAt = session.expiresAt;
    if (!session.remember && now.getTime() - session.lastSeenAt.getTime() >= this.touchEveryMs()) {
      expiresAt = new Date(now.getTime() + this.lifetimeMs(false));
      await repo.touchSession(this.db, sessionHash, now, expiresAt);
    }
    return { sessionHash, user, remember: session.remember, expiresAt };
  }

  /**
   * Each request moves the idle deadline, but it is written at most once a
   * minute to spare the database, and at least twice per idle lifetime so a
   * session in use never reaches its deadline between two writes.
   */
  private touchEveryMs(): number {
    return Math.min(MINUTE, this.lifetimeMs(false) / 2);
  }

  async pruneExpired(): Promise<void> {
    const now = new Date();
    await repo.deleteExpiredSessions(this.db, now);
    await repo.forgetDevicesUnusedSince(this.db, this.deviceSince(now));
  }
}
