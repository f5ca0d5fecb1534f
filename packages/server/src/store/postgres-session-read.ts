import { CompiledQuery, type Kysely } from 'kysely';
import { sessionForDepositOf, type SessionDepositRow, type SessionForDeposit, type SessionLookup } from './deposit-context.js';
import { perTurn } from './per-turn.js';
import type { Database } from './schema.js';

/*
 * One query for every (token, key) of the batch: the positions come back with the rows, a token
 * without a session has no row. The same text every time, so the pool prepares it once per
 * connection (postgres.ts). Each lookup is a LATERAL ... LIMIT 1, a primary-key probe per item
 * whatever the statistics say: written as joins (or as laterals the planner turns back into
 * joins), PostgreSQL spent twice the CPU per deposit in bench/scale.mjs, whose tables start empty.
 */
export const READ_SQL = `select r.position,
    s."accountId", s.name, s.alliance, s.role, s.state, s."expiresAt", s."revokedAt",
    w.account_id, w.currency, w.balance, w.updated_at,
    k.key, k.request_hash, k.status_code, k.response, k.created_at
  from unnest($1::text[], $2::text[]) with ordinality as r(token_hash, key, position)
  cross join lateral (
    select s.account_id as "accountId", a.name, a.alliance, a.role, a.state,
      s.expires_at as "expiresAt", s.revoked_at as "revokedAt"
    from sessions s join accounts a on a.id = s.account_id
    where s.token_hash = r.token_hash limit 1) s
  left join lateral (select * from wallets w where w.account_id = s."accountId" limit 1) w on true
  left join lateral (
    select * from idempotency_keys k where k.account_id = s."accountId" and k.key = r.key limit 1) k on true`;

type Row = SessionDepositRow & { position: number | string };

/**
 * On PostgreSQL each query of a request is a round trip, a wake-up of a database backend and a
 * socket write on both sides; deposits that arrive in the same turn of the event loop read their
 * sessions and deposit contexts in one query instead of one each (perTurn). Batches run side by
 * side: a read holds no lock.
 */
export function postgresSessionReads(db: Kysely<Database>): (tokenHash: string, key: string) => Promise<SessionForDeposit | undefined> {
  const read = perTurn<SessionLookup, SessionForDeposit | undefined>(async (lookups) => {
    const { rows } = await db.executeQuery<Row>(
      CompiledQuery.raw(READ_SQL, [lookups.map((lookup) => lookup.tokenHash), lookups.map((lookup) => lookup.key)]),
    );
    const found = new Map(rows.map((row) => [Number(row.position), row]));
    return lookups.map((_, index) => {
      const row = found.get(index + 1);
      return row && sessionForDepositOf(row);
    });
  });
  return (tokenHash, key) => read({ tokenHash, key });
}
