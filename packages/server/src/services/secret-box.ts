import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Where a generated key is kept in DATA_DIR when KY_ADMIN_SECRET_KEY is not set. */
export const ADMIN_SECRET_KEY_FILE = 'admin-secret.key';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored secret that no configured key opens: the wrong KY_ADMIN_SECRET_KEY, or a tampered row. */
export class SecretKeyError extends Error {
  override readonly name = 'SecretKeyError';
}

/**
 * Secrets at rest (the staff TOTP secrets): AES-256-GCM with a random 96-bit IV, bound to what
 * they belong to (`context`, e.g. the account id) as additional data, so a row cannot be copied
 * onto another. Stored as `v1:<key id>:<base64url(iv | ciphertext | tag)>`; the key id (a hash of
 * the key) says which key opens it, so keys can be rotated: the first key seals, every key opens.
 */
export class SecretBox {
  private readonly keys: Map<string, Buffer>;
  readonly keyId: string;

  /** `keys`: 32 bytes each; the first one seals. */
  constructor(keys: readonly Buffer[]) {
    const [first] = keys;
    if (!first) throw new Error('a SecretBox needs a key');
    for (const key of keys) if (key.length !== 32) throw new Error('an AES-256 key is 32 bytes');
    this.keys = new Map(keys.map((key) => [keyIdOf(key), key]));
    this.keyId = keyIdOf(first);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.keyId) as Buffer, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}:${this.keyId}:${body.toString('base64url')}`;
  }

  /** The plain secret; SecretKeyError if no configured key opens it. */
  open(sealed: string, context: string): string {
    const [version, keyId = '', payload = ''] = sealed.split(':');
    if (version !== VERSION) throw new SecretKeyError('the stored secret is not sealed (run the server once to seal it)');
    const key = this.keys.get(keyId);
    if (!key) {
      throw new SecretKeyError(
        `the stored secret was sealed with key ${keyId}, which KY_ADMIN_SECRET_KEY does not hold (it holds ${[...this.keys.keys()].join(', ')})`,
      );
    }
    const body = Buffer.from(payload, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretKeyError(`the stored secret does not open with key ${keyId}: it was altered, or belongs to another row`);
    }
  }

  /** Whether a stored value was sealed (by any key); the secrets from before are base32 text. */
  static isSealed(stored: string): boolean {
    return stored.startsWith(`${VERSION}:`);
  }

  /** Whether a stored value is clear text or sealed with a key other than the current one. */
  needsSealing(stored: string): boolean {
    return !stored.startsWith(`${VERSION}:${this.keyId}:`);
  }
}

/** A short public name for a key: the first 8 characters of its SHA-256, base64url. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('ky-admin-secret-key:').update(key).digest('base64url').slice(0, 8);
}

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** Whether a KY_ADMIN_SECRET_KEY value is a comma-separated list of keys parseSecretKey takes. */
export function isSecretKeyList(text: string): boolean {
  const keys = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  return keys.length > 0 && keys.every((key) => HEX_KEY.test(key) || BASE64_KEY.test(key));
}

/** One key: 32 bytes as base64 (43 or 44 characters, base64url too) or hex (64). */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (BASE64_KEY.test(trimmed)) return Buffer.from(trimmed, 'base64');
  throw new Error('KY_ADMIN_SECRET_KEY: each key must be 32 random bytes as base64 or hex (e.g. `openssl rand -base64 32`)');
}

/**
 * The keys for secrets at rest: KY_ADMIN_SECRET_KEY when set (comma-separated; the first seals,
 * the others are older keys that still open), else one key generated once into `file` (mode 0600).
 * Several instances on one PostgreSQL database must share the key, so they must set it.
 */
export async function loadSecretBox(options: { keys?: string | undefined; file: string }): Promise<SecretBox> {
  const configured = options.keys?.split(',').filter((part) => part.trim() !== '');
  if (configured && configured.length > 0) return new SecretBox(configured.map(parseSecretKey));
  try {
    return new SecretBox([parseSecretKey(await readFile(options.file, 'utf8'))]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(options.file), { recursive: true });
  const key = randomBytes(32);
  try {
    await writeFile(options.file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return new SecretBox([parseSecretKey(await readFile(options.file, 'utf8'))]);
    throw error;
  }
  return new SecretBox([key]);
}
