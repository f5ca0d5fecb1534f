import { useCallback, useEffect, useRef, useState } from 'react';

/** What one automatic round left: its payout, and whether the game's own rule stops Auto Play (a feature won). */
export interface AutoRound {
  payout: number;
  /** The game's reason to stop after this round (free games won, a choice to make), if any. */
  stop?: string;
}

/** The player's stop conditions, in minor units; null for none. */
export interface AutoStops {
  /** Stop after a round that wins more than this. */
  singleWin: number | null;
  /** Stop once the balance has fallen this much since Auto Play started. */
  loss: number | null;
}

/** Why Auto Play stopped. */
export type AutoStopReason = 'done' | 'stopped' | 'singleWin' | 'loss' | 'balance' | 'failed' | { game: string };

export interface AutoPlayOptions {
  /** Plays one whole round (bet, outcome, reveal); null when it failed or was refused (Auto Play stops). */
  play: () => Promise<AutoRound | null>;
  /** The balance now, in minor units. */
  balance: () => number;
  /** The bet of each round, in minor units. */
  bet: () => number;
  /** How long to leave a round on screen before the next (its animation; shorter with Turbo). */
  pauseMs: () => number;
  /** Told why Auto Play stopped. */
  onStop?: (reason: AutoStopReason) => void;
}

export interface AutoPlay {
  running: boolean;
  /** Rounds still to play, while running. */
  left: number;
  start(count: number, stops: AutoStops): void;
  /** Stops after the round in play. */
  stop(): void;
}

/**
 * Auto Play as the rule pages describe it: a number of rounds at the same bet, one after the
 * other, each shown before the next, stopping at the player's Stop, at their limits, when the
 * balance cannot pay the next bet, when a round fails, or when the game says so (a feature won).
 */
export function useAutoPlay(options: AutoPlayOptions): AutoPlay {
  const [running, setRunning] = useState(false);
  const [left, setLeft] = useState(0);
  const latest = useRef(options);
  latest.current = options;
  const stopRequested = useRef(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      stopRequested.current = true;
    },
    [],
  );

  const start = useCallback((count: number, stops: AutoStops) => {
    if (running) return;
    stopRequested.current = false;
    setRunning(true);
    void (async () => {
      const startBalance = latest.current.balance();
      let reason: AutoStopReason = 'done';
      for (let played = 0; played < count; played++) {
        setLeft(count - played);
        if (stopRequested.current) {
          reason = 'stopped';
          break;
        }
        if (latest.current.balance() < latest.current.bet()) {
          reason = 'balance';
          break;
        }
        const round = await latest.current.play();
        if (!alive.current) return;
        if (!round) {
          reason = 'failed';
          break;
        }
        if (round.stop) {
          reason = { game: round.stop };
          break;
        }
        if (stops.singleWin !== null && round.payout > stops.singleWin) {
          reason = 'singleWin';
          break;
        }
        if (stops.loss !== null && startBalance - latest.current.balance() >= stops.loss) {
          reason = 'loss';
          break;
        }
        if (played < count - 1) await new Promise((resolve) => setTimeout(resolve, latest.current.pauseMs()));
      }
      if (!alive.current) return;
      if (stopRequested.current && reason === 'done') reason = 'stopped';
      setRunning(false);
      setLeft(0);
      latest.current.onStop?.(reason);
    })();
  }, [running]);

  const stop = useCallback(() => {
    stopRequested.current = true;
  }, []);

  return { running, left, start, stop };
}
