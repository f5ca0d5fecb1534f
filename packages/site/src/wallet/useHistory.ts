import { useCallback, useEffect, useState } from 'react';
import { history, type HistoryFilters, type HistoryPage, WalletUnavailableError } from './wallet.ts';
import type { WalletState } from './useWallet.ts';

export type HistoryState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: HistoryPage }
  | { status: 'loaded'; data: HistoryPage }
  | { status: 'unavailable' }
  | { status: 'error' };

/**
 * One page of the player's transactions (deposits and game rounds) through the element's
 * `history()`, narrowed by `filters`. Loads when the player is logged in, and again when the
 * balance changes (a deposit made in the header's wallet, a round settled in a game).
 */
export function useHistory(wallet: WalletState, page: number, pageSize: number, filters: HistoryFilters = {}) {
  const [state, setState] = useState<HistoryState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loggedIn = wallet.status === 'ready' && wallet.session.loggedIn;
  const name = wallet.status === 'ready' ? wallet.session.name : '';
  const balance = wallet.status === 'ready' ? wallet.session.balance : 0;
  const { game, from, to } = filters;

  useEffect(() => {
    if (!loggedIn) {
      setState({ status: 'idle' });
      return;
    }
    let alive = true;
    setState((prev) => ({ status: 'loading', previous: prev.status === 'loaded' ? prev.data : undefined }));
    history(page, pageSize, { game, from, to }).then(
      (data) => alive && setState({ status: 'loaded', data }),
      (error: unknown) => alive && setState({ status: error instanceof WalletUnavailableError ? 'unavailable' : 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [loggedIn, name, balance, page, pageSize, game, from, to, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
