import { CompiledQuery, type Kysely } from 'kysely';
import type { CreditItem, CreditResult, SessionRefusal } from './credit-plan.js';
import type { Database } from './schema.js';

/** The batch's one statement: accounts, amounts, currencies, refs, keys, request hashes, token hashes, now (ms). */
export const CREDIT_SQL = 'select item, balance_after, refused from ky_credit_deposits($1, $2, $3, $4, $5, $6, $7, $8)';

/**
 * PostgreSQL's group-commit batch: one call of `ky_credit_deposits` (credit-function.ts), in its
 * own transaction, with the items as arrays: one round trip, one fixed text that the pool prepares
 * once per connection (postgres.ts), nothing built per batch. The caller has checked the amounts
 * (creditedAccounts).
 */
export async function postgresCreditBatch(db: Kysely<Database>, items: readonly CreditItem[]): Promise<CreditResult[]> {
  const { rows } = await db.executeQuery<{ item: number; balance_after: number | null; refused: SessionRefusal | null }>(
    CompiledQuery.raw(CREDIT_SQL, [
      items.map((item) => item.accountId),
      items.map((item) => item.amount),
      items.map((item) => item.currency),
      items.map((item) => item.paymentRef),
      items.map((item) => item.idempotency?.key ?? null),
      items.map((item) => item.idempotency?.requestHash ?? null),
      items.map((item) => item.tokenHash),
      Date.now(),
    ]),
  );
  // The function answers for the credited and the refused items (1-based positions); the others were duplicates.
  const answered = new Map(rows.map((row) => [Number(row.item), row]));
  return items.map((_, index): CreditResult => {
    const row = answered.get(index + 1);
    if (!row) return { status: 'duplicate' };
    return row.refused === null ? { status: 'credited', balanceAfter: Number(row.balance_after) } : { status: 'refused', reason: row.refused };
  });
}
