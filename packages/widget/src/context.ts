import { createContext, useContext } from 'react';
import { translator, type Locale, type Translate } from './i18n';
import type { Wallet } from './state/wallet';

export const WalletContext = createContext<Wallet | null>(null);

/** The Wallet of the element this component renders in. */
export function useWallet(): Wallet {
  const wallet = useContext(WalletContext);
  if (!wallet) throw new Error('useWallet: no <WalletContext.Provider> above');
  return wallet;
}

export interface I18nValue {
  locale: Locale;
  t: Translate;
}

/** The element's language; a new value on every change, so the whole tree re-renders in it. */
export const I18nContext = createContext<I18nValue>({ locale: 'en', t: translator('en') });

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
