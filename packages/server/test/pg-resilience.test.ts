import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_CI, POSTGRES_URL, postgresTarget, type EngineTarget } from './engines.js';
import { call, dataOf, errorOf, startServer, tokenFor, type Answer, type TestServer } from './helpers.js';

/*
 * The server's PostgreSQL connections are ended under it (what a database restart or a failover
 * does) while deposits run. The process must live, requests caught in it must fail with a JSON
 * 503 the client may retry, and the pool must reconnect by itself. Runs when KY_TEST_DATABASE_URL
 * is set (store.test.ts says why it may be skipped).
 */

// Skipped without KY_TEST_DATABASE_URL outside CI: there is no PostgreSQL to end connections of (a
// user's machine may have none). In CI it always runs, and fails without a database rather than skipping.
const describePg = POSTGRES_URL || IN_CI ? describe : describe.skip; // reason: no PostgreSQL to test against (KY_TEST_DATABASE_URL unset outside CI)

describePg('given the database connections are ended during deposits (PostgreSQL)', () => {
  let target: EngineTarget;
  let server: TestServer;
  let admin: pg.Client;
  const appName = `ky-resilience-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    target = await postgresTarget(POSTGRES_URL ?? '');
    const url = new URL(target.options.databaseUrl ?? '');
    url.searchParams.set('application_name', appName);
    server = await startServer({ databaseUrl: url.toString() });
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await server?.stop();
    await target?.dispose();
  });

  /** Ends every connection the server holds; resolves with how many there were. */
  async function terminateServerConnections(): Promise<number> {
    const result = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1',
      [appName],
    );
    return result.rows.filter((row) => row.ended).length;
  }

  /** Waits until the server holds at least one connection (deposits are running through it). */
  async function serverConnected(): Promise<void> {
    for (;;) {
      const result = await admin.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [appName]);
      if (result.rowCount !== null && result.rowCount > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('lives, answers 503 server_busy (retryable) to what was caught, reconnects, and moves money exactly once per key', async () => {
    const token = await tokenFor(server);
    const deposit = (key: string) => call(server, token, 'deposit', { amount: 1 }, { 'idempotency-key': key });
    const acknowledged = new Set<string>();
    const refused: Answer[] = [];
    const pending = new Set<string>();
    let stop = false;
    let okSinceKill = 0;

    // Eight clients deposit in a loop; each failure is kept with its key to be retried after.
    const worker = async () => {
      while (!stop) {
        const key = randomUUID();
        let answer: Answer;
        try {
          answer = await deposit(key);
        } catch (error) {
          if (stop) return; // the test ended (a failure elsewhere) and the server is gone
          throw error;
        }
        if (answer.status === 200) {
          acknowledged.add(key);
          okSinceKill += 1;
        } else {
          refused.push(answer);
          pending.add(key);
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);

    let ended = 0;
    try {
      for (let round = 0; round < 5; round++) {
        await serverConnected();
        ended += await terminateServerConnections();
        // Reconnected: deposits succeed again after the connections were ended.
        okSinceKill = 0;
        while (okSinceKill < 20) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      stop = true;
      await Promise.all(workers);
    }

    expect(ended).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(errorOf(answer).code).toBe('server_busy');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    // A client retries what failed, under the same key: each key moves money once.
    for (const key of pending) {
      const answer = await deposit(key);
      expect(answer.status, answer.text).toBe(200);
      acknowledged.add(key);
    }
    const { balance } = dataOf<{ balance: number }>(await call(server, token, 'getBalance', {}));
    expect(balance).toBe(acknowledged.size);
    const accountId = (await server.built.store.findAccount('kygaming', 'demo'))?.id ?? -1;
    expect(await server.built.store.sumTransactions(accountId)).toBe(acknowledged.size * 100);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
