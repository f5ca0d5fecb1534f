import { open, type FileHandle } from 'node:fs/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type SqliteDatabase, type TransactionSettings } from 'kysely';

/** What a WAL sync does to the file; tests give their own to hold a sync open or fail it. */
export type SyncFile = (handle: FileHandle) => Promise<void>;

/**
 * SQLite's commits made durable on libuv's thread pool instead of the event loop.
 *
 * A write commits with `synchronous=NORMAL` (SQLite writes its WAL frames but does not sync them),
 * then `sync()` runs fdatasync on the WAL file: every frame written before it started is on disk
 * when it resolves, which is what `synchronous=FULL` does inside COMMIT. The writer waits for it
 * as it waited for COMMIT; meanwhile the event loop serves other requests (with the fsync inside
 * COMMIT it stopped for 0.3-0.5 ms a commit). Writes that come while a sync runs share the next
 * one: one fsync for all of them, the group commit of a database server.
 *
 * Between a COMMIT and the end of its sync, other requests could read what it wrote: `pending()`
 * is what an answer that could have read it waits for (the wallet's app.ts), so that no client is
 * told of money that a power cut could still take back.
 *
 * A failed fsync is final: after one, Linux may have dropped the pages it could not write and a
 * later fsync can succeed without them (PostgreSQL stops on it for that reason). Every later
 * sync fails with the same error, so that nothing is answered as done and the process is
 * restarted (the wallet's /healthz fails) and SQLite recovers from what is on disk.
 */
export class WalSync {
  private handle: Promise<FileHandle> | undefined;
  /** The sync under way. */
  private running: Promise<void> | undefined;
  /** The next sync, waiting for the one under way; it covers every commit made before it starts. */
  private queued: Promise<void> | undefined;
  /** The error of a failed sync, once there was one. */
  failure: Error | undefined;

  constructor(
    /** The WAL: the database file's name and `-wal`. */
    private readonly walFile: string,
    private readonly syncFile: SyncFile = (handle) => handle.datasync(),
  ) {}

  /** Makes every commit so far durable; rejects if it could not (and from then on). */
  sync(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    this.queued = queued;
    return queued;
  }

  /** The sync that covers every commit made so far (it rejects if it fails); undefined when none is under way. */
  covering(): Promise<void> | undefined {
    return this.failure ? Promise.reject(this.failure) : (this.queued ?? this.running);
  }

  /** Resolves once every commit made so far is on disk, or its sync failed; undefined when nothing waits for a sync. */
  pending(): Promise<void> | undefined {
    return (this.queued ?? this.running)?.catch(() => undefined);
  }

  /** Waits for the syncs under way, then closes the file. */
  async close(): Promise<void> {
    await this.pending();
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle.catch(() => undefined))?.close();
  }

  private start(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    // The WAL exists from the first write on; SQLite keeps the same file (it truncates, never
    // replaces it) while its connection is open.
    const done = (this.handle ??= open(this.walFile, 'r+')).then(this.syncFile).catch((error: unknown) => {
      // SQLite's own code for a failed disk operation: the store is unavailable (503, retry).
      this.failure ??= Object.assign(new Error(`the WAL could not be synced to disk: ${String(error)}`, { cause: error }), {
        code: 'SQLITE_IOERR_FSYNC',
      });
      throw this.failure;
    });
    this.running = done;
    const settled = () => {
      if (this.running === done) this.running = undefined;
    };
    done.then(settled, settled);
    return done;
  }
}

/**
 * Kysely asks the driver to prepare every query anew, and compiling SQL was a fifth of the
 * server's CPU under deposit load. better-sqlite3 statements are reusable (and re-prepared by
 * SQLite itself after a schema change), so keep the most recent ones by SQL text. `onWrite` hears
 * of every statement about to run that can change the database.
 */
export function withStatementCache(database: BetterSqlite3.Database, size = 256, onWrite?: () => void): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-insert: Map order is our LRU order
      } else {
        statement = database.prepare(sql);
        const oldest = cache.size >= size ? cache.keys().next().value : undefined;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(sql, statement);
      if (onWrite && !statement.readonly) onWrite();
      return statement;
    },
  };
}

/**
 * Kysely on an SQLite file whose connection runs `synchronous=NORMAL`: a query or transaction
 * that wrote resolves only once `wal` has synced it, after Kysely's connection was given back (so
 * the next writer commits meanwhile and shares the next fsync). What its callers see is what
 * `synchronous=FULL` gives, without stopping the event loop for each commit. The sync is started
 * in the same synchronous step as the write's COMMIT, so `wal.pending()` covers the write from
 * the moment anyone else could read it.
 */
export class DurableSqliteDialect extends SqliteDialect {
  /** A statement that can write ran since the last sync was started. */
  private wrote = false;
  /** The sync started by the last commit, until the connection is given back. */
  private started: Promise<void> | undefined;
  /** The transaction under way asked not to wait for its sync (see `doNotWait`). */
  private notWaiting = false;

  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly wal: WalSync,
    /** Closed before the database (a checkpointing thread, checkpointer.ts). */
    private readonly companion?: { close(): Promise<void> },
  ) {
    super({ database: withStatementCache(database, 256, () => (this.wrote = true)) });
  }

  /**
   * Called inside a transaction: its commit is synced as any other, but the transaction resolves
   * without waiting for it. For a write whose loss in a power cut is repaired by what is already
   * on disk (a round's end, which the retry loop resends from the state before it), or whose
   * caller waits for `wal.pending()` itself.
   */
  doNotWait(): void {
    if (this.database.inTransaction) this.notWaiting = true;
  }

  /** After each statement, synchronously: a write now committed starts its sync. */
  private afterStatement(): void {
    if (!this.wrote || this.database.inTransaction) return;
    this.wrote = false;
    this.started = this.wal.sync();
    // A failed sync fails every later write; whoever waits for this one hears of it there.
    this.started.catch(() => undefined);
  }

  override createDriver(): Driver {
    const inner = super.createDriver();
    return {
      init: () => inner.init(),
      acquireConnection: async () => {
        const connection = await inner.acquireConnection();
        const tracked: DatabaseConnection = {
          executeQuery: <R>(query: CompiledQuery) => {
            // SQLite runs the statement inside this call (better-sqlite3 is synchronous).
            const result = connection.executeQuery<R>(query);
            this.afterStatement();
            return result;
          },
          streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
        };
        return tracked;
      },
      beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) => inner.beginTransaction(connection, settings),
      commitTransaction: (connection) => inner.commitTransaction(connection),
      rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
      savepoint: inner.savepoint?.bind(inner),
      rollbackToSavepoint: inner.rollbackToSavepoint?.bind(inner),
      releaseSavepoint: inner.releaseSavepoint?.bind(inner),
      releaseConnection: async (connection) => {
        // Taken before the connection is given back: the next holder's writes are its own.
        const started = this.started;
        const wait = !this.notWaiting;
        this.started = undefined;
        this.notWaiting = false;
        await inner.releaseConnection(connection);
        if (started && wait) await started;
      },
      destroy: async () => {
        await this.companion?.close();
        await this.wal.close();
        await inner.destroy();
      },
    };
  }
}
