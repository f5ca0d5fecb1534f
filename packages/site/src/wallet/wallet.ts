import type { HistoryRow } from '@ky-wallet/protocol';

/*
 * The only module that knows the <ky-wallet> element's API. The site reaches the player's session
 * through the header's element, like any operator page: its `session`, its methods and its events.
 * Methods the widget has not shipped yet are feature-checked, so the site builds and runs anyway.
 */

export interface WalletSession {
  loggedIn: boolean;
  name: string;
  alliance: string;
  currency: string;
  balance: number;
}

export interface HistoryPage {
  rows: HistoryRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The parts of the element the site uses. */
interface KyWalletApi extends HTMLElement {
  readonly session?: WalletSession;
  openLogin?: () => Promise<void> | void;
  requireLogin?: () => Promise<void> | void;
  deposit?: (amount: number) => Promise<number>;
  refreshBalance?: () => Promise<number>;
  history?: (options: { page: number; pageSize: number }) => Promise<HistoryPage>;
}

export const WALLET_EVENTS = ['ky-ready', 'ky-login', 'ky-logout', 'ky-balance', 'ky-deposit'] as const;

export const LOGGED_OUT: WalletSession = { loggedIn: false, name: '', alliance: '', currency: '', balance: 0 };

/** Thrown when the element lacks a method (an older widget build). */
export class WalletUnavailableError extends Error {
  constructor(method: string) {
    super(`<ky-wallet> has no ${method}()`);
    this.name = 'WalletUnavailableError';
  }
}

/** The header's element: the first <ky-wallet> in the document. */
export function walletElement(doc: Document = document): KyWalletApi | null {
  return doc.querySelector<KyWalletApi>('ky-wallet');
}

/**
 * What the element's events said last, for a widget that does not expose `session` yet. A page
 * loaded while logged in is not known until the widget says so.
 */
let fromEvents: WalletSession = LOGGED_OUT;

export function noteWalletEvent(event: Event): void {
  const detail = (event as CustomEvent<Record<string, unknown> | undefined>).detail ?? {};
  switch (event.type) {
    case 'ky-login':
      fromEvents = {
        ...fromEvents,
        loggedIn: true,
        name: String(detail.name ?? ''),
        alliance: String(detail.alliance ?? ''),
        currency: String(detail.currency ?? fromEvents.currency),
      };
      break;
    case 'ky-logout':
      fromEvents = LOGGED_OUT;
      break;
    case 'ky-balance':
    case 'ky-deposit':
      if (typeof detail.balance === 'number') fromEvents = { ...fromEvents, balance: detail.balance };
      if (typeof detail.currency === 'string') fromEvents = { ...fromEvents, currency: detail.currency };
      break;
  }
}

export function readSession(el: KyWalletApi | null): WalletSession {
  const session = el?.session;
  if (session && typeof session === 'object') {
    return {
      loggedIn: Boolean(session.loggedIn),
      name: session.name ?? '',
      alliance: session.alliance ?? '',
      currency: session.currency ?? '',
      balance: typeof session.balance === 'number' ? session.balance : 0,
    };
  }
  return fromEvents;
}

export function openLogin(): void {
  void walletElement()?.openLogin?.();
}

/** Asks the player to log in: the widget's type-1 `login_first` alert (or its login form). */
export function requireLogin(): void {
  const el = walletElement();
  if (!el) return;
  if (typeof el.requireLogin === 'function') void el.requireLogin();
  else void el.openLogin?.();
}

export function deposit(amount: number): Promise<number> {
  const el = walletElement();
  if (typeof el?.deposit !== 'function') return Promise.reject(new WalletUnavailableError('deposit'));
  return el.deposit(amount);
}

export function refreshBalance(): Promise<number> {
  const el = walletElement();
  if (typeof el?.refreshBalance !== 'function') return Promise.reject(new WalletUnavailableError('refreshBalance'));
  return el.refreshBalance();
}

export function hasHistory(): boolean {
  return typeof walletElement()?.history === 'function';
}

export function history(page: number, pageSize: number): Promise<HistoryPage> {
  const el = walletElement();
  if (typeof el?.history !== 'function') return Promise.reject(new WalletUnavailableError('history'));
  return el.history({ page, pageSize });
}
