import { useCallback, useEffect, useRef, useState } from 'react';
import type { Fairness, SessionData } from '@ky-wallet/games/contract';
import { toRgsError, type RgsApi, type RgsError } from './rgs/client.ts';
import { loadResults, loadRevealed, saveResults, saveRevealed } from './rgs/storage.ts';
import type { RecentResult, RevealedSeed } from './types.ts';

/** How many settled rounds the page lists (the wheel's rule page promises the last 30). */
export const RECENT_LIMIT = 30;

/** Failures after which a round may have been played all the same: its answer never arrived. */
export const OUTCOME_UNKNOWN: ReadonlySet<string> = new Set(['network_error', 'wallet_unavailable', 'internal']);

/** An answer that carries the balance and seed pair after it (every round answer does). */
interface Answer {
  balance: number;
  fairness: Fairness;
}

export interface Settlement {
  /** The settled round, for Recent results (none while a mines round is still open). */
  result?: RecentResult;
  /** Said in the page's status region, e.g. "Rolled 42.17: you won CN¥1.98". */
  message?: string;
}

export interface GameTableOptions {
  session: SessionData;
  api: RgsApi;
  /** After each settled round of real money, and a bet taken for a round still open: the page asks the wallet for its new balance. */
  onSettled?: () => void;
  /** The game server no longer knows the session (expired, or the wallet ended it). */
  onSessionLost?: (error: RgsError) => void;
  /** The balance or the seed pair changed: the page keeps the session for a reload. */
  onSessionChange?: (session: SessionData) => void;
  /** Keep results and revealed seeds in sessionStorage. @default true */
  persist?: boolean;
}

/** What a game component plays with: the session, one call at a time, and what it said. */
export interface GameTable {
  session: SessionData;
  /** A call is in flight; another one is refused until it answers. */
  busy: boolean;
  /** The last call's failure, until the next call succeeds or the player dismisses it. */
  error: RgsError | null;
  /** Newest first. */
  results: RecentResult[];
  /** Retired seed pairs, newest first. */
  revealed: RevealedSeed[];
  /** The status region's text. */
  status: string;
  /** Counts the statuses said: the same text twice (two spins both 0.00×) is said twice. */
  statusId: number;
  /**
   * Runs one call to the game server. Its answer's balance and seed pair replace the table's;
   * `settle` turns it into a result and a message. Resolves null when the call failed (the error
   * is on the table), another call was in flight, or the call itself answered null.
   */
  run<T extends Answer | null>(call: (api: RgsApi) => Promise<T>, settle?: (data: NonNullable<T>) => Settlement): Promise<T | null>;
  /** Retires the seed pair (revealing its server seed) and starts the next, with `clientSeed` or a random one. */
  rotate(clientSeed?: string): Promise<RevealedSeed | null>;
  /** The wallet says the balance changed (a deposit in the header): take it, in minor units. */
  setBalance(balance: number): void;
  /**
   * Refuses a play whose form has a field to fix: focus goes to the first one, and the status
   * region says why (its description). Focus alone says nothing when the field has it already.
   */
  refuseInvalid(form: HTMLFormElement | null): void;
  dismissError(): void;
}

export function useGameTable({
  session: initial,
  api,
  onSettled,
  onSessionLost,
  onSessionChange,
  persist = true,
}: GameTableOptions): GameTable {
  const { mode, game } = initial;
  const [session, setSession] = useState(initial);
  /** The balance last shown, read by `run` (a stable callback) to see money move. */
  const shownBalance = useRef(session.balance);
  shownBalance.current = session.balance;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<RgsError | null>(null);
  const [{ status, statusId }, setSaid] = useState({ status: '', statusId: 0 });
  const setStatus = (text: string) => setSaid((prev) => ({ status: text, statusId: prev.statusId + 1 }));
  const [results, setResults] = useState<RecentResult[]>(() => (persist ? loadResults(mode, game) : []));
  const [revealed, setRevealed] = useState<RevealedSeed[]>(() => (persist ? loadRevealed(mode, game) : []));
  const inFlight = useRef(false);

  // The latest callbacks, without making run() change on every render.
  const hooks = useRef({ onSettled, onSessionLost, onSessionChange });
  hooks.current = { onSettled, onSessionLost, onSessionChange };

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    hooks.current.onSessionChange?.(session);
  }, [session]);
  useEffect(() => {
    if (persist) saveResults(mode, game, results);
  }, [persist, mode, game, results]);
  useEffect(() => {
    if (persist) saveRevealed(mode, game, revealed);
  }, [persist, mode, game, revealed]);

  const fail = useCallback(
    (cause: unknown) => {
      const failure = toRgsError(cause);
      setError(failure);
      if (failure.balance !== undefined) setSession((prev) => ({ ...prev, balance: failure.balance as number }));
      else if (mode === 'real' && OUTCOME_UNKNOWN.has(failure.code)) {
        // The answer was lost, not the round: it may have been played and settled on the server.
        // Show the balance (and seed pair) it left, here and in the wallet, rather than the last one.
        api.balance().then(
          ({ balance, fairness }) => {
            setSession((prev) => ({ ...prev, balance, fairness: fairness ?? prev.fairness }));
            hooks.current.onSettled?.();
          },
          () => undefined,
        );
      }
      if (failure.code === 'invalid_session') hooks.current.onSessionLost?.(failure);
    },
    [api, mode],
  );

  const run = useCallback(
    async <T extends Answer | null>(call: (api: RgsApi) => Promise<T>, settle?: (data: NonNullable<T>) => Settlement): Promise<T | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        const data = await call(api);
        // null: nothing to apply (no open mines round to resume); an earlier failure stays shown.
        if (data === null) return data;
        setError(null);
        const moved = data.balance !== shownBalance.current;
        setSession((prev) => ({ ...prev, balance: data.balance, fairness: data.fairness }));
        const settlement = settle?.(data as NonNullable<T>) ?? {};
        const result = settlement.result;
        if (result) {
          setResults((prev) => [result, ...prev.filter((entry) => entry.round !== result.round)].slice(0, RECENT_LIMIT));
        }
        // A settled round, or money taken for one still open (a mines bet): the wallet shows it.
        if (mode === 'real' && (result || moved)) hooks.current.onSettled?.();
        if (settlement.message !== undefined) setStatus(settlement.message);
        return data;
      } catch (cause) {
        fail(cause);
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [api, mode, fail],
  );

  // rotate() keeps the balance as it is: the seeds answer has none.
  const sessionBalance = useRef(session.balance);
  sessionBalance.current = session.balance;

  const rotate = useCallback(
    async (clientSeed?: string): Promise<RevealedSeed | null> => {
      const data = await run(
        async (rgs) => {
          const answer = await rgs.seeds(clientSeed ? { client_seed: clientSeed } : {});
          return { ...answer, balance: sessionBalance.current };
        },
        (answer) => {
          setRevealed((prev) =>
            [answer.revealed, ...prev.filter((entry) => entry.server_seed_hash !== answer.revealed.server_seed_hash)].slice(
              0,
              RECENT_LIMIT,
            ),
          );
          return {};
        },
      );
      return data?.revealed ?? null;
    },
    [run],
  );

  const setBalance = useCallback((balance: number) => {
    setSession((prev) => (prev.balance === balance ? prev : { ...prev, balance }));
  }, []);

  const dismissError = useCallback(() => setError(null), []);

  const refuseInvalid = useCallback((form: HTMLFormElement | null) => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    const why = ids.map((id) => field.ownerDocument.getElementById(id)?.textContent ?? '').join(' ').trim();
    if (why) setSaid((prev) => ({ status: why, statusId: prev.statusId + 1 }));
  }, []);

  return { session, busy, error, results, revealed, status, statusId, run, rotate, setBalance, refuseInvalid, dismissError };
}

/** The revealed server seed of a round's seed pair, if it has been rotated out. */
export function revealedSeedOf(revealed: readonly RevealedSeed[], serverSeedHash: string): string | undefined {
  return revealed.find((entry) => entry.server_seed_hash === serverSeedHash)?.server_seed;
}
