import type { PlayableGameId, SessionData } from '@ky-wallet/games/contract';
import { WHEEL_SEGMENTS } from '@ky-wallet/games/fair';
import type { RecentResult, RevealedSeed } from '../types.ts';

/*
 * What a game page keeps in sessionStorage, per mode and game: the RGS session (so a reload
 * resumes it; never longer than the tab), the recent results and the server seeds revealed by
 * rotations (so a result's fairness link can carry its seed). A storage that throws (private
 * modes, quotas) only loses the resume.
 */

export type Mode = SessionData['mode'];

const key = (kind: 'session' | 'results' | 'revealed', mode: Mode, game: PlayableGameId) => `ky-rgs:${kind}:${mode}:${game}`;

function read<T>(name: string): T | null {
  try {
    const text = sessionStorage.getItem(name);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(name: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(name);
    else sessionStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Not stored: a reload opens the game again instead of resuming it.
  }
}

/** The stored session, unless it is missing, malformed or expired at `now`. */
export function loadSession(mode: Mode, game: PlayableGameId, now = Date.now()): SessionData | null {
  const session = read<SessionData>(key('session', mode, game));
  if (!session || typeof session.session !== 'string' || session.game !== game || session.mode !== mode) return null;
  if (typeof session.expires_at === 'number' && session.expires_at <= now) {
    saveSession(mode, game, null);
    return null;
  }
  return session;
}

export function saveSession(mode: Mode, game: PlayableGameId, session: SessionData | null): void {
  write(key('session', mode, game), session);
}

export function loadResults(mode: Mode, game: PlayableGameId): RecentResult[] {
  const results = read<RecentResult[]>(key('results', mode, game));
  return Array.isArray(results) ? results.map(inTenThousandths) : [];
}

/**
 * A wheel result kept by the page before the wheel's multipliers were ten-thousandths holds its
 * segment's multiplier in hundredths (a tab open across the change): read in the one unit.
 */
function inTenThousandths(result: RecentResult): RecentResult {
  const { outcome } = result;
  if (outcome?.game !== 'original-wheel') return result;
  const multiplier = WHEEL_SEGMENTS[outcome.risk]?.[outcome.segment];
  return multiplier && outcome.multiplier * 100 === multiplier ? { ...result, outcome: { ...outcome, multiplier } } : result;
}

export function saveResults(mode: Mode, game: PlayableGameId, results: readonly RecentResult[]): void {
  write(key('results', mode, game), results);
}

export function loadRevealed(mode: Mode, game: PlayableGameId): RevealedSeed[] {
  const revealed = read<RevealedSeed[]>(key('revealed', mode, game));
  return Array.isArray(revealed) ? revealed : [];
}

export function saveRevealed(mode: Mode, game: PlayableGameId, revealed: readonly RevealedSeed[]): void {
  write(key('revealed', mode, game), revealed);
}

/** Forgets a session and what belongs to it (its results stay: they can still be verified). */
export function forgetSession(mode: Mode, game: PlayableGameId): void {
  saveSession(mode, game, null);
}
