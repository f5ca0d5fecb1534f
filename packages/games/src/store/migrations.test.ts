import { createHash } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSqliteDb } from './engines.js';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE, migrateToLatest, migrations } from './migrations.js';

describe('the game server migrations', () => {
  it('0003 commits a next server seed for every pair in use, and none for retired pairs', async () => {
    const db = createSqliteDb(':memory:');
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
