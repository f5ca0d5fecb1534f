import type { FastifyBaseLogger } from 'fastify';
import type { LoginData } from '@ky-wallet/protocol';
import { defaultWalletCurrency, type Config } from '../config.js';
import { ApiError } from '../errors.js';
import { sessionRefusal, type DepositContext, type SessionRecord, type SessionRefusal, type Store, type Wallet } from '../store/index.js';
import type { PasswordHasher } from './password.js';
import { LoginThrottle, type LoginThrottleScope } from './login-throttle.js';
import type { RateLimitBackend } from './rate-limit.js';
import { hashToken, isWellFormedToken, newToken } from './tokens.js';

export type { LoginThrottleScope } from './login-throttle.js';

/** Who a valid bearer token proves. */
export interface Session {
  tokenHash: string;
  accountId: number;
  name: string;
  alliance: string;
  role: string;
  /** When the login ends (epoch ms): what it launches (a game session) ends then at the latest. */
  expiresAt: number;
}

/** A player's wallet; one in the default currency on first use (players created before wallets). */
export async function playerWallet(store: Store, config: Config, accountId: number): Promise<Wallet> {
  return (await store.getWallet(accountId)) ?? (await store.ensureWallet(accountId, defaultWalletCurrency(config)));
}

/**
 * Opens a player session for `account` (after its password, or an automated log-in link): a fresh
 * token, stored only as its hash, and SPEC.md's login answer with the wallet's currency.
 */
export async function openPlayerSession(
  store: Store,
  config: Config,
  account: { id: number; name: string; alliance: string },
  /** A password sign-in's verified hash: the session is opened only while it is still the account's (and the account active). */
  passwordHash?: string,
): Promise<LoginData> {
  const wallet = await playerWallet(store, config, account.id);
  const token = newToken();
  const issuedAt = Date.now();
  const opened = await store.createSession({
    tokenHash: hashToken(token),
    accountId: account.id,
    createdAt: issuedAt,
    expiresAt: issuedAt + config.tokenTtlSeconds * 1000,
    passwordHash,
  });
  // Changed while this sign-in was checked: a new password, or the account locked.
  if (opened === 'password_changed') throw new ApiError('login_failed', 'wrong id or password');
  if (opened === 'locked') throw new ApiError('account_locked', 'this account is locked');
  return { name: account.name, token, alliance: account.alliance, currency: wallet.currency };
}

/** Logins (throttled: services/login-throttle.ts), tokens and logout. */
export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly store: Store,
    private readonly hasher: PasswordHasher,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly limits: RateLimitBackend,
    onThrottle: (scope: LoginThrottleScope) => void = () => undefined,
  ) {
    this.throttle = new LoginThrottle(limits, config, 'login', onThrottle);
  }

  async login(id: string, password: string, address: string): Promise<LoginData> {
    const attempt = await this.throttle.begin(JSON.stringify([this.config.alliance, id]), address);

    let record;
    let ok: boolean;
    try {
      record = await this.store.findAccount(this.config.alliance, id);
      // Staff accounts sign in to the back office only, never with a player token.
      if (record && (record.role as string) !== 'player') record = undefined;
      ok = record
        ? await this.hasher.verify(password, record.password_hash)
        : await this.hasher.verifyDummy(password);
    } catch (error) {
      // Busy or broken is not a wrong password: take the attempt back.
      await attempt.withdrawn().catch(() => undefined);
      throw error;
    }
    if (!record || !ok) throw new ApiError('login_failed', 'wrong id or password');
    await attempt.succeeded();
    // Only someone who knows the password learns that the account is locked.
    if (record.state !== 'active') throw new ApiError('account_locked', 'this account is locked');

    const data = await openPlayerSession(this.store, this.config, record, record.password_hash);
    if (this.hasher.needsRehash(record.password_hash)) void this.rehash(record.id, record.password_hash, password);
    return data;
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

  private async rehash(accountId: number, from: string, password: string): Promise<void> {
    try {
      await this.store.rehashPassword(accountId, from, await this.hasher.hash(password));
    } catch (error) {
      // Busy or failed: the old hash still works, the next login tries again.
      if (!(error instanceof ApiError)) this.log.warn({ err: error, accountId }, 'password re-hash failed');
    }
  }
}

/** The hash of a well-formed token; anything else is refused without a database lookup. */
function hashOfWellFormed(token: string | undefined): string {
  if (!isWellFormedToken(token)) throw unauthorized();
  return hashToken(token);
}

/** Who a token's session record proves, or why it proves no one (the rules a deposit's batch applies again). */
function sessionOf(tokenHash: string, record: SessionRecord | undefined): Session {
  if (!record) throw unauthorized();
  const refusal = sessionRefusal(record, record.accountId, Date.now());
  if (refusal) throw sessionRefused(refusal);
  return { tokenHash, accountId: record.accountId, name: record.name, alliance: record.alliance, role: record.role, expiresAt: record.expiresAt };
}

/** What a request whose session does not hold is answered: 401, or 403 for a locked account. */
export function sessionRefused(reason: SessionRefusal): ApiError {
  return reason === 'account_locked'
    ? new ApiError('account_locked', 'this account is locked')
    : new ApiError('unauthorized', 'a valid bearer token is required');
}

function unauthorized(): ApiError {
  return sessionRefused('unauthorized');
}
