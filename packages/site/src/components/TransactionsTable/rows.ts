import type { HistoryRow, RoundRow } from '@ky-wallet/protocol';
import type { PlainKey } from '../../i18n/messages.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';

/** A game's id and its name in the page's language (the route's loader gives them). */
export interface GameName {
  id: string;
  name: string;
}

/** Names by game id; a game that is not in the catalogue (a third party's) shows its id. */
export type GameNames = ReadonlyMap<string, string>;

export function gameName(names: GameNames, id: string): string {
  return names.get(id) ?? id;
}

export const STATE_KEY: Record<HistoryRow['state'], PlainKey> = {
  completed: 'state.completed',
  open: 'state.open',
  closed: 'state.closed',
  rolled_back: 'state.rolled_back',
};

/** What the row did to the balance: a deposit's amount, a round's wins minus what it wagered. */
export function amountOf(row: HistoryRow): number {
  return row.kind === 'deposit' ? row.amount : round2(row.total_win - row.wager);
}

/** Minor-unit arithmetic on major-unit numbers: 19.8 - 10 is 9.8, not 9.800000000000001. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A signed amount of money: +CN¥9.80, -CN¥10.00, CN¥0.00. */
export function formatSigned(amount: number, currency: string, tag: string): string {
  return formatMoney(amount, currency, tag, { signed: true });
}

/** A payout multiplier: 1.98×. */
export function formatPayout(payout: number, tag: string): string {
  return `${formatNumber(payout, tag, 2)}×`;
}

export function isRound(row: HistoryRow): row is RoundRow {
  return row.kind === 'round';
}

/** A stable key: deposits and rounds have ids of their own kinds. */
export function rowKey(row: HistoryRow): string {
  return row.kind === 'round' ? `round:${row.game}:${row.round}` : `deposit:${row.transaction_id}`;
}
