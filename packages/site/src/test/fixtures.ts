import type { DepositRow, RoundData, RoundRow } from '@ky-wallet/protocol';

/** History rows and a round as the wallet answers them, for component tests and stories. */

export const depositRow: DepositRow = {
  kind: 'deposit',
  transaction_id: '41',
  amount: 100,
  balance: 100,
  balance_current: 107.5,
  currency: 'cny',
  state: 'completed',
  time: '2026-11-23T08:00:00Z',
};

export function roundRow(patch: Partial<RoundRow> = {}): RoundRow {
  return {
    kind: 'round',
    transaction_id: '0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11',
    parentround: '',
    round: 'dice-7f3a9c21',
    game: 'original-dice',
    bet: 10,
    wager: 10,
    win: 19.8,
    payout: 1.98,
    total_bet: 10,
    total_win: 19.8,
    balance: 109.8,
    balance_current: 107.5,
    currency: 'cny',
    state: 'closed',
    time: '2026-11-23T09:15:30Z',
    ...patch,
  };
}

export const roundData: RoundData = {
  round: roundRow(),
  transactions: [
    {
      transaction_id: '0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11',
      kind: 'bet',
      amount: -10,
      balance: 90,
      time: '2026-11-23T09:15:29Z',
      meta: {
        params: { direction: 'under', target: 49.5 },
        proof: { server_seed_hash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', client_seed: 'my-lucky-seed', nonce: 41 },
      },
    },
    {
      transaction_id: 'c5e1b1a0-2d7e-4c55-8d61-3b8b2a3b9f02',
      kind: 'win',
      amount: 19.8,
      balance: 109.8,
      time: '2026-11-23T09:15:30Z',
      meta: { outcome: { result: 23.17, won: true } },
    },
  ],
};
