import { join } from 'node:path';
import { createPostgresDb, createSqliteDb } from './engines.js';
import { migrateToLatest } from './migrations.js';
import { RgsStore } from './store.js';

export { RgsStore, OpenRoundError, isUniqueViolation, type NewSeed } from './store.js';
export type { Engine } from './migrations.js';
export * from './schema.js';

/** The SQLite file in the server's data dir. */
export const RGS_SQLITE_FILE = 'games.sqlite';

export interface RgsStoreOptions {
  /** PostgreSQL when it starts with postgres:// or postgresql:// (the wallet's database; rgs_ tables). */
  databaseUrl?: string | undefined;
  /** Holds games.sqlite otherwise. */
  dataDir?: string | undefined;
  /** The SQLite file instead: a path, or ':memory:' (tests). */
  sqliteFile?: string | undefined;
  /** Where a PostgreSQL pool reports an idle connection's error. */
  onError?: (error: Error) => void;
}

/** Opens the configured engine and brings the rgs_ tables up to date. */
export async function openRgsStore(options: RgsStoreOptions): Promise<RgsStore> {
  const url = options.databaseUrl;
  let store: RgsStore;
  if (url !== undefined && /^postgres(ql)?:\/\//.test(url)) {
    store = new RgsStore(await createPostgresDb(url, options.onError ?? (() => undefined)), 'postgres');
  } else {
    const file = options.sqliteFile ?? (options.dataDir === undefined ? undefined : join(options.dataDir, RGS_SQLITE_FILE));
    if (file === undefined) throw new Error('the game server store needs databaseUrl, dataDir or sqliteFile');
    const { db, durability } = createSqliteDb(file, (message) => options.onError?.(new Error(`checkpoint: ${message}`)));
    store = new RgsStore(db, 'sqlite', durability);
  }
  try {
    await migrateToLatest(store.db);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
