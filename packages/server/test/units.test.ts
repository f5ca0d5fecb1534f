import { describe, expect, it } from 'vitest';
import { ConfigError, depositBoundsMinor, loadConfig, resolveConfig } from '../src/config.js';
import { ApiError } from '../src/errors.js';
import { isHashedFileName } from '../src/routes/static.js';
import { GroupCommit } from '../src/services/group-commit.js';
import { parseHash, PasswordHasher, Semaphore } from '../src/services/password.js';

describe('GroupCommit', () => {
  it('commits a lone item at once and batches what arrives meanwhile, in order', async () => {
    const batches: number[][] = [];
    const committer = new GroupCommit(async (items: number[]) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((item) => item * 10);
    });
    expect(await committer.submit(1)).toBe(10);
    const results = await Promise.all([2, 3, 4, 5].map((n) => committer.submit(n)));
    expect(results).toEqual([20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('retries a failed batch item by item so only the bad item fails', async () => {
    const committer = new GroupCommit(async (items: number[]) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items;
    });
    const results = await Promise.allSettled([1, 13, 2].map((n) => committer.submit(n)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committer.stats.retriedBatches).toBe(1);
  });

  it('never strands an item submitted as a flush ends', async () => {
    const committer = new GroupCommit(async (items: number[]) => items);
    for (let i = 0; i < 50; i++) {
      // Submit from the continuation of the previous result: the racy moment.
      await committer.submit(i).then((value) => committer.submit(value + 1000));
    }
    await committer.drain();
    expect(committer.stats.items).toBe(100);
  });

  it('respects the largest batch size', async () => {
    const sizes: number[] = [];
    const committer = new GroupCommit(async (items: number[]) => {
      sizes.push(items.length);
      return items;
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => committer.submit(i)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
  });
});

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ cost: 12, concurrency: 2, queueLimit: 8 });

  it('writes scrypt$N$r$p$salt$hash and verifies it', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('correct horsE', hash)).toBe(false);
    expect(await hasher.hash('correct horse')).not.toBe(hash); // salted
  });

  it('verifies hashes made with other parameters, and flags them for re-hashing', async () => {
    const old = await new PasswordHasher({ cost: 11, concurrency: 1, queueLimit: 1 }).hash('pw');
    expect(await hasher.verify('pw', old)).toBe(true);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
  });

  it('treats malformed or dangerous stored hashes as no match', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$AAAA$BBBB', `scrypt$${2 ** 30}$8$1$AAAAAAAAAAA=$${'A'.repeat(44)}`]) {
      expect(parseHash(stored)).toBeUndefined();
      expect(await hasher.verify('pw', stored)).toBe(false);
    }
  });

  it('normalizes Unicode so that composed and decomposed input match', async () => {
    const hash = await hasher.hash('caf\u00e9');
    expect(await hasher.verify('cafe\u0301', hash)).toBe(true);
  });
});

describe('Semaphore', () => {
  it('runs `limit` tasks at once, queues up to `queueLimit`, refuses the rest with server_busy', async () => {
    const semaphore = new Semaphore(1, 1);
    let release: () => void = () => undefined;
    const first = semaphore.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = semaphore.run(() => Promise.resolve('second'));
    const third = semaphore.run(() => Promise.resolve('third'));
    await expect(third).rejects.toBeInstanceOf(ApiError);
    await expect(third).rejects.toMatchObject({ code: 'server_busy', status: 503 });
    expect(semaphore.pending).toBe(1);
    release();
    await first;
    expect(await second).toBe('second');
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/ky');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/ky/data',
      databaseUrl: undefined,
      allowedOrigins: [],
      seedDemo: true,
      tokenTtlSeconds: 86_400,
      depositMin: 1,
      depositMax: 50_000,
      scryptCost: 17,
      hashConcurrency: 2,
      hashQueueLimit: 64,
      loginMaxFailures: 5,
      loginMaxFailuresPerAddress: 20,
      loginWindowSeconds: 900,
      contactMaxPerAddress: 5,
      contactWindowSeconds: 600,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.currencies).toContain('cny');
    expect(config.siteDir).toMatch(/packages\/site\/dist$/);
    expect(config.widgetDir).toMatch(/packages\/widget\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgresql://u@db/wallet',
        KY_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
        KY_SEED_DEMO: '0',
        KY_TOKEN_TTL: '60',
        KY_DEPOSIT_MIN: '0.5',
        KY_DEPOSIT_MAX: '1000',
        KY_DEPOSIT_LIMITS: 'jpy=100:5000000,KRW=1000:50000000',
        KY_CURRENCIES: 'cny,JPY,krw',
        KY_SCRYPT_COST: '14',
        KY_HASH_CONCURRENCY: '4',
        KY_LOGIN_MAX_FAILURES: '3',
        KY_LOGIN_MAX_FAILURES_PER_ADDRESS: '10',
        KY_LOGIN_WINDOW: '60',
        KY_CONTACT_MAX_PER_ADDRESS: '2',
        KY_CONTACT_WINDOW: '30',
        KY_SITE_DIR: 'site',
        KY_WIDGET_DIR: '/abs/widget',
        KY_TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      },
      '/srv/ky',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/ky/var/db',
      databaseUrl: 'postgresql://u@db/wallet',
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      seedDemo: false,
      tokenTtlSeconds: 60,
      depositMin: 0.5,
      depositMax: 1000,
      depositLimits: { jpy: { min: 100, max: 5_000_000 }, krw: { min: 1000, max: 50_000_000 } },
      currencies: ['cny', 'jpy', 'krw'],
      scryptCost: 14,
      hashConcurrency: 4,
      loginMaxFailures: 3,
      loginMaxFailuresPerAddress: 10,
      loginWindowSeconds: 60,
      contactMaxPerAddress: 2,
      contactWindowSeconds: 30,
      siteDir: '/srv/ky/site',
      widgetDir: '/abs/widget',
      trustProxy: true,
      logLevel: 'warn',
    });
    expect(depositBoundsMinor(config, 'cny')).toEqual({ min: 50, max: 100_000 });
    expect(depositBoundsMinor(config, 'jpy')).toEqual({ min: 100, max: 5_000_000 });
  });

  it('names every problem at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        KY_CURRENCIES: 'cny,zzz',
        KY_DEPOSIT_LIMITS: 'jpy=1.5:10',
        KY_ALLOWED_ORIGINS: 'https://ok.example/path',
        KY_SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'KY_CURRENCIES', 'KY_DEPOSIT_LIMITS', 'KY_ALLOWED_ORIGINS', 'KY_SEED_DEMO', 'LOG_LEVEL']) {
      expect(message).toContain(name);
    }
  });

  it('rounds global bounds inwards for currencies without decimals', () => {
    const config = resolveConfig({ depositMin: 0.5, depositMax: 10.75 });
    expect(depositBoundsMinor(config, 'jpy')).toEqual({ min: 1, max: 10 });
    expect(depositBoundsMinor(config, 'usd')).toEqual({ min: 50, max: 1075 });
  });

  it('checks a config object given directly', () => {
    expect(() => resolveConfig({ depositMin: 10, depositMax: 5 })).toThrow(ConfigError);
    expect(() => resolveConfig({ scryptCost: 40 })).toThrow(/KY_SCRYPT_COST/);
  });
});

describe('isHashedFileName', () => {
  it.each([
    ['index-BXk3a9_z.js', true],
    ['ky-wallet-DiJ3kLm2.js', true],
    ['index-Ab-cd_ef.css', true],
    ['ky-wallet.js', false],
    ['index.html', false],
    ['vendor-bootstrap.js', false],
    ['favicon.svg', false],
  ])('%s -> %s', (name, hashed) => {
    expect(isHashedFileName(name)).toBe(hashed);
  });
});
