import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely, type Transaction } from 'kysely';
import { GameLedger } from './game-ledger.js';
import { nameKey } from './name-key.js';
import type { Engine } from './migrations.js';
import { creditedAccounts, type CreditItem, type CreditResult } from './credit-plan.js';
import { postgresCreditBatch } from './postgres-credit.js';
import { depositContextOf, type DepositContext, type DepositContextRow, type SessionForDeposit } from './deposit-context.js';
import { postgresSessionReads } from './postgres-session-read.js';
import { prepared, slot } from './prepared.js';
import { sqliteCreditBatch, type SqliteCredit } from './sqlite-credit.js';
import { sqliteSessionReads } from './sqlite-session-read.js';
import type { DurableSqliteDialect, WalSync } from '@ky-wallet/games/wal-sync';
import type {
  Account,
  AccountState,
  Database,
  IdempotencyRecord,
  NewContactMessage,
  TransactionRow,
  Wallet,
} from './schema.js';

export type { CreditItem, CreditResult } from './credit-plan.js';
export type { DepositContext, SessionForDeposit } from './deposit-context.js';

/** What an idempotency record keeps of the deposit it was first used for: enough to answer a replay. */
export interface DepositResult {
  /** The wallet's balance right after the deposit, minor units. */
  balanceAfter: number;
  currency: string;
}

/**
 * The result an idempotency record kept, as JSON in its `response` column. Records written before
 * they kept data hold the rendered answer instead (`{"data":{"balance":…}}`, major units); they are
 * purged a day after they were written, and until then they are replayed as they are.
 */
export function storedDepositResult(record: IdempotencyRecord): DepositResult | { answer: unknown } {
  const stored = JSON.parse(record.response) as { balance_after?: unknown; currency?: unknown; data?: unknown };
  if (typeof stored.balance_after === 'number' && typeof stored.currency === 'string') {
    return { balanceAfter: stored.balance_after, currency: stored.currency };
  }
  return { answer: stored.data };
}


export interface SessionRecord {
  accountId: number;
  name: string;
  alliance: string;
  role: string;
  state: AccountState;
  expiresAt: number;
  revokedAt: number | null;
}

/** The columns of a deposit context: the wallet's, and those of its left-joined idempotency record. */
const DEPOSIT_CONTEXT_COLUMNS = [
  'wallets.account_id',
  'wallets.currency',
  'wallets.balance',
  'wallets.updated_at',
  'idempotency_keys.key',
  'idempotency_keys.request_hash',
  'idempotency_keys.status_code',
  'idempotency_keys.response',
  'idempotency_keys.created_at',
] as const;

/**
 * The one query layer over both engines. Every statement the server runs is here, written once
 * with Kysely; routes and services never see SQL. Methods that change money do it in one
 * database transaction together with the ledger row.
 */
export class Store {
  // The reads every authenticated request makes, compiled once (see prepared.ts).
  private readonly selectSession;
  private readonly selectWallet;
  private readonly selectIdempotencyKey;
  private readonly selectDepositContext;
  /** The game API's bets, wins, rollbacks, launches and sessions. */
  readonly games: GameLedger;

  /** SQLite's batch credit, synchronous on the driver's own handle (undefined on PostgreSQL). */
  private readonly sqliteCredit: SqliteCredit | undefined;
  /** Syncs SQLite's WAL off the event loop, after every write (undefined on PostgreSQL). */
  private readonly walSync: WalSync | undefined;
  /** Whether openStore created the schema (the database was empty): the demo player is seeded only then. */
  createdNow = false;
  /** A deposit's session and deposit context, read with those of the same turn of the event loop. */
  private readonly sessionReads: (tokenHash: string, key: string) => Promise<SessionForDeposit | undefined>;

  /**
   * `sqlite`: the better-sqlite3 handle under `db` and the WAL sync that `db` waits for, which an
   * SQLite store needs (createSqliteDb makes both).
   */
  constructor(
    readonly db: Kysely<Database>,
    readonly engine: Engine,
    sqlite?: { database: BetterSqlite3.Database; walSync: WalSync; dialect: DurableSqliteDialect },
  ) {
    if (engine === 'sqlite' && !sqlite) throw new Error('an SQLite store needs its better-sqlite3 handle');
    this.sqliteCredit = sqlite ? sqliteCreditBatch(db, sqlite.database) : undefined;
    this.walSync = sqlite?.walSync;
    this.games = new GameLedger(db, engine, sqlite && { walSync: sqlite.walSync, dialect: sqlite.dialect });
    const sessions = () =>
      db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select([
          'sessions.account_id as accountId',
          'accounts.name as name',
          'accounts.alliance as alliance',
          'accounts.role as role',
          'accounts.state as state',
          'sessions.expires_at as expiresAt',
          'sessions.revoked_at as revokedAt',
        ]);
    this.selectSession = prepared<SessionRecord, [tokenHash: string]>(db, () =>
      sessions().where('sessions.token_hash', '=', slot<string>(0)),
    );
    this.selectWallet = prepared<Wallet, [accountId: number]>(db, () =>
      db.selectFrom('wallets').selectAll().where('account_id', '=', slot<number>(0)),
    );
    this.selectIdempotencyKey = prepared<IdempotencyRecord, [accountId: number, key: string]>(db, () =>
      db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('account_id', '=', slot<number>(0))
        .where('key', '=', slot<string>(1)),
    );
    // A deposit's wallet and its Idempotency-Key's record in one round trip: on PostgreSQL each
    // query of a request costs the server and the database more than the batch's share of a commit.
    this.selectDepositContext = prepared<DepositContextRow, [accountId: number, key: string]>(db, () =>
      db
        .selectFrom('wallets')
        .leftJoin('idempotency_keys', (join) =>
          join.onRef('idempotency_keys.account_id', '=', 'wallets.account_id').on('idempotency_keys.key', '=', slot<string>(1)),
        )
        .select(DEPOSIT_CONTEXT_COLUMNS)
        .where('wallets.account_id', '=', slot<number>(0)),
    );
    // A deposit's session and deposit context, read together with those of the deposits of the same
    // turn of the event loop: PostgreSQL in one query (postgres-session-read.ts), SQLite in one
    // read transaction of this lookup each (sqlite-session-read.ts).
    const sessionForDeposit = () =>
      sessions()
        .leftJoin('wallets', 'wallets.account_id', 'sessions.account_id')
        .leftJoin('idempotency_keys', (join) =>
          join.onRef('idempotency_keys.account_id', '=', 'sessions.account_id').on('idempotency_keys.key', '=', slot<string>(1)),
        )
        .select(DEPOSIT_CONTEXT_COLUMNS)
        .where('sessions.token_hash', '=', slot<string>(0));
    this.sessionReads = sqlite ? sqliteSessionReads(db, sqlite.database, sessionForDeposit) : postgresSessionReads(db);
  }

  /** A trivial query, for /healthz; fails for good once a WAL sync has failed (WalSync). */
  async ping(): Promise<void> {
    if (this.walSync?.failure) throw this.walSync.failure;
    await sql`select 1`.execute(this.db);
  }

  /**
   * Resolves once every commit made so far is on disk; undefined when none is waiting for its
   * sync (always on PostgreSQL, whose COMMIT returns when it is durable). Answers wait for it.
   */
  whenDurable(): Promise<void> | undefined {
    return this.walSync?.pending();
  }

  /** Set once SQLite's WAL could not be synced: from then on what was read may be lost. */
  get durabilityFailure(): Error | undefined {
    return this.walSync?.failure;
  }

  async close(): Promise<void> {
    await this.walSync?.close();
    await this.db.destroy();
  }

  // ---- accounts and wallets ------------------------------------------------------------------

  async findAccount(alliance: string, name: string): Promise<Account | undefined> {
    return this.db
      .selectFrom('accounts')
      .selectAll()
      .where('alliance', '=', alliance)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async findAccountById(id: number): Promise<Account | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Creates an account and its empty wallet in one transaction. Returns undefined when the
   * (alliance, name), or a look-alike of the name (name-key.ts), already exists, so concurrent seeding from two instances is harmless.
   */
  async createAccount(input: {
    name: string;
    alliance: string;
    passwordHash: string;
    currency: string;
    state?: AccountState;
  }): Promise<number | undefined> {
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('accounts')
        .values({
          name: input.name,
          name_key: nameKey(input.name),
          alliance: input.alliance,
          role: 'player',
          password_hash: input.passwordHash,
          state: input.state ?? 'active',
          created_at: now,
        })
        // The name or a look-alike of it (name_key) is taken.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .insertInto('wallets')
        .values({ account_id: row.id, currency: input.currency, balance: 0, updated_at: now })
        .execute();
      return row.id;
    });
  }

  async setAccountState(accountId: number, state: AccountState): Promise<void> {
    await this.db.updateTable('accounts').set({ state }).where('id', '=', accountId).execute();
  }

  /**
   * Replaces a password's hash by another of the same password (a re-hash at stronger settings),
   * only while the account still has `from`: a password set meanwhile is never put back.
   */
  async rehashPassword(accountId: number, from: string, to: string): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ password_hash: to })
      .where('id', '=', accountId)
      .where('password_hash', '=', from)
      .execute();
  }

  /**
   * Runs `write` (storing a new session) in a transaction while the sign-in still holds: the
   * account is active and, for a password sign-in, its password is still the one whose hash was
   * verified. A sign-in checking the old password while a new one was set, or overlapping a lock
   * (both end every session), would otherwise leave a session that outlives the change (after an
   * unlock, it would work again). The account's row is locked first, so the change either waits
   * for the session, and then ends it, or comes first, and the sign-in fails.
   */
  async whileSignInHolds(
    accountId: number,
    passwordHash: string | undefined,
    write: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<'opened' | 'password_changed' | 'locked'> {
    return this.db.transaction().execute(async (trx) => {
      let read = trx.selectFrom('accounts').select(['password_hash', 'state']).where('id', '=', accountId);
      if (this.engine === 'postgres') read = read.forUpdate();
      const row = await read.executeTakeFirst();
      if (!row || (passwordHash !== undefined && row.password_hash !== passwordHash)) return 'password_changed';
      if (row.state !== 'active') return 'locked';
      await write(trx);
      return 'opened';
    });
  }

  async getWallet(accountId: number): Promise<Wallet | undefined> {
    return (await this.selectWallet(accountId))[0];
  }

  /**
   * The wallet (undefined if the account has none yet) and the record stored under the deposit's
   * Idempotency-Key, if any, read together.
   */
  async depositContext(accountId: number, key: string): Promise<DepositContext> {
    const [row] = await this.selectDepositContext(accountId, key);
    return row ? depositContextOf(row) : {};
  }

  /** Creates the wallet if it does not exist yet; returns the wallet either way. */
  async ensureWallet(accountId: number, currency: string): Promise<Wallet> {
    await this.db
      .insertInto('wallets')
      .values({ account_id: accountId, currency, balance: 0, updated_at: Date.now() })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    return this.db.selectFrom('wallets').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();
  }

  // ---- money ---------------------------------------------------------------------------------

  /**
   * Credits a batch of deposits in ONE database transaction, safe with several server instances on
   * one PostgreSQL:
   *
   * 1. The batch's wallets are locked in ascending account order (`SELECT … ORDER BY … FOR
   *    UPDATE`). Every batch of every instance takes its locks in that one order, so two batches
   *    wait for each other instead of deadlocking (batches used to lock in arrival order).
   * 2. Under those locks, the batch's idempotency keys are looked up. A key that is already stored
   *    (committed by another instance, or by this batch's own earlier attempt whose COMMIT reported
   *    an error) comes back as `duplicate` and moves no money; only that item is affected, never
   *    the rest of the batch. No other transaction can be inserting a key of these accounts: each
   *    would need the wallet lock we hold.
   * 3. Every wallet is credited its share, and the ledger rows (each with its running
   *    balance_after) and the idempotency rows are written.
   *
   * SQLite runs these steps in process (sqlite-credit.ts, credit-plan.ts); PostgreSQL in one
   * function call (credit-function.ts), so no lock is held across a network round trip.
   *
   * Any other failure rolls back the whole batch; the caller retries its items one by one, and an
   * item whose key shows up as stored then is answered from it (never credited twice).
   */
  async creditDeposits(items: readonly CreditItem[]): Promise<CreditResult[]> {
    if (items.length === 0) return [];
    const accountIds = creditedAccounts(items);
    const sqlite = this.sqliteCredit;
    // SQLite: the whole batch as one synchronous better-sqlite3 transaction while this process
    // holds Kysely's connection, no promise between its statements (see sqliteCreditBatch); then
    // its WAL sync on the thread pool, the event loop free meanwhile (WalSync).
    const walSync = this.walSync;
    if (sqlite && walSync) {
      // The sync is started in the COMMIT's own synchronous step: no answer can slip out between
      // the two while pending() does not cover the batch yet.
      const { results, durable } = await this.db.connection().execute(async () => {
        const committed = sqlite(items, accountIds, Date.now());
        const synced = walSync.sync();
        // Handled below, once the connection is given back; not an unhandled rejection meanwhile.
        synced.catch(() => undefined);
        return { results: committed, durable: synced };
      });
      await durable;
      return results;
    }
    // PostgreSQL: one call of a function that does all three steps, one round trip.
    return postgresCreditBatch(this.db, items);
  }

  async findIdempotencyKey(accountId: number, key: string): Promise<IdempotencyRecord | undefined> {
    return (await this.selectIdempotencyKey(accountId, key))[0];
  }

  /** Forgets idempotency keys created before `before` (epoch ms); returns how many. */
  async purgeIdempotencyKeys(before: number): Promise<number> {
    const result = await this.db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The account's ledger, newest first. */
  async listTransactions(accountId: number, limit: number, offset: number): Promise<TransactionRow[]> {
    return this.db
      .selectFrom('transactions')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async countTransactions(accountId: number): Promise<number> {
    const row = await this.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The sum of the account's ledger; always equals the wallet balance. */
  async sumTransactions(accountId: number): Promise<number> {
    const row = await this.db
      .selectFrom('transactions')
      .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  // ---- sessions ------------------------------------------------------------------------------

  /**
   * Stores a player session while the sign-in holds (whileSignInHolds): the account active and,
   * with `passwordHash` (a password sign-in), that password still the account's.
   */
  async createSession(input: {
    tokenHash: string;
    accountId: number;
    createdAt: number;
    expiresAt: number;
    passwordHash?: string | undefined;
  }): Promise<'opened' | 'password_changed' | 'locked'> {
    return this.whileSignInHolds(input.accountId, input.passwordHash, async (trx) => {
      await trx
        .insertInto('sessions')
        .values({
          token_hash: input.tokenHash,
          account_id: input.accountId,
          created_at: input.createdAt,
          expires_at: input.expiresAt,
          revoked_at: null,
        })
        .execute();
    });
  }

  async findSession(tokenHash: string): Promise<SessionRecord | undefined> {
    return (await this.selectSession(tokenHash))[0];
  }

  /** The session of `tokenHash` and its account's deposit context under `key`, in one query. */
  async findSessionForDeposit(tokenHash: string, key: string): Promise<SessionForDeposit | undefined> {
    return this.sessionReads(tokenHash, key);
  }

  async revokeSession(tokenHash: string, at: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Deletes sessions that expired before `before`; revoked ones go once they would have expired. */
  async purgeSessions(before: number): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // ---- rate limits (services/rate-limit.ts) ---------------------------------------------------

  /** The counters of `keys`, in order: count 0 for a key whose window has ended or never opened. */
  async peekRateLimits(keys: readonly string[], now: number): Promise<{ count: number; resetAt: number }[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .selectFrom('rate_limits')
      .select(['key', 'count', 'reset_at'])
      .where('key', 'in', [...keys])
      .where('reset_at', '>', now)
      .execute();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return keys.map((key) => {
      const row = byKey.get(key);
      return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : { count: 0, resetAt: now };
    });
  }

  /** Counts one event for `key` in one atomic upsert; a window that has ended starts over. */
  async hitRateLimit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    const ended = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${now}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${ended} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
          reset_at: sql<number>`case when ${ended} then cast(${now + windowMs} as bigint) else ${sql.ref('rate_limits.reset_at')} end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  /** Takes one event back from a window that is still open. */
  async undoRateLimit(key: string, now: number): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql<number>`${sql.ref('count')} - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .where('reset_at', '>', now)
      .execute();
  }

  async resetRateLimit(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Deletes windows that ended before `now`; returns how many. */
  async purgeRateLimits(now: number): Promise<number> {
    const result = await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // ---- contact -------------------------------------------------------------------------------

  async insertContactMessage(message: NewContactMessage): Promise<void> {
    await this.db.insertInto('contact_messages').values(message).execute();
  }
}

/** A unique or primary-key violation, in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
