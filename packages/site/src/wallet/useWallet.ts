import { useEffect, useState } from 'react';
import { noteWalletEvent, readSession, WALLET_EVENTS, walletElement, type WalletSession } from './wallet.ts';

export type WalletState =
  /** The element is not defined yet (its script is loading), or this is the server render. */
  | { status: 'pending' }
  | { status: 'ready'; session: WalletSession };

/**
 * The player's session as the header's <ky-wallet> reports it, kept current by its events.
 * 'pending' on the server and on the first client render, so hydration matches the HTML.
 */
export function useWallet(): WalletState {
  const [state, setState] = useState<WalletState>({ status: 'pending' });
  useEffect(() => {
    let alive = true;
    const read = () => {
      if (!alive || !customElements.get('ky-wallet')) return;
      const session = readSession(walletElement());
      setState((prev) =>
        prev.status === 'ready' && sameSession(prev.session, session) ? prev : { status: 'ready', session },
      );
    };
    const onEvent = (event: Event) => {
      noteWalletEvent(event);
      read();
    };
    WALLET_EVENTS.forEach((name) => document.addEventListener(name, onEvent));
    void customElements.whenDefined('ky-wallet').then(() => {
      // The element renders (and restores its session) in a task after the upgrade.
      read();
      setTimeout(read, 0);
    });
    return () => {
      alive = false;
      WALLET_EVENTS.forEach((name) => document.removeEventListener(name, onEvent));
    };
  }, []);
  return state;
}

function sameSession(a: WalletSession, b: WalletSession): boolean {
  return (
    a.loggedIn === b.loggedIn &&
    a.name === b.name &&
    a.alliance === b.alliance &&
    a.currency === b.currency &&
    a.balance === b.balance
  );
}
