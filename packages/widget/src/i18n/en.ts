import type { ErrorCode } from '@ky-wallet/protocol';

/**
 * English, the reference catalogue: its keys are the typed translation keys, and it must translate
 * every protocol error code, so a new code is a type error here. `{name}` is a placeholder that
 * `t(key, { name })` fills in; the placeholders of a key are part of its type.
 */
export const en = {
  // Alert messages (SPEC.md section 8).
  login_success: 'Login successful!',
  login_failed: 'Login failed!',
  login_first: 'To provide a better experience, please log in first',
  deposit_success: 'Deposit successful!',

  // API error codes (protocol API_ERROR_CODES) and client error codes.
  invalid_request: 'The request could not be processed. Please try again.',
  invalid_amount: 'Please enter a valid amount.',
  amount_too_small: 'The amount is below the minimum deposit.',
  amount_too_large: 'The amount is above the maximum deposit.',
  unsupported_currency: 'This currency is not supported.',
  currency_mismatch: 'This currency does not match your wallet.',
  unauthorized: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do that.',
  account_locked: 'Your account is locked. Please contact support.',
  login_link_invalid: 'This log-in link is not valid. Please ask for a new one.',
  login_link_expired: 'This log-in link has expired. Please ask for a new one.',
  login_link_used: 'This log-in link was already used. Please ask for a new one.',
  too_many_attempts: 'Too many attempts. Please wait a moment and try again.',
  idempotency_conflict: 'This deposit conflicts with an earlier one. Please start a new deposit.',
  idempotency_in_flight: 'Your deposit is still being processed. Please wait a moment.',
  validation_failed: 'Some fields are invalid.',
  not_found: 'The wallet service could not be found.',
  unknown_game: 'This game cannot be started here yet.',
  payload_too_large: 'The request is too large.',
  server_busy: 'The wallet service is busy. Please try again shortly.',
  internal_error: 'Something went wrong. Please try again.',
  network_error: 'Network error. Please check your connection and try again.',

  // Wallet bar.
  wallet: 'Wallet',
  balance: 'Balance',
  log_in: 'Log in',
  log_out: 'Log out',
  deposit: 'Deposit',

  // Dialogs.
  login_title: 'Log in',
  account: 'Account',
  password: 'Password',
  logging_in: 'Logging in…',
  cancel: 'Cancel',
  close: 'Close',
  alert_title: 'Notice',
  deposit_title: 'Deposit',
  choose_amount: 'Choose an amount',
  custom_amount: 'Other amount',
  confirm_deposit: 'Confirm deposit',
  depositing: 'Depositing…',
  amount_required: 'Enter an amount.',
  amount_invalid: 'Enter the amount as a number, for example 100.',
  amount_positive: 'Enter an amount greater than 0.',
  amount_decimals: 'Use at most {decimals} decimal places.',
  amount_whole: 'Enter a whole number.',

  // Age gate (SPEC.md sections 2 and 5; the message keeps the specification's wording).
  age_title: 'Age verification',
  age_message: 'Please confirm your meet the legal age requirement to continue',
  age_confirm: 'Yes, I am over 18',
  age_exit: 'No, take me back',
} as const satisfies Record<ErrorCode, string> & Record<string, string>;

export type MessageKey = keyof typeof en;

/** Every other locale has exactly the English keys (`satisfies Catalogue`). */
export type Catalogue = Record<MessageKey, string>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The `{name}` placeholders of a message: `t('amount_decimals', { decimals: 2 })` must pass them. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Keys of messages without placeholders: what an alert can show by key alone. */
export type PlainMessageKey = {
  [K in MessageKey]: [Placeholders<(typeof en)[K]>] extends [never] ? K : never;
}[MessageKey];

export function isPlainMessageKey(value: string): value is PlainMessageKey {
  return isMessageKey(value) && !en[value].includes('{');
}
