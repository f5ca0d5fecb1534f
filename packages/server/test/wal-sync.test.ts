import { mkdtemp, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { fromMinorUnits } from '@ky-wallet/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameWalletClient, generatePrivateKeyPem, privateKeyFromPem, publicKeyBase64 } from '@ky-wallet/games';
import { openStore } from '../src/store/index.js';
import { call, dataOf, errorOf, FIXTURE, get, startServer, tokenFor, type TestServer } from './helpers.js';

/*
 * SQLite commits without syncing and then fdatasyncs the WAL on the thread pool
 * (packages/games/src/store/wal-sync.ts): deposit batches, and every write through Kysely. What
 * must hold: no deposit or other write is answered, and no answer that could have read it leaves,
 * before that sync is done; a failed sync answers nothing as done, ever again.
 */

describe('SQLite deposit batches: the WAL synced off the event loop', () => {
  let server: TestServer | undefined;
  /** Lets a held sync go, so that a failed test still stops its server. */
  let release = () => {};
  afterEach(async () => {
    release();
    await server?.stop();
    server = undefined;
  });

  it('answers a deposit, and any request answered meanwhile, only once its batch is on disk', async () => {
    let held: Promise<void> | undefined = undefined;
    const syncs: string[] = [];
    server = await startServer(
      {},
      {
        syncWal: async (handle: FileHandle) => {
          if (held) syncs.push('started');
          await held;
          await handle.datasync();
          if (held) syncs.push('done');
        },
      },
    );
    const running = server;
    const token = await tokenFor(running);
    held = new Promise<void>((resolve) => (release = resolve));
    const account = await running.built.store.findAccount(running.built.config.alliance, 'demo');
    if (!account) throw new Error('no demo account');
    const accountId = account.id;
    const before = Number((await running.built.store.getWallet(accountId))?.balance ?? 0);

    const arrived: string[] = [];
    const deposit = call(running, token, 'deposit', { amount: 5 }, { 'idempotency-key': 'wal-held-1' }).then((answer) => {
      arrived.push('deposit');
      return answer;
    });
    // The batch has committed (the money is in the database) and waits for its sync.
    await vi.waitFor(() => expect(syncs).toEqual(['started']), { timeout: 10_000, interval: 5 });
    expect(Number((await running.built.store.getWallet(accountId))?.balance)).toBe(before + 500); // CN¥5 in fen
    const balance = call(running, token, 'getBalance', {}).then((answer) => {
      arrived.push('balance');
      return answer;
    });
    // The event loop is free: the balance request is read and answered by the route meanwhile,
    // but its answer (which shows the new money) waits with the deposit's. Not a wait for a
    // state: nothing may arrive in this time, however long it is.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(arrived).toEqual([]);
    release();
    expect(dataOf(await deposit)).toEqual({ balance: fromMinorUnits(before + 500, 'cny') });
    expect(dataOf(await balance)).toEqual({ balance: fromMinorUnits(before + 500, 'cny') });
    expect(syncs).toEqual(['started', 'done']);
    // With nothing waiting for a sync, answers go at once.
    expect((await get(running, '/healthz')).status).toBe(200);
  });

  it('commits with synchronous=NORMAL, and answers any other write only once its sync is done', async () => {
    let held: Promise<void> | undefined = undefined;
    let syncs = 0;
    server = await startServer(
      {},
      {
        syncWal: async (handle: FileHandle) => {
          if (held) syncs++;
          await held;
          await handle.datasync();
        },
      },
    );
    const running = server;
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(running.built.store.db);
    expect(rows[0]?.synchronous).toBe(1); // NORMAL: the fsync is WalSync's
    held = new Promise<void>((resolve) => (release = resolve));
    // A login writes through Kysely (its session), not through the deposit batch.
    let answered = false;
    const login = tokenFor(running).then((token) => {
      answered = true;
      return token;
    });
    await vi.waitFor(() => expect(syncs).toBe(1), { timeout: 10_000, interval: 5 });
    // Not a wait for a state: nothing may arrive while the sync is held, however long it is.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    expect(await login).toEqual(expect.any(String));
    expect(await running.built.store.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(1);
  });

  it("answers a game server's bet only once its batch is on disk", async () => {
    const privateKey = privateKeyFromPem(generatePrivateKeyPem());
    let held: Promise<void> | undefined = undefined;
    let syncs = 0;
    server = await startServer(
      { gameServerKeys: [{ id: 'wal-games', publicKey: publicKeyBase64(privateKey) }] },
      {
        syncWal: async (handle: FileHandle) => {
          if (held) syncs++;
          await held;
          await handle.datasync();
        },
      },
    );
    const running = server;
    const token = await tokenFor(running);
    dataOf(await call(running, token, 'deposit', { amount: 10 }, { 'idempotency-key': 'wal-games-1' }));
    const { url } = dataOf<{ url: string }>(await call(running, token, 'getGameUrl', { game: 'original-dice' }));
    const client = new GameWalletClient({ walletUrl: running.url, key: { id: 'wal-games', privateKey } });
    try {
      const session = await client.session(new URL(url, running.url).searchParams.get('launch') ?? '');
      held = new Promise<void>((resolve) => (release = resolve));
      let answered = false;
      const bet = client
        .bet({ token: session.token, user: 'demo', game: 'original-dice', currency: 'cny', transaction_uuid: 'wal-bet-1', round: 'wal-round-1', round_closed: false, amount: 100 })
        .then((answer) => {
          answered = true;
          return answer;
        });
      // Committed (the wallet's balance already shows it) and waiting for its sync.
      await vi.waitFor(() => expect(syncs).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 5 });
      await vi.waitFor(async () => expect((await running.built.store.db.selectFrom('wallets').select('balance').executeTakeFirst())?.balance).toBe(900), {
        timeout: 10_000,
        interval: 5,
      });
      // Not a wait for a state: nothing may arrive while the sync is held, however long it is.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(false);
      release();
      expect(await bet).toMatchObject({ status: 'RS_OK', balance: 900 });
    } finally {
      release();
      await client.close();
    }
  });

  it('after a failed sync answers no deposit as done, a replay included, and fails /healthz', async () => {
    let failing = false;
    let syncs = 0;
    server = await startServer(
      {},
      {
        syncWal: async (handle: FileHandle) => {
          if (!failing) return handle.datasync();
          syncs++;
          throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
        },
      },
    );
    const token = await tokenFor(server);
    failing = true;
    const first = await call(server, token, 'deposit', { amount: 5 }, { 'idempotency-key': 'wal-fail-1' });
    expect([first.status, errorOf(first).code]).toEqual([503, 'server_busy']);
    // The batch was retried item by item (its key is stored by then): still no success.
    expect(syncs).toBeGreaterThanOrEqual(1);
    const replay = await call(server, token, 'deposit', { amount: 5 }, { 'idempotency-key': 'wal-fail-1' });
    expect([replay.status, errorOf(replay).code]).toEqual([503, 'server_busy']);
    const other = await call(server, token, 'deposit', { amount: 7 }, { 'idempotency-key': 'wal-fail-2' });
    expect([other.status, errorOf(other).code]).toEqual([503, 'server_busy']);
    expect((await call(server, token, 'getBalance', {})).status).toBe(503);
    // A failed sync is final: no sync is even tried again.
    expect(syncs).toBe(1);
    expect((await get(server, '/healthz')).status).toBe(503);
    // A file of the site too (its stream is closed, not left open).
    expect((await get(server, `/${FIXTURE.siteAsset}`)).status).toBe(503);
  });
});

describe('a batch and its sync, in the store', () => {
  it('are one step: a read that sees the batch already finds an answer must wait for its sync', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ky-wal-step-'));
    let release = () => {};
    let held: Promise<void> | undefined = undefined;
    const store = await openStore({
      dataDir,
      syncWal: async (handle) => {
        await held;
        await handle.datasync();
      },
    });
    try {
      const id = await store.createAccount({ name: 'step', alliance: 'kygaming', passwordHash: 'scrypt$x', currency: 'cny' });
      if (id === undefined) throw new Error('account exists');
      expect(store.whenDurable()).toBeUndefined();
      held = new Promise<void>((resolve) => (release = resolve));
      const credit = store.creditDeposits([{ accountId: id, currency: 'cny', amount: 5, paymentRef: null, idempotency: null, tokenHash: null }]);
      // Queued behind the batch on SQLite's one connection: it reads what the batch committed.
      const wallet = await store.getWallet(id);
      expect(wallet?.balance).toBe(5);
      // So anything answered with it must already wait for the batch's sync (app.ts waits for
      // whenDurable() before every answer). The store starts the sync in the COMMIT's own
      // synchronous step; started later (a turn of the event loop after it, say), it would leave
      // a gap in which this read's answer could go out first.
      expect(store.whenDurable()).toBeDefined();
      release();
      await credit;
      expect(store.whenDurable()).toBeUndefined();
    } finally {
      release();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
