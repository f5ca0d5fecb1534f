import * as v from 'valibot';
import {
  API_PATHS,
  BalanceDataSchema,
  CreatePlayerDataSchema,
  ErrorBodySchema,
  GameUrlDataSchema,
  HistoryDataSchema,
  IDEMPOTENCY_HEADER,
  LoginDataSchema,
  LogoutDataSchema,
  RoundDataSchema,
  isApiErrorCode,
  type BalanceData,
  type CreatePlayerData,
  type ErrorCode,
  type GameUrlData,
  type HistoryData,
  type LoginData,
  type LoginLinkRequest,
  type LoginRequest,
  type RoundData,
  type BalanceRuleSchema,
  type DepositRuleSchema,
  type GameUrlRuleSchema,
  type HistoryRuleSchema,
  type PlayerRuleSchema,
  type RoundRuleSchema,
} from '@ky-wallet/protocol';

/** A failed call. `code` is a protocol error code the widget can translate. */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function toWalletError(error: unknown): WalletError {
  return error instanceof WalletError ? error : new WalletError('internal_error', String(error));
}

/** Statuses worth one more try: the request may not have been processed, or may succeed later. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** The longest pause a `Retry-After` gets before the one retry: a player is waiting. */
export const MAX_RETRY_AFTER_MS = 5_000;

export interface ClientOptions {
  /** Read on every call, so a changed `api-base` applies at once. */
  baseUrl: () => string;
  /** Pause before the one retry, unless a 429 or 503 says how long (`Retry-After`). */
  retryDelayMs?: number;
  /** A request that takes longer is a network error. */
  timeoutMs?: number;
}

interface CallOptions {
  token?: string;
  idempotencyKey?: string;
  /** The code for an answer with no usable `data` (login: SPEC.md's "no data" is login_failed). */
  noData: ErrorCode;
}

// What each call sends, inferred from the schemas the server validates with.
type BalanceRule = v.InferInput<typeof BalanceRuleSchema>;
type DepositRule = v.InferInput<typeof DepositRuleSchema>;
type HistoryRule = v.InferInput<typeof HistoryRuleSchema>;
type RoundRule = v.InferInput<typeof RoundRuleSchema>;
type PlayerRule = v.InferInput<typeof PlayerRuleSchema>;
type GameUrlRule = v.InferInput<typeof GameUrlRuleSchema>;

export type ApiClient = ReturnType<typeof createClient>;

export function createClient({ baseUrl, retryDelayMs = 400, timeoutMs = 20_000 }: ClientOptions) {
  async function post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    { token, idempotencyKey, noData }: CallOptions,
  ): Promise<v.InferOutput<S>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    const url = `${baseUrl()}${path}`;
    const payload = JSON.stringify(body);
    // A POST is sent twice only with an Idempotency-Key (the same one): the server answers the
    // repeat with the first result, so a retry can never move money twice.
    const attempts = idempotencyKey ? 2 : 1;

    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: payload,
          credentials: 'omit', // the bearer token says who the player is; no cookies needed
          signal: AbortSignal.timeout?.(timeoutMs),
        });
      } catch (error) {
        if (attempt < attempts) {
          await delay(retryDelayMs);
          continue;
        }
        throw new WalletError('network_error', error instanceof Error ? error.message : 'network error');
      }
      if (!response.ok && RETRY_STATUSES.has(response.status) && attempt < attempts) {
        await delay(retryAfterMs(response) ?? retryDelayMs);
        continue;
      }
      return read(response, schema, noData);
    }
  }

  return {
    /** POST /api/getLocalData `login`. */
    login(rule: LoginRequest['rule']): Promise<LoginData> {
      return post(API_PATHS.login, { type: 'login', rule }, LoginDataSchema, { noData: 'login_failed' });
    },
    /** POST /api/getData `getBalance`. */
    getBalance(token: string, rule: BalanceRule): Promise<BalanceData> {
      return post(API_PATHS.data, { type: 'getBalance', rule }, BalanceDataSchema, {
        token,
        noData: 'internal_error',
      });
    },
    /** POST /api/getData `deposit`, retried once with the same key. */
    deposit(token: string, rule: DepositRule, idempotencyKey: string): Promise<BalanceData> {
      return post(API_PATHS.data, { type: 'deposit', rule }, BalanceDataSchema, {
        token,
        idempotencyKey,
        noData: 'internal_error',
      });
    },
    /** POST /api/getData `history`: the player's transactions, newest first. */
    history(token: string, rule: HistoryRule): Promise<HistoryData> {
      return post(API_PATHS.data, { type: 'history', rule }, HistoryDataSchema, { token, noData: 'internal_error' });
    },
    /** POST /api/getData `round`: one round with its movements, actions and fairness proof. */
    round(token: string, rule: RoundRule): Promise<RoundData> {
      return post(API_PATHS.data, { type: 'round', rule }, RoundDataSchema, { token, noData: 'internal_error' });
    },
    /** POST /api/getData `logout`: the server revokes the token. */
    async logout(token: string): Promise<void> {
      await post(API_PATHS.data, { type: 'logout', rule: {} }, LogoutDataSchema, { token, noData: 'internal_error' });
    },
    /** POST /api/getData `createPlayer` (idempotent): SPEC.md section 7's step before a game launch. */
    createPlayer(token: string, rule: PlayerRule): Promise<CreatePlayerData> {
      return post(API_PATHS.data, { type: 'createPlayer', rule }, CreatePlayerDataSchema, {
        token,
        noData: 'internal_error',
      });
    },
    /** POST /api/getData `getGameUrl`: a single-use, short-lived launch of `game`. Never retried. */
    getGameUrl(token: string, rule: GameUrlRule): Promise<GameUrlData> {
      return post(API_PATHS.data, { type: 'getGameUrl', rule }, GameUrlDataSchema, { token, noData: 'internal_error' });
    },
    /** POST /api/getLocalData `loginLink`: a single-use automated log-in link (`/login/{id}`). */
    loginLink(rule: LoginLinkRequest['rule']): Promise<LoginData> {
      return post(API_PATHS.login, { type: 'loginLink', rule }, LoginDataSchema, { noData: 'login_link_invalid' });
    },
  };
}

async function read<S extends v.GenericSchema>(response: Response, schema: S, noData: ErrorCode) {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): judged by the status below.
  }
  if (response.ok) {
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    const parsed = v.safeParse(schema, data);
    if (parsed.success) return parsed.output;
    throw new WalletError(noData, 'the answer has no valid data', response.status);
  }
  const error = v.safeParse(ErrorBodySchema, body);
  if (error.success && isApiErrorCode(error.output.error.code)) {
    throw new WalletError(error.output.error.code, error.output.error.message, response.status);
  }
  throw new WalletError(codeForStatus(response.status, noData), `HTTP ${response.status}`, response.status);
}

/** For failures without a readable error body. */
function codeForStatus(status: number, noData: ErrorCode): ErrorCode {
  if (status === 401) return noData === 'login_failed' ? 'login_failed' : 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_attempts';
  if (status === 503) return 'server_busy';
  return status >= 500 ? 'internal_error' : 'invalid_request';
}

/**
 * How long a 429 or 503 asks us to wait (`Retry-After`: seconds, or an HTTP date), capped at
 * MAX_RETRY_AFTER_MS; null when it does not say. The server exposes the header to other origins.
 */
export function retryAfterMs(response: Response, now = Date.now()): number | null {
  if (response.status !== 429 && response.status !== 503) return null;
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

