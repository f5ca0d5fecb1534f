import { createContext, useContext } from 'react';
import type { Wallet } from './state/wallet';

export const WalletContext = createContext<Wallet | null>(null);

/** The Wallet of the element this component renders in. */
export function useWallet(): Wallet {
  const wallet = useContext(WalletContext);
  if (!wallet) throw new Error('useWallet: no <WalletContext.Provider> above');
  return wallet;
}
