import * as v from 'valibot';
import type { ApiErrorCode, FieldErrorCode } from './errors.js';

/*
 * The calls of SPEC.md section 7 and DESIGN.md's wire contract. Requests are `{ type, rule }`;
 * answers are `{ data }` or an ErrorBody. Schemas validate at run time on the server (requests)
 * and in the widget (answers); the types below are inferred from them so the two cannot drift.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** Player and alliance names: what the token proves is compared against these. */
const PlayerName = text(64);
const AllianceName = text(64);
/** Lowercased so `CNY` and `cny` are the same wallet; unknown codes are the server's to refuse. */
const Currency = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(16));

// ---- POST /api/getLocalData ---------------------------------------------------------------

export const LoginRequestSchema = v.object({
  type: v.literal('login'),
  rule: v.object({
    id: text(64),
    pw: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
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

/** `player` and `alliance` may be omitted (the token says who); when present they must match it. */
const PlayerRule = {
  player: v.optional(PlayerName),
  alliance: v.optional(AllianceName),
};

export const GetBalanceRequestSchema = v.object({
  type: v.literal('getBalance'),
  rule: v.optional(v.object({ ...PlayerRule, currency: v.optional(Currency) }), {}),
});

export const CreatePlayerRequestSchema = v.object({
  type: v.literal('createPlayer'),
  rule: v.optional(v.object(PlayerRule), {}),
});

export const DepositRequestSchema = v.object({
  type: v.literal('deposit'),
  rule: v.object({
    ...PlayerRule,
    currency: v.optional(Currency),
    /** Major units (12.34 CNY); the server converts to integer minor units. */
    amount: v.number(),
  }),
});

export const LogoutRequestSchema = v.object({
  type: v.literal('logout'),
  rule: v.optional(v.object({}), {}),
});

export const HistoryRequestSchema = v.object({
  type: v.literal('history'),
  rule: v.optional(
    v.object({
      ...PlayerRule,
      page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
      pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
    }),
    {},
  ),
});

export const GetDataRequestSchema = v.variant('type', [
  GetBalanceRequestSchema,
  CreatePlayerRequestSchema,
  DepositRequestSchema,
  LogoutRequestSchema,
  HistoryRequestSchema,
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

export const HistoryRowSchema = v.object({
  transaction_id: v.string(),
  kind: v.picklist(['deposit']),
  /** Major units; positive for money in. */
  amount: v.number(),
  /** The balance right after this transaction, major units. */
  balance: v.number(),
  currency: v.string(),
  state: v.picklist(['completed']),
  /** ISO 8601, UTC. */
  time: v.string(),
});
export type HistoryRow = v.InferOutput<typeof HistoryRowSchema>;

export const HistoryDataSchema = v.object({
  rows: v.array(HistoryRowSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type HistoryData = v.InferOutput<typeof HistoryDataSchema>;

/** What `data` holds for each getData `type`. */
export interface GetDataAnswers {
  getBalance: BalanceData;
  createPlayer: CreatePlayerData;
  deposit: BalanceData;
  logout: LogoutData;
  history: HistoryData;
}

// ---- POST /api/contact --------------------------------------------------------------------

const field = (max: number) =>
  v.pipe(
    v.string('required' satisfies FieldErrorCode),
    v.trim(),
    v.minLength(1, 'required' satisfies FieldErrorCode),
    v.maxLength(max, 'too_long' satisfies FieldErrorCode),
  );

export const ContactRequestSchema = v.object({
  first_name: field(100),
  last_name: field(100),
  email_address: v.pipe(field(254), v.email('invalid_email' satisfies FieldErrorCode)),
  tele_number: v.optional(
    v.pipe(
      v.string('invalid_phone' satisfies FieldErrorCode),
      v.trim(),
      v.regex(/^$|^\+?[0-9][0-9 ()-]{4,24}$/, 'invalid_phone' satisfies FieldErrorCode),
    ),
    '',
  ),
  your_message: field(5000),
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
  return {
    ok: false,
    code: 'invalid_request',
    message: path ? `invalid ${path}: ${first?.message ?? ''}` : (first?.message ?? 'invalid request'),
  };
}

function toFieldCode(message: string): FieldErrorCode {
  const codes: readonly string[] = ['required', 'too_long', 'invalid_email', 'invalid_phone', 'privacy_required'];
  return (codes.includes(message) ? message : 'required') as FieldErrorCode;
}
