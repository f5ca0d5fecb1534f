import { join } from 'node:path';
import { isPostgresUrl } from '../config.js';
import { FIRST_MIGRATION, migrateToLatest } from './migrations.js';
import { createPostgresDb } from './postgres.js';
import { createSqliteDb } from './sqlite.js';
import { Store } from './store.js';
import type { SyncFile } from '@ky-wallet/games/wal-sync';

export { isStoreUnavailable, isUnstorableText, poolStatsOf, type PoolStats } from './postgres.js';
export { Store, isUniqueViolation, type CreditItem, type CreditResult, type DepositContext, type SessionRecord } from './store.js';
export { sessionRefusal, type SessionRefusal } from './credit-plan.js';
export type { Engine } from './migrations.js';
export type { SyncFile } from '@ky-wallet/games/wal-sync';
export * from './schema.js';

export const SQLITE_FILE_NAME = 'ky-wallet.sqlite';

export interface StoreOptions {
  /** Chooses PostgreSQL when it starts with postgres:// or postgresql://. */
  databaseUrl?: string | undefined;
  /** Holds the SQLite file otherwise. */
  dataDir: string;
  /** Where a PostgreSQL pool reports an idle connection's error. */
  onError?: (error: Error) => void;
  /** Run the migrations (tests of the migrations themselves turn it off). @default true */
  migrate?: boolean;
  /** How SQLite's WAL is synced after a deposit batch; tests hold or fail it. @default fdatasync */
  syncWal?: SyncFile;
}

/** Opens the configured engine and runs the migrations. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const url = options.databaseUrl;
  let store: Store;
  if (url !== undefined && isPostgresUrl(url)) {
    store = new Store(await createPostgresDb(url, options.onError ?? (() => undefined)), 'postgres');
  } else {
    const { db, database, walSync, dialect } = createSqliteDb(join(options.dataDir, SQLITE_FILE_NAME), options.syncWal);
    store = new Store(db, 'sqlite', { database, walSync, dialect });
  }
  if (options.migrate === false) return store;
  try {
    store.createdNow = (await migrateToLatest(store.db, store.engine)).includes(FIRST_MIGRATION);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
