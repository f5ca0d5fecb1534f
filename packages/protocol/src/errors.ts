/**
 * Every error code the API answers with. The widget and the site translate each one, so adding a
 * code here is a type error in every catalogue that lacks it.
 */
export const API_ERROR_CODES = [
  /** The body is not JSON, has the wrong shape, or names an unknown `type`. */
  'invalid_request',
  /** `amount` is not a positive number with at most the currency's decimals. */
  'invalid_amount',
  /** `amount` is below the currency's minimum deposit. */
  'amount_too_small',
  /** `amount` is above the currency's maximum deposit. */
  'amount_too_large',
  /** The currency is not one this server accepts. */
  'unsupported_currency',
  /** The currency is accepted, but it is not the one the player's wallet holds. */
  'currency_mismatch',
  /** No bearer token, or one that is unknown, expired or revoked. */
  'unauthorized',
  /** The body names a player or alliance that the token does not prove. */
  'forbidden',
  /** Wrong id or password (SPEC.md: the login returned no data). */
  'login_failed',
  /** The account is locked by the back office. */
  'account_locked',
  /** An automated log-in link that does not exist (or was mistyped). */
  'login_link_invalid',
  /** An automated log-in link past its short lifetime. */
  'login_link_expired',
  /** An automated log-in link that was already used (they work once). */
  'login_link_used',
  /** Too many failed logins for this account or address, or too many contact messages. */
  'too_many_attempts',
  /** The same Idempotency-Key was used before with another body. */
  'idempotency_conflict',
  /** A request with the same Idempotency-Key is still being processed. */
  'idempotency_in_flight',
  /** The contact form has invalid fields; `fields` says which. */
  'validation_failed',
  /** No such API route, or no such round for this player. */
  'not_found',
  /** The game cannot be launched here (not in the catalogue, or Coming Soon). */
  'unknown_game',
  /** The body is larger than the server accepts. */
  'payload_too_large',
  /** The server is shedding load (for example too many password checks at once); retry later. */
  'server_busy',
  /** Something failed on the server; nothing was changed. */
  'internal_error',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Codes that only a client produces: the request never got an answer it could read. */
export const CLIENT_ERROR_CODES = ['network_error'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = ApiErrorCode | ClientErrorCode;

/** Per-field codes of `validation_failed` (the contact form). */
export const FIELD_ERROR_CODES = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'privacy_required',
  /** Control or format characters (invisible, or reordering the text around them). */
  'invalid_text',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The body of every failed call: never a `data` key, never a stack trace. */
export interface ErrorBody {
  error: {
    code: ApiErrorCode;
    /** English, for logs and developers; users see the translation of `code`. */
    message: string;
    /** Only with `validation_failed`. */
    fields?: Record<string, FieldErrorCode>;
  };
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
