import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { planCredits, type CreditItem, type CreditResult, type CreditSession } from './credit-plan.js';
import { preparedSqlite, slot } from './prepared.js';
import type { Database } from './schema.js';

/**
 * Credits a batch (accounts ascending, from creditedAccounts) at `now`; see Store.creditDeposits.
 * Commits without syncing the WAL: the caller makes the batch durable (WalSync) before answering.
 */
export type SqliteCredit = (items: readonly CreditItem[], accountIds: readonly number[], now: number) => CreditResult[];

/**
 * SQLite's group-commit batch: one `BEGIN IMMEDIATE` transaction of single-row statements that
 * Kysely compiled once, run synchronously by better-sqlite3. SQLite has one writer and runs in
 * this thread, so statements cost microseconds; what a batch cost through Kysely's async
 * transaction was the query building and a promise per statement, a third of a deposit's CPU.
 * The caller holds Kysely's connection meanwhile, so no Kysely transaction is open around it.
 */
export function sqliteCreditBatch(db: Kysely<Database>, database: BetterSqlite3.Database): SqliteCredit {
  // Prepared at the first batch: the store is made before its migrations run.
  let run: SqliteCredit | undefined;
  return (items, accountIds, now) => (run ??= prepareBatch(db, database))(items, accountIds, now);
}

function prepareBatch(db: Kysely<Database>, database: BetterSqlite3.Database): SqliteCredit {
  const selectWallet = preparedSqlite<[accountId: number]>(
    database,
    db.selectFrom('wallets').select(['currency', 'balance']).where('account_id', '=', slot<number>(0)),
  );
  const selectKey = preparedSqlite<[accountId: number, key: string]>(
    database,
    db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('account_id', '=', slot<number>(0))
      .where('key', '=', slot<string>(1)),
  );
  const selectSession = preparedSqlite<[tokenHash: string]>(
    database,
    db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(['s.account_id as accountId', 's.expires_at as expiresAt', 's.revoked_at as revokedAt', 'a.state'])
      .where('s.token_hash', '=', slot<string>(0)),
  );
  const creditWallet = preparedSqlite<[total: number, now: number, accountId: number]>(
    database,
    db
      .updateTable('wallets')
      .set({ balance: sql<number>`balance + ${slot<number>(0)}`, updated_at: slot<number>(1) })
      .where('account_id', '=', slot<number>(2)),
  );
  const insertLedger = preparedSqlite<
    [accountId: number, amount: number, balanceAfter: number, currency: string, key: string | null, ref: string | null, now: number]
  >(
    database,
    db.insertInto('transactions').values({
      account_id: slot(0),
      kind: 'deposit',
      amount: slot(1),
      balance_after: slot(2),
      currency: slot(3),
      idempotency_key: slot(4),
      payment_ref: slot(5),
      created_at: slot(6),
    }),
  );
  const insertKey = preparedSqlite<[accountId: number, key: string, requestHash: string, response: string, now: number]>(
    database,
    db.insertInto('idempotency_keys').values({
      account_id: slot(0),
      key: slot(1),
      request_hash: slot(2),
      status_code: 200,
      response: slot(3),
      created_at: slot(4),
    }),
  );

  const batch = database.transaction((items: readonly CreditItem[], accountIds: readonly number[], now: number) => {
    const wallets = new Map<number, { currency: string; balance: number }>();
    for (const accountId of accountIds) {
      const wallet = selectWallet.get(accountId) as { currency: string; balance: number } | undefined;
      if (wallet) wallets.set(accountId, wallet);
    }
    const plan = planCredits(
      items,
      wallets,
      (accountId, key) => selectKey.get(accountId, key) !== undefined,
      (tokenHash) => selectSession.get(tokenHash) as CreditSession | undefined,
      now,
    );
    for (const [accountId, total] of plan.changed) creditWallet.run(total, now, accountId);
    for (const row of plan.ledger) {
      insertLedger.run(row.account_id, row.amount, row.balance_after, row.currency, row.idempotency_key ?? null, row.payment_ref ?? null, now);
    }
    for (const row of plan.keyRows) insertKey.run(row.account_id, row.key, row.request_hash, row.response, now);
    return plan.results;
  });
  // IMMEDIATE: the write lock from the start, as a batch always writes.
  return (items, accountIds, now) => batch.immediate(items, accountIds, now);
}
