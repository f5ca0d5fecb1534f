import * as v from 'valibot';
import { freeJson } from './json.js';

/*
 * The seamless-wallet game API: what a game server (ours or a third party's) calls to move a
 * player's money, in the shape of Hub88's wallet API. The wallet is the operator's side; the game
 * server owns the game rules and only ever asks for balance, bet, win and rollback.
 *
 * Transport
 * - `POST` JSON to the paths in GAME_API_PATHS. Every request is signed by the game server:
 *   Ed25519 over the exact raw body bytes, base64 in the `X-KY-Signature` header, with the key
 *   named by `X-KY-Key-Id` (the wallet holds only public keys, from its configuration).
 * - Every request the wallet can read is answered with HTTP 200 and a `status` (Hub88's
 *   convention): `RS_OK` or one of the `RS_ERROR_…` codes below. Never a 5xx: a failure on the
 *   wallet's side is `RS_ERROR_UNKNOWN`, which the game server retries with the same ids (it is
 *   also Hub88's status for a refusal without a code of its own: its `message` says which).
 * - Amounts and balances are integer minor units of `currency` (fen for cny, cents for usd).
 *
 * Money rules
 * - Idempotent by `transaction_uuid`: a repeat with the same content answers exactly the first
 *   answer and moves no money; the same id with other content is RS_ERROR_DUPLICATE_TRANSACTION.
 * - A bet needs an unexpired token of an active player; too little money is
 *   RS_ERROR_NOT_ENOUGH_MONEY with the balance. A win or rollback is accepted on an expired token
 *   and for a locked player (rounds already open must settle).
 * - A game session never outlives the player's login that launched it: it expires at the end of
 *   its own lifetime or of that login, whichever comes first (the session answer's `expires_at`),
 *   and a balance or bet after it is RS_ERROR_TOKEN_EXPIRED. The player's logout or a new password
 *   ends it at once (RS_ERROR_INVALID_TOKEN), and so does a lock (RS_ERROR_USER_DISABLED).
 * - A win names its bet in `reference_transaction_uuid`: a bet of the same round and player.
 * - A rollback refunds its bet once, in an open or a closed round (a bet that closed its own round
 *   is voided so when its answer was lost). A rollback of a bet the wallet never saw is recorded,
 *   so that bet arriving later is refused with RS_ERROR_TRANSACTION_ROLLED_BACK (in a closed round,
 *   where no bet may arrive, it is RS_ERROR_ROUND_CLOSED). A bet a win has paid is settled: its
 *   rollback is refused (RS_ERROR_UNKNOWN, with a message saying so).
 * - `round_closed: true` on the last call of a round closes it; a closed round takes no more bets.
 */

export const GAME_API_PATHS = {
  /** Exchanges a single-use launch code for the game session token. */
  session: '/api/game/session',
  balance: '/api/game/balance',
  bet: '/api/game/bet',
  win: '/api/game/win',
  rollback: '/api/game/rollback',
} as const;

/** Base64 Ed25519 signature of the raw request body. */
export const GAME_SIGNATURE_HEADER = 'X-KY-Signature';
/** Which configured game-server key signed the request. */
export const GAME_KEY_ID_HEADER = 'X-KY-Key-Id';

/** Every `status` a game API answer can carry (Hub88's list, plus the few this wallet needs). */
export const GAME_STATUSES = [
  /** Accepted and processed. */
  'RS_OK',
  /**
   * Nothing was changed. A failure on the wallet's side (retry with the same ids), or, as Hub88
   * uses it, a refusal with no status of its own, which `message` names: the rollback of a bet a
   * win has paid (a retry answers the same).
   */
  'RS_ERROR_UNKNOWN',
  /** The body is not JSON, or not an object. */
  'RS_ERROR_WRONG_SYNTAX',
  /** A field is missing or of the wrong type or range. */
  'RS_ERROR_WRONG_TYPES',
  /** No signature, an unknown key id, or a signature that does not verify. */
  'RS_ERROR_INVALID_SIGNATURE',
  /** The game session token (or launch code) is unknown, or was already used. */
  'RS_ERROR_INVALID_TOKEN',
  /**
   * The game session token has expired, or the player's login that launched it has (balance and
   * bets only; wins and rollbacks still settle).
   */
  'RS_ERROR_TOKEN_EXPIRED',
  /** `user` is not the player the token belongs to. */
  'RS_ERROR_INVALID_USER',
  /** `game` is not the game the session was opened for. */
  'RS_ERROR_INVALID_GAME',
  /** `currency` is not the session's (and the wallet's) currency. */
  'RS_ERROR_WRONG_CURRENCY',
  /** The bet is larger than the balance; the answer carries the balance. */
  'RS_ERROR_NOT_ENOUGH_MONEY',
  /** The player is locked: no new bets (wins and rollbacks of open rounds still settle). */
  'RS_ERROR_USER_DISABLED',
  /** This transaction_uuid was used before with other content. */
  'RS_ERROR_DUPLICATE_TRANSACTION',
  /** The referenced bet does not exist for this player and round. */
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  /** The bet was rolled back (possibly before it arrived): it cannot be taken or won. */
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** The round is closed: it takes no more bets. */
  'RS_ERROR_ROUND_CLOSED',
  /** The amount is outside the wallet's limits: a win or refund that would take the balance past 2^53 - 1 minor units. */
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

// ---- shared fields ------------------------------------------------------------------------

const Id = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
/**
 * A game server's id of a request or a transaction. Hub88 sends UUIDs; any printable ASCII id of 1
 * to 64 characters is accepted.
 */
export const GameUuidSchema = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,64}$/));
const Uuid = GameUuidSchema;
const MinorUnits = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Currency = v.pipe(v.string(), v.regex(/^[a-z]{3}$/));
/**
 * The game server's own record of the movement (the round's actions, its fairness proof): a JSON
 * object (an array is refused, not keyed 0, 1, …), stored with the movement as it is. At most
 * FREE_JSON_LIMITS: 32 levels deep (the object itself is one) and 64 KiB of JSON text; deeper or
 * larger is RS_ERROR_WRONG_TYPES, which a retry does not change.
 */
const Meta = v.optional(
  v.pipe(
    v.custom<Record<string, unknown>>((meta) => typeof meta === 'object' && meta !== null && !Array.isArray(meta), 'must be an object'),
    v.record(v.string(), v.unknown()),
    freeJson<Record<string, unknown>>(),
  ),
);

/**
 * A request's fields, and no others: a field no call has is refused, not dropped. A signature
 * covers the body, not the path, and each call's fields differ from every other's, so that a
 * signed body is only ever read as the call it was made for (a win's bytes sent to rollback would
 * otherwise refund the stake), and a field the wallet does not do (Hub88's `is_free`) is not
 * silently charged as a plain bet.
 */
function request<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.strictObject(entries, fieldMessage);
}

/**
 * What a strict object says of its own issues (valibot gives its one message to all three): a
 * field it does not have, a field it needs that is missing, and a body that is no object at all.
 */
function fieldMessage(issue: v.StrictObjectIssue): string {
  if (issue.expected === 'never') return 'is not a field of this call';
  return issue.received === 'undefined' ? 'is required' : 'must be an object';
}

const Common = {
  /** The game server's id of this HTTP request (for tracing; answered back). */
  request_uuid: Uuid,
  /** The game session token from GAME_API_PATHS.session. */
  token: Id(128),
  /** The player's name, as the session answer gave it. Must be the token's player. */
  user: Id(64),
  /** The game id, as the session answer gave it (e.g. `original-dice`). */
  game: Id(64),
};

// ---- requests -----------------------------------------------------------------------------

export const GameSessionRequestSchema = request({
  request_uuid: Uuid,
  /** The single-use launch code from the player's `getGameUrl` call (valid for a minute). */
  launch_code: Id(128),
});
export type GameSessionRequest = v.InferInput<typeof GameSessionRequestSchema>;

export const GameBalanceRequestSchema = request({ ...Common, currency: v.optional(Currency) });
export type GameBalanceRequest = v.InferInput<typeof GameBalanceRequestSchema>;

export const GameBetRequestSchema = request({
  ...Common,
  transaction_uuid: Uuid,
  /** The game server's round id; unique per player and game. */
  round: Id(64),
  /** The round this one belongs to (a bonus or free round started by another); '' for none. */
  parent_round: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
  currency: Currency,
  /** Minor units, > 0 (one check of the bound: -5 was told ">=0"). */
  amount: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** True when this bet is also the round's last call (a round that can only lose). */
  round_closed: v.optional(v.boolean(), false),
  meta: Meta,
});
export type GameBetRequest = v.InferInput<typeof GameBetRequestSchema>;

export const GameWinRequestSchema = request({
  ...Common,
  transaction_uuid: Uuid,
  /** The bet this win pays out. */
  reference_transaction_uuid: Uuid,
  round: Id(64),
  currency: Currency,
  /** Minor units, >= 0 (a losing round closes with a win of 0). */
  amount: MinorUnits,
  round_closed: v.optional(v.boolean(), false),
  meta: Meta,
});
export type GameWinRequest = v.InferInput<typeof GameWinRequestSchema>;

export const GameRollbackRequestSchema = request({
  ...Common,
  transaction_uuid: Uuid,
  /** The bet to refund. */
  reference_transaction_uuid: Uuid,
  round: Id(64),
  /** The session's, if given (the refund is the bet's own stake, in the bet's currency). */
  currency: v.optional(Currency),
  round_closed: v.optional(v.boolean(), false),
  meta: Meta,
});
export type GameRollbackRequest = v.InferInput<typeof GameRollbackRequestSchema>;

// ---- answers ------------------------------------------------------------------------------

/** The answer of balance, bet, win and rollback when `status` is RS_OK. */
export const GameOkAnswerSchema = v.object({
  status: v.literal('RS_OK'),
  request_uuid: v.string(),
  user: v.string(),
  currency: v.string(),
  /** Minor units, after this call. */
  balance: v.number(),
});
export type GameOkAnswer = v.InferOutput<typeof GameOkAnswerSchema>;

/** The answer of GAME_API_PATHS.session when `status` is RS_OK. */
export const GameSessionAnswerSchema = v.object({
  status: v.literal('RS_OK'),
  request_uuid: v.string(),
  /** The game session token for balance, bet, win and rollback. */
  token: v.string(),
  user: v.string(),
  game: v.string(),
  currency: v.string(),
  balance: v.number(),
  /**
   * Epoch milliseconds: the session's lifetime, or the end of the player's login that launched it
   * if that comes first; bets after it are RS_ERROR_TOKEN_EXPIRED.
   */
  expires_at: v.number(),
});
export type GameSessionAnswer = v.InferOutput<typeof GameSessionAnswerSchema>;

export const GameErrorAnswerSchema = v.object({
  status: v.picklist(GAME_STATUSES.filter((status) => status !== 'RS_OK') as Exclude<GameStatus, 'RS_OK'>[]),
  request_uuid: v.string(),
  /** English, for the game server's logs. */
  message: v.string(),
  /** With RS_ERROR_NOT_ENOUGH_MONEY (and whenever the wallet knows it): minor units. */
  balance: v.optional(v.number()),
  user: v.optional(v.string()),
  currency: v.optional(v.string()),
});
export type GameErrorAnswer = v.InferOutput<typeof GameErrorAnswerSchema>;

export type GameAnswer = GameOkAnswer | GameErrorAnswer;
