import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createPlayer,
  dataOf,
  errorOf,
  GatedPaymentAdapter,
  startServer,
  tokenFor,
  type TestServer,
} from './helpers.js';

async function balanceOf(server: TestServer, token: string): Promise<number> {
  return dataOf<{ balance: number }>(await call(server, token, 'getBalance', {})).balance;
}

describe('wallet calls (POST /api/getData)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({
      currencies: ['cny', 'usd', 'jpy'],
      depositLimits: { jpy: { min: 100, max: 5_000_000 } },
    });
    token = await tokenFor(server);
  });
  afterAll(() => server.stop());

  describe('getBalance', () => {
    it('answers the balance in major units, 0 for a new player', async () => {
      await createPlayer(server, 'fresh', 'fresh-pass');
      const fresh = await tokenFor(server, 'fresh', 'fresh-pass');
      const answer = await call(server, fresh, 'getBalance', { player: 'fresh', alliance: 'kygaming', currency: 'cny' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { balance: 0 } });
    });

    it('works without a rule (the token says who)', async () => {
      const answer = await call(server, token, 'getBalance');
      expect(answer.status).toBe(200);
      expect(dataOf(answer)).toEqual({ balance: expect.any(Number) });
    });

    it('treats the currency code case-insensitively', async () => {
      expect((await call(server, token, 'getBalance', { currency: 'CNY' })).status).toBe(200);
    });

    it('answers 400 unsupported_currency for a currency the server does not accept', async () => {
      for (const currency of ['xyz', 'eur']) {
        const answer = await call(server, token, 'getBalance', { currency });
        expect(answer.status).toBe(400);
        expect(errorOf(answer).code).toBe('unsupported_currency');
      }
    });

    it("answers 400 currency_mismatch for an accepted currency that is not the wallet's", async () => {
      const answer = await call(server, token, 'getBalance', { currency: 'usd' });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe('currency_mismatch');
    });
  });

  describe('createPlayer', () => {
    it('answers the player and alliance, and is idempotent', async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await call(server, token, 'createPlayer', { player: 'demo', alliance: 'kygaming' });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ data: { player: 'demo', alliance: 'kygaming' } });
      }
      const wallets = await server.built.store.db.selectFrom('wallets').selectAll().execute();
      const ids = wallets.map((wallet) => wallet.account_id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('creates the wallet of an account that has none', async () => {
      const id = await createPlayer(server, 'walletless', 'walletless-pass');
      await server.built.store.db.deleteFrom('wallets').where('account_id', '=', id).execute();
      const walletless = await tokenFor(server, 'walletless', 'walletless-pass');
      await server.built.store.db.deleteFrom('wallets').where('account_id', '=', id).execute();
      expect(await server.built.store.getWallet(id)).toBeUndefined();
      const answer = await call(server, walletless, 'createPlayer', {});
      expect(answer.body).toEqual({ data: { player: 'walletless', alliance: 'kygaming' } });
      expect(await server.built.store.getWallet(id)).toMatchObject({ currency: 'cny', balance: 0 });
    });
  });

  describe('deposit', () => {
    it('credits and answers the new balance', async () => {
      await createPlayer(server, 'depositor', 'depositor-pass');
      const own = await tokenFor(server, 'depositor', 'depositor-pass');
      const first = await call(server, own, 'deposit', { player: 'depositor', alliance: 'kygaming', currency: 'cny', amount: 12.34 });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ data: { balance: 12.34 } });
      const second = await call(server, own, 'deposit', { amount: 100 });
      expect(second.body).toEqual({ data: { balance: 112.34 } });
      expect(await balanceOf(server, own)).toBe(112.34);
    });

    it.each([
      ['zero', 0],
      ['negative', -5],
      ['too many decimals', 1.234],
      ['a string', '10'],
      ['null', null],
      ['a boolean', true],
      ['missing', undefined],
    ])('answers 400 invalid_amount for an amount that is %s', async (_label, amount) => {
      const rule = amount === undefined ? {} : { amount };
      const answer = await call(server, token, 'deposit', rule);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe('invalid_amount');
    });

    it('answers 400 invalid_amount for NaN and Infinity sent as raw JSON', async () => {
      const before = await balanceOf(server, token);
      for (const raw of ['1e400', '-1e400']) {
        const response = await fetch(`${server.url}/api/getData`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: `{"type":"deposit","rule":{"amount":${raw}}}`,
        });
        const body = (await response.json()) as { error: { code: string } };
        expect(response.status).toBe(400);
        expect(body.error.code).toBe('invalid_amount');
      }
      expect(await balanceOf(server, token)).toBe(before);
    });

    it('answers 400 amount_too_small and amount_too_large outside the bounds (default 1 to 50000)', async () => {
      const small = await call(server, token, 'deposit', { amount: 0.99 });
      expect(small.status).toBe(400);
      expect(errorOf(small).code).toBe('amount_too_small');
      const large = await call(server, token, 'deposit', { amount: 50_000.01 });
      expect(large.status).toBe(400);
      expect(errorOf(large).code).toBe('amount_too_large');
      const absurd = await call(server, token, 'deposit', { amount: 1e20 });
      expect(errorOf(absurd).code).toBe('amount_too_large');
      expect(errorOf(await call(server, token, 'deposit', { amount: 50_000.001 })).code).toBe('invalid_amount');
      expect((await call(server, token, 'deposit', { amount: 1 })).status).toBe(200);
      expect((await call(server, token, 'deposit', { amount: 50_000 })).status).toBe(200);
    });

    it('applies per-currency decimals and bounds (JPY: no decimals, 100 to 5,000,000)', async () => {
      await createPlayer(server, 'yen-player', 'yen-player-pass', 'jpy');
      const yen = await tokenFor(server, 'yen-player', 'yen-player-pass');
      const login = await call(server, yen, 'getBalance', { currency: 'jpy' });
      expect(login.body).toEqual({ data: { balance: 0 } });
      expect(errorOf(await call(server, yen, 'deposit', { amount: 150.5 })).code).toBe('invalid_amount');
      expect(errorOf(await call(server, yen, 'deposit', { amount: 99 })).code).toBe('amount_too_small');
      expect(errorOf(await call(server, yen, 'deposit', { amount: 5_000_001 })).code).toBe('amount_too_large');
      expect((await call(server, yen, 'deposit', { amount: 5_000_000 })).body).toEqual({ data: { balance: 5_000_000 } });
    });

    it('answers unsupported_currency and currency_mismatch for the currency in the rule', async () => {
      const before = await balanceOf(server, token);
      const unknown = await call(server, token, 'deposit', { currency: 'doge', amount: 10 });
      expect(unknown.status).toBe(400);
      expect(errorOf(unknown).code).toBe('unsupported_currency');
      const other = await call(server, token, 'deposit', { currency: 'usd', amount: 10 });
      expect(other.status).toBe(400);
      expect(errorOf(other).code).toBe('currency_mismatch');
      expect(await balanceOf(server, token)).toBe(before);
    });

    it('refuses deposits into a wallet whose currency the server no longer accepts', async () => {
      await createPlayer(server, 'euro-player', 'euro-pass', 'eur');
      const euro = await tokenFor(server, 'euro-player', 'euro-pass');
      const answer = await call(server, euro, 'deposit', { amount: 10 });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe('unsupported_currency');
    });
  });

  describe('the token decides the player', () => {
    it('answers 403 forbidden for another player or another alliance in the rule', async () => {
      for (const type of ['getBalance', 'createPlayer', 'deposit', 'history']) {
        const rule = type === 'deposit' ? { amount: 10 } : {};
        const otherPlayer = await call(server, token, type, { ...rule, player: 'someone-else' });
        expect(otherPlayer.status, type).toBe(403);
        expect(errorOf(otherPlayer).code).toBe('forbidden');
        const otherAlliance = await call(server, token, type, { ...rule, alliance: 'another-alliance' });
        expect(otherAlliance.status, type).toBe(403);
        expect(errorOf(otherAlliance).code).toBe('forbidden');
      }
    });

    it("refuses a logout naming another player or alliance, and keeps the token's session", async () => {
      const mine = await tokenFor(server);
      for (const rule of [{ player: 'someone-else' }, { alliance: 'another-alliance' }]) {
        const answer = await call(server, mine, 'logout', rule);
        expect(answer.status).toBe(403);
        expect(errorOf(answer).code).toBe('forbidden');
      }
      expect((await call(server, mine, 'getBalance')).status).toBe(200);
      // Its own name is no refusal.
      expect((await call(server, mine, 'logout', { player: 'demo', alliance: 'kygaming' })).status).toBe(200);
      expect((await call(server, mine, 'getBalance')).status).toBe(401);
    });

    it("lets A's token neither read nor move B's money", async () => {
      await createPlayer(server, 'player-a', 'player-a-pass');
      await createPlayer(server, 'player-b', 'player-b-pass');
      const a = await tokenFor(server, 'player-a', 'player-a-pass');
      const b = await tokenFor(server, 'player-b', 'player-b-pass');
      expect((await call(server, b, 'deposit', { amount: 77 })).body).toEqual({ data: { balance: 77 } });

      expect(errorOf(await call(server, a, 'getBalance', { player: 'player-b' })).code).toBe('forbidden');
      expect(errorOf(await call(server, a, 'deposit', { player: 'player-b', amount: 5 })).code).toBe('forbidden');
      expect(errorOf(await call(server, a, 'history', { player: 'player-b' })).code).toBe('forbidden');
      // Without a player in the rule, A sees A's wallet.
      expect(await balanceOf(server, a)).toBe(0);
      expect(dataOf<{ total: number }>(await call(server, a, 'history', {})).total).toBe(0);
      expect(await balanceOf(server, b)).toBe(77);
    });
  });

  describe('history', () => {
    it('lists the transactions newest first, with paging', async () => {
      await createPlayer(server, 'historian', 'historian-pass');
      const own = await tokenFor(server, 'historian', 'historian-pass');
      for (const amount of [10, 20.5, 30]) await call(server, own, 'deposit', { amount });

      const first = dataOf<{
        rows: Record<string, unknown>[];
        total: number;
        page: number;
        pageSize: number;
      }>(await call(server, own, 'history', { player: 'historian', alliance: 'kygaming', page: 1, pageSize: 2 }));
      expect(first.total).toBe(3);
      expect(first.page).toBe(1);
      expect(first.pageSize).toBe(2);
      expect(first.rows).toHaveLength(2);
      expect(first.rows[0]).toEqual({
        transaction_id: expect.any(String),
        kind: 'deposit',
        amount: 30,
        balance: 60.5,
        balance_current: 60.5,
        currency: 'cny',
        state: 'completed',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(first.rows[1]).toMatchObject({ amount: 20.5, balance: 30.5 });

      const second = dataOf<{ rows: Record<string, unknown>[] }>(await call(server, own, 'history', { page: 2, pageSize: 2 }));
      expect(second.rows).toHaveLength(1);
      expect(second.rows[0]).toMatchObject({ amount: 10, balance: 10 });

      const beyond = dataOf<{ rows: unknown[]; total: number }>(
        await call(server, own, 'history', { page: 1e15, pageSize: 100 }),
      );
      expect(beyond).toMatchObject({ rows: [], total: 3 });

      const defaults = dataOf<{ page: number; pageSize: number }>(await call(server, own, 'history'));
      expect(defaults).toMatchObject({ page: 1, pageSize: 20 });
    });

    it('refuses bad paging with 400 invalid_request', async () => {
      for (const rule of [{ page: 0 }, { page: 1.5 }, { pageSize: 101 }, { pageSize: '10' }]) {
        const answer = await call(server, token, 'history', rule);
        expect(answer.status, JSON.stringify(rule)).toBe(400);
        expect(errorOf(answer).code).toBe('invalid_request');
      }
    });
  });
});

describe('idempotent deposits', () => {
  let server: TestServer;
  let token: string;
  const payments = new GatedPaymentAdapter();
  beforeAll(async () => {
    server = await startServer({}, { paymentAdapter: payments });
    token = await tokenFor(server);
  });
  afterAll(() => server.stop());

  it('replays the first answer for the same key and body, moving no money', async () => {
    const key = 'replay-key-1';
    const first = await call(server, token, 'deposit', { amount: 10 }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const paymentsBefore = payments.calls.length;
    const second = await call(server, token, 'deposit', { amount: 10, currency: 'cny' }, { 'idempotency-key': key });
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(payments.calls.length).toBe(paymentsBefore);
    expect(await balanceOf(server, token)).toBe(10);

    const account = await server.built.store.findAccount('kygaming', 'demo');
    expect(await server.built.store.countTransactions(account?.id ?? -1)).toBe(1);
  });

  it('answers 409 idempotency_conflict for the same key with another body', async () => {
    const key = 'conflict-key';
    expect((await call(server, token, 'deposit', { amount: 5 }, { 'idempotency-key': key })).status).toBe(200);
    const before = await balanceOf(server, token);
    const answer = await call(server, token, 'deposit', { amount: 6 }, { 'idempotency-key': key });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe('idempotency_conflict');
    expect(await balanceOf(server, token)).toBe(before);
  });

  it('answers 409 idempotency_in_flight while the first request is still running', async () => {
    const key = 'in-flight-key';
    const before = await balanceOf(server, token);
    payments.hold();
    const first = call(server, token, 'deposit', { amount: 7 }, { 'idempotency-key': key });
    await payments.waiting;

    const during = await call(server, token, 'deposit', { amount: 7 }, { 'idempotency-key': key });
    expect(during.status).toBe(409);
    expect(errorOf(during).code).toBe('idempotency_in_flight');

    payments.open();
    const done = await first;
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { balance: before + 7 } });
    const after = await call(server, token, 'deposit', { amount: 7 }, { 'idempotency-key': key });
    expect(after.text).toBe(done.text);
    expect(await balanceOf(server, token)).toBe(before + 7);
  });

  it('scopes keys per account', async () => {
    await createPlayer(server, 'key-sharer', 'key-sharer-pass');
    const other = await tokenFor(server, 'key-sharer', 'key-sharer-pass');
    const key = 'shared-key';
    expect((await call(server, token, 'deposit', { amount: 3 }, { 'idempotency-key': key })).status).toBe(200);
    const answer = await call(server, other, 'deposit', { amount: 3 }, { 'idempotency-key': key });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { balance: 3 } });
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not store refused requests: the key stays usable', async () => {
    const key = 'after-refusal';
    expect(errorOf(await call(server, token, 'deposit', { amount: 0.5 }, { 'idempotency-key': key })).code).toBe(
      'amount_too_small',
    );
    expect((await call(server, token, 'deposit', { amount: 2 }, { 'idempotency-key': key })).status).toBe(200);
  });

  it('refuses a malformed Idempotency-Key with 400 invalid_request', async () => {
    for (const key of ['x'.repeat(256), 'tab\tinside', 'é-accent']) {
      const answer = await call(server, token, 'deposit', { amount: 2 }, { 'idempotency-key': key });
      expect(answer.status, key).toBe(400);
      expect(errorOf(answer).code).toBe('invalid_request');
    }
    expect((await call(server, token, 'deposit', { amount: 2 }, { 'idempotency-key': 'k'.repeat(255) })).status).toBe(200);
  });

  it('replays a record written before records kept data (the answer itself) as it was stored', async () => {
    const key = 'legacy-record';
    const first = await call(server, token, 'deposit', { amount: 4 }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const account = await server.built.store.findAccount('kygaming', 'demo');
    // What the server stored before: the rendered body of the first answer.
    const legacy = '{"data":{"balance":1234.5}}';
    await server.built.store.db
      .updateTable('idempotency_keys')
      .set({ response: legacy })
      .where('account_id', '=', account?.id ?? -1)
      .where('key', '=', key)
      .execute();
    const replay = await call(server, token, 'deposit', { amount: 4 }, { 'idempotency-key': key });
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(legacy);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps the idempotency row in the same transaction as the money', async () => {
    const account = await server.built.store.findAccount('kygaming', 'demo');
    const id = account?.id ?? -1;
    const row = await server.built.store.findIdempotencyKey(id, 'replay-key-1');
    expect(row).toMatchObject({ status_code: 200, response: '{"balance_after":1000,"currency":"cny"}' });
    const ledger = await server.built.store.db
      .selectFrom('transactions')
      .select(['idempotency_key', 'payment_ref'])
      .where('account_id', '=', id)
      .where('idempotency_key', '=', 'replay-key-1')
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.payment_ref).toMatch(/^gated:/);
  });
});

describe('concurrent deposits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('200 concurrent deposits on one player end at exactly their sum', async () => {
    const token = await tokenFor(server);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(server, token, 'deposit', { amount: 1.01 + (i % 3) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 200 }, () => 200));
    const expected = Array.from({ length: 200 }, (_, i) => 101 + (i % 3) * 100).reduce((a, b) => a + b, 0);
    expect(await balanceOf(server, token)).toBe(expected / 100);

    const { store, services } = server.built;
    const account = await store.findAccount('kygaming', 'demo');
    const id = account?.id ?? -1;
    expect(await store.countTransactions(id)).toBe(200);
    expect(await store.sumTransactions(id)).toBe(expected);
    expect((await store.getWallet(id))?.balance).toBe(expected);
    // Every answered balance is a distinct point of the running total.
    const balances = answers.map((answer) => dataOf<{ balance: number }>(answer).balance);
    expect(new Set(balances).size).toBe(200);
    expect(Math.max(...balances)).toBe(expected / 100);
    expect(services.wallet.batchStats.items).toBe(200);
  });

  it('commits deposits in batches when another process loads the server', async () => {
    // A client in this process shares the event loop with the server and can only trickle
    // requests in; a separate process sends them the way real clients do.
    const token = await tokenFor(server, 'demo', 'demo1234');
    const { wallet } = server.built.services;
    const batchesBefore = wallet.batchStats.batches;
    const script = `
      const [url, token] = process.argv.slice(1);
      const deposit = () => fetch(url + '/api/getData', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
        body: JSON.stringify({ type: 'deposit', rule: { amount: 2 } }),
      }).then((response) => response.status);
      Promise.all(Array.from({ length: 200 }, deposit)).then((statuses) => console.log(JSON.stringify(statuses)));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, server.url, token]);
    const statuses = JSON.parse(stdout) as number[];
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    const account = await server.built.store.findAccount('kygaming', 'demo');
    const id = account?.id ?? -1;
    expect(await server.built.store.countTransactions(id)).toBe(400);
    expect(await server.built.store.sumTransactions(id)).toBe((await server.built.store.getWallet(id))?.balance);
    expect(wallet.batchStats.batches - batchesBefore).toBeLessThan(200);
    expect(wallet.batchStats.largestBatch).toBeGreaterThan(1);
  });
});

describe('a failing payment provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      {
        paymentAdapter: {
          name: 'broken',
          collect: () => Promise.reject(new Error('provider exploded at /srv/secret/path')),
        },
      },
    );
  });
  afterAll(() => server.stop());

  it('answers 500 internal_error without details and moves no money', async () => {
    const token = await tokenFor(server);
    const answer = await call(server, token, 'deposit', { amount: 10 });
    expect(answer.status).toBe(500);
    expect(errorOf(answer).code).toBe('internal_error');
    expect(answer.text).not.toContain('exploded');
    expect(answer.text).not.toContain('/srv/');
    expect(await balanceOf(server, token)).toBe(0);
    // The details are in the log for the operator.
    expect(server.logs.join('')).toContain('provider exploded');
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight deposit finish before the store closes', async () => {
    const payments = new GatedPaymentAdapter();
    const server = await startServer({}, { paymentAdapter: payments });
    try {
      const token = await tokenFor(server);
      payments.hold();
      const pending = call(server, token, 'deposit', { amount: 42 });
      await payments.waiting;
      const closed = server.built.close();
      payments.open();
      const answer = await pending;
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { balance: 42 } });
      await closed;
      await expect(server.built.store.ping()).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});
