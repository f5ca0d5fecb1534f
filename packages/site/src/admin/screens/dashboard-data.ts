import type { DashboardData, LiveEvent, Totals } from '@ky-wallet/protocol';

const DAY_MS = 86_400_000;

/** What the dashboard shows for a range and filters; live events are added to it. */
export interface DashboardFilters {
  from: string;
  to: string;
  currency: string;
  operator: string;
}

function emptyTotals(currency: string): Totals {
  return { currency, deposits: 0, deposit_count: 0, bets: 0, bet_count: 0, wins: 0, rollbacks: 0, ggr: 0 };
}

function add<T extends Totals>(rows: T[], match: (row: T) => boolean, create: () => T, event: LiveEvent): T[] {
  const index = rows.findIndex(match);
  const row: T = index >= 0 ? { ...(rows[index] as T) } : create();
  switch (event.kind) {
    case 'deposit':
      row.deposits += event.amount;
      row.deposit_count += 1;
      break;
    case 'bet':
      row.bets += -event.amount;
      row.bet_count += 1;
      break;
    case 'win':
      row.wins += event.amount;
      break;
    case 'rollback':
      row.rollbacks += event.amount;
      break;
  }
  row.ggr = row.bets - row.rollbacks - row.wins;
  const next = [...rows];
  if (index >= 0) next[index] = row;
  else next.push(row);
  return next;
}

/** Whether a live event belongs in what the filters show. */
export function inView(event: LiveEvent, filters: DashboardFilters): boolean {
  const day = new Date(event.at).toISOString().slice(0, 10);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  if (filters.currency && event.currency !== filters.currency) return false;
  if (filters.operator && String(event.operator_id ?? '') !== filters.operator) return false;
  return true;
}

/**
 * The dashboard's sums with one more ledger movement counted in every grouping. `last_event_id`
 * stays the id the totals were counted to: events can come in any id order (PostgreSQL commits
 * them so), and the feed never sends one twice.
 */
export function applyEvent(data: DashboardData, event: LiveEvent): DashboardData {
  if (event.id <= data.last_event_id) return data;
  const day = new Date(Math.floor(event.at / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  const game = event.game ?? '';
  const by_day = add(
    data.by_day,
    (row) => row.day === day && row.currency === event.currency,
    () => ({ day, ...emptyTotals(event.currency) }),
    event,
  ).sort((a, b) => (a.day === b.day ? a.currency.localeCompare(b.currency) : a.day.localeCompare(b.day)));
  return {
    ...data,
    by_currency: add(data.by_currency, (row) => row.currency === event.currency, () => emptyTotals(event.currency), event),
    by_day,
    by_game: add(
      data.by_game,
      (row) => row.game === game && row.currency === event.currency,
      () => ({ game, ...emptyTotals(event.currency) }),
      event,
    ),
    by_operator: add(
      data.by_operator,
      (row) => row.operator_id === event.operator_id && row.currency === event.currency,
      () => ({ operator_id: event.operator_id, operator_name: event.operator_name ?? '', ...emptyTotals(event.currency) }),
      event,
    ),
  };
}
