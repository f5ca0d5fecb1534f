import { createHash, randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { RgsDatabase } from './schema.js';

export type Engine = 'sqlite' | 'postgres';

/** The game server's migration bookkeeping, apart from the wallet's (same database on PostgreSQL). */
export const MIGRATION_TABLE = 'rgs_migrations';
export const MIGRATION_LOCK_TABLE = 'rgs_migrations_lock';

/* Forward-only, in code, the same for both engines. */
export function migrations(): Record<string, Migration> {
  return {
    '0001_rgs': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('rgs_sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'fun')`))
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('player', 'text', (c) => c.notNull())
          .addColumn('owner', 'text', (c) => c.notNull())
          .addColumn('wallet_token', 'text')
          .addColumn('balance', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addCheckConstraint('rgs_sessions_balance_nonnegative', sql`balance >= 0`)
          .execute();
        await db.schema.createIndex('rgs_sessions_expires_at_idx').on('rgs_sessions').column('expires_at').execute();

        await db.schema
          .createTable('rgs_seeds')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('owner', 'text', (c) => c.notNull())
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('server_seed', 'text', (c) => c.notNull())
          .addColumn('server_seed_hash', 'text', (c) => c.notNull())
          .addColumn('client_seed', 'text', (c) => c.notNull())
          .addColumn('nonce', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('revealed_at', 'bigint')
          .execute();
        // One pair in use per owner and game.
        await db.schema
          .createIndex('rgs_seeds_active_unique')
          .on('rgs_seeds')
          .columns(['owner', 'game'])
          .unique()
          .where(sql.ref('revealed_at'), 'is', null)
          .execute();

        await db.schema
          .createTable('rgs_rounds')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('mode', 'text', (c) => c.notNull())
          .addColumn('owner', 'text', (c) => c.notNull())
          .addColumn('session_hash', 'text', (c) => c.notNull())
          .addColumn('player', 'text', (c) => c.notNull())
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('wallet_token', 'text')
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('params', 'text', (c) => c.notNull())
          .addColumn('seed_id', 'text', (c) => c.notNull().references('rgs_seeds.id'))
          .addColumn('nonce', 'bigint', (c) => c.notNull())
          .addColumn('server_seed_hash', 'text', (c) => c.notNull())
          .addColumn('client_seed', 'text', (c) => c.notNull())
          .addColumn('outcome', 'text', (c) => c.notNull())
          .addColumn('actions', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('ending', 'text')
          .addColumn('payout', 'bigint')
          .addColumn('bet_tx', 'text', (c) => c.notNull().unique())
          .addColumn('settle_tx', 'text', (c) => c.notNull().unique())
          .addColumn('bet_request', 'text')
          .addColumn('settle_request', 'text')
          .addColumn('balance', 'bigint')
          .addColumn('error', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addCheckConstraint(
            'rgs_rounds_state_check',
            sql`state in ('betting', 'open', 'settling', 'rolling_back', 'closed', 'rolled_back', 'void', 'failed')`,
          )
          .execute();
        await db.schema.createIndex('rgs_rounds_owner_idx').on('rgs_rounds').columns(['owner', 'game', 'created_at']).execute();
        await db.schema.createIndex('rgs_rounds_retry_idx').on('rgs_rounds').columns(['state', 'next_attempt_at']).execute();
        // At most one unfinished mines round per owner: a second start is refused by the database.
        await db.schema
          .createIndex('rgs_rounds_one_open_unique')
          .on('rgs_rounds')
          .columns(['owner', 'game'])
          .unique()
          .where(sql<boolean>`game = 'original-mines' and state in ('betting', 'open')`)
          .execute();
      },
    },
    '0002_rgs_seed_hash': {
      // A retired pair's seed is looked up by its hash (the history's verify links carry only the hash).
      async up(db: Kysely<unknown>) {
        await db.schema.createIndex('rgs_seeds_server_seed_hash_idx').on('rgs_seeds').column('server_seed_hash').execute();
      },
    },
    '0003_rgs_next_server_seed': {
      // The next pair's server seed, committed (its hash shown) before the player picks that pair's
      // client seed. Pairs in use get theirs now; retired ones keep none.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('rgs_seeds').addColumn('next_server_seed', 'text').execute();
        await db.schema.alterTable('rgs_seeds').addColumn('next_server_seed_hash', 'text').execute();
        const inUse = await sql<{ id: string }>`select id from rgs_seeds where revealed_at is null`.execute(db);
        for (const { id } of inUse.rows) {
          const seed = randomBytes(32).toString('hex');
          const hash = createHash('sha256').update(seed).digest('hex');
          await sql`update rgs_seeds set next_server_seed = ${seed}, next_server_seed_hash = ${hash} where id = ${id}`.execute(db);
        }
      },
    },
    '0004_rgs_wheel_multipliers': {
      // The wheel's multipliers were hundredths, every other game's ten-thousandths: the rounds'
      // own record (outcome, actions) now holds ten-thousandths too, so a rollback built from it
      // later says what its meta's multiplier_scale says. The requests already made for the wallet
      // (bet_request, settle_request) stay as made: a repeat must be the same request, and their
      // meta, without multiplier_scale, reads as hundredths.
      async up(db: Kysely<unknown>) {
        const PAGE = 500;
        for (let after = ''; ; ) {
          const { rows } = await sql<{ id: string; outcome: string; actions: string }>`select id, outcome, actions from rgs_rounds
            where game = 'original-wheel' and id > ${after} order by id limit ${PAGE}`.execute(db);
          for (const row of rows) {
            const outcome = wheelInScale(JSON.parse(row.outcome) as Record<string, unknown>);
            const actions = (JSON.parse(row.actions) as Record<string, unknown>[]).map((action) =>
              action.type === 'spin' ? wheelInScale(action) : action,
            );
            await sql`update rgs_rounds set outcome = ${JSON.stringify(outcome)}, actions = ${JSON.stringify(actions)}
              where id = ${row.id}`.execute(db);
          }
          if (rows.length < PAGE) break;
          after = (rows.at(-1) as { id: string }).id;
        }
      },
    },
    '0005_rgs_round_api': {
      // Every game on one round API: a round's `outcome` holds its engine's state and the floats it
      // has read, `{ state, used }`, and a game whose rounds wait for the player (`exclusive`)
      // has at most one unfinished round per owner, as mines had. Unfinished rounds (betting,
      // open) are rewritten in the new shape; finished ones are only ever read as they were.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('rgs_rounds').addColumn('exclusive', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await sql`update rgs_rounds set exclusive = 1 where game = 'original-mines'`.execute(db);
        await db.schema.dropIndex('rgs_rounds_one_open_unique').execute();
        await db.schema
          .createIndex('rgs_rounds_exclusive_open_unique')
          .on('rgs_rounds')
          .columns(['owner', 'game'])
          .unique()
          .where(sql<boolean>`exclusive = 1 and state in ('betting', 'open')`)
          .execute();
        const { rows } = await sql<{ id: string; game: string; params: string; outcome: string; actions: string }>`select id, game, params,
          outcome, actions from rgs_rounds where state in ('betting', 'open')`.execute(db);
        for (const row of rows) {
          const outcome = JSON.parse(row.outcome) as Record<string, unknown>;
          let stored: { state: unknown; used: number };
          if (row.game === 'original-mines') {
            const { mines } = JSON.parse(row.params) as { mines: number };
            const revealed = (JSON.parse(row.actions) as { type: string; tile?: number; mine?: boolean }[])
              .filter((action) => action.type === 'reveal' && !action.mine)
              .map((action) => action.tile);
            stored = { state: { mines, mine_tiles: outcome.mine_tiles, revealed, ending: null }, used: mines };
          } else {
            stored = { state: outcome, used: 1 };
          }
          await sql`update rgs_rounds set outcome = ${JSON.stringify(stored)} where id = ${row.id}`.execute(db);
        }
      },
    },
    '0006_rgs_rounds_unfinished_lookup': {
      // A round's start asks for the player's unfinished round of the game (store.openRound): by
      // owner, game and state, in a few index entries. rgs_rounds_owner_idx found them among every
      // round the player ever played of the game, one more entry read each spin.
      async up(db: Kysely<unknown>) {
        await db.schema.createIndex('rgs_rounds_owner_state_idx').on('rgs_rounds').columns(['owner', 'game', 'state']).execute();
      },
    },
  };
}

/** A wheel outcome or spin with its multiplier from hundredths to ten-thousandths (key order kept). */
function wheelInScale(entry: Record<string, unknown>): Record<string, unknown> {
  return typeof entry.multiplier === 'number' ? { ...entry, multiplier: entry.multiplier * 100 } : entry;
}

/** Brings the RGS tables up to date; safe at every start and from several instances at once. */
export async function migrateToLatest(db: Kysely<RgsDatabase>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations()) },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`game server migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
}
