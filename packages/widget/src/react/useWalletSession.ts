import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import type { KyWalletElement } from '../element/ky-wallet';
import { publicSession, type WalletSession } from '../state/session';

/**
 * The wallet session (`{ loggedIn, name, alliance, currency, balance }`, never the token), kept
 * up to date: it reads the page's session signal, shared by every `<ky-wallet>`, so the component
 * re-renders on every change (login, balance, deposit, logout, any element on the page alike).
 * The ref is accepted for the element it names, but every element shows this same session.
 */
export function useWalletSession(_ref?: RefObject<KyWalletElement | null>): WalletSession {
  useSignals();
  return publicSession.value;
}
