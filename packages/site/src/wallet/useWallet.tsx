import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { WalletSession } from '@ky-wallet/widget';
import { whenWidget, type Widget } from './widget.ts';

export type WalletState =
  /** The widget's code has not loaded yet, or this is the server render. */
  | { status: 'pending' }
  | { status: 'ready'; session: WalletSession };

const PENDING: WalletState = { status: 'pending' };
const WalletContext = createContext<WalletState>(PENDING);

/**
 * The player's session for the page, as the widget's own `useWalletSession` gives it (the session
 * every <ky-wallet> on the page shares): kept current on login, logout, deposits and balances.
 * 'pending' on the server and until the widget's code is here, so hydration matches the HTML.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const [widget, setWidget] = useState<Widget | null>(null);
  const [state, setState] = useState<WalletState>(PENDING);
  useEffect(() => {
    let alive = true;
    void whenWidget().then((loaded) => alive && setWidget(loaded));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <WalletContext.Provider value={state}>
      {/* Mounted once the widget is here: its hook is called from then on, on every render. */}
      {widget ? <SessionReader useWalletSession={widget.useWalletSession} onSession={setState} /> : null}
      {children}
    </WalletContext.Provider>
  );
}

function SessionReader({
  useWalletSession,
  onSession,
}: Widget & { onSession: (state: WalletState) => void }) {
  const session = useWalletSession();
  // The widget gives a new object only when the session changes.
  useEffect(() => onSession({ status: 'ready', session }), [session, onSession]);
  return null;
}

/** The player's session (see WalletProvider). */
export function useWallet(): WalletState {
  return useContext(WalletContext);
}
