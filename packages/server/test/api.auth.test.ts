import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  createPlayer,
  dataOf,
  errorOf,
  get,
  login,
  post,
  startServer,
  tokenFor,
  type TestServer,
} from './helpers.js';

describe('login (POST /api/getLocalData)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('answers name, token, alliance and currency for the seeded demo player', async () => {
    const answer = await login(server, 'demo', 'demo1234');
    expect(answer.status).toBe(200);
    const data = dataOf<{ name: string; token: string; alliance: string; currency: string }>(answer);
    expect(data).toEqual({ name: 'demo', token: expect.any(String), alliance: 'kygaming', currency: 'cny' });
    // 32 random bytes, base64url without padding.
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(answer.body ?? {})).toEqual(['data']);
  });

  it('gives a new token at every login', async () => {
    const first = await tokenFor(server);
    const second = await tokenFor(server);
    expect(first).not.toBe(second);
  });

  it('refuses a wrong password with 401 login_failed', async () => {
    const answer = await login(server, 'demo', 'wrong-password');
    expect(answer.status).toBe(401);
    expect(errorOf(answer).code).toBe('login_failed');
  });

  it('refuses an unknown id exactly like a wrong password', async () => {
    const answer = await login(server, 'nobody-here', 'demo1234');
    expect(answer.status).toBe(401);
    expect(errorOf(answer)).toEqual({ code: 'login_failed', message: 'wrong id or password' });
  });

  it('refuses a locked account with 403 account_locked', async () => {
    const id = await createPlayer(server, 'locked-player', 'locked-pass-1');
    expect(dataOf(await login(server, 'locked-player', 'locked-pass-1'))).toHaveProperty('token');
    await server.built.store.setAccountState(id, 'locked');
    const answer = await login(server, 'locked-player', 'locked-pass-1');
    expect(answer.status).toBe(403);
    expect(errorOf(answer).code).toBe('account_locked');
  });

  it('does not reveal the lock to someone without the password', async () => {
    const id = await createPlayer(server, 'locked-player-2', 'locked-pass-2');
    await server.built.store.setAccountState(id, 'locked');
    const answer = await login(server, 'locked-player-2', 'guess');
    expect(answer.status).toBe(401);
    expect(errorOf(answer).code).toBe('login_failed');
  });

  it('re-hashes a password stored with older parameters at the next login', async () => {
    // Tests hash at the floor (KY_SCRYPT_COST 10) to stay quick; this server's cost is one above it.
    const upgrading = await startServer({ scryptCost: 11 });
    try {
      const { PasswordHasher } = await import('../src/services/password.js');
      const weak = await new PasswordHasher({ cost: 10, concurrency: 1, queueLimit: 1 }).hash('upgrade-me');
      const id = await upgrading.built.store.createAccount({
        name: 'old-hash',
        alliance: 'kygaming',
        passwordHash: weak,
        currency: 'cny',
      });
      expect((await login(upgrading, 'old-hash', 'upgrade-me')).status).toBe(200);
      let stored = weak;
      for (let i = 0; i < 50 && stored === weak; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        stored = (await upgrading.built.store.findAccountById(id ?? -1))?.password_hash ?? weak;
      }
      expect(stored).toMatch(/^scrypt\$2048\$8\$1\$/);
      expect((await login(upgrading, 'old-hash', 'upgrade-me')).status).toBe(200);
    } finally {
      await upgrading.stop();
    }
  });

  it('refuses malformed login bodies with 400 invalid_request, never echoing the password', async () => {
    for (const body of [
      { type: 'login' },
      { type: 'login', rule: { id: 'demo' } },
      { type: 'login', rule: { id: 'demo', pw: 12345678 } },
      { type: 'login', rule: { id: '', pw: 'x' } },
      { type: 'logon', rule: { id: 'demo', pw: 'demo1234' } },
      // Control and format characters: no account name holds one (and PostgreSQL's text cannot hold a NUL).
      { type: 'login', rule: { id: 'de\u0000mo', pw: 'demo1234' } },
      { type: 'login', rule: { id: 'demo\u202e', pw: 'demo1234' } },
      [],
    ]) {
      const answer = await post(server, '/api/getLocalData', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).code).toBe('invalid_request');
      expect(answer.text).not.toContain('12345678');
    }
  });
});

/**
 * A keyed deposit reads its session with its deposit context in one query of its own
 * (verifyTokenForDeposit), so every token rule is checked through it as well as through getBalance.
 */
let depositKeys = 0;
const guardedCalls = {
  getBalance: (server: TestServer, token: string | undefined) => call(server, token, 'getBalance', {}),
  'a keyed deposit': (server: TestServer, token: string | undefined) =>
    call(server, token, 'deposit', { amount: 1 }, { 'idempotency-key': `token-rule-${++depositKeys}` }),
};
const throughEachCall = Object.entries(guardedCalls);

describe('bearer tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ tokenTtlSeconds: 1 });
  });
  afterAll(() => server.stop());

  it.each(
    [
      ['missing', undefined],
      ['malformed', 'not-a-token'],
      ['unknown', 'A'.repeat(43)],
    ].flatMap(([label, token]) => throughEachCall.map(([name, send]) => [label, name, token, send] as const)),
  )('answers 401 unauthorized for a %s token (%s)', async (_label, _name, token, send) => {
    const answer = await send(server, token);
    expect(answer.status).toBe(401);
    expect(errorOf(answer).code).toBe('unauthorized');
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 401 for another scheme than Bearer', async () => {
    const token = await tokenFor(server);
    const answer = await post(server, '/api/getData', { type: 'getBalance' }, { authorization: `Basic ${token}` });
    expect(answer.status).toBe(401);
    expect(errorOf(answer).code).toBe('unauthorized');
  });

  it('expires a token after KY_TOKEN_TTL', async () => {
    const token = await tokenFor(server);
    for (const send of Object.values(guardedCalls)) expect((await send(server, token)).status).toBe(200);
    // Past the TTL, by the store's clock: wait for the state, not a fixed time.
    await vi.waitFor(async () => expect((await call(server, token, 'getBalance', {})).status).toBe(401), { timeout: 5000, interval: 100 });
    for (const send of Object.values(guardedCalls)) {
      const answer = await send(server, token);
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('unauthorized');
    }
  });

  it('revokes a token at logout', async () => {
    const token = await tokenFor(server);
    const other = await tokenFor(server);
    const answer = await call(server, token, 'logout');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: {} });
    for (const send of Object.values(guardedCalls)) {
      const after = await send(server, token);
      expect(after.status).toBe(401);
      expect(errorOf(after).code).toBe('unauthorized');
      // Only that token: the player's other session goes on.
      expect((await send(server, other)).status).toBe(200);
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await tokenFor(server);
    const rows = await server.built.store.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it("stops a locked account's open sessions", async () => {
    const id = await createPlayer(server, 'to-lock', 'to-lock-pass');
    const token = await tokenFor(server, 'to-lock', 'to-lock-pass');
    expect((await guardedCalls['a keyed deposit'](server, token)).status).toBe(200);
    await server.built.store.setAccountState(id, 'locked');
    for (const send of Object.values(guardedCalls)) {
      const answer = await send(server, token);
      expect(answer.status).toBe(403);
      expect(errorOf(answer).code).toBe('account_locked');
    }
  });
});

describe('login throttling', () => {
  describe('per account', () => {
    let server: TestServer;
    beforeAll(async () => {
      // A costlier hash so that "answered without hashing" is visible in the timing too.
      server = await startServer({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 1000, scryptCost: 15 });
    });
    afterAll(() => server.stop());

    it('answers 429 too_many_attempts before hashing, even with the right password', async () => {
      let slowest = 0;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const answer = await login(server, 'demo', `wrong-${i}`);
        slowest = Math.max(slowest, performance.now() - started);
        expect(answer.status).toBe(401);
      }
      const hashesBefore = server.built.services.hasher.hashCount;
      const started = performance.now();
      const answer = await login(server, 'demo', 'demo1234');
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(429);
      expect(errorOf(answer).code).toBe('too_many_attempts');
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // No scrypt ran for the throttled attempt, and it answered faster than a hashed one.
      expect(server.built.services.hasher.hashCount).toBe(hashesBefore);
      expect(elapsed).toBeLessThan(slowest);
    });

    it('throttles one account without touching the others', async () => {
      await createPlayer(server, 'bystander', 'bystander-pass');
      expect((await login(server, 'bystander', 'bystander-pass')).status).toBe(200);
    });

    it('clears the account counter on a successful login', async () => {
      await createPlayer(server, 'forgetful', 'forgetful-pass');
      for (let round = 0; round < 3; round++) {
        expect((await login(server, 'forgetful', 'nope-1')).status).toBe(401);
        expect((await login(server, 'forgetful', 'nope-2')).status).toBe(401);
        expect((await login(server, 'forgetful', 'forgetful-pass')).status).toBe(200);
      }
    });

    it('holds the limit under a concurrent burst of guesses', async () => {
      await createPlayer(server, 'burst-target', 'burst-pass');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(server, 'burst-target', `guess-${i}`)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    });
  });

  describe('per address', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ loginMaxFailures: 100, loginMaxFailuresPerAddress: 3 });
    });
    afterAll(() => server.stop());

    it('answers 429 for an address that failed on many accounts, without hashing', async () => {
      for (const id of ['alice', 'bob', 'carol']) {
        expect((await login(server, id, 'whatever')).status).toBe(401);
      }
      const hashesBefore = server.built.services.hasher.hashCount;
      const answer = await login(server, 'demo', 'demo1234');
      expect(answer.status).toBe(429);
      expect(errorOf(answer).code).toBe('too_many_attempts');
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(server.built.services.hasher.hashCount).toBe(hashesBefore);
    });
  });
});

describe('password hashing under load', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ hashConcurrency: 1, hashQueueLimit: 1, scryptCost: 15 });
  });
  afterAll(() => server.stop());

  it('sheds logins beyond the hash queue with 503 server_busy', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(server, 'demo', 'demo1234')));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(errorOf(answer).code).toBe('server_busy');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
  });

  it('stores scrypt hashes with their parameters', async () => {
    const account = await server.built.store.findAccount('kygaming', 'demo');
    expect(account?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });
});

describe('logs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('hold one JSON line per request and never a password, token or Authorization header', async () => {
    const token = await tokenFor(server);
    await login(server, 'demo', 'Sup3r-Secret-Guess');
    await call(server, token, 'deposit', { amount: 5 }, { 'idempotency-key': 'log-test-key' });
    await call(server, token, 'getBalance', {});
    await get(server, `/healthz?token=${token}`);
    await call(server, token, 'logout');
    await call(server, token, 'getBalance', {});

    const text = server.logs.join('');
    expect(text).not.toContain(token);
    expect(text).not.toContain('demo1234');
    expect(text).not.toContain('Sup3r-Secret-Guess');
    expect(text.toLowerCase()).not.toContain('bearer');

    const requests = server.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(7);
    for (const entry of requests) {
      expect(entry).toMatchObject({
        method: expect.any(String),
        path: expect.stringMatching(/^\/[^?]*$/),
        status: expect.any(Number),
        ms: expect.any(Number),
        reqId: expect.any(String),
      });
    }
    expect(requests.find((entry) => entry.path === '/healthz')).toBeDefined();
  });
});

describe('the demo player', () => {
  it('is seeded on a fresh database only: a later start without KY_SEED_DEMO=0 does not add known credentials', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ky-wallet-seed-'));
    try {
      const first = await startServer({ dataDir, seedDemo: false });
      await first.stop();
      const second = await startServer({ dataDir, seedDemo: true });
      try {
        expect((await login(second, 'demo', 'demo1234')).status).toBe(401);
        expect(await second.built.store.findAccount('kygaming', 'demo')).toBeUndefined();
        expect(second.logs.filter((line) => line.includes('seeded the demo player'))).toEqual([]);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
