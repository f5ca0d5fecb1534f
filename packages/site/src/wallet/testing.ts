import { useSyncExternalStore } from 'react';
import type { WalletSession } from '@ky-wallet/widget';
import { startWidget } from './widget.ts';

/*
 * For tests: a stand-in for the widget's `useWalletSession`, with a session the test sets. The
 * widget's own hook is tested in its package, and the two together end to end (tests/e2e).
 */

export const LOGGED_IN: WalletSession = { loggedIn: true, name: 'demo', alliance: 'kygaming', currency: 'cny', balance: 100 };

let session = LOGGED_IN;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session every page of the test sees from now on, as a login, logout or deposit would set it. */
export function setTestSession(next: Partial<WalletSession>): void {
  session = { ...session, ...next };
  for (const listener of listeners) listener();
}

/** Starts the site's wallet (useWallet) with the stand-in: call before rendering. */
export function startTestWidget(): void {
  startWidget(async () => ({ useWalletSession: () => useSyncExternalStore(subscribe, () => session) }));
}
