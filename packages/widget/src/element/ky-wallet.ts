import { ReactiveElement, type PropertyDeclarations } from '@lit/reactive-element';
import { computed, effect, signal } from '@preact/signals-core';
import type { GameUrlData, HistoryData, RoundData } from '@ky-wallet/protocol';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '../App';
import {
  fromAttribute,
  resolveConfig,
  type ConfigField,
  type ResolvedWalletConfig,
  type Theme,
  type WalletConfig,
} from '../config';
import { loadLocale, type Locale } from '../i18n';
import { whenAgeGateAnswered } from '../state/age';
import { joinHosts, leaveHosts, releaseDialogs } from '../state/hosts';
import { publicSession, type WalletSession } from '../state/session';
import { Wallet, type HistoryOptions } from '../state/wallet';
import { walletStyles } from './styles';

/** Changes when the browser's languages do (`languagechange`): one listener for the page. */
const browserLanguages = signal(0);
globalThis.addEventListener?.('languagechange', () => browserLanguages.value++);

/**
 * `<ky-wallet>`: the embeddable player wallet. This module only declares the class; `define.ts`
 * registers the tag. This comment is the source of `custom-elements.json` (the analyzer reads it
 * at build); a test checks the READMEs' tables against that manifest.
 *
 * @tag ky-wallet
 *
 * A lit `ReactiveElement`: `static properties` declares the settings with their attributes and
 * converters; React renders the UI into the shadow root lit creates, styled by lit's adopted
 * stylesheet.
 *
 * @attr api-base - where the wallet API lives (default: the origin the script came from)
 * @attr locale - `en`, `zh-TW`, `zh-CN` or `de-CH` (default: the browser's languages, else `en`)
 * @attr currency - the currency a session that names none falls back to (default `cny`); a login names the player's
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
 * @csspart bar - the inline bar (a group named "Wallet")
 * @csspart name - the player's name
 * @csspart balance - the balance: label and amount, a polite live region; `aria-busy="true"` while a new session's balance is on its way (the amount shows `…`)
 * @csspart balance-label - the word "Balance"
 * @csspart balance-amount - the formatted amount
 * @csspart bar-actions - the bar's buttons (Log in and Deposit, or Deposit and Log out), kept together when the bar wraps
 * @csspart button - every button; each also has one of the names below
 * @csspart login-button - the bar's Log in button
 * @csspart deposit-button - the bar's Deposit button
 * @csspart logout-button - the bar's Log out button
 * @csspart submit-button - the login and deposit forms' submit buttons
 * @csspart busy - a submit button while its request is under way: `::part(submit-button busy)`
 * @csspart cancel-button - the login and deposit forms' Cancel buttons
 * @csspart close-button - the alert's Close button
 * @csspart alert-login-button - the alert's Log in button
 * @csspart age-confirm-button - the age gate's "Yes" button
 * @csspart age-exit-button - the age gate's "No, take me back" button
 * @csspart dialog - every dialog; each also has one of the four names below
 * @csspart login-dialog - the login modal
 * @csspart deposit-dialog - the deposit dialog
 * @csspart alert - the alert
 * @csspart age-gate - the age gate
 * @csspart dialog-title - dialog headings
 * @csspart alert-message - the alert's text
 * @csspart age-gate-message - the age gate's texts (its message, and why it stays after No with nowhere to go back to)
 * @csspart label - field labels and the amount group's legend
 * @csspart input - text and password fields
 * @csspart choice-list - the list of amount choices
 * @csspart choice - each amount choice's label
 * @csspart radio - each amount choice's radio
 * @csspart error - a field's error message
 * @csspart actions - the row of buttons at the bottom of a dialog
 *
 * @cssproperty --ky-color-primary - primary buttons, focus rings, the chosen amount; a pair with `--ky-color-on-primary`: set one alone and the other is black or white, whichever contrasts more with it, not the theme's
 * @cssproperty --ky-color-on-primary - text on primary buttons; a pair with `--ky-color-primary`
 * @cssproperty --ky-color-surface - the bar, dialogs, fields; a pair with `--ky-color-text`: set one alone and the other is black or white, whichever contrasts more with it, not the theme's
 * @cssproperty --ky-color-text - text; a pair with `--ky-color-surface`
 * @cssproperty --ky-color-muted - the "Balance" label (default: the text, 75 % into the surface)
 * @cssproperty --ky-color-border - borders of buttons, fields and choices (default: the text, 60 % into the surface)
 * @cssproperty --ky-color-danger - field errors (default: `#ef4444` with 30 % of the text)
 * @cssproperty --ky-color-backdrop - behind dialogs
 * @cssproperty --ky-radius - corners (dialogs use 1.5 ×)
 * @cssproperty --ky-font - font family
 * @cssproperty --ky-space - the spacing unit
 * @cssproperty --ky-z-index - dialogs where the browser has no top layer
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below types lit's accessors
export class KyWalletElement extends ReactiveElement {
  /**
   * The settings. Each is a property and an attribute; a property wins over its attribute, so
   * the accessors are ours (`getPropertyDescriptor`): reading gives the value in effect, setting
   * `undefined` gives the attribute back. Nothing is reflected: a property is an override on top
   * of the markup, and reflecting it would erase the attribute value it may give back.
   */
  static override properties: PropertyDeclarations = {
    // First: lit replays properties set before the upgrade in this order, and `config` replaces.
    config: { attribute: false },
    apiBase: { attribute: 'api-base', converter: fromAttribute.text },
    locale: { attribute: 'locale', converter: fromAttribute.text },
    currency: { attribute: 'currency', converter: fromAttribute.text },
    alliance: { attribute: 'alliance', converter: fromAttribute.text },
    depositAmounts: { attribute: 'deposit-amounts', converter: fromAttribute.amounts },
    ageGate: { attribute: 'age-gate', converter: fromAttribute.flag },
    ageGateDays: { attribute: 'age-gate-days', converter: fromAttribute.number },
    theme: { attribute: 'theme', converter: fromAttribute.theme },
    exitUrl: { attribute: 'exit-url', converter: fromAttribute.text },
  };

  static override styles = walletStyles;

  static {
    // One accessor per setting, before lit finalizes the class: lit wraps it (adding its
    // requestUpdate). Reading gives the value in effect; setting writes the attribute layer when
    // lit converts an attribute, else the property layer.
    for (const name of Object.keys(this.properties)) {
      if (name === 'config') continue;
      const field = name as ConfigField;
      Object.defineProperty(this.prototype, field, {
        get(this: KyWalletElement) {
          return this.config[field];
        },
        set(this: KyWalletElement, value: unknown) {
          this.#setField(field, value);
        },
        configurable: true,
        enumerable: true,
      });
    }
  }

  /** What the attributes say (lit's converters have parsed them). */
  readonly #attributes = signal<WalletConfig>({});
  /** What the properties say; they win. */
  readonly #overrides = signal<WalletConfig>({});
  /** True while lit turns an attribute into its property: the value belongs to #attributes. */
  #fromAttribute = false;
  /** The configuration in effect; the UI, the hosts registry and the wallet read it. */
  readonly #config = computed(() => {
    void browserLanguages.value; // without a locale, the browser's languages decide
    return resolveConfig(this.#attributes.value, this.#overrides.value);
  });
  readonly #wallet = new Wallet({ host: this, config: () => this.#config.value });
  #root: Root | null = null;
  /** Stops loading the texts of each new locale (while connected). */
  #stopLoading: (() => void) | null = null;
  #ready = false;

  // ---- configuration ---------------------------------------------------------------------

  /** The configuration in effect (properties, then attributes, then defaults). */
  get config(): ResolvedWalletConfig {
    return this.#config.value;
  }

  /** Typed configuration; its fields win over the matching attributes. Replaces earlier properties. */
  set config(value: WalletConfig | null | undefined) {
    this.#overrides.value = { ...value };
  }

  /** The shared session, read-only and without the token. The same object until it changes. */
  get session(): WalletSession {
    return publicSession.value;
  }

  // ---- methods -----------------------------------------------------------------------------

  /** Opens the login modal; resolves once it is shown (behind an age gate: once that is answered). */
  async openLogin(): Promise<void> {
    this.#wallet.openLogin();
    await whenAgeGateAnswered();
    await afterRender();
  }

  /**
   * Logs in with an automated log-in link's id (the site's `/login/{id}`), then shows the
   * login_success alert and the balance like a password login. Rejects with a WalletError
   * (`login_link_used`, `login_link_expired`, `login_link_invalid`, `account_locked`, …).
   * Behind an unanswered age gate the link (single use) is spent only once the visitor confirms.
   */
  async loginWithLink(id: string): Promise<void> {
    await whenAgeGateAnswered();
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
    if (!this.#wallet.openDeposit(amount)) throw this.#wallet.loggedOut();
    await whenAgeGateAnswered();
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

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    this.#fromAttribute = true;
    try {
      super.attributeChangedCallback(name, old, value);
    } finally {
      this.#fromAttribute = false;
    }
  }

  override connectedCallback(): void {
    this.#takeShadowingProperties();
    super.connectedCallback(); // creates the shadow root and adopts the styles
    // lit replays properties set before the upgrade in its first update: do it now, so they are
    // in effect from the start rather than a microtask later.
    if (!this.hasUpdated) this.performUpdate();
    joinHosts(this);
    // The locale is known now (attributes and early properties are in): its texts start loading
    // before the first render, and again whenever the locale in effect changes.
    this.#stopLoading ??= effect(() => void loadLocale(this.#config.value.locale));
    if (!this.#root) {
      this.#root = createRoot(this.renderRoot);
      this.#root.render(createElement(App, { wallet: this.#wallet, onReady: this.#onReady }));
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    leaveHosts(this);
    // Moving the element fires disconnect then connect in one task: keep the rendered tree then.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#wallet.release();
      releaseDialogs(this);
      this.#stopLoading?.();
      this.#stopLoading = null;
      this.#root?.unmount();
      this.#root = null;
    });
  }

  /**
   * A property set on an element after it was created but before it was connected, by
   * `Object.defineProperty` or a framework that does so, sits on the instance and hides the
   * accessor: take it off and set it again through the accessor. `session` is read-only: dropped.
   */
  #takeShadowingProperties(): void {
    const self = this as unknown as Record<string, unknown>;
    for (const name of [...KyWalletElement.elementProperties.keys(), 'session']) {
      if (typeof name !== 'string' || !Object.hasOwn(this, name)) continue;
      const value = self[name];
      Reflect.deleteProperty(this, name);
      if (name !== 'session') self[name] = value;
    }
  }

  #setField(field: ConfigField, value: unknown): void {
    const layer = this.#fromAttribute ? this.#attributes : this.#overrides;
    layer.value = { ...layer.peek(), [field]: value };
  }

  readonly #onReady = () => {
    if (this.#ready) return;
    this.#ready = true;
    this.#wallet.emit('ky-ready', {});
  };
}

/**
 * The settings as typed properties: reading gives the value in effect, setting takes what the
 * matching `WalletConfig` field takes (`undefined`: the attribute again). lit defines the
 * accessors from `static properties`; this declares their types.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- types of lit's accessors
export interface KyWalletElement {
  /** `api-base` as a property. */
  get apiBase(): string;
  set apiBase(value: WalletConfig['apiBase']);
  /** `locale` as a property; reads the locale in effect. */
  get locale(): Locale;
  set locale(value: WalletConfig['locale']);
  /** `currency` as a property: the fallback of a session that names no currency. */
  get currency(): string;
  set currency(value: WalletConfig['currency']);
  /** `alliance` as a property. */
  get alliance(): string;
  set alliance(value: WalletConfig['alliance']);
  /** `deposit-amounts` as a property: an array of numbers. */
  get depositAmounts(): readonly number[];
  set depositAmounts(value: WalletConfig['depositAmounts']);
  /** `age-gate` as a property. */
  get ageGate(): boolean;
  set ageGate(value: WalletConfig['ageGate']);
  /** `age-gate-days` as a property. */
  get ageGateDays(): number;
  set ageGateDays(value: WalletConfig['ageGateDays']);
  /** `theme` as a property. */
  get theme(): Theme;
  set theme(value: WalletConfig['theme']);
  /** `exit-url` as a property. */
  get exitUrl(): string;
  set exitUrl(value: WalletConfig['exitUrl']);
}

/** React commits store updates in a microtask; a task later the DOM shows them. */
function afterRender(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
