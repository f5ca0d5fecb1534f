import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '../App';
import {
  CONFIG_ATTRIBUTES,
  configFromAttributes,
  resolveConfig,
  type ResolvedWalletConfig,
  type WalletConfig,
} from '../config';
import { createI18n, resolveLocale } from '../i18n';
import { Wallet } from '../state/wallet';
import { isDialogHost, joinDialogHosts, leaveDialogHosts, subscribeDialogHost } from './host';
import { walletStyleSheets } from './styles';

/**
 * `<ky-wallet>`: the embeddable player wallet. This module only declares the class; `define.ts`
 * registers the tag.
 *
 * @attr api-base - where the wallet API lives (default: the origin the script came from)
 * @attr locale - `en` or `zh-CN`
 * @attr currency - currency shown before login (default `cny`)
 * @attr alliance - default `kygaming`
 * @attr deposit-amounts - comma list of amount choices (default `100,500,1000,5000`)
 * @attr age-gate - stored; the age gate comes later
 * @attr theme - stored; theming comes later
 * @attr exit-url - stored; used by the age gate
 *
 * @event ky-login - {name, alliance, currency}
 * @event ky-logout - {}
 * @event ky-balance - {balance, currency}
 * @event ky-deposit - {amount, balance, currency}
 * @event ky-error - {code, message}
 * @event ky-ready - {}, once, after the first render
 *
 * @csspart bar - the inline bar
 * @csspart name - the player's name
 * @csspart balance - the balance (label and amount); `balance-amount` is the amount alone
 * @csspart button - every button; also `login-button`, `deposit-button`, `logout-button`,
 *   `submit-button`, `cancel-button`, `close-button`, `alert-login-button`
 * @csspart dialog - every dialog; also `login-dialog`, `deposit-dialog`, `alert`
 * @csspart dialog-title - dialog headings
 * @csspart label - field labels; `input` - text fields; `choice` - a deposit amount choice
 * @csspart error - a field's error message; `alert-message` - the alert's text
 *
 * @cssproperty --ky-color-primary - buttons and focus rings (default #1d4ed8)
 * @cssproperty --ky-color-surface - backgrounds (default #ffffff)
 * @cssproperty --ky-color-text - text (default #111827)
 * @cssproperty --ky-radius - corner radius (default 0.5rem)
 * @cssproperty --ky-font - font family (default the system UI font)
 * @cssproperty --ky-space - spacing unit (default 0.5rem)
 * @cssproperty --ky-z-index - dialogs, where the browser has no top layer
 */
export class KyWalletElement extends HTMLElement {
  static readonly observedAttributes = Object.keys(CONFIG_ATTRIBUTES);

  #overrides: WalletConfig = {};
  #config: ResolvedWalletConfig = resolveConfig({});
  readonly #configListeners = new Set<() => void>();
  readonly #i18n = createI18n();
  readonly #wallet = new Wallet({ host: this, i18n: this.#i18n, config: () => this.#config });
  #root: Root | null = null;
  #ready = false;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = walletStyleSheets();
  }

  /** The configuration in effect (attributes, then this property, then defaults). */
  get config(): ResolvedWalletConfig {
    return this.#config;
  }

  /** Typed configuration; its fields win over the matching attributes. */
  set config(value: WalletConfig) {
    this.#overrides = { ...value };
    this.#update();
  }

  connectedCallback(): void {
    // A `config` set before the tag was defined sits on the instance and hides the accessor.
    if (Object.hasOwn(this, 'config')) {
      const early = (this as { config?: WalletConfig }).config;
      delete (this as { config?: WalletConfig }).config;
      if (early) this.config = early;
    }
    this.#update();
    joinDialogHosts(this);
    if (!this.#root && this.shadowRoot) {
      this.#root = createRoot(this.shadowRoot);
      this.#root.render(
        createElement(App, {
          wallet: this.#wallet,
          hostsDialogs: this.#hostsDialogs,
          config: this.#configStore,
          onReady: this.#onReady,
        }),
      );
    }
  }

  disconnectedCallback(): void {
    leaveDialogHosts(this);
    // Moving the element fires disconnect then connect in one task: keep the React tree then.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    this.#update();
  }

  /** Opens the login modal; resolves once it is shown. */
  async openLogin(): Promise<void> {
    this.#wallet.openLogin();
    await afterRender();
  }

  /** Logs out (the server revokes the token); resolves when the session is cleared. */
  logout(): Promise<void> {
    return this.#wallet.logout();
  }

  /** Fetches the balance; resolves it, or rejects with an Error carrying `code`. */
  refreshBalance(): Promise<number> {
    return this.#wallet.refreshBalance();
  }

  /**
   * Deposits `amount` (major units, e.g. 12.5 CNY) as the player would: the same alerts and events.
   * Resolves the new balance; rejects with an Error carrying `code` (`unauthorized` when logged out).
   */
  deposit(amount: number): Promise<number> {
    return this.#wallet.deposit(amount);
  }

  #update(): void {
    const previous = this.#config;
    this.#config = resolveConfig(configFromAttributes(this), this.#overrides);
    const locale = resolveLocale(this.#config.locale);
    if (locale !== this.#i18n.language) void this.#i18n.changeLanguage(locale);
    if (previous !== this.#config) this.#configListeners.forEach((listener) => listener());
  }

  readonly #configStore = {
    subscribe: (listener: () => void) => {
      this.#configListeners.add(listener);
      return () => this.#configListeners.delete(listener);
    },
    get: () => this.#config,
  };

  readonly #hostsDialogs = {
    subscribe: subscribeDialogHost,
    get: () => isDialogHost(this),
  };

  readonly #onReady = () => {
    if (this.#ready) return;
    this.#ready = true;
    this.dispatchEvent(new CustomEvent('ky-ready', { detail: {}, bubbles: true, composed: true }));
  };
}

/** React commits store updates in a microtask; a task later the DOM shows them. */
function afterRender(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
