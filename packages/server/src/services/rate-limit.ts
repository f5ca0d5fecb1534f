import { ApiError } from '../errors.js';
import type { Store } from '../store/index.js';

/*
 * Rate limits whose state every server instance shares: in the database (the rate_limits table,
 * the default) or in Redis (KY_REDIS_URL). A limit is a fixed window per key: the first event
 * opens a window of `windowMs`, events inside it count, and the key frees itself when the window
 * ends. Incrementing is one atomic statement (an upsert, or a Lua script in Redis), so concurrent
 * attempts on several instances cannot slip past a limit together.
 */

/** A key's state: events counted in its window, and when that window ends (epoch ms). */
export interface Counter {
  count: number;
  resetAt: number;
}

/** Where the counters live. Every method may be called from several processes at once. */
export interface RateLimitBackend {
  readonly name: 'database' | 'redis';
  /** The counters of `keys` (count 0 for a key with no open window), in order. */
  peek(keys: readonly string[], now: number): Promise<Counter[]>;
  /** Counts one event; opens a new window when the key has none. */
  hit(key: string, windowMs: number, now: number): Promise<Counter>;
  /** Takes one event back (an attempt that turned out not to count). */
  undo(key: string, now: number): Promise<void>;
  /** Forgets a key. */
  reset(key: string): Promise<void>;
  /** Forgets windows that have ended (the database keeps them until then; Redis expires them). */
  purge(now: number): Promise<void>;
  close(): Promise<void>;
}

/** One limit: at most `max` events per `windowMs` for `key`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Seconds until every limit in `limits` allows an event again; 0 when they all allow one now. */
export function retryAfter(limits: readonly Limit[], counters: readonly Counter[], now: number): number {
  let wait = 0;
  limits.forEach((limit, index) => {
    const counter = counters[index];
    if (counter && counter.count >= limit.max) wait = Math.max(wait, Math.max(1, Math.ceil((counter.resetAt - now) / 1000)));
  });
  return wait;
}

/** The counters in the database's rate_limits table (migration 0003_rate_limits). */
export class DatabaseRateLimits implements RateLimitBackend {
  readonly name = 'database';

  constructor(private readonly store: Store) {}

  peek(keys: readonly string[], now: number): Promise<Counter[]> {
    return this.store.peekRateLimits(keys, now);
  }

  hit(key: string, windowMs: number, now: number): Promise<Counter> {
    return this.store.hitRateLimit(key, windowMs, now);
  }

  undo(key: string, now: number): Promise<void> {
    return this.store.undoRateLimit(key, now);
  }

  reset(key: string): Promise<void> {
    return this.store.resetRateLimit(key);
  }

  async purge(now: number): Promise<void> {
    await this.store.purgeRateLimits(now);
  }

  async close(): Promise<void> {
    // The store is closed by its owner.
  }
}

const REDIS_PREFIX = 'ky:rl:';

// INCR and a window of PEXPIRE ms on the first event; answers the count and the window's rest.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Every key's count (0 when absent) and the rest of its window in ms.
const PEEK_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  local ttl = redis.call('PTTL', key)
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out`;

const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The client, loaded only when Redis is configured: a server without it starts without the package. */
async function createRedis(url: string) {
  const { createClient } = await import('redis');
  return createClient({
    url,
    // While disconnected, fail at once (503 server_busy) rather than queue logins indefinitely.
    disableOfflineQueue: true,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  });
}

/** The counters in Redis: keys `ky:rl:<key>` that expire with their window. */
export class RedisRateLimits implements RateLimitBackend {
  readonly name = 'redis';

  private constructor(
    private readonly client: Awaited<ReturnType<typeof createRedis>>,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Connects to `url` (redis:// or rediss://); a lost connection is retried in the background. */
  static async connect(url: string, onError: (error: Error) => void): Promise<RedisRateLimits> {
    const client = await createRedis(url);
    client.on('error', onError);
    await client.connect();
    return new RedisRateLimits(client, onError);
  }

  async peek(keys: readonly string[], now: number): Promise<Counter[]> {
    if (keys.length === 0) return [];
    const reply = (await this.run(() =>
      this.client.eval(PEEK_SCRIPT, { keys: keys.map((key) => REDIS_PREFIX + key) }),
    )) as number[];
    return keys.map((_key, index) => {
      const count = Number(reply[index * 2] ?? 0);
      const ttl = Number(reply[index * 2 + 1] ?? -2);
      return { count: ttl > 0 ? count : 0, resetAt: now + Math.max(ttl, 0) };
    });
  }

  async hit(key: string, windowMs: number, now: number): Promise<Counter> {
    const [count, ttl] = (await this.run(() =>
      this.client.eval(HIT_SCRIPT, { keys: [REDIS_PREFIX + key], arguments: [String(windowMs)] }),
    )) as [number, number];
    return { count: Number(count), resetAt: now + Number(ttl) };
  }

  async undo(key: string): Promise<void> {
    await this.run(() => this.client.eval(UNDO_SCRIPT, { keys: [REDIS_PREFIX + key] }));
  }

  async reset(key: string): Promise<void> {
    await this.run(() => this.client.del(REDIS_PREFIX + key));
  }

  async purge(): Promise<void> {
    // Redis expires each key with its window.
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }

  /** Redis unreachable is the server's problem, not the client's: 503, retry shortly. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.onError(error instanceof Error ? error : new Error(String(error)));
      throw new ApiError('server_busy', 'the rate limiter is unavailable; try again shortly', { retryAfter: 1 });
    }
  }
}
