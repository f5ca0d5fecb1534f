import {
  RGS_ERROR_CODES,
  RGS_PATHS,
  ROUND_PATHS,
  type GamesData,
  type GamesRequest,
  type RoundActRequest,
  type RoundData,
  type RoundStartRequest,
  type BalanceData,
  type DiceRollData,
  type DiceRollRequest,
  type Fairness,
  type MinesCashoutRequest,
  type MinesRevealRequest,
  type MinesRoundData,
  type MinesStartRequest,
  type RevealedSeedData,
  type RevealedSeedRequest,
  type RgsErrorCode,
  type SeedsData,
  type SeedsRequest,
  type SessionData,
  type SessionRequest,
  type WheelSpinData,
  type WheelSpinRequest,
} from '@ky-wallet/games/contract';

/*
 * The game client's side of @ky-wallet/games/contract: one POST per action to the game server
 * (the RGS) under /rgs on the site's origin, with the RGS session as a bearer token. Nothing is
 * retried: a bet that may have reached the server is never sent twice from here (the game server
 * settles or rolls back what it accepted).
 */

/** What a failed call says: a contract error code, or `network_error` when no answer was read. */
export type GameErrorCode = RgsErrorCode | 'network_error';

export class RgsError extends Error {
  override readonly name = 'RgsError';
  constructor(
    readonly code: GameErrorCode,
    message: string = code,
    /** Minor units: the balance the server reported with the error (not_enough_money). */
    readonly balance?: number,
  ) {
    super(message);
  }
}

export function toRgsError(error: unknown): RgsError {
  return error instanceof RgsError ? error : new RgsError('internal', String(error));
}

/** The balance answer; `fairness` when the game server sends the seed pair in use too. */
export type BalanceAnswer = BalanceData & { fairness?: Fairness };

/** Every call of the contract. Stories and component tests give the games an in-memory one. */
export interface RgsApi {
  openSession(request: SessionRequest): Promise<SessionData>;
  balance(): Promise<BalanceAnswer>;
  seeds(request: SeedsRequest): Promise<SeedsData>;
  diceRoll(request: DiceRollRequest): Promise<DiceRollData>;
  wheelSpin(request: WheelSpinRequest): Promise<WheelSpinData>;
  minesStart(request: MinesStartRequest): Promise<MinesRoundData>;
  minesReveal(request: MinesRevealRequest): Promise<MinesRoundData>;
  minesCashout(request: MinesCashoutRequest): Promise<MinesRoundData>;
  /** The open mines round, or null when there is none. */
  minesActive(): Promise<MinesRoundData | null>;
  /** The round API, which every game speaks: a round starts with a bet, takes actions while open, and resumes after a reload. */
  roundStart(request: RoundStartRequest): Promise<RoundData>;
  roundAct(request: RoundActRequest): Promise<RoundData>;
  /** The session's open round, or null. */
  roundActive(): Promise<RoundData | null>;
  /** The games the server plays, with their bets in `currency`. */
  games(request: GamesRequest): Promise<GamesData>;
}

export interface RgsClientOptions {
  /** The RGS session for `Authorization: Bearer`; read on every call. */
  session: () => string | null;
  /** Prefix of RGS_PATHS (the site's own origin by default). */
  origin?: string;
  timeoutMs?: number;
}

export function createRgsClient({ session, origin = '', timeoutMs = 20_000 }: RgsClientOptions): RgsApi {
  async function post<T>(path: string, body: unknown, auth = true): Promise<T> {
    const token = auth ? session() : null;
    if (auth && !token) throw new RgsError('invalid_session', 'no game session');
    return postRgs<T>(`${origin}${path}`, body, token, timeoutMs);
  }

  return {
    openSession: (request) => post(RGS_PATHS.session, request, false),
    balance: () => post(RGS_PATHS.balance, {}),
    seeds: (request) => post(RGS_PATHS.seeds, request),
    diceRoll: (request) => post(RGS_PATHS.diceRoll, request),
    wheelSpin: (request) => post(RGS_PATHS.wheelSpin, request),
    minesStart: (request) => post(RGS_PATHS.minesStart, request),
    minesReveal: (request) => post(RGS_PATHS.minesReveal, request),
    minesCashout: (request) => post(RGS_PATHS.minesCashout, request),
    roundStart: (request) => post(ROUND_PATHS.start, request),
    roundAct: (request) => post(ROUND_PATHS.act, request),
    async roundActive() {
      const data = await post<RoundData | null>(ROUND_PATHS.active, {});
      return data && typeof data.round === 'string' ? data : null;
    },
    games: (request) => post(ROUND_PATHS.games, request ?? {}, false),
    async minesActive() {
      // The contract leaves the empty answer open: `data: null` or a body without a round.
      const data = await post<MinesRoundData | { round?: null } | null>(RGS_PATHS.minesActive, {});
      return data && typeof data.round === 'string' ? (data as MinesRoundData) : null;
    },
  };
}

/** One POST to the game server: `{ data }` answered, a contract error or a network failure thrown as RgsError. */
async function postRgs<T>(url: string, body: unknown, token: string | null, timeoutMs: number): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: AbortSignal.timeout?.(timeoutMs),
    });
  } catch (error) {
    throw new RgsError('network_error', error instanceof Error ? error.message : 'network error');
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // A proxy's HTML page or an empty body: judged by the status below.
  }
  const envelope = (json ?? {}) as { data?: unknown; error?: { code?: unknown; message?: unknown; balance?: unknown } };
  if (response.ok && 'data' in envelope) return envelope.data as T;
  const code = envelope.error?.code;
  if (isRgsErrorCode(code)) {
    const balance = typeof envelope.error?.balance === 'number' ? envelope.error.balance : undefined;
    throw new RgsError(code, String(envelope.error?.message ?? code), balance);
  }
  throw new RgsError(codeForStatus(response.status), `HTTP ${response.status}`);
}

/**
 * The server seed of a retired pair, by its hash: null while the pair is still in use. Needs no
 * game session, so the fairness page finds the seed of a round opened from the history.
 */
export async function revealedSeed(serverSeedHash: string, origin = ''): Promise<string | null> {
  const request: RevealedSeedRequest = { server_seed_hash: serverSeedHash };
  const data = await postRgs<RevealedSeedData>(`${origin}${RGS_PATHS.revealedSeed}`, request, null, 20_000);
  return data.server_seed;
}

export function isRgsErrorCode(value: unknown): value is RgsErrorCode {
  return typeof value === 'string' && (RGS_ERROR_CODES as readonly string[]).includes(value);
}

function codeForStatus(status: number): GameErrorCode {
  if (status === 401) return 'invalid_session';
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'wallet_unavailable';
  return status >= 500 ? 'internal' : 'invalid_request';
}
