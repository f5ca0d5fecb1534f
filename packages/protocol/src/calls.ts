import * as v from 'valibot';
import { FIELD_ERROR_CODES, type ApiErrorCode, type FieldErrorCode } from './errors.js';
import { hasHiddenCharacters, hasVisibleCharacter } from './text.js';

/*
 * The calls of SPEC.md section 7 and DESIGN.md's wire contract. Requests are `{ type, rule }`;
 * answers are `{ data }` or an ErrorBody. Schemas validate at run time on the server (requests)
 * and in the widget (answers); the types below are inferred from them so the two cannot drift.
 */

/**
 * A name or id of one line. No control or format characters: no stored name holds one, and a NUL
 * is refused alike by both engines (PostgreSQL's text cannot hold it; SQLite would look it up).
 */
const text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(max),
    v.check((value) => !hasHiddenCharacters(value), 'must not contain control or format characters'),
  );

/** Player and alliance names: what the token proves is compared against these. */
const PlayerName = text(64);
const AllianceName = text(64);
/** Lowercased so `CNY` and `cny` are the same wallet; unknown codes are the server's to refuse. */
const Currency = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(16));

/**
 * A `rule` object. valibot's `object()` takes any non-null object, arrays too, so `rule: []` would
 * pass as an empty rule; a rule is a plain JSON object or the request is malformed. The check is
 * typed as the object's input, so a rule's inferred input type is its fields.
 */
const ruleObject = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<v.InferInput<v.ObjectSchema<E, undefined>>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'must be an object',
    ),
    v.object(entries),
  );

// ---- POST /api/getLocalData ---------------------------------------------------------------

/** The login form's bounds: an id of 1 to 64 characters once trimmed, a password of 1 to 256. */
export const LOGIN_ID_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 256;

export const LoginRequestSchema = v.object({
  type: v.literal('login'),
  rule: ruleObject({
    id: text(LOGIN_ID_MAX_LENGTH),
    pw: v.pipe(v.string(), v.minLength(1), v.maxLength(PASSWORD_MAX_LENGTH)),
  }),
});
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

export const LoginDataSchema = v.object({
  name: v.string(),
  token: v.string(),
  alliance: v.string(),
  currency: v.string(),
});
export type LoginData = v.InferOutput<typeof LoginDataSchema>;

// ---- POST /api/getData --------------------------------------------------------------------

/*
 * Each call's `rule`, one schema for both sides: a client builds it as `v.InferInput` (optional
 * fields may be left out), the server reads the parsed `v.InferOutput` (defaults filled in).
 */

/** `player` and `alliance` may be omitted (the token says who); when present they must match it. */
const playerEntries = {
  player: v.optional(PlayerName),
  alliance: v.optional(AllianceName),
};

/** createPlayer's rule, and the owner check every call's rule starts with. */
export const PlayerRuleSchema = ruleObject(playerEntries);

export const BalanceRuleSchema = ruleObject({ ...playerEntries, currency: v.optional(Currency) });

export const DepositRuleSchema = ruleObject({
  ...playerEntries,
  currency: v.optional(Currency),
  /** Major units (12.34 CNY); the server converts to integer minor units. */
  amount: v.number(),
});

/**
 * A calendar day or an instant with its offset, ISO 8601 (`2026-11-23`, `2026-11-23T08:00:00Z`,
 * `2026-11-23T09:00+01:00`): never a local time, whose meaning would depend on the server's zone.
 */
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** Whether `text` is such a date, and a real one (Date.parse takes 2026-02-31 as March 3). */
function isIsoDate(text: string): boolean {
  const day = ISO_DATE.exec(text)?.[1];
  if (day === undefined || Number.isNaN(Date.parse(text))) return false;
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(day);
}

const IsoDate = v.pipe(
  v.string(),
  v.maxLength(40),
  v.check(isIsoDate, 'must be an ISO 8601 date (2026-11-23) or an instant with its offset (2026-11-23T08:00:00Z)'),
);
/** A game id of the catalogue (`original-dice`). */
const GameId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

export const HistoryRuleSchema = ruleObject({
  ...playerEntries,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
  /** Only this game's rounds (deposits are left out when a game is named). */
  game: v.optional(GameId),
  /** Only rows at or after this time (a bare date is that day's start, UTC). */
  from: v.optional(IsoDate),
  /** Only rows before the end of this day, or before this instant. */
  to: v.optional(IsoDate),
});

export const RoundRuleSchema = ruleObject({
  ...playerEntries,
  round: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  game: GameId,
});

export const GameUrlRuleSchema = ruleObject({ ...playerEntries, game: GameId, currency: v.optional(Currency) });

export const GetBalanceRequestSchema = v.object({
  type: v.literal('getBalance'),
  rule: v.optional(BalanceRuleSchema, {}),
});

export const CreatePlayerRequestSchema = v.object({
  type: v.literal('createPlayer'),
  rule: v.optional(PlayerRuleSchema, {}),
});

export const DepositRequestSchema = v.object({
  type: v.literal('deposit'),
  rule: DepositRuleSchema,
});

export const LogoutRequestSchema = v.object({
  type: v.literal('logout'),
  rule: v.optional(PlayerRuleSchema, {}),
});

export const HistoryRequestSchema = v.object({
  type: v.literal('history'),
  rule: v.optional(HistoryRuleSchema, {}),
});

/** One round with every movement and what the game server kept of it (actions, fairness proof). */
export const RoundRequestSchema = v.object({
  type: v.literal('round'),
  rule: RoundRuleSchema,
});

/**
 * Asks for a single-use, short-lived launch of a game for the token's player in their wallet's
 * currency. The answer's `url` opens the game client with a launch code that the game server
 * exchanges once for a game session (GAME_API_PATHS.session).
 */
export const GetGameUrlRequestSchema = v.object({
  type: v.literal('getGameUrl'),
  rule: GameUrlRuleSchema,
});

export const GetDataRequestSchema = v.variant('type', [
  GetBalanceRequestSchema,
  CreatePlayerRequestSchema,
  DepositRequestSchema,
  LogoutRequestSchema,
  HistoryRequestSchema,
  RoundRequestSchema,
  GetGameUrlRequestSchema,
]);
export type GetDataRequest = v.InferInput<typeof GetDataRequestSchema>;
export type GetDataCall = v.InferOutput<typeof GetDataRequestSchema>;
export type GetDataType = GetDataCall['type'];

export const BalanceDataSchema = v.object({ balance: v.number() });
export type BalanceData = v.InferOutput<typeof BalanceDataSchema>;

export const CreatePlayerDataSchema = v.object({ player: v.string(), alliance: v.string() });
export type CreatePlayerData = v.InferOutput<typeof CreatePlayerDataSchema>;

export const LogoutDataSchema = v.object({});
export type LogoutData = v.InferOutput<typeof LogoutDataSchema>;

const Time = v.string();

/** A deposit in the player's history. Money in major units of `currency`. */
export const DepositRowSchema = v.object({
  kind: v.literal('deposit'),
  transaction_id: v.string(),
  /** Positive: money in. */
  amount: v.number(),
  /** The balance right after this deposit. */
  balance: v.number(),
  /** The wallet's balance now. */
  balance_current: v.number(),
  currency: v.string(),
  state: v.literal('completed'),
  /** ISO 8601, UTC. */
  time: Time,
});
export type DepositRow = v.InferOutput<typeof DepositRowSchema>;

/** Where a round stands: open until the game server closes it (win with round_closed) or rolls it back. */
export const ROUND_STATES = ['open', 'closed', 'rolled_back'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

/**
 * A game round in the player's history: every field of SPEC.md section 3's play-history row.
 * Money in major units of `currency`.
 */
export const RoundRowSchema = v.object({
  kind: v.literal('round'),
  /** The round's first transaction (its opening bet's transaction_uuid). */
  transaction_id: v.string(),
  /** The round that started this one (a bonus or free round); '' for none. */
  parentround: v.string(),
  /** The game server's round id. */
  round: v.string(),
  /** The game's catalogue id. */
  game: v.string(),
  /** The opening bet's stake. */
  bet: v.number(),
  /** What stands of the stakes: total_bet minus rolled-back bets. */
  wager: v.number(),
  /** The last win paid in the round (0 for a loss). */
  win: v.number(),
  /** total_win / wager, a multiplier (0 when nothing was wagered). */
  payout: v.number(),
  /** Every stake of the round. */
  total_bet: v.number(),
  /** Every win of the round. */
  total_win: v.number(),
  /** The balance right after the round's latest movement. */
  balance: v.number(),
  /** The wallet's balance now. */
  balance_current: v.number(),
  currency: v.string(),
  state: v.picklist(ROUND_STATES),
  /** ISO 8601, UTC: the round's latest movement. */
  time: Time,
});
export type RoundRow = v.InferOutput<typeof RoundRowSchema>;

export const HistoryRowSchema = v.variant('kind', [DepositRowSchema, RoundRowSchema]);
export type HistoryRow = v.InferOutput<typeof HistoryRowSchema>;

export const HistoryDataSchema = v.object({
  rows: v.array(HistoryRowSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type HistoryData = v.InferOutput<typeof HistoryDataSchema>;

/** One movement of money in a round. */
export const RoundTransactionSchema = v.object({
  transaction_id: v.string(),
  kind: v.picklist(['bet', 'win', 'rollback']),
  /** Signed, major units: a bet is negative, a win or refund positive. */
  amount: v.number(),
  balance: v.number(),
  time: Time,
  /** What the game server sent with it (its actions, outcome, fairness proof); {} if nothing. */
  meta: v.record(v.string(), v.unknown()),
});
export type RoundTransaction = v.InferOutput<typeof RoundTransactionSchema>;

export const RoundDataSchema = v.object({
  round: RoundRowSchema,
  transactions: v.array(RoundTransactionSchema),
});
export type RoundData = v.InferOutput<typeof RoundDataSchema>;

export const GameUrlDataSchema = v.object({
  /** Opens the game client (same origin as the API unless the game is hosted elsewhere). */
  url: v.string(),
  /** Epoch milliseconds: the launch code is refused after it, and after its first use. */
  expires_at: v.number(),
});
export type GameUrlData = v.InferOutput<typeof GameUrlDataSchema>;

/** What `data` holds for each getData `type`. */
export interface GetDataAnswers {
  getBalance: BalanceData;
  createPlayer: CreatePlayerData;
  deposit: BalanceData;
  logout: LogoutData;
  history: HistoryData;
  round: RoundData;
  getGameUrl: GameUrlData;
}

// ---- POST /api/contact --------------------------------------------------------------------

const field = (max: number, multiline = false) =>
  v.pipe(
    v.string('required' satisfies FieldErrorCode),
    v.trim(),
    v.minLength(1, 'required' satisfies FieldErrorCode),
    v.maxLength(max, 'too_long' satisfies FieldErrorCode),
    v.check((text) => !hasHiddenCharacters(text, multiline), 'invalid_text' satisfies FieldErrorCode),
    v.check(hasVisibleCharacter, 'required' satisfies FieldErrorCode),
  );

/** The longest each contact field may be, in characters (after trimming); a form's input bounds. */
export const CONTACT_MAX_LENGTH = {
  first_name: 100,
  last_name: 100,
  email_address: 254,
  /** A leading +, a digit, then up to 24 digits, spaces, brackets or dashes. */
  tele_number: 26,
  your_message: 5000,
} as const;

export const ContactRequestSchema = v.object({
  first_name: field(CONTACT_MAX_LENGTH.first_name),
  last_name: field(CONTACT_MAX_LENGTH.last_name),
  email_address: v.pipe(field(CONTACT_MAX_LENGTH.email_address), v.email('invalid_email' satisfies FieldErrorCode)),
  tele_number: v.optional(
    v.pipe(
      v.string('invalid_phone' satisfies FieldErrorCode),
      v.trim(),
      v.regex(/^$|^\+?[0-9][0-9 ()-]{4,24}$/, 'invalid_phone' satisfies FieldErrorCode),
    ),
    '',
  ),
  your_message: field(CONTACT_MAX_LENGTH.your_message, true),
  agree_privacy: v.literal(true, 'privacy_required' satisfies FieldErrorCode),
  agree_promotion: v.optional(v.boolean(), false),
});
export type ContactRequest = v.InferInput<typeof ContactRequestSchema>;
export type ContactMessage = v.InferOutput<typeof ContactRequestSchema>;

export const ContactDataSchema = v.object({ id: v.string() });
export type ContactData = v.InferOutput<typeof ContactDataSchema>;

// ---- envelopes ----------------------------------------------------------------------------

export type DataBody<T> = { data: T };

export const ErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});

export type ParseResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: ApiErrorCode; message: string; fields?: Record<string, FieldErrorCode> };

/**
 * Validates a request body. A bad `amount` is `invalid_amount` (the widget explains it to the
 * player); a bad contact field is `validation_failed` with a code per field; anything else is
 * `invalid_request`.
 */
export function parseRequest<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): ParseResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, value: result.output };
  const issues = result.issues;
  const first = issues[0];
  const path = first ? (v.getDotPath(first) ?? '') : '';
  if (path === 'rule.amount') {
    return { ok: false, code: 'invalid_amount', message: 'amount must be a positive number' };
  }
  if (schema === (ContactRequestSchema as v.GenericSchema)) {
    const fields: Record<string, FieldErrorCode> = {};
    for (const issue of issues) {
      const key = v.getDotPath(issue);
      if (key && !(key in fields)) fields[key] = toFieldCode(issue.message);
    }
    return { ok: false, code: 'validation_failed', message: 'some fields are invalid', fields };
  }
  const text = withoutReceived(first?.message ?? 'invalid request');
  return { ok: false, code: 'invalid_request', message: path ? `invalid ${path}: ${text}` : text };
}

/**
 * A valibot message without what was received: `Invalid type: Expected string but received 1`
 * and `Invalid email: Received "a@b"` end with the client's own input, which an answer never echoes.
 */
export function withoutReceived(message: string): string {
  return message.replace(/(?: but r|: R)eceived .*$/s, '');
}

/** The contact schema's messages are field codes; anything else (a wrong type) reads as required. */
function toFieldCode(message: string): FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(message) ? (message as FieldErrorCode) : 'required';
}
