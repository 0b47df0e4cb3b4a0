import { LOGIN_MESSAGES } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config/env';
import { AppError, refusal } from '../../http/app-error';
import { findUserByLogin, type UserRow } from '../users';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';
import { verifyPassword } from './password';
import * as repo from './repo';

export const AUTH_MESSAGES = {
  ...LOGIN_MESSAGES,
  invalidCredentials: 'E-mail o password non corretti.',
  tooManyAttempts: (minutes: number) =>
    `Troppi tentativi di accesso non riusciti. Riprova tra ${minutes} minuti.`,
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = MINUTE;

export interface SessionContext {
  sessionHash: string;
  user: UserRow;
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

  async login(input: LoginInput): Promise<{ token: string; user: UserRow; expiresAt: Date }> {
    const login = input.login.trim().toLowerCase();
    if (!login) throw refusal('auth.login_required', AUTH_MESSAGES.emailRequired, 'login');
    if (!input.password)
      throw refusal('auth.password_required', AUTH_MESSAGES.passwordRequired, 'password');

    const windowMinutes = this.config.LOGIN_WINDOW_MINUTES;
    const since = new Date(Date.now() - windowMinutes * MINUTE);
    const failures = await repo.countFailures(this.db, input.brandId, login, input.ip, since);
    if (
      failures.account >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      failures.address >= this.config.LOGIN_MAX_FAILURES_PER_ADDRESS
    ) {
      throw new AppError(
        'too_many',
        'auth.too_many_attempts',
        AUTH_MESSAGES.tooManyAttempts(windowMinutes),
      );
    }

    const user = await findUserByLogin(this.db, input.brandId, login);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await repo.recordFailure(this.db, input.brandId, login, input.ip);
      throw refusal('auth.invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }

    await repo.clearFailures(this.db, input.brandId, login, since);
    if (input.previousToken && isWellFormedToken(input.previousToken)) {
      await repo.deleteSession(this.db, hashSessionToken(input.previousToken));
    }
    const token = newSessionToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.lifetimeMs(input.remember));
    await repo.insertSession(this.db, {
      sessionHash: hashSessionToken(token),
      userId: user.userId,
      brandId: input.brandId,
      remember: input.remember,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    });
    return { token, user, expiresAt };
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
    if (!session.remember && now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      expiresAt = new Date(now.getTime() + this.lifetimeMs(false));
      await repo.touchSession(this.db, sessionHash, now, expiresAt);
    }
    return { sessionHash, user, remember: session.remember, expiresAt };
  }

  async pruneExpired(): Promise<void> {
    await repo.deleteExpiredSessions(this.db, new Date());
  }
}
