import type { HistoryFilters } from '../../wallet/useHistory.ts';

/*
 * The history's filters live in the URL (`?game=original-dice&from=2026-11-01&to=2026-11-23`), so
 * a filtered list can be shared, bookmarked and gone back to. Dates are calendar days in the
 * player's own time zone; the wallet is asked for the instants where those days begin and end.
 */

export interface FilterValues {
  /** A catalogue game id, or '' for every game and the deposits. */
  game: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  /** YYYY-MM-DD or '' (the whole day is included). */
  to: string;
}

export const NO_FILTERS: FilterValues = { game: '', from: '', to: '' };

const GAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD, or '' (2026-02-30 and other text are no filter). */
export function dayOrEmpty(text: string | null): string {
  const match = DAY.exec(text ?? '');
  if (!match) return '';
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? (text ?? '') : '';
}

/** What the URL asks for; anything malformed is left out rather than sent to the wallet. */
export function filtersFrom(params: URLSearchParams): FilterValues {
  const game = params.get('game') ?? '';
  let from = dayOrEmpty(params.get('from'));
  let to = dayOrEmpty(params.get('to'));
  // A range typed backwards still means the days between the two dates.
  if (from && to && from > to) [from, to] = [to, from];
  return { game: GAME.test(game) ? game : '', from, to };
}

export function hasFilters(values: FilterValues): boolean {
  return Boolean(values.game || values.from || values.to);
}

/** The query for `values` on top of `params` (other keys kept); the page goes back to 1. */
export function withFilters(params: URLSearchParams, values: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const key of ['game', 'from', 'to'] as const) {
    if (values[key]) next.set(key, values[key]);
    else next.delete(key);
  }
  return next;
}

/** Local midnight of a YYYY-MM-DD day, `days` later. */
function localMidnight(day: string, days = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days);
}

/** The wallet's filters: `from` at the start of its day, `to` before the start of the next day. */
export function toWalletFilters(values: FilterValues): HistoryFilters {
  return {
    ...(values.game ? { game: values.game } : {}),
    ...(values.from ? { from: localMidnight(values.from).toISOString() } : {}),
    ...(values.to ? { to: localMidnight(values.to, 1).toISOString() } : {}),
  };
}

/** Today as YYYY-MM-DD in the player's time zone (the date inputs' upper bound). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
