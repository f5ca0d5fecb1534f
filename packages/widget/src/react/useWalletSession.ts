import { useCallback, useSyncExternalStore, type RefObject } from 'react';
import type { KyWalletElement } from '../element/ky-wallet';
import type { KyWalletEventName } from '../events';
import type { WalletSession } from '../state/session';

/** Every change of the shared session comes with one of these events (they bubble to document). */
const SESSION_EVENTS: readonly KyWalletEventName[] = ['ky-ready', 'ky-login', 'ky-logout', 'ky-balance', 'ky-deposit'];

const LOGGED_OUT: WalletSession = Object.freeze({ loggedIn: false, name: '', alliance: '', currency: '', balance: 0 });

/**
 * The wallet session (`{ loggedIn, name, alliance, currency, balance }`, never the token), kept
 * up to date. Every `<ky-wallet>` on a page shares one session: pass a ref to read it from that
 * element, or nothing to read it from the first one on the page.
 */
export function useWalletSession(ref?: RefObject<KyWalletElement | null>): WalletSession {
  const subscribe = useCallback((onChange: () => void) => {
    for (const type of SESSION_EVENTS) document.addEventListener(type, onChange);
    return () => {
      for (const type of SESSION_EVENTS) document.removeEventListener(type, onChange);
    };
  }, []);
  const read = () => (ref?.current ?? document.querySelector('ky-wallet'))?.session ?? LOGGED_OUT;
  return useSyncExternalStore(subscribe, read, () => LOGGED_OUT);
}
