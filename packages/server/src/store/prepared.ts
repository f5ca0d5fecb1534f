import type BetterSqlite3 from 'better-sqlite3';
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
  let bind: (args: readonly unknown[]) => unknown[] = () => [];
  return async (executor, ...args) => {
    if (!compiled) {
      compiled = build().compile();
      bind = binder(compiled.parameters);
    }
    const result = await executor.executeQuery<Row>({ ...compiled, parameters: bind(args) });
    return result.rows;
  };
}

/**
 * A statement Kysely compiles once, prepared on better-sqlite3's own handle: its calls are
 * synchronous, for the statements of a better-sqlite3 transaction function (sqlite-credit.ts).
 */
export function preparedSqlite<Args extends unknown[]>(
  database: BetterSqlite3.Database,
  query: Compilable<unknown>,
): { get(...args: Args): unknown; run(...args: Args): void } {
  const compiled = query.compile();
  const statement = database.prepare(compiled.sql);
  const bind = binder(compiled.parameters);
  // Rows come as arrays and become objects here: better-sqlite3 builds an object row through V8's
  // slow per-property API, which for a deposit's session row (16 columns) cost more than reading it.
  const names = statement.reader ? statement.raw(true).columns().map((column) => column.name) : [];
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index] as string] = values[index];
    return row;
  };
  return {
    get: (...args) => {
      const values = statement.get(bind(args)) as unknown[] | undefined;
      return values && toRow(values);
    },
    run: (...args) => {
      statement.run(bind(args));
    },
  };
}

/** Maps a call's arguments onto a compiled query's parameters: slots take their argument, the rest stay. */
function binder(constants: readonly unknown[]): (args: readonly unknown[]) => unknown[] {
  const sources = constants.map((value) =>
    typeof value === 'string' && value.startsWith(SLOT_PREFIX) ? Number(value.slice(SLOT_PREFIX.length)) : -1,
  );
  return (args) => sources.map((source, index) => (source >= 0 ? args[source] : constants[index]));
}
