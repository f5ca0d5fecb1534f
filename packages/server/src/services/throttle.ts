/**
 * Sliding-window counters kept in memory: at most `limit` events per key within the last
 * `windowMs`. Only the newest `limit` timestamps of a key are kept, and the number of keys is
 * capped (oldest-touched first out), so memory stays bounded under a flood of distinct keys.
 *
 * In-memory means per process: several instances behind one PostgreSQL each count on their own,
 * so the effective limit is the configured one times the number of instances (README.md says so).
 */
export class SlidingWindow {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may act again; 0 when it may act now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    const oldest = list[list.length - this.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** Records one event; returns its timestamp so that it can be taken back with `forget`. */
  hit(key: string): number {
    const at = this.now();
    const list = this.recent(key);
    list.push(at);
    if (list.length > this.limit) list.splice(0, list.length - this.limit);
    // Re-insert so the Map's order is least-recently-touched first.
    this.events.delete(key);
    this.events.set(key, list);
    while (this.events.size > this.maxKeys) {
      const first = this.events.keys().next();
      if (first.done) break;
      this.events.delete(first.value);
    }
    return at;
  }

  /** Takes back one event recorded by `hit` (an attempt that turned out not to count). */
  forget(key: string, at: number): void {
    const list = this.events.get(key);
    if (!list) return;
    const index = list.lastIndexOf(at);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.events.delete(key);
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Drops keys whose events have all left the window. */
  prune(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
  }

  get size(): number {
    return this.events.size;
  }

  private recent(key: string): number[] {
    const list = this.events.get(key);
    if (!list) return [];
    const cutoff = this.now() - this.windowMs;
    let stale = 0;
    while (stale < list.length && (list[stale] ?? 0) <= cutoff) stale++;
    if (stale > 0) list.splice(0, stale);
    if (list.length === 0) this.events.delete(key);
    return list;
  }
}
