import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayableGameId, SessionData } from '@ky-wallet/games/contract';
import { toRgsError, type GameErrorCode, type RgsApi, type RgsError } from '../../games/rgs/client.ts';
import { forgetSession, loadSession, saveSession, type Mode } from '../../games/rgs/storage.ts';

export type GameSessionState =
  | { status: 'opening' }
  | { status: 'ready'; session: SessionData }
  /** Real money needs a launch from /getGameUrl: none yet, or the last one ended or was used. */
  | { status: 'need-launch'; reason: 'none' | 'ended' | 'invalid_launch' }
  | { status: 'failed'; code: GameErrorCode };

/**
 * A launch code works once: the page may render twice (React's strict mode, a fast remount)
 * before the first exchange answers, so both wait for the same one.
 */
const launches = new Map<string, Promise<SessionData>>();

function exchange(api: RgsApi, launch: string): Promise<SessionData> {
  let pending = launches.get(launch);
  if (!pending) {
    pending = api.openSession({ launch });
    launches.set(launch, pending);
  }
  return pending;
}

export interface GameSessionOptions {
  game: PlayableGameId;
  mode: Mode;
  /** The single-use launch code from the URL (real mode), or null. */
  launch: string | null;
  /** The game server's client; it reads the session from `token`. */
  api: RgsApi;
  /** Where the session in use is kept for `api` (null: none). */
  token: RefObject<string | null>;
  /** Called once the launch code is exchanged: drop it from the URL (history.replaceState). */
  dropLaunch: () => void;
}

/**
 * Opens or resumes the page's RGS session. Real money: `?launch=` is exchanged for a session,
 * which sessionStorage keeps so a reload resumes it; without either, the player is sent to launch
 * the game. Fun: `?mode=fun` resumes the tab's play-money session or opens one.
 */
export function useGameSession({ game, mode, launch, api, token: current, dropLaunch }: GameSessionOptions) {
  const [state, setState] = useState<GameSessionState>({ status: 'opening' });
  const drop = useRef(dropLaunch);
  drop.current = dropLaunch;
  /**
   * A refused launch code leaves the URL too (it is spent either way): the run of the effect that
   * this change of address causes must keep the refusal on screen, not say "launch the game".
   */
  const refusedLaunchDropped = useRef(false);

  const ready = useCallback(
    (session: SessionData) => {
      current.current = session.session;
      saveSession(mode, game, session);
      setState({ status: 'ready', session });
    },
    [mode, game, current],
  );

  const openFun = useCallback(async () => {
    setState({ status: 'opening' });
    try {
      ready(await api.openSession({ fun: true, game }));
    } catch (error) {
      setState({ status: 'failed', code: toRgsError(error).code });
    }
  }, [api, game, ready]);

  useEffect(() => {
    if (!launch && refusedLaunchDropped.current) {
      refusedLaunchDropped.current = false;
      return;
    }
    let alive = true;
    const stored = loadSession(mode, game);
    // The session this page already shows (after the launch code left the URL): nothing to do.
    if (!launch && stored && stored.session === current.current) return;

    const resume = async (session: SessionData) => {
      current.current = session.session;
      // Another session than the one on screen (real money switched to fun in place): no table
      // until this one's balance is here, or a bet would go to it from the other's table.
      setState((shown) => (shown.status === 'ready' && shown.session.session === session.session ? shown : { status: 'opening' }));
      try {
        const { balance, fairness } = await api.balance();
        if (!alive) return;
        // Play money spent below the smallest bet: a new play-money session (a reload refills it).
        if (mode === 'fun' && balance < session.limits.min_bet) {
          current.current = null;
          forgetSession(mode, game);
          void openFun();
          return;
        }
        ready({ ...session, balance, ...(fairness ? { fairness } : {}) });
      } catch (cause) {
        if (!alive) return;
        const error = toRgsError(cause);
        if (error.code === 'invalid_session') {
          current.current = null;
          forgetSession(mode, game);
          if (mode === 'fun') void openFun();
          else setState({ status: 'need-launch', reason: 'ended' });
        } else {
          // The game server did not answer the balance; play shows the same failure if it lasts.
          ready(session);
        }
      }
    };

    if (mode === 'real' && launch) {
      setState({ status: 'opening' });
      exchange(api, launch).then(
        (session) => {
          if (!alive) return;
          ready(session);
          drop.current();
        },
        (cause: unknown) => {
          if (!alive) return;
          const error = toRgsError(cause);
          // A used or expired code, but the tab still holds a live session of this game: resume it
          // (its session is then the one in use, which the next run sees).
          refusedLaunchDropped.current = !(error.code === 'invalid_launch' && stored);
          drop.current();
          if (error.code === 'invalid_launch' && stored) void resume(stored);
          else if (error.code === 'invalid_launch') setState({ status: 'need-launch', reason: 'invalid_launch' });
          else setState({ status: 'failed', code: error.code });
        },
      );
    } else if (stored) {
      void resume(stored);
    } else if (mode === 'fun') {
      void openFun();
    } else {
      setState({ status: 'need-launch', reason: 'none' });
    }
    return () => {
      alive = false;
    };
  }, [api, game, mode, launch, ready, openFun, current]);

  /** The game server no longer knows the session: forget it and say what to do. */
  const lost = useCallback(
    (error: RgsError) => {
      current.current = null;
      forgetSession(mode, game);
      setState(mode === 'fun' ? { status: 'failed', code: error.code } : { status: 'need-launch', reason: 'ended' });
    },
    [mode, game, current],
  );

  /** Keeps the latest balance and seed pair for a reload. */
  const changed = useCallback((session: SessionData) => saveSession(mode, game, session), [mode, game]);

  return { state, lost, changed, openFun };
}
