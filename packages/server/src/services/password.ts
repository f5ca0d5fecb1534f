import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors.js';

/*
 * Password hashing with scrypt from node:crypto. A stored hash carries its own parameters
 * (`scrypt$N$r$p$saltB64$hashB64`), so the cost can be raised later: old hashes still verify, and
 * a successful login re-hashes with the current parameters (see AuthService).
 *
 * Each hash at the default N=2^17, r=8 takes about 128 MiB and a few hundred milliseconds of one
 * core, so hashes run through a semaphore: KY_HASH_CONCURRENCY at once, a bounded queue behind it,
 * and beyond that 503 server_busy rather than an unbounded pile of work.
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

/** Bounds for parameters read back from the store: a corrupt row must not allocate gigabytes. */
const LIMITS = { minLogN: 10, maxLogN: 20, maxR: 32, maxP: 16 };

/** A counting semaphore with a bounded wait queue. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly queueLimit: number,
  ) {}

  /** Runs `task` when a slot is free; throws 503 server_busy when the queue is full too. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) {
      this.active++;
    } else {
      if (this.waiting.length >= this.queueLimit) {
        throw new ApiError('server_busy', 'the server is busy checking passwords; try again shortly', {
          retryAfter: 1,
        });
      }
      // The releasing task hands its slot over directly, so `active` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; node's default maxmem (32 MiB) is below N=2^17.
  const maxmem = 128 * params.N * params.r + 128 * params.r * params.p + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...params, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined) return undefined;
  const logN = Math.log2(N);
  if (!Number.isInteger(logN) || logN < LIMITS.minLogN || logN > LIMITS.maxLogN) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > LIMITS.maxR || !Number.isInteger(p) || p < 1 || p > LIMITS.maxP) {
    return undefined;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 64) return undefined;
  return { params: { N, r, p }, salt, key };
}

export class PasswordHasher {
  readonly params: ScryptParams;
  private readonly semaphore: Semaphore;
  private dummy: Promise<string> | undefined;
  /** scrypt computations so far; tests use it to prove throttled logins hash nothing. */
  hashCount = 0;

  constructor(options: { cost: number; concurrency: number; queueLimit: number }) {
    this.params = { N: 2 ** options.cost, r: 8, p: 1 };
    this.semaphore = new Semaphore(options.concurrency, options.queueLimit);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await this.compute(password, salt, this.params, KEY_BYTES);
    const { N, r, p } = this.params;
    return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** Constant-time check of `password` against a stored hash. A malformed hash never matches. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseHash(stored);
    if (!parsed) {
      await this.verifyDummy(password);
      return false;
    }
    const key = await this.compute(password, parsed.salt, parsed.params, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  }

  /**
   * Spends the same work as a real check and fails. Used for unknown ids so that the answer's
   * timing does not tell whether an account exists.
   */
  async verifyDummy(password: string): Promise<false> {
    const dummy = await this.dummyHash();
    const parsed = parseHash(dummy);
    if (parsed) await this.compute(password, parsed.salt, parsed.params, parsed.key.length);
    return false;
  }

  /** True when the stored hash uses other parameters than the current ones. */
  needsRehash(stored: string): boolean {
    const parsed = parseHash(stored);
    if (!parsed) return true;
    const { N, r, p } = parsed.params;
    return N !== this.params.N || r !== this.params.r || p !== this.params.p || parsed.key.length !== KEY_BYTES;
  }

  /** Computes the dummy hash ahead of the first login. */
  async warmUp(): Promise<void> {
    await this.dummyHash();
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('base64')).catch((error: unknown) => {
      this.dummy = undefined;
      throw error;
    });
    return this.dummy;
  }

  private compute(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
    return this.semaphore.run(() => {
      this.hashCount++;
      return derive(password, salt, params, keyLength);
    });
  }
}
