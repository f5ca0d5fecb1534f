import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { CompiledQuery, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { forEachEngine } from '../../../server/test/engines.js';
import { createPostgresDb, createSqliteDb } from './engines.js';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE, migrateToLatest, migrations } from './migrations.js';

describe('the game server migrations', () => {
  it('0003 commits a next server seed for every pair in use, and none for retired pairs', async () => {
    const { db } = createSqliteDb(':memory:');
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations()) },
        migrationTableName: MIGRATION_TABLE,
        migrationLockTableName: MIGRATION_LOCK_TABLE,
      });
      expect((await migrator.migrateTo('0002_rgs_seed_hash')).error).toBeUndefined();
      const pair = (id: string, owner: string, revealedAt: number | null) =>
        sql`insert into rgs_seeds (id, owner, game, server_seed, server_seed_hash, client_seed, nonce, created_at, revealed_at)
            values (${id}, ${owner}, 'original-dice', 'seed', 'hash', 'client', 3, 1, ${revealedAt})`.execute(db);
      await pair('in-use-1', 'real:ann', null);
      await pair('in-use-2', 'real:bob', null);
      await pair('retired', 'real:ann', 2);

      await migrateToLatest(db);
      const rows = await db.selectFrom('rgs_seeds').select(['id', 'next_server_seed', 'next_server_seed_hash']).orderBy('id').execute();
      const [one, two, retired] = rows;
      for (const row of [one, two]) {
        expect(row?.next_server_seed).toMatch(/^[0-9a-f]{64}$/);
        expect(row?.next_server_seed_hash).toBe(createHash('sha256').update(row?.next_server_seed ?? '').digest('hex'));
      }
      expect(one?.next_server_seed).not.toBe(two?.next_server_seed);
      expect(retired).toMatchObject({ id: 'retired', next_server_seed: null, next_server_seed_hash: null });
    } finally {
      await db.destroy();
    }
  });
});

forEachEngine('game server migrations', (engine, makeTarget) => {
  describe(`the game server migrations on ${engine}`, () => {
    it("0004 gives the stored wheel rounds' multipliers in ten-thousandths, and keeps the requests made for the wallet as made", async () => {
      const target = await makeTarget();
      const db = target.options.databaseUrl
        ? await createPostgresDb(target.options.databaseUrl, () => undefined)
        : createSqliteDb(join(target.options.dataDir, 'games.sqlite')).db;
      try {
        const migrator = new Migrator({
          db,
          provider: { getMigrations: () => Promise.resolve(migrations()) },
          migrationTableName: MIGRATION_TABLE,
          migrationLockTableName: MIGRATION_LOCK_TABLE,
        });
        expect((await migrator.migrateTo('0003_rgs_next_server_seed')).error).toBeUndefined();
        await sql`insert into rgs_seeds (id, owner, game, server_seed, server_seed_hash, client_seed, nonce, created_at)
            values ('seed', 'real:ann', 'original-wheel', 'seed', 'hash', 'client', 3, 1)`.execute(db);
        // As the game server wrote them when the wheel's multipliers were hundredths.
        const bet = { type: 'bet', amount: 100, at: 1 };
        const round = (id: string, game: string, outcome: object, actions: object[]) => {
          const settle = JSON.stringify({ round: id, amount: 0, meta: { actions, proof: { outcome } } });
          return sql`insert into rgs_rounds (id, mode, owner, session_hash, player, game, currency, amount, params, seed_id, nonce,
              server_seed_hash, client_seed, outcome, actions, state, bet_tx, settle_tx, settle_request, next_attempt_at, created_at, updated_at)
            values (${id}, 'real', 'real:ann', 'session', 'ann', ${game}, 'cny', 100, '{}', 'seed', 0, 'hash', 'client',
              ${JSON.stringify(outcome)}, ${JSON.stringify(actions)}, 'closed', ${`${id}-bet`}, ${`${id}-settle`}, ${settle}, 1, 1, 1)`.execute(db);
        };
        await round('wheel-40x', 'original-wheel', { segment: 0, multiplier: 4000 }, [bet, { type: 'spin', segment: 0, multiplier: 4000, at: 1 }]);
        await round('wheel-1.5x', 'original-wheel', { segment: 1, multiplier: 150 }, [bet, { type: 'spin', segment: 1, multiplier: 150, at: 1 }]);
        await round('wheel-0x', 'original-wheel', { segment: 2, multiplier: 0 }, [bet, { type: 'spin', segment: 2, multiplier: 0, at: 1 }]);
        await round('wheel-betting', 'original-wheel', { segment: 3, multiplier: 200 }, [bet, { type: 'spin', segment: 3, multiplier: 200, at: 1 }]);
        await round('dice', 'original-dice', { result: 3070, won: true, multiplier: 13201 }, [bet, { type: 'roll', result: 3070, won: true, at: 1 }]);
        await round('mines', 'original-mines', { mine_tiles: [3, 9, 20] }, [bet, { type: 'cashout', gems: 2, multiplier: 12597, auto: false, at: 1 }]);
        const before = await db.selectFrom('rgs_rounds').select(['id', 'settle_request']).orderBy('id').execute();

        await migrateToLatest(db);
        const rows = await db.selectFrom('rgs_rounds').select(['id', 'outcome', 'actions', 'settle_request']).orderBy('id').execute();
        const byId = Object.fromEntries(rows.map((row) => [row.id, { outcome: row.outcome, actions: JSON.parse(row.actions) as object[] }]));
        expect(byId['wheel-40x']?.outcome).toBe('{"segment":0,"multiplier":400000}');
        expect(byId['wheel-40x']?.actions).toEqual([bet, { type: 'spin', segment: 0, multiplier: 400_000, at: 1 }]);
        expect(byId['wheel-1.5x']?.outcome).toBe('{"segment":1,"multiplier":15000}');
        expect(byId['wheel-0x']?.outcome).toBe('{"segment":2,"multiplier":0}');
        expect(byId['wheel-betting']?.actions).toEqual([bet, { type: 'spin', segment: 3, multiplier: 20_000, at: 1 }]);
        expect(byId.dice?.outcome).toBe('{"result":3070,"won":true,"multiplier":13201}');
        expect(byId.mines?.actions).toEqual([bet, { type: 'cashout', gems: 2, multiplier: 12597, auto: false, at: 1 }]);
        expect(rows.map((row) => [row.id, row.settle_request])).toEqual(before.map((row) => [row.id, row.settle_request]));
      } finally {
        await db.destroy();
        await target.dispose();
      }
    });
  });

  it('0006 finds a player’s unfinished round by index, not among every round they played', async () => {
    const { db } = createSqliteDb(':memory:');
    try {
      await migrateToLatest(db);
      // The statement store.openRound sends: owner, game and the unfinished states, bound.
      const compiled = db
        .selectFrom('rgs_rounds')
        .selectAll()
        .where('owner', '=', 'real:ann')
        .where('game', '=', 'slot-golden-tiger')
        .where('state', 'in', ['betting', 'open'])
        .compile();
      const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      expect(plan.rows.map((row) => row.detail)).toEqual(['SEARCH rgs_rounds USING INDEX rgs_rounds_owner_state_idx (owner=? AND game=? AND state=?)']);
    } finally {
      await db.destroy();
    }
  });
});
