import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import {
  CURRENCY_EXPONENTS,
  DEFAULT_ALLIANCE,
  DEFAULT_CURRENCY,
  type CurrencyCode,
} from '@ky-wallet/protocol';
import { isSecretKeyList } from './services/secret-box.js';

/*
 * The server's configuration: ONE valibot schema, configSchema(), declares every environment
 * variable with its type, default, bounds and description (README.md's table is rendered from
 * it, and a test keeps the two equal). Each setting takes its variable's text or, for buildApp
 * and the tests, the typed value itself: `loadConfig(env)` reads the variables and
 * `resolveConfig(partial)` a config object, through the same checks. Both name every problem in
 * one ConfigError, so a bad deployment fails at start with a message an operator can act on,
 * never at the first request.
 */

/** What a setting's schema carries for its messages and the README's table. */
export type SettingDoc = {
  /** The environment variable. */
  env: string;
  /** The values it takes, as the README shows them. */
  values: string;
  /** The default, as the README shows it. */
  shown: string;
  /** Never echoed in an error message (a password, a token, a URL that may hold one). */
  secret?: boolean;
  /** Taken exactly as given: not trimmed (a password). */
  exact?: boolean;
};

/** The games `getGameUrl` launches by default: every game our game server plays. */
export const DEFAULT_GAMES: readonly string[] = PLAYABLE_GAME_IDS;

const ALL_CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const GAME_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FLAG_WORDS: Readonly<Record<string, boolean>> = {
  1: true,
  true: true,
  yes: true,
  on: true,
  0: false,
  false: false,
  no: false,
  off: false,
};

/** packages/server/{src,dist}/config.* -> packages/<name>/dist */
function packageDist(name: string): string {
  return fileURLToPath(new URL(`../../${name}/dist`, import.meta.url));
}

// ---- the kinds of setting ----------------------------------------------------------------------

/** Adds a setting's documentation to its schema. */
function setting<const S extends v.GenericSchema>(schema: S, doc: SettingDoc, description: string) {
  return v.pipe(schema, v.metadata(doc), v.description(description));
}

/** A number written as text, or the number itself. */
const toNumber = v.transform((value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value),
);

function integer(env: string, fallback: number, bounds: { min: number; max?: number }, description: string) {
  const { min, max = Number.POSITIVE_INFINITY } = bounds;
  const range = max === Number.POSITIVE_INFINITY ? `>= ${min}` : `${min} to ${max}`;
  const message = `must be an integer ${max === Number.POSITIVE_INFINITY ? `>= ${min}` : `between ${min} and ${max}`}`;
  return setting(
    v.pipe(
      v.optional(v.union([v.number(), v.string()], message), fallback),
      toNumber,
      v.number(message),
      v.integer(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    { env, values: `integer, ${range}`, shown: `\`${fallback}\`` },
    description,
  );
}

function positiveNumber(env: string, fallback: number, description: string) {
  const message = 'must be a number above 0';
  return setting(
    v.pipe(
      v.optional(v.union([v.number(), v.string()], message), fallback),
      toNumber,
      v.number(message),
      v.finite(message),
      v.gtValue(0, message),
    ),
    { env, values: 'number > 0', shown: `\`${fallback}\`` },
    description,
  );
}

function flag(env: string, fallback: boolean, description: string) {
  const message = 'must be 1 or 0 (true/false, yes/no, on/off)';
  return setting(
    v.pipe(
      v.optional(v.union([v.boolean(), v.string()], message), fallback),
      v.transform((value) => (typeof value === 'string' ? (FLAG_WORDS[value.toLowerCase()] ?? value) : value)),
      v.boolean(message),
    ),
    { env, values: '`1` or `0`', shown: fallback ? '`1`' : '`0`' },
    description,
  );
}

/** Text with a default; `checks` bound it. */
function text(
  env: string,
  fallback: string,
  description: string,
  values = 'text',
  ...checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[]
) {
  return setting(v.pipe(v.optional(v.string(), fallback), ...checks), { env, values, shown: `\`${fallback}\`` }, description);
}

/** Text that may be left unset; `checks` bound it when set. */
function optionalText(
  env: string,
  description: string,
  doc: { values: string; shown?: string; secret?: boolean; exact?: boolean },
  ...checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[]
) {
  const { shown = 'unset', ...rest } = doc;
  return setting(v.optional(v.pipe(v.string(), ...checks)), { env, shown, ...rest }, description);
}

/** A directory: relative paths are resolved against the working directory. */
function directory(env: string, fallback: string, shown: string, cwd: string, description: string) {
  return setting(
    v.pipe(
      v.optional(v.string(), fallback),
      v.transform((path) => resolve(cwd, path)),
    ),
    { env, values: 'a path', shown },
    description,
  );
}

/** A comma list (or the array itself): blank items are dropped, each item is checked. */
function list<const I extends v.GenericSchema<string>>(
  env: string,
  item: I,
  fallback: readonly string[],
  shown: string,
  values: string,
  description: string,
  minItems = 0,
  minItemsMessage = '',
) {
  return setting(
    v.pipe(
      v.optional(v.union([v.array(v.string()), v.string()]), () => [...fallback]),
      v.transform((value) =>
        (typeof value === 'string' ? value.split(',') : value).map((entry) => entry.trim()).filter((entry) => entry !== ''),
      ),
      v.array(item),
      v.minLength(minItems, minItemsMessage),
    ),
    { env, values, shown },
    description,
  );
}

// ---- the values of the lists ----------------------------------------------------------------------

const Origin = v.pipe(
  v.string(),
  v.check(
    (origin) => origin === '*' || (URL.canParse(origin) && new URL(origin).origin === origin),
    (issue) => `${JSON.stringify(issue.input)} is not an origin like https://casino.example (scheme://host[:port], no path or trailing slash)`,
  ),
);

const Currency = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(ALL_CURRENCIES, (issue) => `unknown currency ${JSON.stringify(issue.input)} (known: ${ALL_CURRENCIES.join(', ')})`),
);

const GameId = v.pipe(v.string(), v.regex(GAME_ID, (issue) => `${JSON.stringify(issue.input)} is not a game id like original-dice`));

/** Deposit bounds for one currency, in major units (what the player types). */
export interface DepositBounds {
  min: number;
  max: number;
}

/** `jpy=100:5000000` */
const DEPOSIT_LIMIT = /^([a-zA-Z]+)=([0-9.]+):([0-9.]+)$/;

/** KY_DEPOSIT_LIMITS: `jpy=100:5000000,krw=1000:50000000`, or the record itself. */
const DepositLimits = v.pipe(
  v.optional(v.union([v.record(v.string(), v.object({ min: v.number(), max: v.number() })), v.string()]), {}),
  v.rawTransform(({ dataset, addIssue }) => {
    if (typeof dataset.value !== 'string') return dataset.value;
    const limits: Record<string, DepositBounds> = {};
    for (const entry of dataset.value.split(',').map((item) => item.trim()).filter((item) => item !== '')) {
      const match = DEPOSIT_LIMIT.exec(entry);
      if (match?.[1] && match[2] && match[3]) {
        limits[match[1].toLowerCase()] = { min: Number(match[2]), max: Number(match[3]) };
      } else {
        addIssue({ message: `${JSON.stringify(entry)} must look like "jpy=100:5000000"` });
      }
    }
    return limits;
  }),
  v.record(
    v.picklist(ALL_CURRENCIES, (issue) => `unknown currency ${JSON.stringify(issue.input)}`),
    v.pipe(
      v.object({ min: v.number(), max: v.number() }),
      v.check(
        ({ min, max }) => Number.isFinite(min) && Number.isFinite(max) && min > 0 && min <= max,
        (issue) => `needs 0 < min <= max, got ${issue.input.min}:${issue.input.max}`,
      ),
    ),
  ),
  v.check(
    (limits) => tooPrecise(limits) === undefined,
    (issue) => {
      const code = tooPrecise(issue.input) ?? 'cny';
      return `the bounds of ${code} have more decimals than ${code} allows (${CURRENCY_EXPONENTS[code]})`;
    },
  ),
);

/** The first currency whose bounds have more decimals than it allows. */
function tooPrecise(limits: Partial<Record<CurrencyCode, DepositBounds>>): CurrencyCode | undefined {
  return (Object.keys(limits) as CurrencyCode[]).find((code) => {
    const { min = 0, max = 0 } = limits[code] ?? {};
    const exponent = CURRENCY_EXPONENTS[code];
    return [min, max].some((value) => Number(value.toFixed(exponent)) !== value);
  });
}

/** A game server allowed to call the game API: its key id and Ed25519 public key. */
export interface GameServerKey {
  /** Sent by the game server in X-KY-Key-Id. */
  id: string;
  /** Base64 of the SPKI DER (what `@ky-wallet/games` publicKeyBase64 prints), or a PEM. */
  publicKey: string;
  /**
   * The games whose launch codes this key may redeem (and so whose rounds it may move money in);
   * absent, every game.
   */
  games?: string[];
}

/** KY_TRUST_PROXY's named ranges (as Express and Fastify name them), by address family. */
export const NAMED_PROXY_RANGES: Readonly<Record<string, readonly (readonly [string, number, 'ipv4' | 'ipv6'])[]>> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** The entries of a KY_TRUST_PROXY list that are neither an address, an address/prefix nor a named range. */
function badProxyEntries(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !isProxyEntry(entry));
}

function isProxyEntry(entry: string): boolean {
  if (Object.hasOwn(NAMED_PROXY_RANGES, entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Whether a KY_GAMES_PRIVATE_KEY value (`\n` escapes allowed, as in a one-line env file) is an Ed25519 key. */
function isEd25519PrivateKeyPem(pem: string): boolean {
  try {
    return createPrivateKey(pem.replace(/\\n/g, '\n')).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

const GameServerKeySchema = v.pipe(
  v.union(
    [
      v.object({ id: v.string(), publicKey: v.string(), games: v.optional(v.array(GameId)) }),
      // `key-id:<base64 SPKI DER>`, or `key-id:<base64 SPKI DER>:game+game` in KY_GAME_SERVER_KEYS
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9._-]{1,64}:[A-Za-z0-9+/=]+(?::[a-z0-9][a-z0-9-]{0,63}(?:\+[a-z0-9][a-z0-9-]{0,63})*)?$/),
        v.transform((entry): GameServerKey => {
          const [id = '', publicKey = '', games] = entry.split(':');
          return games === undefined ? { id, publicKey } : { id, publicKey, games: games.split('+') };
        }),
      ),
    ],
    (issue) => `${show(issue.input)} must look like "key-id:<base64 SPKI DER of an Ed25519 public key>[:game+game…]"`,
  ),
  v.check(
    (key) => isEd25519PublicKey(key.publicKey),
    (issue) => `the key ${JSON.stringify(issue.input.id)} is not an Ed25519 public key (base64 SPKI DER or PEM)`,
  ),
);

// ---- the schema ---------------------------------------------------------------------------------

/**
 * Every setting, in the README's order. `cwd` is what relative directories are resolved against.
 * Checks between settings follow the entries.
 */
export function configSchema(cwd: string = process.cwd()) {
  return v.pipe(
    v.object({
      port: integer('PORT', 8080, { min: 0, max: 65_535 }, 'TCP port.'),
      host: text('HOST', '127.0.0.1', 'Interface to listen on (`0.0.0.0` for all).', 'an address or host name', v.trim(), v.minLength(1)),
      dataDir: directory('DATA_DIR', 'data', '`./data`', cwd, 'Holds `ky-wallet.sqlite`; relative to the working directory.'),
      databaseUrl: optionalText(
        'DATABASE_URL',
        'Switches the store to PostgreSQL. Unset: the embedded SQLite store.',
        { values: '`postgres://…` or `postgresql://…`', secret: true },
        v.trim(),
        v.check(isPostgresUrl, 'must start with postgres:// or postgresql:// (unset it to use the embedded SQLite store)'),
      ),
      allowedOrigins: list(
        'KY_ALLOWED_ORIGINS',
        Origin,
        [],
        'empty',
        'comma list of origins, or `*`',
        'Origins (`https://casino.example`) allowed to call the API cross-origin. Empty: none. `*`: any (safe here: the player API takes bearer tokens, never cookies; the back-office cookie is SameSite=Strict and no origin is sent credentials).',
      ),
      seedDemo: flag('KY_SEED_DEMO', true, 'Seeds the demo player `demo` / `demo1234` on a database this start creates (never into an existing one); `0` turns it off (do so in any real deployment).'),
      alliance: text(
        'KY_ALLIANCE',
        DEFAULT_ALLIANCE,
        'The alliance logins belong to (the login call carries no alliance).',
        '1 to 64 characters',
        v.trim(),
        v.minLength(1, 'must be 1 to 64 characters'),
        v.maxLength(64, 'must be 1 to 64 characters'),
      ),
      tokenTtlSeconds: integer('KY_TOKEN_TTL', 86_400, { min: 1 }, 'Lifetime of a login token, seconds.'),
      depositMin: positiveNumber('KY_DEPOSIT_MIN', 1, 'Smallest deposit, major units, for every currency without its own bounds.'),
      depositMax: positiveNumber('KY_DEPOSIT_MAX', 50_000, 'Largest deposit, major units, likewise.'),
      depositLimits: setting(
        DepositLimits,
        { env: 'KY_DEPOSIT_LIMITS', values: '`code=min:max`, comma separated', shown: 'unset' },
        'Per-currency bounds in major units, within the currency\'s decimals: `jpy=100:5000000,krw=1000:50000000`.',
      ),
      currencies: list(
        'KY_CURRENCIES',
        Currency,
        ALL_CURRENCIES,
        'all the protocol knows',
        'comma list of currency codes',
        `Accepted currencies (\`cny,usd,jpy\`), at least one; known: ${ALL_CURRENCIES.join(', ')}.`,
        1,
        'must name at least one currency',
      ),
      scryptCost: integer('KY_SCRYPT_COST', 17, { min: 10, max: 20 }, 'log2 of scrypt\'s N for new password hashes.'),
      hashConcurrency: integer('KY_HASH_CONCURRENCY', 2, { min: 1, max: 64 }, 'Password hashes computed at once (each takes ~128 MiB at cost 17).'),
      hashQueueLimit: integer('KY_HASH_QUEUE', 64, { min: 0 }, 'Password hashes allowed to wait; beyond it logins answer 503 `server_busy`.'),
      loginMaxFailures: integer(
        'KY_LOGIN_MAX_FAILURES',
        5,
        { min: 1 },
        'Failed logins per account **from one client address** within the window before 429. Another address (the account\'s owner) is not held back by them.',
      ),
      loginMaxFailuresPerAddress: integer(
        'KY_LOGIN_MAX_FAILURES_PER_ADDRESS',
        20,
        { min: 1 },
        'Failed logins per client address (on any accounts) within the window before 429.',
      ),
      loginWindowSeconds: integer('KY_LOGIN_WINDOW', 900, { min: 1 }, 'Window of the two limits above, seconds.'),
      loginMaxFailuresPerAccount: integer(
        'KY_LOGIN_MAX_FAILURES_PER_ACCOUNT',
        50,
        { min: 1 },
        'Failed logins per account from all addresses within the account window before 429: against guessing spread over many addresses. Addresses that logged in to the account in the last 30 days are exempt, so the owner keeps access.',
      ),
      loginAccountWindowSeconds: integer('KY_LOGIN_ACCOUNT_WINDOW', 3600, { min: 1 }, 'Window of the account-wide limit, seconds.'),
      loginMaxPerAccountMinute: integer(
        'KY_LOGIN_MAX_PER_ACCOUNT_MINUTE',
        60,
        { min: 1 },
        'Sign-ins per account per minute, right or wrong, from all addresses, before 429: each costs a password hash, so a known password (the demo player\'s) cannot keep the hashes busy for everyone else.',
      ),
      redisUrl: optionalText(
        'KY_REDIS_URL',
        'Keeps the throttles\' shared state in Redis instead of the database\'s `rate_limits` table, under keys starting `ky:rl:`; deployments sharing one Redis need a database number each (`redis://host:6379/2`).',
        { values: '`redis://…` or `rediss://…`', secret: true },
        v.trim(),
        v.regex(/^rediss?:\/\//i, 'must start with redis:// or rediss://'),
      ),
      metricsToken: optionalText(
        'KY_METRICS_TOKEN',
        'A bearer token that `GET /metrics` requires. Unset: `/metrics` answers loopback clients only.',
        { values: '16+ characters', secret: true },
        v.trim(),
        v.minLength(16, 'must be at least 16 characters (or unset it: then /metrics answers loopback only)'),
      ),
      hsts: setting(
        v.pipe(
          v.optional(v.union([v.boolean(), v.string()]), 'auto'),
          v.transform((value) => {
            if (typeof value !== 'string') return value;
            const word = value.toLowerCase();
            return word === 'auto' ? word : (FLAG_WORDS[word] ?? value);
          }),
          v.union([v.literal('auto'), v.boolean()], 'must be auto, 1 or 0'),
        ),
        { env: 'KY_HSTS', values: '`auto`, `1` or `0`', shown: '`auto`' },
        '`auto`: `Strict-Transport-Security` on requests that arrived over HTTPS (as a trusted proxy\'s `X-Forwarded-Proto` says); `1`: on every response (TLS terminated by something we do not trust for that header); `0`: never.',
      ),
      contactMaxPerAddress: integer('KY_CONTACT_MAX_PER_ADDRESS', 5, { min: 1 }, 'Contact messages per client address within the window.'),
      contactWindowSeconds: integer('KY_CONTACT_WINDOW', 600, { min: 1 }, 'Contact throttle window, seconds.'),
      siteDir: directory('KY_SITE_DIR', packageDist('site'), '`packages/site/dist`', cwd, 'The site build served at `/`.'),
      widgetDir: directory('KY_WIDGET_DIR', packageDist('widget'), '`packages/widget/dist`', cwd, 'The widget build served at `/widget/`.'),
      trustProxy: setting(
        v.pipe(
          v.optional(v.union([v.boolean(), v.string()]), false),
          v.transform((value) => (typeof value === 'string' ? (FLAG_WORDS[value.toLowerCase()] ?? value) : value)),
          v.check(
            (value) => typeof value === 'boolean' || badProxyEntries(value).length === 0,
            (issue) =>
              `not true, false, an address, an address/prefix, loopback, uniquelocal or linklocal: ${badProxyEntries(String(issue.input)).join(', ')}`,
          ),
        ),
        { env: 'KY_TRUST_PROXY', values: '`true`, `false`, or addresses', shown: '`false`' },
        '`true` trusts `X-Forwarded-For`, `X-Forwarded-Proto` and `X-Request-Id` from any hop; or a comma list of proxy addresses/CIDRs (or `loopback`, `uniquelocal`, `linklocal`). Set it behind a reverse proxy, or every client shares the proxy\'s address in the throttles.',
      ),
      logLevel: setting(
        v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
        { env: 'LOG_LEVEL', values: LOG_LEVELS.map((level) => `\`${level}\``).join(', '), shown: '`info`' },
        'How much the server logs: one JSON line per request at `info`; never a password or token.',
      ),
      gameServerKeys: setting(
        v.pipe(
          v.optional(v.union([v.array(v.unknown()), v.string()]), () => []),
          v.transform((value) =>
            typeof value === 'string' ? value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '') : value,
          ),
          v.array(GameServerKeySchema),
          v.check(
            (keys) => new Set(keys.map((key) => key.id)).size === keys.length,
            (issue) => `key ids appear twice: ${[...duplicates(issue.input.map((key) => key.id))].join(', ')}`,
          ),
        ),
        { env: 'KY_GAME_SERVER_KEYS', values: '`key-id:<base64>[:game+game…]`, comma separated', shown: 'empty' },
        'Game servers allowed to call the game API: `key-id:<base64 SPKI DER Ed25519 public key>`, then optionally `:` and the games it serves joined by `+` (it may open sessions, and so move money, only in those; without them, in every game). Our own game server\'s key is added at start, for the games it plays (see `@ky-wallet/games`).',
      ),
      games: list(
        'KY_GAMES',
        GameId,
        DEFAULT_GAMES,
        'every game our game server plays (`PLAYABLE_GAME_IDS` of `@ky-wallet/games/contract`)',
        'comma list of game ids',
        'Games `getGameUrl` launches; any other id answers 404 `unknown_game`.',
      ),
      gameUrl: text(
        'KY_GAME_URL',
        '/play/{game}?launch={code}',
        'Where a launch goes (`{game}`, `{code}` filled in); an absolute URL for a game client hosted elsewhere.',
        'a path or URL with `{code}`',
        v.trim(),
        v.includes('{code}', 'must contain {code} (and usually {game})'),
      ),
      gameLaunchTtlSeconds: integer('KY_GAME_LAUNCH_TTL', 60, { min: 1 }, 'Seconds a launch code stays valid (it is single use).'),
      gamesPrivateKey: optionalText(
        'KY_GAMES_PRIVATE_KEY',
        'Our game server\'s Ed25519 key. Unset: generated once into `<DATA_DIR>/game-server-ed25519.pem`. See `packages/games/README.md`.',
        { values: 'PKCS#8 PEM', secret: true, exact: true },
        v.check(isEd25519PrivateKeyPem, 'must be an Ed25519 private key in PKCS#8 PEM (`\\n` for line breaks allowed)'),
      ),
      walletUrl: optionalText(
        'KY_WALLET_URL',
        'Where our game server (`/rgs`) calls the wallet\'s game API; set it when the wallet is reached through another address.',
        { values: 'an http(s) URL', shown: 'this server\'s address' },
        v.trim(),
        v.regex(/^https?:\/\/\S+$/i, 'must be an http:// or https:// URL'),
      ),
      gameSessionTtlSeconds: integer(
        'KY_GAME_SESSION_TTL',
        14_400,
        { min: 1 },
        'Seconds a game session takes bets; wins and rollbacks of its open rounds settle after it.',
      ),
      adminPassword: optionalText(
        'KY_ADMIN_PASSWORD',
        'The first back-office `admin`\'s password, used only on a database without an admin (taken exactly as given). Unset: a random password is generated and printed once to the log (`"event":"admin_seeded"`, at `warn`).',
        { values: '8 to 256 characters', secret: true, exact: true },
        v.minLength(8, 'must be 8 to 256 characters'),
        v.maxLength(256, 'must be 8 to 256 characters'),
      ),
      adminSecretKey: optionalText(
        'KY_ADMIN_SECRET_KEY',
        'Keys sealing the staff TOTP secrets at rest (AES-256-GCM): comma-separated, the first seals, every one opens (list the old key after the new one to rotate). Unset: one generated once into `<DATA_DIR>/admin-secret.key`; several instances on one PostgreSQL must all set the same keys.',
        { values: '32-byte keys, base64 or hex, comma-separated', secret: true },
        v.check(isSecretKeyList, 'each key must be 32 random bytes as base64 or hex (e.g. `openssl rand -base64 32`)'),
      ),
      staffSessionTtlSeconds: integer('KY_STAFF_SESSION_TTL', 28_800, { min: 60 }, 'Lifetime of a back-office sign-in, seconds.'),
      liveFeedsPerSession: integer(
        'KY_LIVE_FEEDS_PER_SESSION',
        4,
        { min: 1 },
        'Back-office live feeds (`GET /api/admin/live`, one per dashboard on screen) a staff sign-in may hold open at once on one instance; beyond it 429 `too_many_live_feeds` until one closes.',
      ),
      liveFeedsPerAddress: integer(
        'KY_LIVE_FEEDS_PER_ADDRESS',
        20,
        { min: 1 },
        'Live feeds one client address may hold open at once over all its sign-ins, on one instance (behind a proxy it needs `KY_TRUST_PROXY`, or every client shares the proxy\'s address).',
      ),
      loginLinkTtlSeconds: integer('KY_LOGIN_LINK_TTL', 600, { min: 10, max: 86_400 }, 'Lifetime of an automated log-in link, seconds.'),
      publicUrl: optionalText(
        'KY_PUBLIC_URL',
        'The site\'s public origin: automated log-in links are built on it, whatever Host a request names.',
        { values: 'an http(s) origin', shown: 'the origin the staff member\'s request came to' },
        v.trim(),
        v.regex(/^https?:\/\/[^/\s?#@]+\/?$/i, 'must be an http:// or https:// origin, without a path'),
        v.transform((origin: string) => origin.replace(/\/$/, '')),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['depositMin'], ['depositMax']],
        ({ depositMin, depositMax }) => depositMin <= depositMax,
        (issue) => `must not be above KY_DEPOSIT_MAX (${issue.input.depositMax})`,
      ),
      ['depositMin'],
    ),
    v.forward(
      v.partialCheck(
        [['currencies'], ['depositMin'], ['depositMax'], ['depositLimits']],
        // A minimum above the maximum is said once, above.
        (config) => config.depositMin > config.depositMax || emptyBounds(config).length === 0,
        (issue) =>
          `the deposit bounds leave no valid amount in ${emptyBounds(issue.input).join(', ')} (KY_DEPOSIT_MIN rounds up, KY_DEPOSIT_MAX down to the currency's decimals)`,
      ),
      ['currencies'],
    ),
  );
}

/** The settings deposit bounds come from. */
interface DepositSettings {
  currencies: CurrencyCode[];
  depositMin: number;
  depositMax: number;
  depositLimits: Partial<Record<CurrencyCode, DepositBounds>>;
}

/**
 * Currencies whose global deposit bounds, in minor units, leave no amount (KY_DEPOSIT_LIMITS'
 * own bounds are checked where they are declared).
 */
function emptyBounds(config: DepositSettings): CurrencyCode[] {
  return config.currencies.filter((code) => {
    if (config.depositLimits[code]) return false;
    const { min, max } = depositBoundsMinor(config, code);
    return min > max;
  });
}

function duplicates(values: string[]): Set<string> {
  return new Set(values.filter((value, index) => values.indexOf(value) !== index));
}

export type Config = v.InferOutput<ReturnType<typeof configSchema>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type ConfigKey = keyof Config;

/** Each setting's documentation, in the schema's order. */
export function settings(schema = configSchema()): [ConfigKey, SettingDoc & { description: string }][] {
  return Object.entries(schema.pipe[0].entries).map(([key, entry]) => [
    key as ConfigKey,
    { ...(v.getMetadata(entry as never) as SettingDoc), description: v.getDescription(entry as never) ?? '' },
  ]);
}

/** Reads the configuration from environment variables (default: process.env). */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): Config {
  const schema = configSchema(cwd);
  const input: Record<string, string | undefined> = {};
  for (const [key, doc] of settings(schema)) {
    const raw = doc.exact ? env[doc.env] : env[doc.env]?.trim();
    // An empty variable is an unset one.
    input[key] = raw === '' ? undefined : raw;
  }
  return parse(schema, input);
}

/** Fills a partial config with the defaults and checks it (for buildApp and tests). */
export function resolveConfig(partial: Partial<Config> = {}): Config {
  return parse(configSchema(), partial);
}

function parse(schema: ReturnType<typeof configSchema>, input: Record<string, unknown>): Config {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const docs = new Map(settings(schema));
  const problems: string[] = [];
  const named = new Set<string>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as ConfigKey | undefined;
    const doc = key === undefined ? undefined : docs.get(key);
    if (!doc) {
      problems.push(issue.message);
      continue;
    }
    // One problem per variable: its first issue says what is wrong.
    if (named.has(doc.env)) continue;
    named.add(doc.env);
    const value = input[key as string];
    problems.push(doc.secret || value === undefined ? `${doc.env}: ${issue.message}` : `${doc.env}=${show(value)}: ${issue.message}`);
  }
  throw new ConfigError(problems);
}

/** A value as an operator wrote it, cut short. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** Reads a game server's public key as configured: base64 SPKI DER, or PEM. */
export function gameServerPublicKey(text: string): KeyObject {
  return text.includes('-----BEGIN')
    ? createPublicKey(text)
    : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
}

function isEd25519PublicKey(text: string): boolean {
  try {
    return gameServerPublicKey(text).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Deposit bounds of one currency in integer minor units. A global default that the currency
 * cannot represent exactly (KY_DEPOSIT_MIN=0.5 for JPY) rounds inwards: the minimum up, the
 * maximum down, so the bounds never admit an amount the operator did not allow.
 */
export function depositBoundsMinor(
  config: Omit<DepositSettings, 'currencies'>,
  currency: CurrencyCode,
): { min: number; max: number } {
  const bounds = config.depositLimits[currency] ?? { min: config.depositMin, max: config.depositMax };
  const scale = 10 ** CURRENCY_EXPONENTS[currency];
  // The epsilon absorbs binary noise (1.1 * 100 = 110.00000000000001) before rounding inwards.
  const min = Math.max(1, Math.ceil(bounds.min * scale - 1e-6));
  const max = Math.floor(bounds.max * scale + 1e-6);
  return { min, max };
}

/** The currency a new wallet gets: the protocol's default when this server accepts it. */
export function defaultWalletCurrency(config: Config): CurrencyCode {
  return config.currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : (config.currencies[0] ?? DEFAULT_CURRENCY);
}
