import type { LiveEvent } from '@ky-wallet/protocol';
import type { AdminStore, LedgerEvent, LedgerPage, Scope } from '../store/admin-store.js';

/** How often the ledger is read while someone watches. */
const POLL_MS = 200;
const BATCH = 1000;
/** At most this many ledger ids are replayed to a reconnecting client. */
const MAX_REPLAY = 20_000;
/** At most this many missing ids are remembered per client (more are taken for rolled back). */
const MAX_GAPS = 10_000;
/** At most this many ranges of missing ids go into a cursor, and are read back from one. */
const MAX_CURSOR_RANGES = 64;

/** Which limit refused a live feed. */
export type FeedLimit = 'session' | 'address';

/**
 * The live feeds open on this instance, per staff session and per client address. Every open feed
 * checks its session each second and counts players online every five, so one sign-in (or one
 * address, over many) may hold only a few. Counted in this process, not shared: several instances
 * each hold to the limits, so a session may have that many on each; a shared count would outlive
 * an instance that died with feeds open.
 */
export class FeedSlots {
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(readonly limits: { perSession: number; perAddress: number }) {}

  /** Takes a place for a feed, or names the limit it would pass. `release` gives it back (once). */
  take(session: string, address: string): { release: () => void } | { refused: FeedLimit } {
    if ((this.bySession.get(session) ?? 0) >= this.limits.perSession) return { refused: 'session' };
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return { refused: 'address' };
    count(this.bySession, session, 1);
    count(this.byAddress, address, 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        count(this.bySession, session, -1);
        count(this.byAddress, address, -1);
      },
    };
  }
}

function count(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

/**
 * Where a client is in the ledger: it has been given (or had no right to) every id <= `max`
 * except the ids in `gaps`, which were missing when it got there and may still be committed.
 * Sent as the SSE event id, so EventSource hands it back as Last-Event-ID when it reconnects:
 * `max`, or `max:gap,gap-gap,…` (ranges of missing ids).
 */
export interface Cursor {
  max: number;
  gaps: Set<number>;
}

export interface Subscriber {
  scope: Scope;
  /** An event, and the cursor that resumes right after it. */
  send(event: LiveEvent, cursor: string): void;
}

/**
 * The back office's live feed. It polls the ledger by id (every 200 ms, and only while someone
 * watches), so every instance behind one database sees every instance's deposits and game
 * movements with no message bus.
 *
 * On PostgreSQL ids come from a sequence before commit, so a lower id can be committed after a
 * higher one. Each client therefore has a cursor (the highest id it got and the ids missing below
 * it), events are sent as soon as they are visible, and missing ids are read again at every poll
 * until they show up or are known to be rolled back: an id missing in a snapshot whose xmax was X
 * belongs to a transaction below X (the ledger's writers update the wallet before they take an
 * id, so they have a transaction id by then), and once the snapshot's xmin passes X every such
 * transaction has ended. On SQLite writers commit one at a time in id order, so a missing id is
 * never coming.
 */
export class LiveFeed {
  private readonly subscribers = new Map<Subscriber, Cursor>();
  /** PostgreSQL: missing ids, and the xmax of the snapshot they were first missing in. */
  private readonly missingSince = new Map<number, bigint>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private closed = false;

  constructor(
    private readonly store: AdminStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Adds a subscriber. With a cursor (SSE's Last-Event-ID, or the dashboard's last_event_id) it
   * first gets what it missed, before this resolves, then the live events, without gaps or repeats.
   */
  async subscribe(subscriber: Subscriber, from?: Cursor): Promise<() => void> {
    if (this.closed) throw new Error('the live feed is closed');
    const head = await this.store.settledLedgerId();
    const cursor = from ? clamp(from, head) : { max: head, gaps: new Set<number>() };
    if (from) {
      // Catches up alone; the shared polls take it from where this stops.
      const alone = new Map([[subscriber, cursor]]);
      for (let read = 0; read * BATCH < MAX_REPLAY && (await this.read(alone)); read++);
    }
    if (this.closed) throw new Error('the live feed is closed');
    this.subscribers.set(subscriber, cursor);
    this.timer ??= setInterval(() => void this.poll(), POLL_MS);
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.stop();
    };
  }

  close(): void {
    this.closed = true;
    this.subscribers.clear();
    this.stop();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.missingSince.clear();
  }

  /** Reads the ledger for every subscriber (more batches while they come full); exposed for tests. */
  async poll(): Promise<void> {
    if (this.polling || this.subscribers.size === 0) return;
    this.polling = true;
    try {
      for (let read = 0; read * BATCH < MAX_REPLAY && (await this.read(new Map(this.subscribers))); read++);
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
    }
  }

  /** One read for these cursors: sends what each has not had, moves them on. True if the page was full. */
  private async read(targets: Map<Subscriber, Cursor>): Promise<boolean> {
    let after = Number.POSITIVE_INFINITY;
    const missing = new Set<number>();
    for (const cursor of targets.values()) {
      after = Math.min(after, cursor.max);
      for (const id of cursor.gaps) missing.add(id);
    }
    if (targets.size === 0) return false;
    const page = await this.store.ledgerAfter(after, [...missing], BATCH);
    const full = page.rows.length === BATCH;
    // The page holds every visible id up to here.
    const end = full ? (page.rows.at(-1)?.id ?? after) : Number.POSITIVE_INFINITY;
    const visible = new Set(page.rows.map((row) => row.id));

    for (const [subscriber, cursor] of targets) {
      for (const row of page.rows) {
        if (row.id > cursor.max) {
          if (page.snapshot) {
            for (let id = Math.max(cursor.max + 1, row.id - MAX_GAPS); id < row.id; id++) cursor.gaps.add(id);
          }
          cursor.max = row.id;
        } else if (!cursor.gaps.delete(row.id)) {
          continue;
        }
        trim(cursor);
        if (matches(subscriber.scope, row)) subscriber.send(publicEvent(row), formatCursor(cursor));
      }
      for (const id of cursor.gaps) {
        if (id <= end && !visible.has(id) && this.rolledBack(id, page)) cursor.gaps.delete(id);
      }
    }
    this.forgetSettled(targets);
    return full;
  }

  /** Whether a missing id can no longer be committed. */
  private rolledBack(id: number, page: LedgerPage): boolean {
    if (!page.snapshot) return true;
    const since = this.missingSince.get(id);
    if (since === undefined) this.missingSince.set(id, page.snapshot.xmax);
    return page.snapshot.xmin >= (since ?? page.snapshot.xmax);
  }

  private forgetSettled(reading: Map<Subscriber, Cursor>): void {
    const cursors = [...this.subscribers.values(), ...reading.values()];
    for (const id of this.missingSince.keys()) {
      if (!cursors.some((cursor) => cursor.gaps.has(id))) this.missingSince.delete(id);
    }
  }
}

/** Keeps a cursor within MAX_GAPS missing ids: the oldest are taken for rolled back. */
function trim(cursor: Cursor): void {
  if (cursor.gaps.size <= MAX_GAPS) return;
  const sorted = [...cursor.gaps].sort((a, b) => a - b);
  for (const id of sorted.slice(0, sorted.length - MAX_GAPS)) cursor.gaps.delete(id);
}

/** A cursor from a client, kept within what a replay reads. */
function clamp(cursor: Cursor, head: number): Cursor {
  const floor = Math.max(0, head - MAX_REPLAY);
  if (cursor.max >= floor) return { max: cursor.max, gaps: new Set([...cursor.gaps].filter((id) => id > floor)) };
  return { max: floor, gaps: new Set() };
}

/** `max`, or `max:a,b-c` with the missing ids as ranges (at most MAX_CURSOR_RANGES, the newest). */
export function formatCursor(cursor: Cursor): string {
  const ranges: [number, number][] = [];
  for (const id of [...cursor.gaps].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === id - 1) last[1] = id;
    else ranges.push([id, id]);
  }
  if (ranges.length === 0) return String(cursor.max);
  const kept = ranges.slice(-MAX_CURSOR_RANGES).map(([a, b]) => (a === b ? String(a) : `${a}-${b}`));
  return `${cursor.max}:${kept.join(',')}`;
}

const CURSOR = /^(\d{1,15})(?::(\d{1,15}(?:-\d{1,15})?(?:,\d{1,15}(?:-\d{1,15})?)*))?$/;

/** Reads a cursor that formatCursor wrote (or a bare ledger id); undefined if it is not one. */
export function parseCursor(text: string): Cursor | undefined {
  const match = CURSOR.exec(text);
  if (!match) return undefined;
  const max = Number(match[1]);
  const gaps = new Set<number>();
  const ranges = match[2]?.split(',') ?? [];
  if (ranges.length > MAX_CURSOR_RANGES) return undefined;
  for (const range of ranges) {
    const [a = 0, b = a] = range.split('-').map(Number);
    if (a > b || b >= max || b - a >= MAX_GAPS - gaps.size) return undefined;
    for (let id = a; id <= b; id++) gaps.add(id);
  }
  return { max, gaps };
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
  }
}

/** What staff see of a ledger row: the feed's event, the dashboard's latest movements. */
export function publicEvent(row: LedgerEvent): LiveEvent {
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
