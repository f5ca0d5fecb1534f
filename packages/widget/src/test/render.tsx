import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createClient } from '../api/client';
import { resolveConfig, type WalletConfig } from '../config';
import { I18nContext, WalletContext } from '../context';
import { LOCALES, loadLocale, translator, type Locale } from '../i18n';
import { Wallet } from '../state/wallet';

export const API_BASE = 'https://wallet.test';

// Components render in any locale at once, as in an element whose texts have arrived. (The
// element's own tests, which do not import this module, see the texts arrive.)
await Promise.all(LOCALES.map(loadLocale));

/** A Wallet like an element's: events go to `host`, calls to the fake API. */
export function createTestWallet(config: WalletConfig = {}, locale: Locale = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  const resolved = resolveConfig({ apiBase: API_BASE, locale, ...config });
  // The client's retry pause is real time; no need to wait in tests.
  const client = createClient({ baseUrl: () => resolved.apiBase, retryDelayMs: 0 });
  const wallet = new Wallet({ host, config: () => resolved, client });
  return { wallet, host };
}

/** Renders a component in light DOM with the wallet and i18n context an element gives it. */
export function renderWithWallet(ui: ReactElement, { wallet = createTestWallet().wallet } = {}) {
  const { locale } = wallet.config;
  const result = render(
    <WalletContext.Provider value={wallet}>
      <I18nContext.Provider value={{ locale, t: translator(locale) }}>{ui}</I18nContext.Provider>
    </WalletContext.Provider>,
  );
  return { ...result, wallet };
}

/** Collects the events of type `type` that reach `target`. */
export function collect<T = unknown>(target: EventTarget, type: string): CustomEvent<T>[] {
  const events: CustomEvent<T>[] = [];
  target.addEventListener(type, (event) => events.push(event as CustomEvent<T>));
  return events;
}
