import { useCallback, useEffect, useState } from 'react';
import type { HistoryData, HistoryOptions } from '@ky-wallet/widget';
import type { WalletState } from './useWallet.tsx';
import { walletElement } from './wallet.ts';

/** What the history can be narrowed to (the element's own options); absent fields are no filter. */
export type HistoryFilters = Pick<HistoryOptions, 'game' | 'from' | 'to'>;

export type HistoryState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: HistoryData }
  | { status: 'loaded'; data: HistoryData }
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
    walletElement()
      .then((element) => element.history({ page, pageSize, game, from, to }))
      .then(
        (data) => alive && setState({ status: 'loaded', data }),
        () => alive && setState({ status: 'error' }),
      );
    return () => {
      alive = false;
    };
  }, [loggedIn, name, balance, page, pageSize, game, from, to, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
