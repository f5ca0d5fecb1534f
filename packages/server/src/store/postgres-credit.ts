import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { keyPair, planCredits, type CreditItem, type CreditResult } from './credit-plan.js';
import type { Database } from './schema.js';

/*
 * PostgreSQL's group-commit batch: three statements of fixed SQL whose rows travel as arrays, so
 * a batch of any size is the same three texts with a dozen parameters. The pool prepares each once
 * per connection (named statements, postgres.ts) and nothing is built or compiled per batch; the
 * multi-row statements Kysely used to build, with a parameter per value and a new text per size,
 * were most of a batch's CPU on the server, and more so with two instances, whose batches are
 * smaller.
 */

/** Locks the batch's wallets in ascending account order: every batch of every instance, one order. */
const LOCK_WALLETS = `select account_id, currency, balance from wallets
  where account_id = any($1::bigint[]) order by account_id for update`;

/**
 * The batch's keys already stored; a statement of its own, after the locks, so it sees keys other
 * instances committed meanwhile. One primary-key lookup per key (LATERAL … LIMIT 1 keeps it a
 * lookup whatever the planner guesses of the table's size; `= any()` on both key columns scanned
 * every pair of the batch's accounts and keys, ten times slower).
 */
const STORED_KEYS = `select b.account_id, b.key from unnest($1::bigint[], $2::text[]) as b(account_id, key)
  cross join lateral (select 1 from idempotency_keys k where k.account_id = b.account_id and k.key = b.key limit 1) as found`;

/** The wallets' credit, the ledger rows in the batch's order and the idempotency rows: one statement, one round trip under the locks. */
const WRITE_BATCH = `with credited as (
    update wallets as w set balance = w.balance + c.total, updated_at = $3
    from unnest($1::bigint[], $2::bigint[]) as c(account_id, total)
    where w.account_id = c.account_id
    returning w.account_id
  ), ledger as (
    insert into transactions (account_id, kind, amount, balance_after, currency, idempotency_key, payment_ref, created_at)
    select l.account_id, 'deposit', l.amount, l.balance_after, l.currency, l.idempotency_key, l.payment_ref, $3
    from unnest($4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::text[], $9::text[])
      with ordinality as l(account_id, amount, balance_after, currency, idempotency_key, payment_ref, item)
    order by l.item
    returning id
  )
  insert into idempotency_keys (account_id, key, request_hash, status_code, response, created_at)
  select k.account_id, k.key, k.request_hash, 200, k.response, $3
  from unnest($10::bigint[], $11::text[], $12::text[], $13::text[]) as k(account_id, key, request_hash, response)`;

/**
 * Credits a batch (accounts ascending, from creditedAccounts) in one transaction; see
 * Store.creditDeposits for the protocol (lock in one order, read keys under the locks, write).
 */
export async function postgresCreditBatch(
  db: Kysely<Database>,
  items: readonly CreditItem[],
  accountIds: readonly number[],
  now: number,
): Promise<CreditResult[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await query<{ account_id: number; currency: string; balance: number }>(trx, LOCK_WALLETS, [accountIds]);
    const wallets = new Map(rows.map((row) => [Number(row.account_id), row]));

    const keyed = items.filter((item) => item.idempotency !== null);
    const stored = new Set<string>();
    if (keyed.length > 0) {
      const found = await query<{ account_id: number; key: string }>(trx, STORED_KEYS, [
        keyed.map((item) => item.accountId),
        keyed.map((item) => item.idempotency?.key),
      ]);
      for (const row of found) stored.add(keyPair(Number(row.account_id), row.key));
    }

    const plan = planCredits(items, wallets, (accountId, key) => stored.has(keyPair(accountId, key)), now);
    if (plan.ledger.length > 0) {
      const { changed, ledger, keyRows } = plan;
      await query(trx, WRITE_BATCH, [
        changed.map(([accountId]) => accountId),
        changed.map(([, total]) => total),
        now,
        ledger.map((row) => row.account_id),
        ledger.map((row) => row.amount),
        ledger.map((row) => row.balance_after),
        ledger.map((row) => row.currency),
        ledger.map((row) => row.idempotency_key ?? null),
        ledger.map((row) => row.payment_ref ?? null),
        keyRows.map((row) => row.account_id),
        keyRows.map((row) => row.key),
        keyRows.map((row) => row.request_hash),
        keyRows.map((row) => row.response),
      ]);
    }
    return plan.results;
  });
}

async function query<Row>(trx: Transaction<Database>, text: string, parameters: unknown[]): Promise<Row[]> {
  return (await trx.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;
}
