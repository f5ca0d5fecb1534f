import type { Config } from '../config.js';
import { ApiError } from '../errors.js';
import { retryAfter, type Limit, type RateLimitBackend } from './rate-limit.js';

/** How long an address that logged in to an account is exempt from that account's account-wide limit. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** Which login limit refused an attempt (for metrics and logs). */
export type LoginThrottleScope = 'account_address' | 'address' | 'account';

/** One login attempt, already counted as a failure: settle it once its password was checked. */
export interface LoginAttempt {
  /** The right password: the address's slate with the account is clean, and it is trusted for a while. */
  succeeded(): Promise<void>;
  /** No verdict on the password (busy, broken, or the password was right but a code is missing): not a failure. */
  withdrawn(): Promise<void>;
}

/**
 * Failed logins, throttled BEFORE any password is hashed, so a guessing flood costs a counter
 * lookup, not scrypt. Three limits, shared by every instance (services/rate-limit.ts):
 *
 * - per account and address (KY_LOGIN_MAX_FAILURES in KY_LOGIN_WINDOW): someone guessing from one
 *   address is stopped, and the account's owner, from another address, is not held back by it;
 * - per address (KY_LOGIN_MAX_FAILURES_PER_ADDRESS): one address guessing across many accounts;
 * - per account (KY_LOGIN_MAX_FAILURES_PER_ACCOUNT in KY_LOGIN_ACCOUNT_WINDOW), slower: guessing
 *   spread over many addresses. Addresses that logged in to the account recently are exempt, so
 *   such an attack locks strangers out, not the owner.
 *
 * And sign-ins per account per minute, right or wrong (KY_LOGIN_MAX_PER_ACCOUNT_MINUTE), never
 * taken back: each costs a password hash, and a known password (the demo player's) must not keep
 * the hash queue full so that no one else signs in.
 *
 * Players and staff each have their own (`scope` keeps their counters apart).
 */
export class LoginThrottle {
  constructor(
    private readonly limits: RateLimitBackend,
    private readonly config: Config,
    private readonly scope: 'login' | 'staff',
    private readonly onThrottle: (scope: LoginThrottleScope) => void = () => undefined,
  ) {}

  /**
   * Refuses with 429 too_many_attempts when a limit is reached; otherwise counts the attempt as a
   * failure up front, atomically and on every instance at once, so a burst of concurrent guesses
   * cannot all slip past the limit while they are hashed. `account` names the account unambiguously.
   */
  async begin(account: string, address: string): Promise<LoginAttempt> {
    // JSON arrays: unambiguous whatever the names hold, and no NUL (PostgreSQL text refuses it).
    const accountAndAddress = JSON.stringify([account, address]);
    const windowMs = this.config.loginWindowSeconds * 1000;
    const pair: Limit = { key: `${this.scope}:pair:${accountAndAddress}`, max: this.config.loginMaxFailures, windowMs };
    const perAddress: Limit = {
      key: `${this.scope}:address:${address}`,
      max: this.config.loginMaxFailuresPerAddress,
      windowMs,
    };
    const perAccount: Limit = {
      key: `${this.scope}:account:${account}`,
      max: this.config.loginMaxFailuresPerAccount,
      windowMs: this.config.loginAccountWindowSeconds * 1000,
    };
    const attempts: Limit = { key: `${this.scope}:attempts:${account}`, max: this.config.loginMaxPerAccountMinute, windowMs: 60_000 };
    const trustedKey = `${this.scope}:trusted:${accountAndAddress}`;

    const now = Date.now();
    const [pairNow, addressNow, accountNow, attemptsNow, trustedNow] = await this.limits.peek(
      [pair.key, perAddress.key, perAccount.key, attempts.key, trustedKey],
      now,
    );
    const trusted = (trustedNow?.count ?? 0) > 0;
    const limits = trusted ? [pair, perAddress, attempts] : [pair, perAddress, attempts, perAccount];
    const counters = (trusted ? [pairNow, addressNow, attemptsNow] : [pairNow, addressNow, attemptsNow, accountNow]).map(
      (counter) => counter ?? { count: 0, resetAt: now },
    );
    this.refuseIfThrottled(limits, counters, now);

    const hits = await Promise.all(limits.map((limit) => this.limits.hit(limit.key, limit.windowMs, now)));
    if (hits.some((hit, index) => hit.count > (limits[index]?.max ?? 0))) {
      this.refuseIfThrottled(
        limits,
        hits.map((hit) => ({ count: hit.count - 1, resetAt: hit.resetAt })),
        now,
      );
    }
    const takeBack = (keys: string[]) => Promise.all(keys.map((key) => this.limits.undo(key, Date.now())));
    return {
      succeeded: async () => {
        await Promise.all([
          this.limits.reset(pair.key),
          takeBack(limits.filter((limit) => limit !== pair && limit !== attempts).map((limit) => limit.key)),
          this.limits.hit(trustedKey, TRUSTED_ADDRESS_MS, Date.now()),
        ]);
      },
      withdrawn: async () => {
        await takeBack(limits.filter((limit) => limit !== attempts).map((limit) => limit.key));
      },
    };
  }

  /** Throws 429 too_many_attempts when a limit is reached, naming the longest wait. */
  private refuseIfThrottled(limits: readonly Limit[], counters: readonly { count: number; resetAt: number }[], now: number): void {
    const wait = retryAfter(limits, counters, now);
    if (wait === 0) return;
    const index = limits.findIndex((limit, i) => (counters[i]?.count ?? 0) >= limit.max);
    const scope: LoginThrottleScope = index === 0 ? 'account_address' : index === 1 ? 'address' : 'account';
    this.onThrottle(scope);
    const event = this.scope === 'staff' ? 'staff_login_throttled' : 'login_throttled';
    throw new ApiError('too_many_attempts', 'too many logins; try again later', {
      retryAfter: wait,
      warn: { details: { event, scope, retryAfter: wait }, message: 'login refused by throttle' },
    });
  }
}
