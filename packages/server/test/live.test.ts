import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardData, LiveEvent } from '@ky-wallet/protocol';
import { formatCursor, parseCursor } from '../src/services/live.js';
import { ADMIN_PASSWORD, ok, signIn, type StaffClient } from './admin-helpers.js';
import { forEachEngine, type EngineTarget } from './engines.js';
import { createPlayer, startServer, type TestServer } from './helpers.js';

/*
 * The back office's live feed (GET /api/admin/live, Server-Sent Events) as a browser's
 * EventSource sees it: each `ledger` event's SSE id is the cursor it hands back as Last-Event-ID.
 * On PostgreSQL ids are taken before commit, so a movement with a lower id can commit after a
 * higher one: it must still reach open streams, and streams resumed from an earlier cursor, once.
 */

interface Feed {
  events: { cursor: string; event: LiveEvent }[];
  /** Resolves once the subscription (and any replay before it) is done: the `online` event follows it. */
  ready: Promise<void>;
  close(): void;
}

/** Opens the feed, resuming from Last-Event-ID, or from the query's lastEventId as the dashboard does. */
async function openFeed(
  server: TestServer,
  staff: StaffClient,
  lastEventId?: string,
  via: 'header' | 'query' = 'header',
): Promise<Feed> {
  const controller = new AbortController();
  const query = lastEventId !== undefined && via === 'query' ? `?lastEventId=${lastEventId}` : '';
  const header: Record<string, string> = lastEventId !== undefined && via === 'header' ? { 'last-event-id': lastEventId } : {};
  const response = await fetch(`${server.url}/api/admin/live${query}`, {
    headers: { cookie: staff.cookie, ...header },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`live feed answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: Feed['events'] = [];
  let online: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (online = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const fields = new Map(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)] as const),
        );
        buffer = buffer.slice(end + 2);
        if (fields.get('event') === 'online') online();
        if (fields.get('event') === 'ledger') {
          events.push({ cursor: fields.get('id') ?? '', event: JSON.parse(fields.get('data') ?? '{}') as LiveEvent });
        }
      }
    }
  })().catch(() => undefined);
  return { events, ready, close: () => controller.abort() };
}

const idsOf = (feed: Feed) => feed.events.map((entry) => entry.event.id);

function liveSuite(engine: 'sqlite' | 'postgres', makeTarget: () => Promise<EngineTarget>) {
  describe(`live feed on ${engine}`, () => {
    let target: EngineTarget;
    let server: TestServer;
    let admin: StaffClient;
    let seq = 0;

    beforeAll(async () => {
      target = await makeTarget();
      server = await startServer({ ...target.options, adminPassword: ADMIN_PASSWORD });
      admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    });
    afterAll(async () => {
      await server?.stop();
      await target?.dispose();
    });

    async function player(): Promise<number> {
      return createPlayer(server, `live-player-${++seq}`, 'password-123');
    }

    /** A committed deposit; its ledger id. */
    async function deposit(accountId: number, amount: number): Promise<number> {
      await server.built.store.creditDeposits([{ accountId, currency: 'cny', amount, paymentRef: null, idempotency: null, tokenHash: null }]);
      const [row] = await server.built.store.listTransactions(accountId, 1, 0);
      if (!row) throw new Error('the deposit left no ledger row');
      return Number(row.id);
    }

    it('sends each movement once, and a stream resumed from an event’s id gets exactly what came after', async () => {
      const account = await player();
      const first = await openFeed(server, admin);
      await first.ready;
      const a = await deposit(account, 100);
      const b = await deposit(account, 200);
      await vi.waitFor(() => expect(idsOf(first)).toEqual([a, b]));
      expect(first.events.map((entry) => entry.cursor)).toEqual([String(a), String(b)]);

      const c = await deposit(account, 300);
      const resumed = await openFeed(server, admin, first.events[0]?.cursor);
      await resumed.ready;
      expect(idsOf(resumed)).toEqual([b, c]);
      const d = await deposit(account, 400);
      await vi.waitFor(() => expect(idsOf(resumed)).toEqual([b, c, d]));
      await vi.waitFor(() => expect(idsOf(first)).toEqual([a, b, c, d]));
      first.close();
      resumed.close();
    });

    // Only PostgreSQL hands out ids before commit: SQLite has one writer at a time, so there a
    // transaction holding a lower id would block the later one instead of committing after it.
    if (engine === 'postgres') {
      async function holdDeposit(accountId: number, amount: number): Promise<{ id: number; client: pg.Client }> {
        const client = new pg.Client({ connectionString: target.options.databaseUrl });
        await client.connect();
        await client.query('BEGIN');
        // In the order the store writes: the wallet first, then the ledger row (which takes the id).
        const wallet = await client.query<{ balance: string }>(
          'UPDATE wallets SET balance = balance + $2 WHERE account_id = $1 RETURNING balance',
          [accountId, amount],
        );
        const row = await client.query<{ id: string }>(
          `INSERT INTO transactions (account_id, kind, amount, balance_after, currency, created_at)
           VALUES ($1, 'deposit', $2, $3, 'cny', $4) RETURNING id`,
          [accountId, amount, wallet.rows[0]?.balance, Date.now()],
        );
        return { id: Number(row.rows[0]?.id), client };
      }

      it('delivers a movement that commits after a higher id, live and to streams resumed from before it', async () => {
        const held = await player();
        const other = await player();
        const live = await openFeed(server, admin);
        await live.ready;

        const slow = await holdDeposit(held, 500);
        const high = await deposit(other, 700);
        expect(high).toBeGreaterThan(slow.id);
        await vi.waitFor(() => expect(idsOf(live)).toEqual([high]));
        const afterHigh = live.events[0]?.cursor ?? '';

        // Resumed while the lower id is still held: nothing is repeated.
        const early = await openFeed(server, admin, afterHigh);
        await early.ready;
        expect(idsOf(early)).toEqual([]);

        await slow.client.query('COMMIT');
        await slow.client.end();
        await vi.waitFor(() => expect(idsOf(live)).toEqual([high, slow.id]));
        await vi.waitFor(() => expect(idsOf(early)).toEqual([slow.id]));

        // Resumed after it committed, from the id of the higher event: it comes, the higher one not again.
        const late = await openFeed(server, admin, afterHigh);
        await late.ready;
        expect(idsOf(late)).toEqual([slow.id]);
        // Nothing is missing any more: the cursor is a plain id again.
        expect(live.events[1]?.cursor).toBe(String(high));

        const next = await deposit(other, 900);
        for (const feed of [live, early, late]) {
          await vi.waitFor(() => expect(idsOf(feed).filter((id) => id === next)).toEqual([next]));
          expect(new Set(idsOf(feed)).size).toBe(idsOf(feed).length);
          feed.close();
        }
      });

      it('counts the dashboard up to an id the feed goes on from, with nothing lost or counted twice', async () => {
        const held = await player();
        const other = await player();
        await deposit(other, 100);
        const slow = await holdDeposit(held, 500);
        const high = await deposit(other, 700);
        const dashboard = ok<DashboardData>(await admin.call('dashboard', { query: { currency: 'cny' } }));
        const counted = dashboard.by_currency.find((row) => row.currency === 'cny')?.deposits ?? 0;
        const feed = await openFeed(server, admin, String(dashboard.last_event_id), 'query');
        await feed.ready;
        await slow.client.query('COMMIT');
        await slow.client.end();
        await vi.waitFor(() => expect(idsOf(feed)).toContain(slow.id));
        expect(idsOf(feed)).toContain(high);
        expect(new Set(idsOf(feed)).size).toBe(idsOf(feed).length);
        const streamed = feed.events.reduce((sum, entry) => sum + entry.event.amount, 0);
        const ledger = await server.built.store.db
          .selectFrom('transactions')
          .select((eb) => eb.fn.sum<string>('amount').as('sum'))
          .where('kind', '=', 'deposit')
          .executeTakeFirstOrThrow();
        expect(counted + streamed).toBe(Number(ledger.sum));
        feed.close();
      });

      it('drops an id whose transaction rolled back from the cursor, once that transaction is over', async () => {
        const account = await player();
        const live = await openFeed(server, admin);
        await live.ready;
        const lost = await holdDeposit(account, 500);
        await lost.client.query('ROLLBACK');
        await lost.client.end();
        const after = await deposit(account, 100);
        await vi.waitFor(() => expect(idsOf(live)).toEqual([after]));
        const later = await deposit(account, 100);
        await vi.waitFor(() => expect(idsOf(live)).toEqual([after, later]));
        expect(live.events[1]?.cursor).toBe(String(later));
        live.close();
      });
    }
  });
}

forEachEngine('live feed', liveSuite);

describe('live feed limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, so that a test can be several addresses.
    server = await startServer({ adminPassword: ADMIN_PASSWORD, trustProxy: true, liveFeedsPerSession: 3, liveFeedsPerAddress: 4 });
  });
  afterAll(() => server?.stop());

  /** Asks for a feed from `address`: its status and error code, and a close for an open one. */
  async function request(staff: StaffClient, address: string): Promise<{ status: number; code?: string; close(): void }> {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/admin/live`, {
      headers: { cookie: staff.cookie, 'x-forwarded-for': address },
      signal: controller.signal,
    });
    if (response.ok) return { status: response.status, close: () => controller.abort() };
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(/live feeds? open/);
    return { status: response.status, code: body.error.code, close: () => undefined };
  }

  it('holds a staff sign-in to a few open feeds: more are 429 too_many_live_feeds, until one closes', async () => {
    const staff = await signIn(server, 'admin', ADMIN_PASSWORD);
    const feeds = await Promise.all([1, 2, 3].map(() => request(staff, '203.0.113.1')));
    expect(feeds.map((feed) => feed.status)).toEqual([200, 200, 200]);
    // From another address too: the sign-in's own limit.
    expect(await request(staff, '203.0.113.2')).toMatchObject({ status: 429, code: 'too_many_live_feeds' });
    // Another sign-in (the same person in another browser) has feeds of its own.
    const other = await request(await signIn(server, 'admin', ADMIN_PASSWORD), '203.0.113.3');
    expect(other.status).toBe(200);
    // A feed that closes gives its place back.
    feeds[0]?.close();
    await vi.waitFor(async () => {
      const again = await request(staff, '203.0.113.1');
      expect(again.status).toBe(200);
      feeds.push(again);
    });
    for (const feed of [...feeds, other]) feed.close();
  });

  it('holds one address to its limit over all its sign-ins', async () => {
    const [a, b] = await Promise.all([signIn(server, 'admin', ADMIN_PASSWORD), signIn(server, 'admin', ADMIN_PASSWORD)]);
    if (!a || !b) throw new Error('no sign-in');
    const feeds = await Promise.all([a, a, b, b].map((staff) => request(staff, '198.51.100.7')));
    expect(feeds.map((feed) => feed.status)).toEqual([200, 200, 200, 200]);
    expect(await request(b, '198.51.100.7')).toMatchObject({ status: 429, code: 'too_many_live_feeds' });
    expect((await request(b, '198.51.100.8')).status).toBe(200);
    for (const feed of feeds) feed.close();
  });
});

describe('live feed cursor', () => {
  it('writes the missing ids as ranges and reads them back', () => {
    const cursor = { max: 120, gaps: new Set([100, 101, 102, 110]) };
    expect(formatCursor(cursor)).toBe('120:100-102,110');
    expect(parseCursor('120:100-102,110')).toEqual(cursor);
    expect(parseCursor('120')).toEqual({ max: 120, gaps: new Set() });
  });

  it('refuses what it did not write', () => {
    for (const text of ['', 'x', '-1', '12:13', '12:5-3', '12:', '1'.repeat(16), '99999:1-99998']) {
      expect(parseCursor(text), text).toBeUndefined();
    }
  });
});
