import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginData } from '@ky-wallet/protocol';
import { defaultWalletCurrency, type Config } from '../config.js';
import { ApiError } from '../errors.js';
import type { Store } from '../store/index.js';
import type { PasswordHasher } from './password.js';
import { SlidingWindow } from './throttle.js';

/** Who a valid bearer token proves. */
export interface Session {
  tokenHash: string;
  accountId: number;
  name: string;
  alliance: string;
  role: string;
}

const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url. Anything else is refused without a database lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Logins, tokens and logout. Failed logins are throttled per account and per client address
 * BEFORE any password is hashed, so a guessing flood costs us a map lookup, not scrypt.
 */
export class AuthService {
  private readonly accountFailures: SlidingWindow;
  private readonly addressFailures: SlidingWindow;

  constructor(
    private readonly store: Store,
    private readonly hasher: PasswordHasher,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    const windowMs = config.loginWindowSeconds * 1000;
    this.accountFailures = new SlidingWindow(config.loginMaxFailures, windowMs);
    this.addressFailures = new SlidingWindow(config.loginMaxFailuresPerAddress, windowMs);
  }

  async login(id: string, password: string, address: string): Promise<LoginData> {
    const alliance = this.config.alliance;
    const accountKey = `${alliance}\u0000${id}`;
    const wait = Math.max(this.accountFailures.retryAfter(accountKey), this.addressFailures.retryAfter(address));
    if (wait > 0) {
      this.log.warn({ event: 'login_throttled', retryAfter: wait }, 'login refused by throttle');
      throw new ApiError('too_many_attempts', 'too many failed logins; try again later', { retryAfter: wait });
    }
    // Count the attempt as a failure up front (check and count happen in one synchronous step),
    // so a burst of concurrent guesses cannot all slip past the limit while they are hashed.
    const accountHit = this.accountFailures.hit(accountKey);
    const addressHit = this.addressFailures.hit(address);

    let account;
    let ok: boolean;
    try {
      account = await this.store.findAccount(alliance, id);
      // Staff accounts (issue 9) sign in to the back office only, never with a player token.
      if (account && (account.role as string) !== 'player') account = undefined;
      ok = account
        ? await this.hasher.verify(password, account.password_hash)
        : await this.hasher.verifyDummy(password);
    } catch (error) {
      // Busy or broken is not a wrong password: take the attempt back.
      this.accountFailures.forget(accountKey, accountHit);
      this.addressFailures.forget(address, addressHit);
      throw error;
    }
    if (!account || !ok) throw new ApiError('login_failed', 'wrong id or password');

    // The right password: this attempt was no failure, and the account's slate is clean.
    this.accountFailures.reset(accountKey);
    this.addressFailures.forget(address, addressHit);
    // Only someone who knows the password learns that the account is locked.
    if (account.state !== 'active') throw new ApiError('account_locked', 'this account is locked');

    if (this.hasher.needsRehash(account.password_hash)) void this.rehash(account.id, password);

    const wallet =
      (await this.store.getWallet(account.id)) ??
      (await this.store.ensureWallet(account.id, defaultWalletCurrency(this.config)));
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = Date.now();
    await this.store.createSession({
      tokenHash: hashToken(token),
      accountId: account.id,
      createdAt: now,
      expiresAt: now + this.config.tokenTtlSeconds * 1000,
    });
    return { name: account.name, token, alliance: account.alliance, currency: wallet.currency };
  }

  /** The session a bearer token proves, or 401 unauthorized. */
  async verifyToken(token: string | undefined): Promise<Session> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) throw unauthorized();
    const tokenHash = hashToken(token);
    const record = await this.store.findSession(tokenHash);
    if (!record || record.revokedAt !== null || record.expiresAt <= Date.now()) throw unauthorized();
    if (record.state !== 'active') throw new ApiError('account_locked', 'this account is locked');
    return {
      tokenHash,
      accountId: record.accountId,
      name: record.name,
      alliance: record.alliance,
      role: record.role,
    };
  }

  async logout(session: Session): Promise<void> {
    await this.store.revokeSession(session.tokenHash, Date.now());
  }

  /** Forgets sessions that expired more than a day ago, and idle throttle counters. */
  async purge(now = Date.now()): Promise<void> {
    await this.store.purgeSessions(now - 86_400_000);
    this.accountFailures.prune();
    this.addressFailures.prune();
  }

  private async rehash(accountId: number, password: string): Promise<void> {
    try {
      await this.store.setPasswordHash(accountId, await this.hasher.hash(password));
    } catch (error) {
      // Busy or failed: the old hash still works, the next login tries again.
      if (!(error instanceof ApiError)) this.log.warn({ err: error, accountId }, 'password re-hash failed');
    }
  }
}

function unauthorized(): ApiError {
  return new ApiError('unauthorized', 'a valid bearer token is required');
}
