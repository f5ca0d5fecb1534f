import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_CI, POSTGRES_URL, postgresTarget, type EngineTarget } from '../../server/test/engines.js';
import type { SessionData } from '../src/contract.js';
import { RGS_PATHS, startRgs, type TestRgs } from './rgs.js';

/*
 * The game server's own PostgreSQL connections are ended under it (a database restart, a
 * failover) while rounds are played. The process must live (a connection lost in the middle of a
 * round's transaction emitted an unhandled 'error' and ended it), the rounds caught in it must
 * fail with a JSON error, and the pool must reconnect by itself. The wallet's connections have the
 * same test (packages/server/test/pg-resilience.test.ts).
 */

// Skipped without KY_TEST_DATABASE_URL outside CI: there is no PostgreSQL to end connections of. In CI it always runs.
const describePg = POSTGRES_URL || IN_CI ? describe : describe.skip; // reason: no PostgreSQL to test against (KY_TEST_DATABASE_URL unset outside CI)

describePg('given the game server database connections are ended during rounds (PostgreSQL)', () => {
  let target: EngineTarget;
  let rgs: TestRgs;
  let admin: pg.Client;
  const appName = `ky-rgs-resilience-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    target = await postgresTarget(POSTGRES_URL ?? '');
    const url = new URL(target.options.databaseUrl ?? '');
    url.searchParams.set('application_name', appName);
    rgs = await startRgs({ store: { databaseUrl: url.toString(), dataDir: target.options.dataDir } });
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await rgs?.stop();
    await target?.dispose();
  });

  /** Ends every connection the game server holds that is inside a transaction or a statement. */
  async function terminateBusyConnections(): Promise<number> {
    const result = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1 AND state <> 'idle'`,
      [appName],
    );
    return result.rows.filter((row) => row.ended).length;
  }

  it('lives, answers the rounds caught in it with a JSON error, and plays again', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 6 }, () => rgs.data<SessionData>(RGS_PATHS.session, { fun: true, game: 'original-dice' })),
    );
    const failures: { status: number; body: Record<string, unknown> }[] = [];
    let played = 0;
    let stop = false;
    const player = async (session: SessionData) => {
      while (!stop) {
        const answer = await rgs.post(RGS_PATHS.diceRoll, { amount: 10, direction: 'over', target: 5000 }, session.session);
        if (answer.status === 200) played += 1;
        else failures.push(answer);
      }
    };
    const players = sessions.map(player);

    let ended = 0;
    try {
      // Until connections were ended in the middle of their work at least three times.
      while (ended < 3) {
        ended += await terminateBusyConnections();
        await new Promise((resolve) => setImmediate(resolve));
      }
      // Reconnected: rounds are played again after the last connection was ended.
      const before = played;
      while (played < before + 20) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      stop = true;
      await Promise.all(players);
    }

    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status).toBeGreaterThanOrEqual(500);
      expect(failure.body).toHaveProperty('error.code');
    }
  }, 120_000);
});
