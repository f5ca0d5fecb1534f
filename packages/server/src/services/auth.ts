import { hash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginData } from '@ky-wallet/protocol';
import { defaultWalletCurrency, type Config } from '../config.js';
import { ApiError } from '../errors.js';
import type { DepositContext, SessionRecord, Store } from '../store/index.js';
import type { PasswordHasher } from './password.js';
import { retryAfter, type Limit, type RateLimitBackend } from './rate-limit.js';

/** Who a valid bearer token proves. */
export interface Session {
  tokenHash: string;
  accountId: number;
  name: string;
  alliance: string;
  role: string;
}

const TOKEN_BYTES = 32;
/** How long an address that logged in to an account is exempt from that account's account-wide limit. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** 32 bytes in unpadded base64url. Anything else is refused without a database lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  // crypto.hash: the one-shot form, less than half the cost of a Hash object (every request hashes its token).
  return hash('sha256', token, 'hex');
}

/** Which login limit refused an attempt (for metrics and logs). */
export type LoginThrottleScope = 'account_address' | 'address' | 'account';

/**
 * Logins, tokens and logout. Failed logins are throttled BEFORE any password is hashed, so a
 * guessing flood costs a counter lookup, not scrypt. Three limits, shared by every instance
 * (services/rate-limit.ts):
 *
 * - per account and address (KY_LOGIN_MAX_FAILURES in KY_LOGIN_WINDOW): someone guessing from one
 *   address is stopped, and the account's owner, from another address, is not held back by it;
 * - per address (KY_LOGIN_MAX_FAILURES_PER_ADDRESS): one address guessing across many accounts;
 * - per account (KY_LOGIN_MAX_FAILURES_PER_ACCOUNT in KY_LOGIN_ACCOUNT_WINDOW), slower: guessing
 *   spread over many addresses. Addresses that logged in to the account recently are exempt, so
 *   such an attack locks strangers out, not the owner.
 */
export class AuthService {
  constructor(
    private readonly store: Store,
    private readonly hasher: PasswordHasher,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly limits: RateLimitBackend,
    private readonly onThrottle: (scope: LoginThrottleScope) => void = () => undefined,
  ) {}

  async login(id: string, password: string, address: string): Promise<LoginData> {
    const alliance = this.config.alliance;
    // JSON arrays: unambiguous whatever the id holds, and no NUL (PostgreSQL text refuses it).
    const account = JSON.stringify([alliance, id]);
    const accountAndAddress = JSON.stringify([alliance, id, address]);
    const windowMs = this.config.loginWindowSeconds * 1000;
    const pair: Limit = { key: `login:pair:${accountAndAddress}`, max: this.config.loginMaxFailures, windowMs };
    const perAddress: Limit = {
      key: `login:address:${address}`,
      max: this.config.loginMaxFailuresPerAddress,
      windowMs,
    };
    const perAccount: Limit = {
      key: `login:account:${account}`,
      max: this.config.loginMaxFailuresPerAccount,
      windowMs: this.config.loginAccountWindowSeconds * 1000,
    };
    const trustedKey = `login:trusted:${accountAndAddress}`;

    const now = Date.now();
    const [pairNow, addressNow, accountNow, trustedNow] = await this.limits.peek(
      [pair.key, perAddress.key, perAccount.key, trustedKey],
      now,
    );
    const trusted = (trustedNow?.count ?? 0) > 0;
    const limits = trusted ? [pair, perAddress] : [pair, perAddress, perAccount];
    const counters = [pairNow, addressNow, accountNow].filter((counter) => counter !== undefined);
    this.refuseIfThrottled(limits, counters, now);

    // Count the attempt as a failure up front, atomically and on every instance at once, so a
    // burst of concurrent guesses cannot all slip past the limit while they are hashed.
    const hits = await Promise.all(limits.map((limit) => this.limits.hit(limit.key, limit.windowMs, now)));
    if (hits.some((hit, index) => hit.count > (limits[index]?.max ?? 0))) {
      this.refuseIfThrottled(
        limits,
        hits.map((hit) => ({ count: hit.count - 1, resetAt: hit.resetAt })),
        now,
      );
    }
    const takeBack = (keys: string[]) => Promise.all(keys.map((key) => this.limits.undo(key, Date.now())));

    let record;
    let ok: boolean;
    try {
      record = await this.store.findAccount(alliance, id);
      // Staff accounts (issue 9) sign in to the back office only, never with a player token.
      if (record && (record.role as string) !== 'player') record = undefined;
      ok = record
        ? await this.hasher.verify(password, record.password_hash)
        : await this.hasher.verifyDummy(password);
    } catch (error) {
      // Busy or broken is not a wrong password: take the attempt back.
      await takeBack(limits.map((limit) => limit.key)).catch(() => undefined);
      throw error;
    }
    if (!record || !ok) throw new ApiError('login_failed', 'wrong id or password');

    // The right password: this attempt was no failure, this address's slate with the account is
    // clean, and the address is exempt from the account-wide limit for a while.
    await Promise.all([
      this.limits.reset(pair.key),
      takeBack(limits.filter((limit) => limit !== pair).map((limit) => limit.key)),
      this.limits.hit(trustedKey, TRUSTED_ADDRESS_MS, Date.now()),
    ]);
    // Only someone who knows the password learns that the account is locked.
    if (record.state !== 'active') throw new ApiError('account_locked', 'this account is locked');

    if (this.hasher.needsRehash(record.password_hash)) void this.rehash(record.id, password);

    const wallet =
      (await this.store.getWallet(record.id)) ??
      (await this.store.ensureWallet(record.id, defaultWalletCurrency(this.config)));
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const issuedAt = Date.now();
    await this.store.createSession({
      tokenHash: hashToken(token),
      accountId: record.id,
      createdAt: issuedAt,
      expiresAt: issuedAt + this.config.tokenTtlSeconds * 1000,
    });
    return { name: record.name, token, alliance: record.alliance, currency: wallet.currency };
  }

  /** Throws 429 too_many_attempts when a limit is reached, naming the longest wait. */
  private refuseIfThrottled(limits: readonly Limit[], counters: readonly { count: number; resetAt: number }[], now: number): void {
    const wait = retryAfter(limits, counters, now);
    if (wait === 0) return;
    const index = limits.findIndex((limit, i) => (counters[i]?.count ?? 0) >= limit.max);
    const scope: LoginThrottleScope = index === 0 ? 'account_address' : index === 1 ? 'address' : 'account';
    this.onThrottle(scope);
    this.log.warn({ event: 'login_throttled', scope, retryAfter: wait }, 'login refused by throttle');
    throw new ApiError('too_many_attempts', 'too many failed logins; try again later', { retryAfter: wait });
  }

  /** The session a bearer token proves, or 401 unauthorized. */
  async verifyToken(token: string | undefined): Promise<Session> {
    const tokenHash = hashOfWellFormed(token);
    return sessionOf(tokenHash, await this.store.findSession(tokenHash));
  }

  /**
   * The same for a deposit, with what the deposit reads before it is queued (its wallet and its
   * Idempotency-Key's record) from the same query: one read instead of two on every deposit.
   */
  async verifyTokenForDeposit(token: string | undefined, idempotencyKey: string): Promise<{ session: Session; deposit: DepositContext }> {
    const tokenHash = hashOfWellFormed(token);
    const found = await this.store.findSessionForDeposit(tokenHash, idempotencyKey);
    return { session: sessionOf(tokenHash, found?.session), deposit: found?.deposit ?? {} };
  }

  /**
   * Revokes the token, and the player's game sessions with it: a game left open on a shared
   * computer takes no more bets (its open rounds still settle).
   */
  async logout(session: Session): Promise<void> {
    const now = Date.now();
    await this.store.revokeSession(session.tokenHash, now);
    await this.store.games.revokeSessions(session.accountId, now);
  }

  /** Forgets sessions that expired more than a day ago, and throttle windows that have ended. */
  async purge(now = Date.now()): Promise<void> {
    await this.store.purgeSessions(now - 86_400_000);
    await this.limits.purge(now);
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

/** The hash of a well-formed token; anything else is refused without a database lookup. */
function hashOfWellFormed(token: string | undefined): string {
  if (token === undefined || !TOKEN_PATTERN.test(token)) throw unauthorized();
  return hashToken(token);
}

/** Who a token's session record proves, or why it proves no one. */
function sessionOf(tokenHash: string, record: SessionRecord | undefined): Session {
  if (!record || record.revokedAt !== null || record.expiresAt <= Date.now()) throw unauthorized();
  if (record.state !== 'active') throw new ApiError('account_locked', 'this account is locked');
  return { tokenHash, accountId: record.accountId, name: record.name, alliance: record.alliance, role: record.role };
}

function unauthorized(): ApiError {
  return new ApiError('unauthorized', 'a valid bearer token is required');
}
