import { DEFAULT_ALLIANCE, DEFAULT_BALANCE, DEFAULT_CURRENCY } from '@ky-wallet/protocol';
import { computed } from '@preact/signals-core';
import { memorySignal, patch, persistedSignal } from './signals';
import type { Wallet } from './wallet';

/*
 * Page-wide state shared by every <ky-wallet> on the page (module-level signals), persisted in
 * sessionStorage under the keys of SPEC.md section 3: `login`, `alert`, `menu`.
 */

export interface Session {
  name: string;
  token: string;
  alliance: string;
  currency: string;
  balance: number;
}

export type AlertType = 1 | 2;

export interface AlertState {
  open: boolean;
  /** 1: login required (`login_first`, with a Log in button); 2: a translated message key. */
  type: AlertType;
  message: string;
}

export interface MenuState {
  link: string;
  open: boolean;
}

/** The login modal; in memory only (a password never reaches sessionStorage). */
export interface LoginState {
  open: boolean;
  pending: boolean;
  id: string;
  pw: string;
  /** The wallet that asked for the login: it makes the call and fires the events. */
  origin: Wallet | null;
}

type Raw = Record<string, unknown>;
const asRecord = (raw: unknown): Raw => (typeof raw === 'object' && raw !== null ? (raw as Raw) : {});
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const number = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The player's session (SPEC.md section 3's Session), sessionStorage `login`. */
export const sessionState = persistedSignal<Session>({ key: 'login', read: readSession });

function readSession(raw: unknown): Session {
  const r = asRecord(raw);
  return {
    name: text(r.name, ''),
    token: text(r.token, ''),
    alliance: text(r.alliance, DEFAULT_ALLIANCE),
    currency: text(r.currency, DEFAULT_CURRENCY),
    balance: number(r.balance, DEFAULT_BALANCE),
  };
}

/** The page's alert (SPEC.md section 3's Alert), sessionStorage `alert`. */
export const alertState = persistedSignal<AlertState>({ key: 'alert', read: readAlert });

function readAlert(raw: unknown): AlertState {
  const r = asRecord(raw);
  return { open: r.open === true, type: r.type === 2 ? 2 : 1, message: text(r.message, '') };
}

/** SPEC.md section 3's Menu, sessionStorage `menu`. */
export const menuState = persistedSignal<MenuState>({ key: 'menu', read: readMenu });

function readMenu(raw: unknown): MenuState {
  const r = asRecord(raw);
  return { link: text(r.link, 'home'), open: r.open === true };
}

/** The login modal and its form, in memory only. */
export const loginState = memorySignal<LoginState>(() => ({
  open: false,
  pending: false,
  id: '',
  pw: '',
  origin: null,
}));

/** What the element's `session` property shows of the session: never the token. */
export interface WalletSession {
  readonly loggedIn: boolean;
  readonly name: string;
  readonly alliance: string;
  /** Lowercase ISO 4217; empty after a logout (SPEC.md section 4). */
  readonly currency: string;
  /** Major units. */
  readonly balance: number;
}

/**
 * The public view of the session: a new frozen object only when what it shows changes (a balance
 * fetched again and found equal, or a new token for the same player, keeps the same object).
 */
let shownSession: WalletSession | undefined;
export const publicSession = computed<WalletSession>(() => {
  const session = sessionState.value;
  const { name, alliance, currency, balance } = session;
  const next = { loggedIn: isLoggedIn(session), name, alliance, currency, balance };
  const previous = shownSession;
  if (previous && (Object.keys(next) as (keyof WalletSession)[]).every((key) => previous[key] === next[key])) return previous;
  return (shownSession = Object.freeze(next));
});

/**
 * The token of a session that has just begun and whose balance is still on its way (in memory:
 * a reload shows the stored balance, which that session fetched). Until it comes, the bar shows
 * no amount rather than the 0 a session starts with.
 */
export const balanceAwaited = memorySignal(() => '');

/** Whether a player is logged in (SPEC.md section 6). */
export const loggedIn = computed(() => isLoggedIn(sessionState.value));

/** SPEC.md section 6: logged in means a name and a token. */
export function isLoggedIn(session: Session): boolean {
  return session.name !== '' && session.token !== '';
}

/** SPEC.md section 4: logout empties name, token, alliance and currency and zeroes the balance. */
export function clearSession(): void {
  patch(sessionState, { name: '', token: '', alliance: '', currency: '', balance: 0 });
}

/** SPEC.md section 4: closing sets open false, type 1, message ''. */
export function closeAlert(): void {
  patch(alertState, { open: false, type: 1, message: '' });
}
