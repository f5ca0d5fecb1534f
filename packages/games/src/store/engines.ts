import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { RgsDatabase } from './schema.js';
import { openSqlite } from './sqlite-driver.js';
import { WalCheckpointer } from './checkpointer.js';
import { DurableSqliteDialect, WalSync, withStatementCache } from './wal-sync.js';

/**
 * SQLite in `file` (WAL) or `:memory:` for tests. Every write is on disk before it resolves, as
 * with the wallet's: a round is stored before the wallet hears of its bet, and its win before the
 * wallet is paid it. The fsync runs on the thread pool (DurableSqliteDialect): a real-money spin
 * writes three times, and with the fsync inside COMMIT the event loop stopped for each.
 */
export function createSqliteDb(
  file: string,
  onCheckpointError: (message: string) => void = () => undefined,
): { db: Kysely<RgsDatabase>; durability?: DurableSqliteDialect } {
  if (file === ':memory:') {
    const database = openSqlite(file);
    database.pragma('foreign_keys = ON');
    return { db: new Kysely<RgsDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }) };
  }
  mkdirSync(dirname(file), { recursive: true });
  const database = openSqlite(file);
  const mode = database.pragma('journal_mode = WAL', { simple: true });
  if (String(mode).toLowerCase() !== 'wal') {
    database.close();
    throw new Error(`SQLite at ${file} refused WAL mode (got ${String(mode)}); use a local file system`);
  }
  database.pragma('synchronous = NORMAL');
  // Checkpoints run on their own thread (checkpointer.ts); this is only a safety net.
  database.pragma('wal_autocheckpoint = 16000');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const checkpointer = new WalCheckpointer(file, { onError: onCheckpointError });
  const durability = new DurableSqliteDialect(database, new WalSync(`${file}-wal`), checkpointer);
  return { db: new Kysely<RgsDatabase>({ dialect: durability }), durability };
}

const INT8_OID = 20;

/**
 * PostgreSQL: the wallet's database, our own pool and rgs_ tables. BIGINT arrives as a string by
 * default; ours are minor units and epoch ms, far inside the safe integer range, so this pool (and
 * only this pool, via its `types`) parses them to numbers. pg is loaded only when it is used.
 */
export async function createPostgresDb(connectionString: string, onIdleError: (error: Error) => void): Promise<Kysely<RgsDatabase>> {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID && format !== 'binary') return parseInt8;
      return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
    },
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString, max: 5, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000, types });
  // An idle client's lost connection is reported on the pool; a checked-out client's is not
  // (pg-pool moves its listener off a lent client), and unheard it ended the process when the
  // database restarted in the middle of a round. Every client listens for good; the statement
  // under way fails on its own, and pg-pool drops the broken client when it comes back.
  pool.on('error', onIdleError);
  pool.on('connect', (client) => client.on('error', onIdleError));
  return new Kysely<RgsDatabase>({ dialect: new PostgresDialect({ pool }) });
}

function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} is outside the safe integer range`);
  return parsed;
}
