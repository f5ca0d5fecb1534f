import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Marks where the i-th argument goes while a prepared query is compiled. */
const SLOT_PREFIX = '\u0000ky-slot:';

/** Stands in for the `index`-th argument of a prepared query (see `prepared`). */
export function slot<T>(index: number): T {
  return `${SLOT_PREFIX}${index}` as T;
}

/**
 * A query Kysely builds and compiles once; each call only binds new values. Kysely otherwise
 * builds the operation tree and compiles the SQL on every call, and for the reads every request
 * makes (its token, its wallet, its idempotency key) that was most of the server's CPU. The SQL
 * is still Kysely's own for the engine (`?` on SQLite, `$1` on PostgreSQL).
 *
 *   const findWallet = prepared<Wallet, [number]>(db, () =>
 *     db.selectFrom('wallets').selectAll().where('account_id', '=', slot<number>(0)));
 *   const rows = await findWallet(42);
 */
export function prepared<Row, Args extends unknown[]>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  build: () => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const run = preparedIn<Row, Args>(build);
  return (...args: Args) => run(db, ...args);
}

/**
 * The same, run on the executor given at each call: a transaction's, for the statements a
 * transaction runs over and over (the game API's movements). `build` compiles with the engine of
 * the first executor, so one instance serves one engine.
 */
export function preparedIn<Row, Args extends unknown[]>(
  build: () => Compilable<Row>,
): (executor: Pick<Kysely<Database>, 'executeQuery'>, ...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  /** For each bound parameter: the argument index it takes, or -1 for a constant. */
  let sources: number[] = [];
  return async (executor, ...args) => {
    if (!compiled) {
      compiled = build().compile();
      sources = compiled.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SLOT_PREFIX) ? Number(value.slice(SLOT_PREFIX.length)) : -1,
      );
    }
    const constants = compiled.parameters;
    const parameters = sources.map((source, index) => (source >= 0 ? args[source] : constants[index]));
    const result = await executor.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
