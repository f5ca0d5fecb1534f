import { hash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import {
  BalanceDataSchema,
  checkAmount,
  fromMinorUnits,
  isCurrencyCode,
  timeOrderedUuid,
  type BalanceData,
  type CreatePlayerData,
  type CurrencyCode,
  type GameUrlData,
  type HistoryData,
  type HistoryRow,
  type RoundData,
  type RoundRow,
  type BalanceRuleSchema,
  type DepositRuleSchema,
  type GameUrlRuleSchema,
  type HistoryRuleSchema,
  type PlayerRuleSchema,
  type RoundRuleSchema,
} from '@ky-wallet/protocol';
import { depositBoundsMinor, type Config } from '../config.js';
import { ApiError } from '../errors.js';
import {
  isUniqueViolation,
  type CreditItem,
  type CreditResult,
  type DepositContext,
  type GameRound,
  type IdempotencyRecord,
  type Store,
  type Wallet,
} from '../store/index.js';
import { isBalanceOverflow } from '../store/credit-plan.js';
import { storedDepositResult, type DepositResult } from '../store/store.js';
import { playerWallet, sessionRefused, type Session } from './auth.js';
import { hashToken } from './tokens.js';
import { GroupCommit, type GroupCommitObserver } from './group-commit.js';
import type { PaymentAdapter } from './payment.js';

// Each call's rule as the protocol's schema parsed it (defaults filled in, currency lowercased).
type PlayerRule = v.InferOutput<typeof PlayerRuleSchema>;
type BalanceRule = v.InferOutput<typeof BalanceRuleSchema>;
type DepositRule = v.InferOutput<typeof DepositRuleSchema>;
type HistoryRule = v.InferOutput<typeof HistoryRuleSchema>;
type RoundRule = v.InferOutput<typeof RoundRuleSchema>;
type GameUrlRule = v.InferOutput<typeof GameUrlRuleSchema>;

/** A deposit's answer. A replay's data is made from the stored result as the first's was, so the two are equal. */
export interface DepositOutcome {
  data: BalanceData;
  /** True when this answer is the stored result of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * The prefix of the keys the server gives deposits that came without one. Client keys are
 * printable ASCII, so a key with the middle dot can never be a client's.
 */
export const SERVER_KEY_PREFIX = 'server\u00b7';

/** Idempotency keys are kept at least this long. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * The wallet's rules: who may see and move which money, amount checks, idempotent deposits and
 * group commit. Money is integer minor units from here down; major units exist only at the edge.
 */
export class WalletService {
  private readonly committer: GroupCommit<CreditItem, CreditResult>;
  /** `${accountId}\0${key}` of deposits under way in this process. */
  private readonly inFlight = new Set<string>();
  private readonly bounds = new Map<CurrencyCode, { min: number; max: number }>();

  constructor(
    private readonly store: Store,
    private readonly config: Config,
    private readonly payments: PaymentAdapter,
    observer: GroupCommitObserver = {},
  ) {
    this.committer = new GroupCommit((items) => this.store.creditDeposits(items), 500, observer);
    for (const currency of config.currencies) this.bounds.set(currency, depositBoundsMinor(config, currency));
  }

  get batchStats(): Readonly<GroupCommit<CreditItem, unknown>['stats']> {
    return this.committer.stats;
  }

  async balance(session: Session, rule: BalanceRule): Promise<BalanceData> {
    checkOwner(session, rule);
    const wallet = await this.walletOf(session);
    const currency = walletCurrency(wallet);
    if (rule.currency !== undefined) this.checkRequestedCurrency(rule.currency, currency);
    return { balance: fromMinorUnits(wallet.balance, currency) };
  }

  /** Ensures the token's player has a wallet. Idempotent. */
  async createPlayer(session: Session, rule: PlayerRule): Promise<CreatePlayerData> {
    checkOwner(session, rule);
    await this.walletOf(session);
    return { player: session.name, alliance: session.alliance };
  }

  /**
   * `prefetched`: the deposit context of `idempotencyKey`, when the route read it with the token
   * (AuthService.verifyTokenForDeposit); read here otherwise. It may be stale by the time the
   * deposit is queued: the batch looks the key up again under its lock, and that lookup decides.
   */
  async deposit(
    session: Session,
    rule: DepositRule,
    idempotencyKey: string | undefined,
    prefetched?: DepositContext,
  ): Promise<DepositOutcome> {
    checkOwner(session, rule);
    if (idempotencyKey === undefined) {
      // No key from the client: the server gives the deposit one before it is queued, stored with
      // it like any key. If a batch's COMMIT reports an error after all (the connection dropped
      // while it succeeded) and the batch is retried item by item, the retry finds this key
      // stored and answers from it: a deposit is never credited twice, key or no key.
      const wallet = await this.walletOf(session);
      const { currency, amount } = this.checkDeposit(rule, walletCurrency(wallet));
      const key = `${SERVER_KEY_PREFIX}${timeOrderedUuid()}`;
      const outcome = await this.credit(session, currency, amount, { key, requestHash: depositHash(rule, wallet) });
      return { ...outcome, replayed: false };
    }

    const flightKey = `${session.accountId}\u0000${idempotencyKey}`;
    if (this.inFlight.has(flightKey)) {
      throw new ApiError('idempotency_in_flight', 'a request with this Idempotency-Key is still being processed');
    }
    this.inFlight.add(flightKey);
    try {
      // The wallet and the key's stored record, in one query.
      const context = prefetched ?? (await this.store.depositContext(session.accountId, idempotencyKey));
      const wallet = context.wallet ?? (await this.walletOf(session));
      const requestHash = depositHash(rule, wallet);
      // A stored result is answered before the checks run again, so a replay gets the first
      // answer even if the deposit bounds or accepted currencies have changed since.
      if (context.stored) return replay(context.stored, requestHash);
      const { currency, amount } = this.checkDeposit(rule, walletCurrency(wallet));
      try {
        return await this.credit(session, currency, amount, { key: idempotencyKey, requestHash });
      } catch (error) {
        // Another instance committed the same key first (several servers on one PostgreSQL).
        if (isUniqueViolation(error)) {
          const winner = await this.store.findIdempotencyKey(session.accountId, idempotencyKey);
          if (winner) return replay(winner, requestHash);
        }
        throw error;
      }
    } finally {
      this.inFlight.delete(flightKey);
    }
  }


  async history(session: Session, rule: HistoryRule): Promise<HistoryData> {
    checkOwner(session, rule);
    const { page, pageSize } = rule;
    const filter = { game: rule.game, from: instant(rule.from, 'start'), to: instant(rule.to, 'end') };
    const total = await this.store.games.countHistory(session.accountId, filter);
    const offset = (page - 1) * pageSize;
    const entries = offset < total ? await this.store.games.history(session.accountId, filter, pageSize, offset) : [];
    const wallet = await this.walletOf(session);
    const current = toMajor(wallet.balance, wallet.currency);
    return {
      rows: entries.map((entry): HistoryRow =>
        entry.kind === 'deposit'
          ? {
              kind: 'deposit',
              transaction_id: String(entry.row.id),
              amount: toMajor(entry.row.amount, entry.row.currency),
              balance: toMajor(entry.row.balance_after, entry.row.currency),
              balance_current: current,
              currency: entry.row.currency,
              state: 'completed',
              time: new Date(Number(entry.row.created_at)).toISOString(),
            }
          : roundRow(entry.row, current),
      ),
      total,
      page,
      pageSize,
    };
  }

  /** One round of the token's player with every movement and what the game server kept of it. */
  async round(session: Session, rule: RoundRule): Promise<RoundData> {
    checkOwner(session, rule);
    const round = await this.store.games.findRound(session.accountId, rule.game, rule.round);
    if (!round) throw new ApiError('not_found', 'no such round for this player');
    const [movements, wallet] = await Promise.all([
      this.store.games.roundMovements(session.accountId, rule.game, rule.round),
      this.walletOf(session),
    ]);
    return {
      round: roundRow(round, toMajor(wallet.balance, wallet.currency)),
      transactions: movements.map((row) => ({
        transaction_id: row.external_id ?? String(row.id),
        kind: row.kind === 'deposit' ? 'bet' : row.kind,
        amount: toMajor(row.amount, row.currency),
        balance: toMajor(row.balance_after, row.currency),
        time: new Date(Number(row.created_at)).toISOString(),
        meta: parseMeta(row.meta),
      })),
    };
  }

  /**
   * A single-use, short-lived launch of a game for the token's player in their wallet's currency
   * (SPEC.md section 7's getGameUrl). The game server redeems the code once for a game session.
   */
  async gameUrl(session: Session, rule: GameUrlRule): Promise<GameUrlData> {
    checkOwner(session, rule);
    if (!this.config.games.includes(rule.game)) {
      throw new ApiError('unknown_game', `${rule.game} cannot be launched here`);
    }
    const wallet = await this.walletOf(session);
    const currency = walletCurrency(wallet);
    if (rule.currency !== undefined) this.checkRequestedCurrency(rule.currency, currency);
    const code = randomBytes(24).toString('base64url');
    const now = Date.now();
    // Neither the code nor the game session it opens outlives the login that asked for it.
    const expiresAt = Math.min(now + this.config.gameLaunchTtlSeconds * 1000, session.expiresAt);
    await this.store.games.createLaunch({
      codeHash: hashToken(code),
      accountId: session.accountId,
      game: rule.game,
      currency,
      now,
      expiresAt,
      loginExpiresAt: session.expiresAt,
    });
    const url = this.config.gameUrl
      .replaceAll('{game}', encodeURIComponent(rule.game))
      .replaceAll('{code}', encodeURIComponent(code));
    return { url, expires_at: expiresAt };
  }

  /** Forgets idempotency keys older than the retention, and expired launch codes and game sessions. */
  async purge(now = Date.now()): Promise<number> {
    const keys = await this.store.purgeIdempotencyKeys(now - IDEMPOTENCY_RETENTION_MS);
    return keys + (await this.store.games.purge(now));
  }

  /** Waits for queued deposits to commit (graceful shutdown). */
  async drain(): Promise<void> {
    await this.committer.drain();
  }

  private async credit(
    session: Session,
    currency: CurrencyCode,
    amount: number,
    idempotency: { key: string; requestHash: string },
  ): Promise<DepositOutcome> {
    const payment = await this.payments.collect({
      accountId: session.accountId,
      currency,
      amount,
      idempotencyKey: idempotency.key.startsWith(SERVER_KEY_PREFIX) ? null : idempotency.key,
    });
    const result = await this.committer
      .submit({ accountId: session.accountId, currency, amount, paymentRef: payment.reference, idempotency, tokenHash: session.tokenHash })
      .catch((error: unknown) => {
        // Bad input, not a failure of ours: the batch rolled back and this item alone was refused.
        if (isBalanceOverflow(error)) throw new ApiError('amount_too_large', 'the balance would exceed the largest a wallet holds');
        throw error;
      });
    if (result.status === 'credited') return { data: depositAnswer({ balanceAfter: result.balanceAfter, currency }), replayed: false };
    // The session ended (logout, a lock, a new password) while the deposit waited for its payment
    // or its wallet: refused as the token would be now, and no money moved.
    if (result.status === 'refused') throw sessionRefused(result.reason);
    // The key was stored already: by another instance that won the race, or by this very deposit
    // in a batch whose COMMIT reported an error although it succeeded. Either way the stored
    // answer is the answer, and no money moved a second time.
    const stored = await this.store.findIdempotencyKey(session.accountId, idempotency.key);
    if (!stored) throw new Error(`idempotency key of account ${session.accountId} reported stored but not found`);
    return replay(stored, idempotency.requestHash);
  }

  private async walletOf(session: Session): Promise<Wallet> {
    return playerWallet(this.store, this.config, session.accountId);
  }

  private checkRequestedCurrency(requested: string, actual: CurrencyCode): void {
    if (!isCurrencyCode(requested) || !this.config.currencies.includes(requested)) {
      throw new ApiError('unsupported_currency', `this server does not accept the currency ${JSON.stringify(requested)}`);
    }
    if (requested !== actual) {
      throw new ApiError('currency_mismatch', `the wallet holds ${actual}, not ${requested}`);
    }
  }

  /** The currency and minor-unit amount of a valid deposit, or the ApiError that refuses it. */
  private checkDeposit(
    rule: DepositRule,
    currency: CurrencyCode,
  ): { currency: CurrencyCode; amount: number } {
    if (rule.currency !== undefined) this.checkRequestedCurrency(rule.currency, currency);
    if (!this.config.currencies.includes(currency)) {
      throw new ApiError('unsupported_currency', `this server does not accept deposits in ${currency}`);
    }
    return { currency, amount: this.amountInMinorUnits(rule.amount, currency) };
  }

  private amountInMinorUnits(amount: number, currency: CurrencyCode): number {
    const bounds = this.bounds.get(currency) ?? depositBoundsMinor(this.config, currency);
    // The protocol's rule, the same the widget checks before sending.
    const check = checkAmount(amount, currency, bounds);
    if (check.ok) return check.minor;
    if (check.code === 'amount_too_small') {
      throw new ApiError(check.code, `the smallest deposit is ${check.min} ${currency}`);
    }
    if (check.code === 'amount_too_large') throw new ApiError(check.code, `the largest deposit is ${check.max} ${currency}`);
    if (check.reason === 'too_precise') {
      throw new ApiError(check.code, `amount may have at most ${check.decimals} decimals in ${currency}`);
    }
    throw new ApiError(check.code, 'amount must be a positive number');
  }
}

/** Refuses a rule that names a player or alliance other than the token's own (403 forbidden). */
export function checkOwner(session: Session, rule: PlayerRule): void {
  if (rule.player !== undefined && rule.player !== session.name) {
    throw new ApiError('forbidden', 'the token does not belong to this player');
  }
  if (rule.alliance !== undefined && rule.alliance !== session.alliance) {
    throw new ApiError('forbidden', 'the token does not belong to this alliance');
  }
}

function replay(stored: IdempotencyRecord, requestHash: string): DepositOutcome {
  if (stored.request_hash !== requestHash) {
    throw new ApiError('idempotency_conflict', 'this Idempotency-Key was used with another request');
  }
  const result = storedDepositResult(stored);
  // A record written before records kept data holds the answer's data as it was sent.
  return { data: 'answer' in result ? v.parse(BalanceDataSchema, result.answer) : depositAnswer(result), replayed: true };
}

/**
 * What the request means, not how it was spelled: the same amount into the same wallet is the
 * same request whether or not it named the player, alliance or (its own) currency.
 */
function depositHash(rule: DepositRule, wallet: Wallet): string {
  return sha256(JSON.stringify({ type: 'deposit', currency: rule.currency ?? wallet.currency, amount: rule.amount }));
}

/** What a deposit answers: the balance right after it, in major units. */
function depositAnswer(result: DepositResult): BalanceData {
  return { balance: toMajor(result.balanceAfter, result.currency) };
}

function walletCurrency(wallet: Wallet): CurrencyCode {
  if (!isCurrencyCode(wallet.currency)) throw new Error(`wallet ${wallet.account_id} holds unknown currency ${wallet.currency}`);
  return wallet.currency;
}

function toMajor(minor: number, currency: string): number {
  return isCurrencyCode(currency) ? fromMinorUnits(minor, currency) : minor;
}

/** A history row of a round: every field of SPEC.md section 3, money in major units. */
function roundRow(round: GameRound, balanceCurrent: number): RoundRow {
  const major = (minor: number | string) => toMajor(Number(minor), round.currency);
  const wager = Number(round.total_bet) - Number(round.total_refund);
  return {
    kind: 'round',
    transaction_id: round.first_transaction,
    parentround: round.parent_round,
    round: round.round,
    game: round.game,
    bet: major(round.first_bet),
    wager: major(wager),
    win: major(round.last_win),
    payout: wager > 0 ? Math.round((Number(round.total_win) / wager) * 10_000) / 10_000 : 0,
    total_bet: major(round.total_bet),
    total_win: major(round.total_win),
    balance: major(round.balance_after),
    balance_current: balanceCurrent,
    currency: round.currency,
    state: round.state,
    time: new Date(Number(round.updated_at)).toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A history bound as epoch ms: a bare date is that day's start (from) or the next day's start (to), UTC. */
function instant(text: string | undefined, bound: 'start' | 'end'): number | undefined {
  if (text === undefined) return undefined;
  const time = Date.parse(text);
  return bound === 'end' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? time + DAY_MS : time;
}

function parseMeta(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}
