import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { IN_CI, POSTGRES_URL, postgresTarget, type EngineTarget } from './engines.js';
import { createPlayer, errorOf, post, startServer, type Answer, type TestServer } from './helpers.js';

/*
 * Login throttling as an attacker meets it: keyed on (account, address), a slower account-wide
 * limit that spares addresses the owner logged in from, and state shared by every instance. Each
 * backend runs the same suite with two servers on one store: SQLite (one file), PostgreSQL (when
 * KY_TEST_DATABASE_URL is set) and Redis (when KY_TEST_REDIS_URL is set, e.g. redis://127.0.0.1:6379).
 */

const REDIS_URL = process.env.KY_TEST_REDIS_URL?.trim() || undefined;

interface Backend {
  name: string;
  /** Settings that put two servers on one shared state; disposed after the suite. */
  shared(): Promise<{ settings: Partial<Config>; dispose(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'the database (SQLite)',
    async shared() {
      const dataDir = await mkdtemp(join(tmpdir(), 'ky-throttle-'));
      return { settings: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
];
if (POSTGRES_URL) {
  const url = POSTGRES_URL;
  backends.push({
    name: 'the database (PostgreSQL)',
    async shared() {
      const target: EngineTarget = await postgresTarget(url);
      return { settings: { databaseUrl: target.options.databaseUrl }, dispose: () => target.dispose() };
    },
  });
}
if (REDIS_URL) {
  const url = REDIS_URL;
  backends.push({
    name: 'Redis',
    async shared() {
      const dataDir = await mkdtemp(join(tmpdir(), 'ky-throttle-'));
      return { settings: { dataDir, redisUrl: url }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
    },
  });
} else if (IN_CI) {
  describe('login throttling on Redis', () => {
    it('runs in CI', () => {
      throw new Error('KY_TEST_REDIS_URL is not set, and CI=true requires the Redis throttle tests (.ci/run starts one)');
    });
  });
} else {
  console.warn('Redis throttle tests SKIPPED (KY_TEST_REDIS_URL is not set, e.g. redis://127.0.0.1:6379).');
}

/** A random address in 10/8 per call: keys never meet those of another run sharing Redis. */
function address(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

function loginFrom(server: TestServer, from: string, id: string, pw: string): Promise<Answer> {
  return post(server, '/api/getLocalData', { type: 'login', rule: { id, pw } }, { 'x-forwarded-for': from });
}

for (const backend of backends) {
  describe(`login throttling on ${backend.name}, two instances`, () => {
    let one: TestServer;
    let two: TestServer;
    let dispose: () => Promise<void>;
    const limits: Partial<Config> = {
      trustProxy: true,
      loginMaxFailures: 4,
      loginMaxFailuresPerAddress: 50,
      loginMaxFailuresPerAccount: 10,
      loginMaxPerAccountMinute: 20,
    };

    beforeAll(async () => {
      const shared = await backend.shared();
      dispose = shared.dispose;
      one = await startServer({ ...limits, ...shared.settings });
      two = await startServer({ ...limits, ...shared.settings });
    });
    afterAll(async () => {
      await one?.built.close();
      await two?.built.close();
      await dispose?.();
      await Promise.all([one, two].map((server) => rm(server?.dataDir ?? '', { recursive: true, force: true })));
    });

    /** A player unique to this run (Redis outlives test runs). */
    async function player(): Promise<{ id: string; pw: string }> {
      const id = `p-${randomBytes(5).toString('hex')}`;
      const pw = `${id}-secret`;
      await createPlayer(one, id, pw);
      return { id, pw };
    }

    it("never locks the owner out with a stranger's failures", async () => {
      const { id, pw } = await player();
      const stranger = address();
      for (let i = 0; i < 4; i++) expect((await loginFrom(one, stranger, id, `guess-${i}`)).status).toBe(401);
      const refused = await loginFrom(two, stranger, id, pw);
      expect(refused.status).toBe(429);
      expect(errorOf(refused).code).toBe('too_many_attempts');
      // The owner, from their own address, on either instance: let in.
      expect((await loginFrom(one, address(), id, pw)).status).toBe(200);
      expect((await loginFrom(two, address(), id, pw)).status).toBe(200);
    });

    it('counts failures on both instances as one: the limit holds across processes', async () => {
      const { id, pw } = await player();
      const from = address();
      expect((await loginFrom(one, from, id, 'a')).status).toBe(401);
      expect((await loginFrom(two, from, id, 'b')).status).toBe(401);
      expect((await loginFrom(one, from, id, 'c')).status).toBe(401);
      expect((await loginFrom(two, from, id, 'd')).status).toBe(401);
      // Four failures in all, two per instance: the fifth attempt is refused by both.
      expect((await loginFrom(one, from, id, pw)).status).toBe(429);
      expect((await loginFrom(two, from, id, pw)).status).toBe(429);
    });

    it('holds the limit under a concurrent burst split over both instances', async () => {
      const { id } = await player();
      const from = address();
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => loginFrom(i % 2 === 0 ? one : two, from, id, `burst-${i}`)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    });

    it('stops guessing spread over many addresses, but not the owner at an address they used before', async () => {
      const { id, pw } = await player();
      const home = address();
      expect((await loginFrom(one, home, id, pw)).status).toBe(200);
      // Ten addresses, one failure each: under the pair limit, at the account-wide limit.
      for (let i = 0; i < 10; i++) {
        expect((await loginFrom(i % 2 === 0 ? one : two, address(), id, `spread-${i}`)).status).toBe(401);
      }
      const newcomer = await loginFrom(two, address(), id, pw);
      expect(newcomer.status).toBe(429);
      expect(Number(newcomer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await loginFrom(two, home, id, pw)).status).toBe(200);
    });

    it('limits sign-ins to an account per minute, right ones too, on both instances: a known password cannot keep the hashes busy', async () => {
      const { id, pw } = await player();
      for (let i = 0; i < 20; i++) expect((await loginFrom(i % 2 === 0 ? one : two, address(), id, pw)).status).toBe(200);
      const refused = await loginFrom(one, address(), id, pw);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // Another account is not held back by it.
      const other = await player();
      expect((await loginFrom(two, address(), other.id, other.pw)).status).toBe(200);
    });

    it('clears the pair on a successful login', async () => {
      const { id, pw } = await player();
      const from = address();
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 3; i++) expect((await loginFrom(round % 2 ? one : two, from, id, `x-${i}`)).status).toBe(401);
        expect((await loginFrom(round % 2 ? two : one, from, id, pw)).status).toBe(200);
      }
    });
  });
}
