import type { AdminErrorCode, ApiErrorCode, ErrorBody, FieldErrorCode } from '@ky-wallet/protocol';

/** The player API's codes and the back office's own. */
export type ServerErrorCode = ApiErrorCode | AdminErrorCode;

/**
 * The HTTP status of every API error code. A Record so that a code added to the protocol is a
 * type error here until it has a status.
 */
export const ERROR_STATUS: Record<ServerErrorCode, number> = {
  invalid_request: 400,
  invalid_amount: 400,
  amount_too_small: 400,
  amount_too_large: 400,
  unsupported_currency: 400,
  currency_mismatch: 400,
  validation_failed: 400,
  unauthorized: 401,
  login_failed: 401,
  forbidden: 403,
  account_locked: 403,
  login_link_invalid: 404,
  login_link_expired: 410,
  login_link_used: 410,
  not_found: 404,
  unknown_game: 404,
  idempotency_conflict: 409,
  idempotency_in_flight: 409,
  payload_too_large: 413,
  too_many_attempts: 429,
  internal_error: 500,
  server_busy: 503,
  // The back office (protocol/admin.ts).
  csrf_failed: 403,
  totp_required: 401,
  totp_invalid: 401,
  totp_enrolment_required: 403,
  account_exists: 409,
  auto_login_disabled: 403,
  cannot_change_self: 403,
  current_password_wrong: 403,
  too_many_live_feeds: 429,
};

/**
 * An error the services raise on purpose. The app's error handler turns it into the wire's
 * `{ error: { code, message } }` with the code's status; anything else becomes a 500
 * `internal_error` whose details go to the log only.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ServerErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, FieldErrorCode>;
      /** Seconds, for 429 and 503 (sent as Retry-After). */
      retryAfter?: number;
      /** An HTTP status other than the code's own (415 for a body in the wrong charset). */
      status?: number;
      /** A warning to log with the request's id (its `reqId`) when this error answers it. */
      warn?: { details: Record<string, unknown>; message: string };
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = extra.status ?? ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    // Back-office codes travel in the same envelope; ErrorBody names the player API's codes.
    const error: ErrorBody['error'] = { code: this.code as ApiErrorCode, message: this.message };
    if (this.extra.fields) error.fields = this.extra.fields;
    return { error };
  }
}

export function errorBody(code: ApiErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}
