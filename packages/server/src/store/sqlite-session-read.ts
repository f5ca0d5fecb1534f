import type BetterSqlite3 from 'better-sqlite3';
import type { Compilable, Kysely } from 'kysely';
import { sessionForDepositOf, type SessionDepositRow, type SessionForDeposit, type SessionLookup } from './deposit-context.js';
import { perTurn } from './per-turn.js';
import { preparedSqlite } from './prepared.js';
import type { Database } from './schema.js';

/**
 * SQLite: the deposits that arrive in one turn of the event loop read their sessions and deposit
 * contexts in one read transaction on better-sqlite3's own handle, one run of a prepared statement
 * each (perTurn). Read one by one through Kysely, each took a read transaction of its own (SQLite's
 * file and WAL locks: system calls) and Kysely's connection hand-off. The store holds Kysely's
 * connection meanwhile, so these reads never run inside a transaction that Kysely has open.
 *
 * `query`: the lookup of one deposit, with slot(0) for the token's hash and slot(1) for the key.
 */
export function sqliteSessionReads(
  db: Kysely<Database>,
  database: BetterSqlite3.Database,
  query: () => Compilable<SessionDepositRow>,
): (tokenHash: string, key: string) => Promise<SessionForDeposit | undefined> {
  // Prepared at the first read: the store is made before its migrations run.
  let readAll: ((lookups: readonly SessionLookup[]) => (SessionForDeposit | undefined)[]) | undefined;
  const prepare = () => {
    const select = preparedSqlite<[tokenHash: string, key: string]>(database, query());
    return database.transaction((lookups: readonly SessionLookup[]) =>
      lookups.map(({ tokenHash, key }) => {
        const row = select.get(tokenHash, key) as SessionDepositRow | undefined;
        return row && sessionForDepositOf(row);
      }),
    );
  };
  const read = perTurn<SessionLookup, SessionForDeposit | undefined>((lookups) =>
    db.connection().execute(async () => (readAll ??= prepare())(lookups)),
  );
  return (tokenHash, key) => read({ tokenHash, key });
}
