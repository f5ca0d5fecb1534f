import type { RoundData, RoundTransaction } from '@ky-wallet/protocol';
import { roundRow } from '../../test/fixtures.ts';

/*
 * Rounds as our game server records them (packages/games, rgs/game-server.ts), for the tests and
 * stories of the round's details: every movement's meta carries the steps so far (`actions`, money
 * in minor units, times in epoch milliseconds) and the proof with the player's choices (`params`)
 * and, once settled, the `outcome`, in the game's units (dice in hundredths, multipliers in
 * ten-thousandths, as its `multiplier_scale` says; a wheel round sent before it has hundredths).
 */

/** When the rounds were played: 2026-11-26T06:03:01.398Z. */
export const PLAYED_AT = 1_795_672_981_398;
const TIME = new Date(PLAYED_AT).toISOString();

const SEEDS = { server_seed_hash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', client_seed: 'my-lucky-seed', nonce: 41 };
/** What every meta of our game server says of its multipliers (ten-thousandths). */
const UNITS = { multiplier_scale: 10_000 };

function movement(id: string, kind: RoundTransaction['kind'], amount: number, balance: number, meta: Record<string, unknown>): RoundTransaction {
  return { transaction_id: id, kind, amount, balance, time: TIME, meta };
}

const diceBet = { type: 'bet', amount: 100, at: PLAYED_AT };
const diceParams = { direction: 'over', target: 2500 };

/** Dice: 1.00 on Roll Over 25.00, rolled 30.70, won 1.32 (1.3201×). */
export const diceRound: RoundData = {
  round: roundRow({ bet: 1, total_bet: 1, wager: 1, win: 1.32, total_win: 1.32, payout: 1.32, balance: 100.32, balance_current: 100.32, time: TIME }),
  transactions: [
    movement('0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11', 'bet', -1, 99, { ...UNITS, actions: [diceBet], proof: { ...SEEDS, params: diceParams } }),
    movement('c5e1b1a0-2d7e-4c55-8d61-3b8b2a3b9f02', 'win', 1.32, 100.32, {
      ...UNITS,
      actions: [diceBet, { type: 'roll', result: 3070, won: true, at: PLAYED_AT }],
      proof: { ...SEEDS, params: diceParams, outcome: { result: 3070, won: true, multiplier: 13201 } },
    }),
  ],
};

/** Dice whose bet went unanswered: the game server rolled it back. */
export const refundedRound: RoundData = {
  round: roundRow({ state: 'rolled_back', bet: 1, total_bet: 1, wager: 0, win: 0, total_win: 0, payout: 0, balance: 100, balance_current: 100, time: TIME }),
  transactions: [
    diceRound.transactions[0] as RoundTransaction,
    movement('5d0c8f7e-8d2b-4a56-9c41-0e7f3b2a1c90', 'rollback', 1, 100, { ...UNITS, reason: 'bet_unanswered', actions: [diceBet] }),
  ],
};

const minesBet = { type: 'bet', amount: 100, at: PLAYED_AT };
const minesSteps = [
  minesBet,
  { type: 'reveal', tile: 7, mine: false, at: PLAYED_AT + 4_000 },
  { type: 'reveal', tile: 12, mine: false, at: PLAYED_AT + 9_000 },
  { type: 'cashout', gems: 2, multiplier: 12597, auto: false, at: PLAYED_AT + 12_000 },
];

/** Mines: 1.00 with 3 mines, two gems (tiles 8 and 13 as players count), cashed out at 1.26×. */
export const minesRound: RoundData = {
  round: roundRow({
    round: 'mines-41c2',
    game: 'original-mines',
    bet: 1,
    total_bet: 1,
    wager: 1,
    win: 1.25,
    total_win: 1.25,
    payout: 1.25,
    balance: 100.25,
    balance_current: 100.25,
    time: TIME,
  }),
  transactions: [
    movement('7a1f3e55-0c2d-4b8e-a6f1-5e9d2c4b3a10', 'bet', -1, 99, { ...UNITS, actions: [minesBet], proof: { ...SEEDS, params: { mines: 3 } } }),
    movement('8b2e4f66-1d3e-4c9f-b7a2-6f0e3d5c4b21', 'win', 1.25, 100.25, {
      ...UNITS,
      actions: minesSteps,
      proof: { ...SEEDS, params: { mines: 3 }, outcome: { mine_tiles: [3, 9, 20] } },
    }),
  ],
};

const wheelBet = { type: 'bet', amount: 200, at: PLAYED_AT };

/** Lucky Wheel: 2.00 on the medium risk wheel, stopped on segment 1 (1.5×): won 3.00. */
export const wheelRound: RoundData = {
  round: roundRow({
    round: 'wheel-91ab',
    game: 'original-wheel',
    bet: 2,
    total_bet: 2,
    wager: 2,
    win: 3,
    total_win: 3,
    payout: 1.5,
    balance: 101,
    balance_current: 101,
    time: TIME,
  }),
  transactions: [
    movement('9c3f5a77-2e4f-4da0-b8b3-7a1f4e6d5c32', 'bet', -2, 98, { ...UNITS, actions: [wheelBet], proof: { ...SEEDS, params: { risk: 'medium' } } }),
    movement('ad4a6b88-3f5a-4eb1-89c4-8b2a5f7e6d43', 'win', 3, 101, {
      ...UNITS,
      actions: [wheelBet, { type: 'spin', segment: 1, multiplier: 15_000, at: PLAYED_AT }],
      proof: { ...SEEDS, params: { risk: 'medium' }, outcome: { segment: 1, multiplier: 15_000 } },
    }),
  ],
};

/** The same spin as the wallet kept it when the wheel's multipliers were hundredths: no `multiplier_scale`. */
export const hundredthsWheelRound: RoundData = {
  round: { ...wheelRound.round, round: 'wheel-5e20' },
  transactions: [
    movement('1e7a2b3c-4d5e-4f60-8a71-b2c3d4e5f607', 'bet', -2, 98, { actions: [wheelBet], proof: { ...SEEDS, params: { risk: 'medium' } } }),
    movement('2f8b3c4d-5e6f-4071-9b82-c3d4e5f60718', 'win', 3, 101, {
      actions: [wheelBet, { type: 'spin', segment: 1, multiplier: 150, at: PLAYED_AT }],
      proof: { ...SEEDS, params: { risk: 'medium' }, outcome: { segment: 1, multiplier: 150 } },
    }),
  ],
};

/** A third party's round: keys and units of its own, shown as they came. */
export const thirdPartyRound: RoundData = {
  round: roundRow({ round: 'crash-77', game: 'acme-crash', time: TIME }),
  transactions: [
    movement('be5b7c99-4a6b-4fc2-9ad5-9c3b6a8f7e54', 'bet', -10, 90, {
      amount: 100,
      cash_out_at: 2.5,
      auto: true,
      // Keys that are names of Object.prototype's members, as JSON can send them.
      ...(JSON.parse('{"constructor": "x", "__proto__": {"toString": 1}}') as Record<string, unknown>),
      history: [1.2, 3.45, null],
      legs: [{ type: 'jump', height: 3 }, { type: 7 }, 'plain', { deep: { deeper: { deepest: { bottom: [1, 2] } } } }],
      empty: [],
    }),
  ],
};
