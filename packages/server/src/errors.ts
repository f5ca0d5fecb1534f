import type { ApiErrorCode, ErrorBody, FieldErrorCode } from '@ky-wallet/protocol';

/**
 * The HTTP status of every API error code. A Record so that a code added to the protocol is a
 * type error here until it has a status.
 */
export const ERROR_STATUS: Record<ApiErrorCode, number> = {
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
  not_found: 404,
  unknown_game: 404,
  idempotency_conflict: 409,
  idempotency_in_flight: 409,
  payload_too_large: 413,
  too_many_attempts: 429,
  internal_error: 500,
  server_busy: 503,
};

/**
 * An error the services raise on purpose. The app's error handler turns it into the wire's
 * `{ error: { code, message } }` with the code's status; anything else becomes a 500
 * `internal_error` whose details go to the log only.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, FieldErrorCode>;
      /** Seconds, for 429 and 503 (sent as Retry-After). */
      retryAfter?: number;
      /** An HTTP status other than the code's own (415 for a body in the wrong charset). */
      status?: number;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = extra.status ?? ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { code: this.code, message: this.message };
    if (this.extra.fields) error.fields = this.extra.fields;
    return { error };
  }
}

export function errorBody(code: ApiErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}
