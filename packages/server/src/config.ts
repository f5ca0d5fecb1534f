import { createPublicKey, type KeyObject } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CURRENCY_EXPONENTS,
  DEFAULT_ALLIANCE,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  type CurrencyCode,
} from '@ky-wallet/protocol';

/*
 * The server's configuration. `loadConfig(env)` reads it from environment variables (README.md
 * lists each one with its default); `resolveConfig(partial)` fills and checks a config object given
 * directly, which is how tests build servers without touching process.env. Both collect every
 * problem and throw one ConfigError that names them all, so a bad deployment fails at start with a
 * message an operator can act on, never at the first request.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Deposit bounds for one currency, in major units (what the player types). */
export interface DepositBounds {
  min: number;
  max: number;
}

/** A game server allowed to call the game API: its key id and Ed25519 public key. */
export interface GameServerKey {
  /** Sent by the game server in X-KY-Key-Id. */
  id: string;
  /** Base64 of the SPKI DER (what `@ky-wallet/games` publicKeyBase64 prints), or a PEM. */
  publicKey: string;
}

/** The games `getGameUrl` launches by default: KY Gaming's three originals. */
export const DEFAULT_GAMES = ['original-dice', 'original-mines', 'original-wheel'];

export interface Config {
  /** @default 8080 */
  port: number;
  /** @default '127.0.0.1' */
  host: string;
  /** Holds the SQLite file; resolved against the process's working directory. @default './data' */
  dataDir: string;
  /** `postgres://…` or `postgresql://…` switches the store to PostgreSQL. @default undefined */
  databaseUrl: string | undefined;
  /** Origins allowed to call the API cross-origin; `['*']` allows any. @default [] */
  allowedOrigins: string[];
  /** Seed the demo player `demo` / `demo1234` at first start. @default true */
  seedDemo: boolean;
  /** The alliance logins belong to (the login call carries no alliance). @default 'kygaming' */
  alliance: string;
  /** Lifetime of a login token, seconds. @default 86400 */
  tokenTtlSeconds: number;
  /** Default smallest deposit, major units. @default 1 */
  depositMin: number;
  /** Default largest deposit, major units. @default 50000 */
  depositMax: number;
  /** Per-currency bounds that override depositMin/depositMax. @default {} */
  depositLimits: Partial<Record<CurrencyCode, DepositBounds>>;
  /** Currencies this server accepts. @default every currency the protocol knows */
  currencies: CurrencyCode[];
  /** log2 of scrypt's N for new password hashes. @default 17 */
  scryptCost: number;
  /** Password hashes computed at once. @default 2 */
  hashConcurrency: number;
  /** Password hashes allowed to wait; beyond it logins answer 503 server_busy. @default 64 */
  hashQueueLimit: number;
  /** Failed logins per account from one client address within the window before 429. @default 5 */
  loginMaxFailures: number;
  /** Failed logins per client address within the window before 429. @default 20 */
  loginMaxFailuresPerAddress: number;
  /** Login throttle window, seconds. @default 900 */
  loginWindowSeconds: number;
  /**
   * Failed logins per account from all addresses within the account window before 429, against
   * guessing spread over many addresses. Addresses that logged in to the account in the last 30
   * days are not held back by it, so its owner keeps access. @default 50
   */
  loginMaxFailuresPerAccount: number;
  /** The account-wide window, seconds. @default 3600 */
  loginAccountWindowSeconds: number;
  /** `redis://…`: keep the throttles' shared state in Redis instead of the database. @default undefined */
  redisUrl: string | undefined;
  /** A bearer token that GET /metrics requires; unset: /metrics answers loopback clients only. @default undefined */
  metricsToken: string | undefined;
  /**
   * Strict-Transport-Security: 'auto' sends it on requests that arrived over HTTPS (behind a
   * trusted proxy, as its X-Forwarded-Proto says), true on every response, false never. @default 'auto'
   */
  hsts: boolean | 'auto';
  /** Contact messages per client address within the window before 429. @default 5 */
  contactMaxPerAddress: number;
  /** Contact throttle window, seconds. @default 600 */
  contactWindowSeconds: number;
  /** The site build served at `/`. @default packages/site/dist */
  siteDir: string;
  /** The widget build served at `/widget/`. @default packages/widget/dist */
  widgetDir: string;
  /** Fastify's trustProxy: false, true (trust every hop), or a comma list of proxy addresses/CIDRs. @default false */
  trustProxy: boolean | string;
  /** @default 'info' */
  logLevel: LogLevel;
  /** Game servers whose signed requests the game API accepts. @default [] */
  gameServerKeys: GameServerKey[];
  /** Game ids `getGameUrl` launches; others answer 404 unknown_game. @default the three originals */
  games: string[];
  /** Where a launch goes; `{game}` and `{code}` are filled in. @default '/play/{game}?launch={code}' */
  gameUrl: string;
  /** Lifetime of a launch code, seconds (single use). @default 60 */
  gameLaunchTtlSeconds: number;
  /** Lifetime of a game session token for bets, seconds (wins and rollbacks settle after it). @default 14400 */
  gameSessionTtlSeconds: number;
  /** The first admin's password on a fresh database; unset: a random one printed once. @default undefined */
  adminPassword: string | undefined;
  /** Lifetime of a back-office sign-in, seconds. @default 28800 (8 hours) */
  staffSessionTtlSeconds: number;
  /** Lifetime of an automated log-in link, seconds. @default 600 */
  loginLinkTtlSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const ALL_CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[];

/** packages/server/{src,dist}/config.* -> packages/<name>/dist */
function packageDist(name: string): string {
  return fileURLToPath(new URL(`../../${name}/dist`, import.meta.url));
}

export function defaultConfig(): Config {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: resolve(process.cwd(), 'data'),
    databaseUrl: undefined,
    allowedOrigins: [],
    seedDemo: true,
    alliance: DEFAULT_ALLIANCE,
    tokenTtlSeconds: 86_400,
    depositMin: 1,
    depositMax: 50_000,
    depositLimits: {},
    currencies: [...ALL_CURRENCIES],
    scryptCost: 17,
    hashConcurrency: 2,
    hashQueueLimit: 64,
    loginMaxFailures: 5,
    loginMaxFailuresPerAddress: 20,
    loginWindowSeconds: 900,
    loginMaxFailuresPerAccount: 50,
    loginAccountWindowSeconds: 3600,
    redisUrl: undefined,
    metricsToken: undefined,
    hsts: 'auto',
    contactMaxPerAddress: 5,
    contactWindowSeconds: 600,
    siteDir: packageDist('site'),
    widgetDir: packageDist('widget'),
    trustProxy: false,
    logLevel: 'info',
    gameServerKeys: [],
    games: [...DEFAULT_GAMES],
    gameUrl: '/play/{game}?launch={code}',
    gameLaunchTtlSeconds: 60,
    gameSessionTtlSeconds: 14_400,
    adminPassword: undefined,
    staffSessionTtlSeconds: 28_800,
    loginLinkTtlSeconds: 600,
  };
}

type Env = Record<string, string | undefined>;

/** Reads the configuration from environment variables (default: process.env). */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const defaults = defaultConfig();
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const number = (name: string, fallback: number, opts: { integer?: boolean; min?: number; max?: number }): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    const { integer = true, min = -Infinity, max = Infinity } = opts;
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      const kind = integer ? 'an integer' : 'a number';
      const range = max === Infinity ? `>= ${min}` : `between ${min} and ${max}`;
      problems.push(`${name}=${JSON.stringify(raw)} must be ${kind} ${range}`);
      return fallback;
    }
    return value;
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const lowered = raw.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(lowered)) return true;
    if (['0', 'false', 'no', 'off'].includes(lowered)) return false;
    problems.push(`${name}=${JSON.stringify(raw)} must be 1 or 0 (true/false)`);
    return fallback;
  };

  const list = (name: string): string[] | undefined =>
    get(name)
      ?.split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');

  const currencies: CurrencyCode[] = [];
  for (const code of list('KY_CURRENCIES') ?? ALL_CURRENCIES) {
    const lowered = code.toLowerCase();
    if (isCurrencyCode(lowered)) currencies.push(lowered);
    else problems.push(`KY_CURRENCIES: unknown currency ${JSON.stringify(code)} (known: ${ALL_CURRENCIES.join(', ')})`);
  }

  const depositLimits: Partial<Record<CurrencyCode, DepositBounds>> = {};
  for (const entry of list('KY_DEPOSIT_LIMITS') ?? []) {
    const match = /^([a-zA-Z]+)=([0-9.]+):([0-9.]+)$/.exec(entry);
    const code = match?.[1]?.toLowerCase();
    if (!match || !code || !isCurrencyCode(code)) {
      problems.push(`KY_DEPOSIT_LIMITS: ${JSON.stringify(entry)} must look like "jpy=100:5000000" with a known currency`);
      continue;
    }
    depositLimits[code] = { min: Number(match[2]), max: Number(match[3]) };
  }

  let trustProxy: Config['trustProxy'] = defaults.trustProxy;
  const rawTrust = get('KY_TRUST_PROXY');
  if (rawTrust !== undefined) {
    const lowered = rawTrust.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(lowered)) trustProxy = true;
    else if (['0', 'false', 'no', 'off'].includes(lowered)) trustProxy = false;
    else trustProxy = rawTrust; // addresses or CIDRs, comma separated (Fastify/proxy-addr syntax)
  }

  const gameServerKeys: GameServerKey[] = [];
  for (const entry of list('KY_GAME_SERVER_KEYS') ?? []) {
    const match = /^([A-Za-z0-9._-]{1,64}):([A-Za-z0-9+/=]+)$/.exec(entry);
    if (match?.[1] && match[2]) gameServerKeys.push({ id: match[1], publicKey: match[2] });
    else problems.push(`KY_GAME_SERVER_KEYS: ${JSON.stringify(entry.slice(0, 40))} must look like "key-id:<base64 SPKI DER of an Ed25519 public key>"`);
  }
  let hsts: Config['hsts'] = defaults.hsts;
  const rawHsts = get('KY_HSTS')?.toLowerCase();
  if (rawHsts !== undefined && rawHsts !== 'auto') hsts = flag('KY_HSTS', false);

  const logLevel = (get('LOG_LEVEL') ?? defaults.logLevel) as LogLevel;
  const rawDataDir = get('DATA_DIR');
  const rawSite = get('KY_SITE_DIR');
  const rawWidget = get('KY_WIDGET_DIR');

  const config: Config = {
    port: number('PORT', defaults.port, { min: 0, max: 65_535 }),
    host: get('HOST') ?? defaults.host,
    dataDir: rawDataDir === undefined ? resolve(cwd, 'data') : resolve(cwd, rawDataDir),
    databaseUrl: get('DATABASE_URL'),
    allowedOrigins: list('KY_ALLOWED_ORIGINS') ?? [],
    seedDemo: flag('KY_SEED_DEMO', defaults.seedDemo),
    alliance: get('KY_ALLIANCE') ?? defaults.alliance,
    tokenTtlSeconds: number('KY_TOKEN_TTL', defaults.tokenTtlSeconds, { min: 1 }),
    depositMin: number('KY_DEPOSIT_MIN', defaults.depositMin, { integer: false, min: 0 }),
    depositMax: number('KY_DEPOSIT_MAX', defaults.depositMax, { integer: false, min: 0 }),
    depositLimits,
    currencies,
    scryptCost: number('KY_SCRYPT_COST', defaults.scryptCost, { min: 10, max: 20 }),
    hashConcurrency: number('KY_HASH_CONCURRENCY', defaults.hashConcurrency, { min: 1, max: 64 }),
    hashQueueLimit: number('KY_HASH_QUEUE', defaults.hashQueueLimit, { min: 0 }),
    loginMaxFailures: number('KY_LOGIN_MAX_FAILURES', defaults.loginMaxFailures, { min: 1 }),
    loginMaxFailuresPerAddress: number('KY_LOGIN_MAX_FAILURES_PER_ADDRESS', defaults.loginMaxFailuresPerAddress, {
      min: 1,
    }),
    loginWindowSeconds: number('KY_LOGIN_WINDOW', defaults.loginWindowSeconds, { min: 1 }),
    loginMaxFailuresPerAccount: number('KY_LOGIN_MAX_FAILURES_PER_ACCOUNT', defaults.loginMaxFailuresPerAccount, {
      min: 1,
    }),
    loginAccountWindowSeconds: number('KY_LOGIN_ACCOUNT_WINDOW', defaults.loginAccountWindowSeconds, { min: 1 }),
    redisUrl: get('KY_REDIS_URL'),
    metricsToken: get('KY_METRICS_TOKEN'),
    hsts,
    contactMaxPerAddress: number('KY_CONTACT_MAX_PER_ADDRESS', defaults.contactMaxPerAddress, { min: 1 }),
    contactWindowSeconds: number('KY_CONTACT_WINDOW', defaults.contactWindowSeconds, { min: 1 }),
    siteDir: rawSite === undefined ? defaults.siteDir : resolve(cwd, rawSite),
    widgetDir: rawWidget === undefined ? defaults.widgetDir : resolve(cwd, rawWidget),
    trustProxy,
    logLevel,
    gameServerKeys,
    games: list('KY_GAMES') ?? defaults.games,
    gameUrl: get('KY_GAME_URL') ?? defaults.gameUrl,
    gameLaunchTtlSeconds: number('KY_GAME_LAUNCH_TTL', defaults.gameLaunchTtlSeconds, { min: 1 }),
    gameSessionTtlSeconds: number('KY_GAME_SESSION_TTL', defaults.gameSessionTtlSeconds, { min: 1 }),
    // Not trimmed or defaulted: a password is taken exactly as given.
    adminPassword: env.KY_ADMIN_PASSWORD === '' ? undefined : env.KY_ADMIN_PASSWORD,
    staffSessionTtlSeconds: number('KY_STAFF_SESSION_TTL', defaults.staffSessionTtlSeconds, { min: 60 }),
    loginLinkTtlSeconds: number('KY_LOGIN_LINK_TTL', defaults.loginLinkTtlSeconds, { min: 10, max: 86_400 }),
  };

  problems.push(...checkConfig(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Fills a partial config with the defaults and checks it (for buildApp and tests). */
export function resolveConfig(partial: Partial<Config> = {}): Config {
  const config: Config = { ...defaultConfig(), ...stripUndefined(partial) };
  const problems = checkConfig(config);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Cross-field checks shared by loadConfig and resolveConfig. */
export function checkConfig(config: Config): string[] {
  const problems: string[] = [];
  if (!LOG_LEVELS.includes(config.logLevel)) {
    problems.push(`LOG_LEVEL=${JSON.stringify(config.logLevel)} must be one of ${LOG_LEVELS.join(', ')}`);
  }
  if (config.databaseUrl !== undefined && !isPostgresUrl(config.databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (unset it to use the embedded SQLite store)');
  }
  if (config.redisUrl !== undefined && !/^rediss?:\/\//i.test(config.redisUrl)) {
    problems.push('KY_REDIS_URL must start with redis:// or rediss://');
  }
  if (config.metricsToken !== undefined && config.metricsToken.length < 16) {
    problems.push('KY_METRICS_TOKEN must be at least 16 characters (or unset it: then /metrics answers loopback only)');
  }
  if (!isAbsolute(config.dataDir)) problems.push(`DATA_DIR must resolve to an absolute path, got ${config.dataDir}`);
  if (config.currencies.length === 0) problems.push('KY_CURRENCIES must name at least one currency');
  for (const code of config.currencies) {
    if (!isCurrencyCode(code)) problems.push(`KY_CURRENCIES: unknown currency ${JSON.stringify(code)}`);
  }
  for (const origin of config.allowedOrigins) {
    if (origin === '*') continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) {
      problems.push(
        `KY_ALLOWED_ORIGINS: ${JSON.stringify(origin)} is not an origin like https://casino.example (scheme://host[:port], no path or trailing slash)`,
      );
    }
  }
  for (const [name, value] of [
    ['KY_DEPOSIT_MIN', config.depositMin],
    ['KY_DEPOSIT_MAX', config.depositMax],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) problems.push(`${name} must be a positive number, got ${value}`);
  }
  if (config.depositMin > config.depositMax) {
    problems.push(`KY_DEPOSIT_MIN (${config.depositMin}) must not be above KY_DEPOSIT_MAX (${config.depositMax})`);
  }
  for (const [code, bounds] of Object.entries(config.depositLimits)) {
    if (!isCurrencyCode(code)) {
      problems.push(`KY_DEPOSIT_LIMITS: unknown currency ${JSON.stringify(code)}`);
      continue;
    }
    const { min, max } = bounds;
    if (!(Number.isFinite(min) && Number.isFinite(max) && min > 0 && max > 0 && min <= max)) {
      problems.push(`KY_DEPOSIT_LIMITS: ${code} needs 0 < min <= max, got ${min}:${max}`);
      continue;
    }
    const exponent = CURRENCY_EXPONENTS[code];
    for (const value of [min, max]) {
      if (Number(value.toFixed(exponent)) !== value) {
        problems.push(`KY_DEPOSIT_LIMITS: ${code} bound ${value} has more than ${exponent} decimals`);
      }
    }
  }
  for (const code of config.currencies) {
    if (isCurrencyCode(code)) {
      const { min, max } = depositBoundsMinor(config, code);
      if (min > max) problems.push(`deposit bounds for ${code} leave no valid amount (min ${min} > max ${max} minor units)`);
    }
  }
  const positiveIntegers: [string, number][] = [
    ['KY_TOKEN_TTL', config.tokenTtlSeconds],
    ['KY_HASH_CONCURRENCY', config.hashConcurrency],
    ['KY_LOGIN_MAX_FAILURES', config.loginMaxFailures],
    ['KY_LOGIN_MAX_FAILURES_PER_ADDRESS', config.loginMaxFailuresPerAddress],
    ['KY_LOGIN_WINDOW', config.loginWindowSeconds],
    ['KY_LOGIN_MAX_FAILURES_PER_ACCOUNT', config.loginMaxFailuresPerAccount],
    ['KY_LOGIN_ACCOUNT_WINDOW', config.loginAccountWindowSeconds],
    ['KY_CONTACT_MAX_PER_ADDRESS', config.contactMaxPerAddress],
    ['KY_CONTACT_WINDOW', config.contactWindowSeconds],
  ];
  for (const [name, value] of positiveIntegers) {
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} must be a positive integer, got ${value}`);
  }
  if (!Number.isInteger(config.hashQueueLimit) || config.hashQueueLimit < 0) {
    problems.push(`KY_HASH_QUEUE must be an integer >= 0, got ${config.hashQueueLimit}`);
  }
  if (!Number.isInteger(config.scryptCost) || config.scryptCost < 10 || config.scryptCost > 20) {
    problems.push(`KY_SCRYPT_COST must be an integer between 10 and 20 (log2 of scrypt N), got ${config.scryptCost}`);
  }
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65_535) {
    problems.push(`PORT must be an integer between 0 and 65535, got ${config.port}`);
  }
  for (const game of config.games) {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(game)) problems.push(`KY_GAMES: ${JSON.stringify(game)} is not a game id like original-dice`);
  }
  if (!config.gameUrl.includes('{code}')) problems.push('KY_GAME_URL must contain {code} (and usually {game})');
  for (const [name, value] of [
    ['KY_GAME_LAUNCH_TTL', config.gameLaunchTtlSeconds],
    ['KY_GAME_SESSION_TTL', config.gameSessionTtlSeconds],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} must be a positive integer, got ${value}`);
  }
  const keyIds = new Set<string>();
  for (const key of config.gameServerKeys) {
    if (keyIds.has(key.id)) problems.push(`KY_GAME_SERVER_KEYS: key id ${JSON.stringify(key.id)} appears twice`);
    keyIds.add(key.id);
    if (!isEd25519PublicKey(key.publicKey)) {
      problems.push(`KY_GAME_SERVER_KEYS: the key ${JSON.stringify(key.id)} is not an Ed25519 public key (base64 SPKI DER or PEM)`);
    }
  }
  if (config.alliance.trim() === '' || config.alliance.length > 64) problems.push('KY_ALLIANCE must be 1 to 64 characters');
  if (config.adminPassword !== undefined && (config.adminPassword.length < 8 || config.adminPassword.length > 256)) {
    problems.push('KY_ADMIN_PASSWORD must be 8 to 256 characters');
  }
  if (!Number.isInteger(config.staffSessionTtlSeconds) || config.staffSessionTtlSeconds < 60) {
    problems.push(`KY_STAFF_SESSION_TTL must be an integer >= 60, got ${config.staffSessionTtlSeconds}`);
  }
  if (!Number.isInteger(config.loginLinkTtlSeconds) || config.loginLinkTtlSeconds < 10 || config.loginLinkTtlSeconds > 86_400) {
    problems.push(`KY_LOGIN_LINK_TTL must be an integer between 10 and 86400, got ${config.loginLinkTtlSeconds}`);
  }
  return problems;
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
export function depositBoundsMinor(config: Config, currency: CurrencyCode): { min: number; max: number } {
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
