import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openSqlite } from '@ky-wallet/games/sqlite-driver';
import { DurableSqliteDialect, WalSync, type SyncFile } from '@ky-wallet/games/wal-sync';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * WAL pages between automatic checkpoints (SQLite's default is 1000), at most 128 MB of WAL. A
 * deposit with a random Idempotency-Key dirties a random page of the key index (time-ordered keys,
 * which the widget sends, share the index's last pages); a checkpoint writes every distinct
 * page back once (and fsyncs the database file, on the event loop: under load it is the longest
 * pause a deposit meets), so a longer interval writes a page re-dirtied by many batches fewer
 * times. 1000 -> 8000 took a deposit's share of its batch from 37 to 29 us in process; 8000 ->
 * 32000 took deposits' p99 from 23-27 to 15-19 ms on a machine with a slow disk (the batches'
 * pauses over 5 ms from 22-27 to 5-7 a run, from 370-540 to 150-190 ms in all; bench/README.md).
 * A crash replays at most this much WAL when the file is opened (a fraction of a second).
 */
const WAL_CHECKPOINT_PAGES = 32_000;

/**
 * The embedded engine: one better-sqlite3 file. WAL lets readers run beside the writer. Every
 * write is on disk before it resolves, so an answered write survives a power cut: the connection
 * commits with synchronous=NORMAL and the WAL is synced on libuv's thread pool (WalSync in
 * packages/games/src/store/wal-sync.ts), where synchronous=FULL stopped the event loop for each
 * commit's fsync. Kysely's writes wait for it in DurableSqliteDialect; the deposit batch, which runs
 * synchronously on the better-sqlite3 handle returned beside Kysely, asks `walSync` itself.
 */
export function createSqliteDb(
  file: string,
  syncFile?: SyncFile,
): { db: Kysely<Database>; database: BetterSqlite3.Database; walSync: WalSync; dialect: DurableSqliteDialect } {
  mkdirSync(dirname(file), { recursive: true });
  const database = openSqlite(file);
  const mode = database.pragma('journal_mode = WAL', { simple: true });
  if (String(mode).toLowerCase() !== 'wal') {
    database.close();
    throw new Error(`SQLite at ${file} refused WAL mode (got ${String(mode)}); use a local file system`);
  }
  database.pragma('synchronous = NORMAL');
  database.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  // The WAL file is reused after a checkpoint; trimmed back to this size if a long read made it grow past it.
  const pageSize = Number(database.pragma('page_size', { simple: true }));
  database.pragma(`journal_size_limit = ${WAL_CHECKPOINT_PAGES * pageSize}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const walSync = new WalSync(`${file}-wal`, syncFile);
  const dialect = new DurableSqliteDialect(database, walSync);
  return { db: new Kysely<Database>({ dialect }), database, walSync, dialect };
}
