import type { GameUrlData, HistoryData, RoundData } from '@ky-wallet/protocol';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '../App';
import { WalletError } from '../api/client';
import {
  CONFIG_ATTRIBUTES,
  CONFIG_FIELDS,
  configFromAttributes,
  resolveConfig,
  type ResolvedWalletConfig,
  type Theme,
  type WalletConfig,
} from '../config';
import type { Locale } from '../i18n';
import { hostsChanged, joinHosts, leaveHosts } from '../state/hosts';
import { publicSession, type WalletSession } from '../state/session';
import { Wallet, type HistoryOptions } from '../state/wallet';
import { walletStyleSheets } from './styles';

/** Properties a page may set before the script has loaded; they are applied on upgrade. */
const EARLY_PROPERTIES = ['config', ...CONFIG_FIELDS, 'session'] as const;

/**
 * `<ky-wallet>`: the embeddable player wallet. This module only declares the class; `define.ts`
 * registers the tag. The README documents every attribute, property, method, event, part and
 * custom property in tables.
 *
 * @attr api-base - where the wallet API lives (default: the origin the script came from)
 * @attr locale - `en`, `zh-TW`, `zh-CN` or `de-CH` (default: the browser's languages, else `en`)
 * @attr currency - currency shown before login (default `cny`)
 * @attr alliance - default `kygaming`
 * @attr deposit-amounts - comma list of amount choices (default `100,500,1000,5000`)
 * @attr age-gate - ask visitors to confirm they are 18 or older first
 * @attr age-gate-days - days a confirmation is remembered (default 30)
 * @attr theme - `light` (default), `dark` or `auto`
 * @attr exit-url - where "No, take me back" leads (default: back in history)
 *
 * @event ky-login - {name, alliance, currency}
 * @event ky-logout - {}
 * @event ky-balance - {balance, currency}
 * @event ky-deposit - {amount, balance, currency}
 * @event ky-error - {code, message}
 * @event ky-age - {confirmed}; a refusal is cancelable
 * @event ky-ready - {}, once, after the first render
 *
 * @csspart bar - the inline bar; also `name`, `balance`, `balance-label`, `balance-amount`, `bar-actions`
 * @csspart button - every button, plus one name per button (`login-button`, `deposit-button`, …)
 * @csspart dialog - every dialog, plus `login-dialog`, `deposit-dialog`, `alert` or `age-gate`
 *
 * @cssproperty --ky-color-primary - buttons and focus rings
 * @cssproperty --ky-z-index - dialogs, where the browser has no top layer
 */
export class KyWalletElement extends HTMLElement {
  static readonly observedAttributes = Object.keys(CONFIG_ATTRIBUTES);

  #overrides: WalletConfig = {};
  #config: ResolvedWalletConfig = resolveConfig({});
  readonly #configListeners = new Set<() => void>();
  readonly #wallet = new Wallet({ host: this, config: () => this.#config });
  #root: Root | null = null;
  #ready = false;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = walletStyleSheets();
    this.#takeEarlyProperties();
    this.#update();
  }

  // ---- configuration ---------------------------------------------------------------------

  /** The configuration in effect (properties, then attributes, then defaults). */
  get config(): ResolvedWalletConfig {
    return this.#config;
  }

  /** Typed configuration; its fields win over the matching attributes. Replaces earlier properties. */
  set config(value: WalletConfig | null | undefined) {
    this.#overrides = { ...value };
    this.#update();
  }

  /** `api-base` as a property. Reads the value in effect; `undefined` gives the attribute back. */
  get apiBase(): string {
    return this.#config.apiBase;
  }
  set apiBase(value: string | undefined) {
    this.#set({ apiBase: value });
  }

  /** `locale` as a property; reads the locale in effect. */
  get locale(): Locale {
    return this.#config.locale;
  }
  set locale(value: Locale | (string & {}) | undefined) {
    this.#set({ locale: value });
  }

  /** `currency` as a property (shown before login). */
  get currency(): string {
    return this.#config.currency;
  }
  set currency(value: string | undefined) {
    this.#set({ currency: value });
  }

  /** `alliance` as a property. */
  get alliance(): string {
    return this.#config.alliance;
  }
  set alliance(value: string | undefined) {
    this.#set({ alliance: value });
  }

  /** `deposit-amounts` as a property: an array of numbers. */
  get depositAmounts(): readonly number[] {
    return this.#config.depositAmounts;
  }
  set depositAmounts(value: readonly number[] | undefined) {
    this.#set({ depositAmounts: value });
  }

  /** `age-gate` as a property. */
  get ageGate(): boolean {
    return this.#config.ageGate;
  }
  set ageGate(value: boolean | undefined) {
    this.#set({ ageGate: value });
  }

  /** `age-gate-days` as a property. */
  get ageGateDays(): number {
    return this.#config.ageGateDays;
  }
  set ageGateDays(value: number | undefined) {
    this.#set({ ageGateDays: value });
  }

  /** `theme` as a property. */
  get theme(): Theme {
    return this.#config.theme;
  }
  set theme(value: Theme | undefined) {
    this.#set({ theme: value });
  }

  /** `exit-url` as a property. */
  get exitUrl(): string {
    return this.#config.exitUrl;
  }
  set exitUrl(value: string | undefined) {
    this.#set({ exitUrl: value });
  }

  /** The shared session, read-only and without the token. The same object until it changes. */
  get session(): WalletSession {
    return publicSession();
  }

  // ---- methods -----------------------------------------------------------------------------

  /** Opens the login modal; resolves once it is shown (behind an age gate: once that is answered). */
  async openLogin(): Promise<void> {
    this.#wallet.openLogin();
    await afterRender();
  }

  /**
   * Logs in with an automated log-in link's id (the site's `/login/{id}`), then shows the
   * login_success alert and the balance like a password login. Rejects with a WalletError
   * (`login_link_used`, `login_link_expired`, `login_link_invalid`, `account_locked`, …).
   */
  loginWithLink(id: string): Promise<void> {
    return this.#wallet.loginWithLink(id);
  }

  /** Logs out (the server revokes the token); resolves when the session is cleared. */
  logout(): Promise<void> {
    return this.#wallet.logout();
  }

  /** Fetches the balance; resolves it, or rejects with a WalletError (`unauthorized` when logged out). */
  refreshBalance(): Promise<number> {
    return this.#wallet.refreshBalance();
  }

  /**
   * Deposits `amount` (major units, e.g. 12.5 CNY) as the player would: the same alerts and events.
   * Resolves the new balance; rejects with a WalletError (`unauthorized` when logged out).
   */
  deposit(amount: number): Promise<number> {
    return this.#wallet.deposit(amount);
  }

  /**
   * Opens the deposit dialog with `amount` (major units) preselected, for a page's own "Deposit"
   * buttons: the player confirms in the same dialog as the bar's. Resolves once it is shown (behind
   * an unanswered age gate: when that is answered). Logged out: shows the `login_first` alert and
   * rejects with `unauthorized`. Listen for `ky-deposit` for the deposit itself.
   */
  async openDeposit(amount?: number): Promise<void> {
    if (!this.#wallet.openDeposit(amount)) throw new WalletError('unauthorized', 'not logged in');
    await afterRender();
  }

  /**
   * Launches `game` (a catalogue id) for the logged-in player: `createPlayer`, then `getGameUrl`
   * in the session's currency. Resolves `{ url, expires_at }`: open `url` before `expires_at`
   * (epoch ms); it works once. Logged out: shows the `login_first` alert and rejects with
   * `unauthorized`; other failures reject with a WalletError (e.g. `unknown_game`), no alert.
   */
  launchGame(game: string): Promise<GameUrlData> {
    return this.#wallet.launchGame(game);
  }

  /**
   * The player's deposits and game rounds, newest first; `options` pages and filters them (by game,
   * from and to dates). Rejects with a WalletError (`unauthorized` when logged out).
   */
  history(options?: HistoryOptions): Promise<HistoryData> {
    return this.#wallet.history(options);
  }

  /**
   * One of the player's rounds (`round` and `game` as a history row gives them): its row, every
   * bet, win and rollback, and what the game server kept of it (actions, fairness proof).
   * Rejects with a WalletError (`not_found` for a round that is not the player's).
   */
  round(round: string, game: string): Promise<RoundData> {
    return this.#wallet.round(round, game);
  }

  /** Shows the type 1 alert, "please log in first", with its Log in button. */
  requireLogin(): void {
    this.#wallet.requireLogin();
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  connectedCallback(): void {
    this.#takeEarlyProperties();
    this.#update();
    joinHosts(this);
    window.addEventListener('languagechange', this.#onLanguageChange);
    if (!this.#root && this.shadowRoot) {
      this.#root = createRoot(this.shadowRoot);
      this.#root.render(createElement(App, { wallet: this.#wallet, config: this.#configStore, onReady: this.#onReady }));
    }
  }

  disconnectedCallback(): void {
    leaveHosts(this);
    window.removeEventListener('languagechange', this.#onLanguageChange);
    // Moving the element fires disconnect then connect in one task: keep the rendered tree then.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    this.#update();
  }

  /**
   * A property set before the tag was defined sits on the instance and hides the accessor:
   * take it off and set it again through the accessor (`config` first, then single fields).
   */
  #takeEarlyProperties(): void {
    const self = this as unknown as Record<string, unknown>;
    for (const name of EARLY_PROPERTIES) {
      if (!Object.hasOwn(this, name)) continue;
      const value = self[name];
      Reflect.deleteProperty(this, name);
      if (name !== 'session') self[name] = value; // read-only
    }
  }

  #set(patch: WalletConfig): void {
    this.#overrides = { ...this.#overrides, ...patch };
    this.#update();
  }

  #update(): void {
    this.#config = resolveConfig(configFromAttributes(this), this.#overrides);
    hostsChanged(); // an element that starts or stops asking for the age gate
    this.#configListeners.forEach((listener) => listener());
  }

  readonly #onLanguageChange = () => this.#update();

  readonly #configStore = {
    subscribe: (listener: () => void) => {
      this.#configListeners.add(listener);
      return () => this.#configListeners.delete(listener);
    },
    get: () => this.#config,
  };

  readonly #onReady = () => {
    if (this.#ready) return;
    this.#ready = true;
    this.#wallet.emit('ky-ready', {});
  };
}

/** React commits store updates in a microtask; a task later the DOM shows them. */
function afterRender(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
