import { sql, type Kysely } from 'kysely';
import { GameLedger } from './game-ledger.js';
import type { Engine } from './migrations.js';
import { prepared, slot } from './prepared.js';
import type {
  Account,
  AccountState,
  Database,
  IdempotencyRecord,
  NewContactMessage,
  TransactionRow,
  Wallet,
} from './schema.js';

/** One deposit to credit inside a group-commit batch. */
export interface CreditItem {
  accountId: number;
  /** The wallet's currency; the wallet row must hold it. */
  currency: string;
  /** Minor units, > 0. */
  amount: number;
  paymentRef: string | null;
  /** When present, the idempotency row is written in the same transaction as the money. */
  idempotency: {
    key: string;
    requestHash: string;
    /** Renders the answer to store, from the balance right after this item. */
    render(balanceAfter: number): { status: number; body: string };
  } | null;
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

/** Rows per multi-row INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 200;

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
  /** The game API's bets, wins, rollbacks, launches and sessions. */
  readonly games: GameLedger;

  constructor(
    readonly db: Kysely<Database>,
    readonly engine: Engine,
  ) {
    this.games = new GameLedger(db, engine);
    this.selectSession = prepared<SessionRecord, [tokenHash: string]>(db, () =>
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
        ])
        .where('sessions.token_hash', '=', slot<string>(0)),
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
  }

  /** A trivial query, for /healthz. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {
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
   * (alliance, name) already exists, so concurrent seeding from two instances is harmless.
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
          alliance: input.alliance,
          role: 'player',
          password_hash: input.passwordHash,
          state: input.state ?? 'active',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['alliance', 'name']).doNothing())
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

  async setPasswordHash(accountId: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
  }

  async getWallet(accountId: number): Promise<Wallet | undefined> {
    return (await this.selectWallet(accountId))[0];
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
   * Credits a batch of deposits in ONE database transaction: one UPDATE per wallet for the batch's
   * total, one multi-row INSERT of ledger rows (each with its own running balance_after), one of
   * idempotency rows. Any failure rolls back the whole batch; the caller then retries items one by
   * one so a bad item fails only itself.
   */
  async creditDeposits(items: readonly CreditItem[]): Promise<{ balanceAfter: number }[]> {
    if (items.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const now = Date.now();
      const byAccount = new Map<number, CreditItem[]>();
      for (const item of items) {
        if (!Number.isSafeInteger(item.amount) || item.amount <= 0) {
          throw new RangeError(`deposit amount must be a positive integer of minor units, got ${item.amount}`);
        }
        const group = byAccount.get(item.accountId);
        if (group) group.push(item);
        else byAccount.set(item.accountId, [item]);
      }

      const balanceAfter = new Map<CreditItem, number>();
      for (const [accountId, group] of byAccount) {
        const currency = group[0]?.currency ?? '';
        if (group.some((item) => item.currency !== currency)) {
          throw new Error(`deposits in one batch for account ${accountId} disagree on the currency`);
        }
        const total = group.reduce((sum, item) => sum + item.amount, 0);
        const updated = await trx
          .updateTable('wallets')
          .set({ balance: sql<number>`balance + ${total}`, updated_at: now })
          .where('account_id', '=', accountId)
          .where('currency', '=', currency)
          .returning('balance')
          .executeTakeFirst();
        if (!updated) throw new Error(`no ${currency} wallet for account ${accountId}`);
        const newBalance = Number(updated.balance);
        if (!Number.isSafeInteger(newBalance)) throw new RangeError(`balance of account ${accountId} overflows`);
        let running = newBalance - total;
        for (const item of group) {
          running += item.amount;
          balanceAfter.set(item, running);
        }
      }

      const after = (item: CreditItem): number => balanceAfter.get(item) ?? Number.NaN;
      const ledger = items.map((item) => ({
        account_id: item.accountId,
        kind: 'deposit' as const,
        amount: item.amount,
        balance_after: after(item),
        currency: item.currency,
        idempotency_key: item.idempotency?.key ?? null,
        payment_ref: item.paymentRef,
        created_at: now,
      }));
      for (let i = 0; i < ledger.length; i += INSERT_CHUNK) {
        await trx.insertInto('transactions').values(ledger.slice(i, i + INSERT_CHUNK)).execute();
      }

      const keys = items.flatMap((item) => {
        if (!item.idempotency) return [];
        const { status, body } = item.idempotency.render(after(item));
        return [
          {
            account_id: item.accountId,
            key: item.idempotency.key,
            request_hash: item.idempotency.requestHash,
            status_code: status,
            response: body,
            created_at: now,
          },
        ];
      });
      for (let i = 0; i < keys.length; i += INSERT_CHUNK) {
        await trx.insertInto('idempotency_keys').values(keys.slice(i, i + INSERT_CHUNK)).execute();
      }

      return items.map((item) => ({ balanceAfter: after(item) }));
    });
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

  async createSession(input: { tokenHash: string; accountId: number; createdAt: number; expiresAt: number }) {
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: input.tokenHash,
        account_id: input.accountId,
        created_at: input.createdAt,
        expires_at: input.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  async findSession(tokenHash: string): Promise<SessionRecord | undefined> {
    return (await this.selectSession(tokenHash))[0];
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
