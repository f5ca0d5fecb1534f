import type { ErrorCode } from '@ky-wallet/protocol';

/*
 * Events of <ky-wallet>. All bubble and are composed (they leave the shadow root), so a page can
 * listen on the element or on `document`. They fire on the element where the action started.
 */

/** `ky-login`: the player logged in. */
export interface KyLoginDetail {
  name: string;
  alliance: string;
  currency: string;
}

/** `ky-logout`: the session ended (logout, or the server refused the token). */
export type KyLogoutDetail = Record<string, never>;

/** `ky-balance`: a fresh balance arrived (after login, refreshBalance() or a deposit). */
export interface KyBalanceDetail {
  balance: number;
  currency: string;
}

/** `ky-deposit`: a deposit succeeded; `balance` is the new balance. */
export interface KyDepositDetail {
  amount: number;
  balance: number;
  currency: string;
}

/** `ky-error`: a call failed. `code` is stable; `message` is what the player was shown. */
export interface KyErrorDetail {
  code: ErrorCode;
  message: string;
}

/**
 * `ky-age`: the visitor answered the age gate. A refusal is cancelable: `preventDefault()` keeps
 * the visitor on the page instead of leaving for `exit-url` (or going back).
 */
export interface KyAgeDetail {
  confirmed: boolean;
}

/** `ky-ready`: the element rendered for the first time and can be used. */
export type KyReadyDetail = Record<string, never>;

export type KyLoginEvent = CustomEvent<KyLoginDetail>;
export type KyLogoutEvent = CustomEvent<KyLogoutDetail>;
export type KyBalanceEvent = CustomEvent<KyBalanceDetail>;
export type KyDepositEvent = CustomEvent<KyDepositDetail>;
export type KyErrorEvent = CustomEvent<KyErrorDetail>;
export type KyAgeEvent = CustomEvent<KyAgeDetail>;
export type KyReadyEvent = CustomEvent<KyReadyDetail>;

export interface KyWalletEventMap {
  'ky-login': KyLoginEvent;
  'ky-logout': KyLogoutEvent;
  'ky-balance': KyBalanceEvent;
  'ky-deposit': KyDepositEvent;
  'ky-error': KyErrorEvent;
  'ky-age': KyAgeEvent;
  'ky-ready': KyReadyEvent;
}

export type KyWalletEventName = keyof KyWalletEventMap;
export type KyWalletEventDetail<K extends KyWalletEventName> = KyWalletEventMap[K]['detail'];

declare global {
  // So `el.addEventListener('ky-deposit', (e) => e.detail.balance)` type-checks, on the element
  // and on `document` (the events are composed and bubble).
  interface HTMLElementEventMap {
    'ky-login': KyLoginEvent;
    'ky-logout': KyLogoutEvent;
    'ky-balance': KyBalanceEvent;
    'ky-deposit': KyDepositEvent;
    'ky-error': KyErrorEvent;
    'ky-age': KyAgeEvent;
    'ky-ready': KyReadyEvent;
  }
  interface DocumentEventMap {
    'ky-login': KyLoginEvent;
    'ky-logout': KyLogoutEvent;
    'ky-balance': KyBalanceEvent;
    'ky-deposit': KyDepositEvent;
    'ky-error': KyErrorEvent;
    'ky-age': KyAgeEvent;
    'ky-ready': KyReadyEvent;
  }
}
