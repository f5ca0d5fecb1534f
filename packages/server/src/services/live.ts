import type { LiveEvent } from '@ky-wallet/protocol';
import type { AdminStore, LedgerEvent, Scope } from '../store/admin-store.js';

/** How often the ledger is read while someone watches. */
const POLL_MS = 200;
const BATCH = 1000;
/** A missing id older than this is a rolled-back insert (PostgreSQL sequences have gaps), not a late commit. */
const GAP_TIMEOUT_MS = 5000;
/** At most this many events are replayed to a reconnecting client. */
const MAX_REPLAY = 20_000;

export interface Subscriber {
  scope: Scope;
  send(event: LiveEvent): void;
}

/**
 * The back office's live feed. It polls the ledger by id (every 200 ms, and only while someone
 * watches), so every instance behind one database sees every instance's deposits and game
 * movements with no message bus. Ids are handed out before commit, so on PostgreSQL a lower id
 * can appear after a higher one: the feed remembers what it sent above its low-water mark and
 * waits a few seconds for missing ids before it takes them for rolled-back gaps.
 */
export class LiveFeed {
  private readonly subscribers = new Set<Subscriber>();
  /** Every id <= low has been handled. */
  private low = -1;
  private readonly sentAbove = new Set<number>();
  private gapSince: { id: number; at: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private closed = false;

  constructor(
    private readonly store: AdminStore,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Adds a subscriber. With `lastEventId` (SSE's Last-Event-ID) it first gets every event after
   * that id from the ledger, then the live ones, without gaps or repeats.
   */
  async subscribe(subscriber: Subscriber, lastEventId?: number): Promise<() => void> {
    if (this.closed) throw new Error('the live feed is closed');
    if (this.low < 0) this.low = await this.store.lastLedgerId();
    if (lastEventId === undefined) {
      this.add(subscriber);
    } else {
      // Buffer live events while the replay reads the ledger, then drop what the replay sent.
      const buffered: LiveEvent[] = [];
      const buffering: Subscriber = { scope: subscriber.scope, send: (event) => buffered.push(event) };
      this.add(buffering);
      const replayed = new Set<number>();
      try {
        let after = lastEventId;
        for (let sent = 0; sent < MAX_REPLAY; ) {
          const rows = await this.store.ledgerSince(after, BATCH);
          for (const row of rows) {
            if (matches(subscriber.scope, row)) {
              subscriber.send(publicEvent(row));
              replayed.add(row.id);
              sent += 1;
            }
            after = row.id;
          }
          if (rows.length < BATCH) break;
        }
      } finally {
        this.subscribers.delete(buffering);
      }
      for (const event of buffered) if (!replayed.has(event.id)) subscriber.send(event);
      this.add(subscriber);
    }
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.stop();
    };
  }

  get size(): number {
    return this.subscribers.size;
  }

  close(): void {
    this.closed = true;
    this.subscribers.clear();
    this.stop();
  }

  private add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
    this.timer ??= setInterval(() => void this.poll(), POLL_MS);
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One read of the ledger past the low-water mark; exposed for tests. */
  async poll(): Promise<void> {
    if (this.polling || this.low < 0) return;
    this.polling = true;
    try {
      const rows = await this.store.ledgerSince(this.low, BATCH);
      for (const row of rows) {
        if (row.id <= this.low || this.sentAbove.has(row.id)) continue;
        this.sentAbove.add(row.id);
        const event = publicEvent(row);
        for (const subscriber of this.subscribers) {
          if (matches(subscriber.scope, row)) subscriber.send(event);
        }
      }
      this.advance();
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
    }
  }

  /** Moves the low-water mark over sent ids, and over gaps that stayed empty too long. */
  private advance(): void {
    for (;;) {
      const next = this.low + 1;
      if (this.sentAbove.delete(next)) {
        this.low = next;
        this.gapSince = undefined;
        continue;
      }
      if (this.sentAbove.size === 0) return;
      if (this.gapSince?.id !== next) this.gapSince = { id: next, at: this.now() };
      if (this.now() - this.gapSince.at < GAP_TIMEOUT_MS) return;
      this.low = next;
      this.gapSince = undefined;
    }
  }
}

/** Whether a ledger row's account is inside a scope (the same rule as scopeSql). */
export function matches(scope: Scope, row: LedgerEvent): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'operator':
      return row.operator_id === scope.id || row.account_id === scope.id;
    case 'manager':
      return row.manager_id === scope.id || row.account_id === scope.id;
    case 'alliance':
      return row.alliance === scope.alliance;
    case 'self':
      return row.account_id === scope.id;
    case 'none':
      return false;
  }
}

function publicEvent(row: LedgerEvent): LiveEvent {
  return {
    id: row.id,
    kind: row.kind,
    account_id: row.account_id,
    account_name: row.account_name,
    operator_id: row.operator_id,
    operator_name: row.operator_name,
    amount: row.amount,
    currency: row.currency,
    game: row.game,
    at: row.at,
  };
}
