import { open, type FileHandle } from 'node:fs/promises';

/** What a WAL sync does to the file; tests give their own to hold a sync open or fail it. */
export type SyncFile = (handle: FileHandle) => Promise<void>;

/**
 * The fsync of SQLite's deposit batches, on libuv's thread pool instead of the event loop.
 *
 * A batch commits with `synchronous=NORMAL` (SQLite writes its WAL frames but does not sync them),
 * then `sync()` runs fdatasync on the WAL file: every frame written before it started is on disk
 * when it resolves, which is what `synchronous=FULL` does inside COMMIT. The batch's answers wait
 * for it, as they waited for COMMIT; meanwhile the event loop reads and parses the next requests
 * (with the fsync inside COMMIT it stopped for 0.3-0.5 ms a batch). Every other write keeps
 * `synchronous=FULL`.
 *
 * Between a batch's COMMIT and the end of its sync, other requests could read what the batch
 * wrote: `pending()` is what any answer waits for before it is sent (app.ts), so that no client,
 * a replay of the same key included, is told of money that a power cut could still take back.
 *
 * A failed fsync is final: after one, Linux may have dropped the pages it could not write and a
 * later fsync can succeed without them (PostgreSQL stops on it for that reason). Every later
 * sync fails with the same error, no answer leaves as a success (app.ts answers 503 instead: what
 * it read may be lost), and /healthz fails, so that the process is restarted and SQLite recovers
 * from what is on disk.
 */
export class WalSync {
  private handle: Promise<FileHandle> | undefined;
  /** The latest sync started; it covers every commit before it. */
  private latest: Promise<void> | undefined;
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
    // The WAL exists from the first write on, before any batch; SQLite keeps the same file (it
    // truncates, never replaces it) while its connection is open.
    const done = (this.handle ??= open(this.walFile, 'r+')).then(this.syncFile).catch((error: unknown) => {
      // SQLite's own code for a failed disk operation: the store is unavailable (503, retry).
      this.failure ??= Object.assign(new Error(`the WAL could not be synced to disk: ${String(error)}`, { cause: error }), {
        code: 'SQLITE_IOERR_FSYNC',
      });
      throw this.failure;
    });
    this.latest = done;
    const settled = () => {
      if (this.latest === done) this.latest = undefined;
    };
    done.then(settled, settled);
    return done;
  }

  /** Resolves once every commit made so far is on disk; undefined when nothing waits for a sync. */
  pending(): Promise<void> | undefined {
    return this.latest?.catch(() => undefined);
  }

  /** Waits for the sync under way, then closes the file. */
  async close(): Promise<void> {
    await this.pending();
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle.catch(() => undefined))?.close();
  }
}
