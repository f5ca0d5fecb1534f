/** Told of every batch (metrics). */
export interface GroupCommitObserver {
  batch?(size: number): void;
  retried?(): void;
}

/**
 * Group commit: callers submit items one at a time; items that arrive while a flush is running
 * wait and go together into the next flush. With no load an item is flushed at once (no timer,
 * no added latency beyond one event-loop turn); under load batches grow by themselves, and the cost of a durable commit
 * (an fsync of SQLite's WAL, packages/games/src/store/wal-sync.ts) is shared by the whole batch.
 *
 * If a batch fails, each of its items is retried alone, so one bad item fails only itself.
 * (Retrying is safe for money only because every item carries an idempotency key that the store
 * writes in the same transaction: see Store.creditDeposits.)
 */
export class GroupCommit<T, R> {
  private queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private flushing = false;
  private running: Promise<void> = Promise.resolve();
  /** Batches flushed and the largest batch so far (for tests and metrics). */
  readonly stats = { batches: 0, items: 0, largestBatch: 0, retriedBatches: 0 };

  constructor(
    private readonly commit: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 500,
    private readonly observer: GroupCommitObserver = {},
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        this.running = this.flush();
      }
    });
  }

  /** Resolves once everything submitted so far is committed or failed. */
  async drain(): Promise<void> {
    while (this.flushing) await this.running;
  }

  private async flush(): Promise<void> {
    for (;;) {
      // Yield one turn of the event loop before taking a batch: requests whose bytes have already
      // arrived get parsed and join it, instead of the first of them starting a commit of its own
      // while the others wait for the next. With no load this costs one setImmediate, microseconds.
      // (While a commit runs, on PostgreSQL or SQLite's writer thread, the next batch fills.)
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.queue.length === 0) break;
      const batch = this.queue.splice(0, this.maxBatch);
      this.stats.batches++;
      this.stats.items += batch.length;
      this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
      this.observer.batch?.(batch.length);
      try {
        const results = await this.commit(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as R));
      } catch {
        // Each item alone, a batch of one too: the failure may be one bad item, or a COMMIT whose
        // answer was lost although it succeeded, which the store recognises on the retry (the
        // item's idempotency key is stored) and answers without moving money again.
        this.stats.retriedBatches++;
        this.observer.retried?.();
        for (const entry of batch) {
          try {
            const [result] = await this.commit([entry.item]);
            entry.resolve(result as R);
          } catch (itemError) {
            entry.reject(itemError);
          }
        }
      }
    }
    // Cleared in the same synchronous step that saw the queue empty, so a submit that comes
    // after it starts a new flush and none is left waiting.
    this.flushing = false;
  }
}
