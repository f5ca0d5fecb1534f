import { describe, expect, it } from 'vitest';
import type { DashboardData, LiveEvent } from '@ky-wallet/protocol';
import { csvCell } from '../components/DataTable/DataTable.tsx';
import { applyEvent, inView } from './dashboard-data.ts';

const empty: DashboardData = {
  players_online: 0,
  from: '2026-11-01',
  to: '2026-11-30',
  last_event_id: 10,
  latest: [],
  by_currency: [],
  by_day: [],
  by_game: [],
  by_operator: [],
};

const event = (over: Partial<LiveEvent>): LiveEvent => ({
  id: 11,
  kind: 'deposit',
  account_id: 5,
  account_name: 'ann',
  operator_id: 2,
  operator_name: 'op',
  amount: 5000,
  currency: 'cny',
  game: null,
  at: Date.parse('2026-11-23T10:00:00Z'),
  ...over,
});

describe('live events on the dashboard', () => {
  it('counts a deposit, a bet, a win and a refund in every grouping, GGR = bets - refunds - wins', () => {
    let data = applyEvent(empty, event({ id: 11 }));
    data = applyEvent(data, event({ id: 12, kind: 'bet', amount: -1000, game: 'original-dice' }));
    data = applyEvent(data, event({ id: 13, kind: 'win', amount: 300, game: 'original-dice' }));
    data = applyEvent(data, event({ id: 14, kind: 'rollback', amount: 100, game: 'original-dice' }));
    expect(data.by_currency).toEqual([
      { currency: 'cny', deposits: 5000, deposit_count: 1, bets: 1000, bet_count: 1, wins: 300, rollbacks: 100, ggr: 600 },
    ]);
    expect(data.by_day.map((row) => row.day)).toEqual(['2026-11-23']);
    expect(data.by_game.map((row) => [row.game, row.ggr])).toEqual([
      ['', 0],
      ['original-dice', 600],
    ]);
    expect(data.by_operator).toEqual([expect.objectContaining({ operator_id: 2, operator_name: 'op', deposits: 5000 })]);
    expect(data.last_event_id).toBe(10);
  });

  it('counts an event that comes after a higher one (PostgreSQL commits out of id order)', () => {
    let data = applyEvent(empty, event({ id: 13 }));
    data = applyEvent(data, event({ id: 12, amount: 700 }));
    expect(data.by_currency).toEqual([expect.objectContaining({ deposits: 5700, deposit_count: 2 })]);
  });

  it('ignores what the totals already counted (a replay after reconnecting)', () => {
    expect(applyEvent(empty, event({ id: 10 }))).toBe(empty);
  });

  it('keeps only events inside the filters', () => {
    const filters = { from: '2026-11-01', to: '2026-11-30', currency: 'cny', operator: '2' };
    expect(inView(event({}), filters)).toBe(true);
    expect(inView(event({ currency: 'usd' }), filters)).toBe(false);
    expect(inView(event({ operator_id: 3 }), filters)).toBe(false);
    expect(inView(event({ at: Date.parse('2026-12-01T00:00:00Z') }), filters)).toBe(false);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas but not negative numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });
});
