import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStoreUnavailable, openStore, type Store } from '../src/store/index.js';
import { IN_CI, POSTGRES_HOWTO, POSTGRES_URL, postgresTarget, type EngineTarget } from './engines.js';

/*
 * PostgreSQL runs the store's queries as named prepared statements (store/postgres.ts): parsed
 * and planned once per connection. A table whose columns change under a running instance (another
 * instance's migration) makes the prepared `select *` fail once, as a retryable error, and the
 * next call works.
 */
// Skipped on purpose without KY_TEST_DATABASE_URL outside CI: a user's machine may have no
// PostgreSQL and `npm test` must pass there (it says so in the suite's title). In CI it always
// runs, and fails without a database rather than skipping.
const suite = POSTGRES_URL || IN_CI ? describe : describe.skip; // reason: no PostgreSQL to test against (KY_TEST_DATABASE_URL unset outside CI)

suite(`prepared statements on postgres${POSTGRES_URL ? '' : ` (skipped: ${POSTGRES_HOWTO})`}`, () => {
  let target: EngineTarget;
  let store: Store;
  let accountId: number;

  beforeAll(async () => {
    if (!POSTGRES_URL) throw new Error(`CI=true needs PostgreSQL: ${POSTGRES_HOWTO}`);
    target = await postgresTarget(POSTGRES_URL);
    store = await openStore(target.options);
    accountId = (await store.createAccount({ name: 'ann', alliance: 'kygaming', passwordHash: 'x', currency: 'cny' })) ?? 0;
  });

  afterAll(async () => {
    await store?.close();
    await target?.dispose();
  });

  it('prepares a parameterised query once per connection and binds it afterwards', async () => {
    for (let i = 0; i < 3; i++) expect((await store.getWallet(accountId))?.currency).toBe('cny');
    // The pool lends the most recently used connection: the one that prepared it.
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(store.db);
    expect(prepared.rows.some((row) => /from "wallets" where "account_id" = \$1/.test(row.statement))).toBe(true);
  });

  it('plans a statement once, not at each execution: the deposit read of every turn runs its generic plan', async () => {
    // PostgreSQL's default (auto) makes a custom plan for each of the first five executions and
    // mostly keeps doing so for this array-driven read; planning it cost more than running it.
    for (let i = 0; i < 8; i++) expect(await store.findSessionForDeposit('0'.repeat(64), `key-${i}`)).toBeUndefined();
    const plans = await sql<{ generic_plans: string; custom_plans: string }>`select generic_plans, custom_plans
      from pg_prepared_statements where statement like 'select r.position,%'`.execute(store.db);
    expect(plans.rows.map((row) => ({ generic: Number(row.generic_plans), custom: Number(row.custom_plans) }))).toEqual([
      { generic: 8, custom: 0 },
    ]);
  });

  it('survives a column added under it: one retryable failure, then the statement is prepared afresh', async () => {
    await store.getWallet(accountId);
    const admin = new pg.Client({ connectionString: target.options.databaseUrl });
    await admin.connect();
    try {
      await admin.query('ALTER TABLE wallets ADD COLUMN note text');
    } finally {
      await admin.end();
    }
    // Every pooled connection that prepared the statement fails once, then prepares it again.
    let failures = 0;
    for (let i = 0; i < 30; i++) {
      try {
        const wallet = await store.getWallet(accountId);
        expect(wallet).toMatchObject({ currency: 'cny', note: null });
      } catch (error) {
        expect(isStoreUnavailable(error), String(error)).toBe(true);
        failures += 1;
      }
    }
    expect(failures).toBeLessThanOrEqual(10);
    expect(await store.getWallet(accountId)).toMatchObject({ currency: 'cny', note: null });
  });
});
