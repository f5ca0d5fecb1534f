import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  timeOrderedUuid,
  type ErrorCode,
  type GameUrlData,
  type HistoryData,
  type LoginData,
  type RoundData,
} from '@ky-wallet/protocol';
import { createClient, toWalletError, WalletError, type ApiClient } from '../api/client';
import type { ResolvedWalletConfig } from '../config';
import type { KyWalletEventDetail, KyWalletEventName } from '../events';
import { readyLocale, translator, type Locale, type PlainMessageKey, type Translate } from '../i18n';
import { ageGateIsOpen } from './age';
import { claimDialogs } from './hosts';
import { checkAmount } from './amount';
import { memorySignal, patch } from './signals';
import {
  alertState,
  balanceAwaited,
  clearSession,
  closeAlert,
  isLoggedIn,
  loginState,
  menuState,
  sessionState,
  type AlertType,
} from './session';

export interface WalletOptions {
  /** Events are dispatched here: the <ky-wallet> element. */
  host: EventTarget;
  config: () => ResolvedWalletConfig;
  client?: ApiClient;
}

export interface DepositOptions {
  /**
   * The key to send. By default: the key of the last deposit whose outcome is unknown when this
   * is the same amount again (see `uncertainDeposit`), else a fresh one.
   */
  idempotencyKey?: string;
  /** Runs after the balance is stored and before the success alert (the dialog closes here). */
  onSuccess?: () => void;
}

export interface HistoryOptions {
  /** 1-based. @default 1 */
  page?: number;
  /** Rows per page, 1 to 100. @default 20 */
  pageSize?: number;
  /** Only this game's rounds (a catalogue id such as `original-dice`); deposits are left out. */
  game?: string;
  /** Only rows at or after this ISO 8601 date (that day's start, UTC) or instant with its offset (`2026-11-23T08:00:00Z`). */
  from?: string;
  /** Only rows before the end of this ISO 8601 date (UTC), or before this instant. */
  to?: string;
}

/** The deposit dialog of one element: whether it is open and the amount it opens with. */
export interface DepositDialogState {
  open: boolean;
  /** Preselected (a choice, or the custom field when it is not one); null: the first choice. */
  amount: number | null;
  /** Counts openings, so a second request while open starts the form afresh. */
  opened: number;
}

/** Outcomes after which the server may or may not have credited a deposit. */
const UNCERTAIN: readonly ErrorCode[] = ['network_error', 'internal_error', 'server_busy', 'idempotency_in_flight'];

/**
 * The last deposit whose outcome is unknown, page-wide (the dialog of any element and every
 * `deposit()` share it). The same amount again, in the same session and currency, is the same
 * deposit: it is sent with the same Idempotency-Key, so the server answers it once and never
 * credits twice. Any answer that settles it (success, or a definite refusal) forgets it.
 */
const uncertainDeposit = memorySignal<{ token: string; amount: number; currency: string; key: string } | null>(
  () => null,
);

/**
 * Counts login attempts page-wide. Closing the login modal counts too, so the answer of an
 * attempt the player cancelled while it was in flight is recognised and dropped.
 */
let loginAttempt = 0;

/** The login modal or the alert is open (on any element). */
const pageDialogOpen = () => loginState.peek().open || alertState.peek().open;

/** The wallet that showed the current alert: its "Log in" button opens the login for it. */
const alertOrigin: { current: Wallet | null } = { current: null };

/**
 * The flows of SPEC.md section 4 for one element: they change the shared stores, call the API
 * and fire that element's events. Components and the element's public methods both use these.
 */
export class Wallet {
  readonly host: EventTarget;
  readonly client: ApiClient;
  readonly #config: () => ResolvedWalletConfig;
  /** This element's deposit dialog (the bar's Deposit button and openDeposit() open it). */
  readonly depositDialog = signal<DepositDialogState>({ open: false, amount: null, opened: 0 });

  /**
   * The language the UI shows: the configured locale once its texts have loaded (English if they
   * failed to), until then the one shown before. Null until the first has loaded: the element
   * then shows nothing rather than English. `loadLocale` starts the loading (the element does).
   */
  readonly shownLocale: ReadonlySignal<Locale | null>;

  constructor({ host, config, client }: WalletOptions) {
    this.host = host;
    this.#config = config;
    this.client = client ?? createClient({ baseUrl: () => this.config.apiBase });
    let shown: Locale | null = null;
    this.shownLocale = computed(() => (shown = readyLocale(this.config.locale) ?? shown));
  }

  get config(): ResolvedWalletConfig {
    return this.#config();
  }

  /** The translator of the element's language (English until, or if never, its texts load). */
  get t(): Translate {
    return translator(this.config.locale);
  }

  /** The player's wallet currency once logged in, else the configured one. */
  get currency(): string {
    return sessionState.value.currency || this.config.currency;
  }

  /** Fires a public event; false when a cancelable one was canceled by the page. */
  emit<K extends KyWalletEventName>(type: K, detail: KyWalletEventDetail<K>, cancelable = false): boolean {
    return this.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  openLogin(): void {
    claimDialogs(this.host, pageDialogOpen());
    patch(loginState, { open: true, origin: this });
  }

  /** SPEC.md section 4: clears id and pw and closes the menu; a login in flight is abandoned. */
  closeLogin(): void {
    loginAttempt++;
    patch(loginState, { open: false, pending: false, id: '', pw: '' });
    patch(menuState, { open: false });
  }

  showAlert(type: AlertType, message: PlainMessageKey): void {
    claimDialogs(this.host, pageDialogOpen());
    alertOrigin.current = this;
    patch(alertState, { open: true, type, message });
  }

  /** The type 1 alert: protected actions need a login. */
  requireLogin(): void {
    this.showAlert(1, 'login_first');
  }

  /** The alert's "Log in" button: close the alert, open the login for whoever needed it. */
  loginFromAlert(): void {
    closeAlert();
    (alertOrigin.current ?? this).openLogin();
  }

  /**
   * Opens the deposit dialog, with `amount` (major units) preselected: the player still confirms
   * it there. Logged out: the type 1 alert instead, and false.
   */
  openDeposit(amount?: number): boolean {
    if (!isLoggedIn(sessionState.peek())) {
      this.requireLogin();
      return false;
    }
    const wanted = amount !== undefined && Number.isFinite(amount) && amount > 0 ? amount : null;
    patch(this.depositDialog, { open: true, amount: wanted, opened: this.depositDialog.peek().opened + 1 });
    return true;
  }

  /** The `unauthorized` failure of a method refused while logged out (its alert shown): fires `ky-error`. */
  loggedOut(): WalletError {
    return this.#notLoggedIn({ alert: false });
  }

  /**
   * The element left the page for good: the alert or login it opened is finished by the element
   * that hosts them next, whose events the page can still hear.
   */
  release(): void {
    if (alertOrigin.current === this) alertOrigin.current = null;
    if (loginState.peek().origin === this) patch(loginState, { origin: null });
  }

  closeDeposit(): void {
    if (this.depositDialog.peek().open) patch(this.depositDialog, { open: false });
  }

  /** Resolves true when logged in; failures show an alert and keep the modal open. */
  async login(id: string, pw: string): Promise<boolean> {
    if (loginState.peek().pending) return false;
    const attempt = ++loginAttempt;
    const cancelled = () => attempt !== loginAttempt;
    patch(loginState, { pending: true });
    try {
      const data = await this.client.login({ id, pw });
      if (cancelled()) {
        // The player closed the modal meanwhile: they chose not to log in. End the server's session.
        if (data.token) void this.client.logout(data.token).catch(() => undefined);
        return false;
      }
      await this.#begin(data);
      return true;
    } catch (error) {
      if (!cancelled()) this.#fail(error, { alert: true });
      return false;
    } finally {
      if (!cancelled()) patch(loginState, { pending: false });
    }
  }

  /**
   * Automated log-in with a single-use link id (`/login/{id}`), then the usual flow: session,
   * `ky-login`, balance, the login_success alert. Rejects with a WalletError (`login_link_used`,
   * `login_link_expired`, `login_link_invalid`, `account_locked`, …) and shows no alert: the page
   * that opened the link explains what went wrong.
   */
  async loginWithLink(id: string): Promise<void> {
    try {
      await this.#begin(await this.client.loginLink({ id }));
    } catch (error) {
      throw this.#fail(error, { alert: false });
    }
  }

  /** SPEC.md section 4's login success: the session, `ky-login`, its balance, the login_success alert. */
  async #begin({ name, token, alliance, currency: answered }: LoginData): Promise<void> {
    if (!name || !token) throw new WalletError('login_failed', 'the answer has no session');
    const currency = answered.toLowerCase();
    // Awaited first: no render shows the new session with the old balance.
    balanceAwaited.value = token;
    patch(sessionState, { name, token, alliance, currency });
    this.emit('ky-login', { name, alliance, currency });
    // A failed balance fetch is reported by its own ky-error; the login itself succeeded.
    await this.refreshBalance().catch(() => undefined);
    if (balanceAwaited.peek() === token) balanceAwaited.value = '';
    this.closeLogin();
    this.showAlert(2, 'login_success');
  }

  /** Revokes the token on the server (a failure there is ignored), then ends the session here. */
  async logout(): Promise<void> {
    const { token } = sessionState.peek();
    const wasLoggedIn = isLoggedIn(sessionState.peek());
    if (token) await this.client.logout(token).catch(() => undefined);
    clearSession();
    if (wasLoggedIn) this.emit('ky-logout', {});
  }

  /** Fetches and stores the balance; rejects with a WalletError when logged out or on failure. */
  async refreshBalance(): Promise<number> {
    const session = sessionState.peek();
    if (!isLoggedIn(session)) throw this.#notLoggedIn({ alert: false });
    const currency = this.currency;
    try {
      const { balance } = await this.client.getBalance(session.token, rule(session.name, session.alliance, currency));
      if (this.#apply(session.token, balance)) this.emit('ky-balance', { balance, currency });
      return balance;
    } catch (error) {
      throw this.#fail(error, { alert: false, token: session.token });
    }
  }

  /** Deposits `amount` (major units); resolves the new balance, rejects with a WalletError. */
  async deposit(amount: number, { idempotencyKey, onSuccess }: DepositOptions = {}): Promise<number> {
    if (ageGateIsOpen()) {
      // Nothing moves money before the visitor has confirmed their age; the gate is on screen.
      throw this.#fail(new WalletError('forbidden', 'the age gate is not answered'), { alert: false });
    }
    const session = sessionState.peek();
    if (!isLoggedIn(session)) throw this.#notLoggedIn({ alert: true });
    const currency = this.currency;
    if (checkAmount(amount, currency)) {
      throw this.#fail(new WalletError('invalid_amount', `invalid amount ${amount}`), { alert: true });
    }
    const last = uncertainDeposit.peek();
    const repeat = last?.token === session.token && last.amount === amount && last.currency === currency;
    const key = idempotencyKey ?? (repeat ? last.key : timeOrderedUuid());
    try {
      const { balance } = await this.client.deposit(
        session.token,
        { ...rule(session.name, session.alliance, currency), amount },
        key,
      );
      uncertainDeposit.value = null;
      this.#apply(session.token, balance);
      onSuccess?.();
      this.showAlert(2, 'deposit_success');
      this.emit('ky-deposit', { amount, balance, currency });
      this.emit('ky-balance', { balance, currency });
      return balance;
    } catch (error) {
      const { code } = toWalletError(error);
      uncertainDeposit.value = UNCERTAIN.includes(code) ? { token: session.token, amount, currency, key } : null;
      throw this.#fail(error, { alert: true, token: session.token });
    }
  }

  /**
   * Launches `game` for the player (SPEC.md section 7's flow): `createPlayer` for the wallet, then
   * `getGameUrl` in the session's currency. Resolves the game's single-use URL; like deposit(), a
   * logged-out player gets the login_first alert and the promise rejects with `unauthorized`.
   * Other failures reject without an alert: the page that launched shows them.
   */
  async launchGame(game: string): Promise<GameUrlData> {
    if (ageGateIsOpen()) {
      // No real-money game before the visitor has confirmed their age; the gate is on screen.
      throw this.#fail(new WalletError('forbidden', 'the age gate is not answered'), { alert: false });
    }
    const session = sessionState.peek();
    if (!isLoggedIn(session)) throw this.#notLoggedIn({ alert: true });
    try {
      const player = rule(session.name, session.alliance, '');
      await this.client.createPlayer(session.token, player);
      return await this.client.getGameUrl(session.token, { ...rule(session.name, session.alliance, this.currency), game });
    } catch (error) {
      throw this.#fail(error, { alert: false, token: session.token });
    }
  }

  /** The player's transactions, newest first; rejects with `unauthorized` when logged out. */
  async history({ page, pageSize, game, from, to }: HistoryOptions = {}): Promise<HistoryData> {
    const session = sessionState.peek();
    if (!isLoggedIn(session)) throw this.#notLoggedIn({ alert: false });
    try {
      return await this.client.history(session.token, {
        ...rule(session.name, session.alliance, ''),
        ...(page === undefined ? {} : { page }),
        ...(pageSize === undefined ? {} : { pageSize }),
        // An empty filter is no filter (a cleared form field), never a request the schema refuses.
        ...(game ? { game } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      });
    } catch (error) {
      throw this.#fail(error, { alert: false, token: session.token });
    }
  }

  /** One round of the player's: every movement, the game's actions and its fairness proof. */
  async round(round: string, game: string): Promise<RoundData> {
    const session = sessionState.peek();
    if (!isLoggedIn(session)) throw this.#notLoggedIn({ alert: false });
    try {
      return await this.client.round(session.token, { ...rule(session.name, session.alliance, ''), round, game });
    } catch (error) {
      throw this.#fail(error, { alert: false, token: session.token });
    }
  }

  /** Stores a balance unless the session changed while the call was in flight. */
  #apply(token: string, balance: number): boolean {
    if (sessionState.peek().token !== token) return false;
    patch(sessionState, { balance });
    return true;
  }

  /**
   * Reports a failure: a 401 ends the session whose `token` the call sent (not one logged in while
   * it was in flight), an alert if asked, always `ky-error`, whose message is the alert's text
   * (`shown`: the alert already on screen, e.g. login_first), else the code's.
   */
  #fail(cause: unknown, { alert, shown, token }: { alert: boolean; shown?: PlainMessageKey; token?: string }): WalletError {
    const error = toWalletError(cause);
    const code: ErrorCode = error.code;
    const session = sessionState.peek();
    if (code === 'unauthorized' && token !== undefined && session.token === token && isLoggedIn(session)) {
      clearSession(); // the token expired or was revoked
      this.emit('ky-logout', {});
    }
    if (alert) this.showAlert(2, code);
    this.emit('ky-error', { code, message: this.t(shown ?? code) });
    return error;
  }

  /** Logged out: what an action that needs a login reports (`unauthorized`, with login_first's text). */
  #notLoggedIn({ alert }: { alert: boolean }): WalletError {
    if (alert) this.requireLogin();
    return this.#fail(new WalletError('unauthorized', 'not logged in'), { alert: false, shown: 'login_first' });
  }
}

/** Only non-empty fields: the token says who the player is, and the schema refuses ''. */
function rule(player: string, alliance: string, currency: string) {
  return {
    ...(player ? { player } : {}),
    ...(alliance ? { alliance } : {}),
    ...(currency ? { currency } : {}),
  };
}
