import * as v from 'valibot';
import { shuffled, type Draw } from '../../engine/draw.js';
import { MoveRefused, type GameEngine, type RoundRecord, type Step } from '../../engine/engine.js';
import {
  capped,
  drawStops,
  lineWins,
  slotMultiplier,
  slotPayout,
  totalOf,
  windowOf,
  type Grid,
  type SlotRoundView,
} from '../../families/slot/index.js';
import {
  BETS,
  BLAST_MIN,
  CART,
  CREDITS_PER_BET,
  LINES,
  MATH,
  MAX_WIN,
  NUGGET_VALUES,
  PAYS,
  ROCKS,
  START_MULTIPLIER,
  START_PICKS,
  WILD,
  WILDS,
  type GoldDiggerMath,
  type Rock,
} from './math.js';

/*
 * A round: the paid spin (stops, then the Dynamite Blast's read, then its positions when it
 * comes), its line wins, and, when a Mine Cart shows on each of reels 1, 3 and 5, the Mine Cart
 * Bonus: the 15 rocks' contents are drawn at once and the round waits for the player's picks.
 * Rocks hold their contents: which rock is picked decides what the player finds, but every
 * rock not yet broken is equally likely to hold any of the contents not yet found, so no way of
 * picking changes what the bonus is worth. The round pays the spin's line wins and the nuggets
 * found times the multiplier, capped at 2,500x the total bet: reaching the cap ends the bonus.
 */

/** A [reel, row] position. */
export type Position = [number, number];

/** The paid spin, as the state keeps it: what the floats drew. */
export interface GoldDiggerSpin {
  stops: number[];
  /** The positions the Dynamite Blast turned into TNT (reel by reel, top to bottom); null without a blast. */
  blast: Position[] | null;
}

/** The Mine Cart Bonus: every rock's content, drawn when it started (secret while the round is open), and the rocks broken, in order. */
export interface MineCartBonus {
  rocks: Rock[];
  broken: number[];
}

export interface GoldDiggerState extends GoldDiggerSpin {
  /** The spin's line wins in credits (counted once, when the spin is drawn). */
  lines: number;
  bonus: MineCartBonus | null;
}

/** Marks of the paid spin: the positions the Dynamite Blast turned wild (its grid shows them as TNT). */
export interface GoldDiggerMarks {
  blast: Position[];
}

/** The Mine Cart Bonus as the player sees it. */
export interface MineCartView {
  /** The 15 rocks' contents: null for a rock not broken while the round is open; all shown once it is over. */
  rocks: (Rock | null)[];
  /** Rocks broken, in the order picked. */
  broken: number[];
  /** Picks left. */
  picks: number;
  /** The bonus multiplier (x1 to x5). */
  multiplier: number;
  /** Nuggets found so far, in x the total bet. */
  nuggets: number;
  /** The bonus's win in credits: nuggets x multiplier x credits per bet. */
  win: number;
}

export type GoldDiggerView = SlotRoundView<MineCartView>;

export const PickSchema = v.strictObject({ rock: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(ROCKS - 1)) });

/** The window after the blast. */
export function gridOf(spin: GoldDiggerSpin, math: GoldDiggerMath = MATH): Grid {
  const grid = windowOf(math.reels, spin.stops);
  for (const [reel, row] of spin.blast ?? []) (grid[reel] as string[])[row] = WILD;
  return grid;
}

/**
 * The Dynamite Blast on a window: below(blastOneIn) = 0 throws it; then BLAST_MIN +
 * weighted(blastCountWeights) positions, the first of a partial shuffle of the positions that
 * show neither a Mine Cart nor a TNT (reel by reel, top to bottom).
 */
export function drawBlast(draw: Draw, grid: Grid, math: GoldDiggerMath = MATH): Position[] | null {
  if (draw.below(math.blastOneIn) !== 0) return null;
  const count = BLAST_MIN + draw.weighted(math.blastCountWeights);
  const open: Position[] = [];
  grid.forEach((column, reel) => column.forEach((shown, row) => shown !== CART && shown !== WILD && open.push([reel, row])));
  const blast = shuffled(draw, open, Math.min(count, open.length));
  return blast.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The paid spin: the stops, then the blast. */
export function drawSpin(draw: Draw, math: GoldDiggerMath = MATH): GoldDiggerSpin {
  const stops = drawStops(draw, math.reels);
  return { stops, blast: drawBlast(draw, windowOf(math.reels, stops), math) };
}

/** A Mine Cart on each of reels 1, 3 and 5. */
export function triggers(grid: Grid): boolean {
  return [0, 2, 4].every((reel) => grid[reel]?.includes(CART));
}

/**
 * The rock face: weighted(lanternWeights) lanterns, weighted(lodeWeights) Mother Lodes, and for
 * each other rock a nugget of NUGGET_VALUES[weighted(nuggetWeights)]; listed in that order, then
 * shuffled onto rocks 0 to 14 (shuffled, all 15 steps): rock i holds entry i.
 */
export function drawRocks(draw: Draw, math: GoldDiggerMath = MATH): Rock[] {
  const lanterns = draw.weighted(math.lanternWeights);
  const lodes = draw.weighted(math.lodeWeights);
  const pool: Rock[] = [...Array<Rock>(lanterns).fill('LANTERN'), ...Array<Rock>(lodes).fill('LODE')];
  while (pool.length < ROCKS) pool.push(NUGGET_VALUES[draw.weighted(math.nuggetWeights)] as number);
  return shuffled(draw, pool);
}

/** What the broken rocks add up to. */
export function bonusOf(bonus: MineCartBonus): { picks: number; multiplier: number; nuggets: number } {
  let picks = START_PICKS;
  let multiplier = START_MULTIPLIER;
  let nuggets = 0;
  for (const rock of bonus.broken) {
    const found = bonus.rocks[rock] as Rock;
    picks += found === 'LANTERN' ? 1 : -1;
    if (found === 'LODE') multiplier++;
    else if (typeof found === 'number') nuggets += found;
  }
  return { picks, multiplier, nuggets };
}

/** The round's win in credits so far (all of it once over), and whether the cap stopped it. */
export function winOf(state: GoldDiggerState): { win: number; capped: boolean } {
  let total = state.lines;
  if (state.bonus) {
    const { multiplier, nuggets } = bonusOf(state.bonus);
    total += nuggets * multiplier * CREDITS_PER_BET;
  }
  return capped(total, MAX_WIN * 10_000, CREDITS_PER_BET);
}

/** The bonus is over when no picks remain (or no rocks, or the cap is reached). */
function bonusOver(state: GoldDiggerState): boolean {
  const bonus = state.bonus as MineCartBonus;
  return bonusOf(bonus).picks <= 0 || bonus.broken.length === ROCKS || winOf(state).capped;
}

function pick(state: GoldDiggerState, rock: number, auto: boolean): { state: GoldDiggerState; record: RoundRecord } {
  const bonus = state.bonus as MineCartBonus;
  const next = { ...state, bonus: { ...bonus, broken: [...bonus.broken, rock] } };
  return { state: next, record: { type: 'pick', rock, found: bonus.rocks[rock] as Rock, ...(auto ? { auto } : {}) } };
}

/** Gold Digger: a 20-line slot whose round stays open through the Mine Cart Bonus's picks. */
export const engine: GameEngine<Record<string, never>, GoldDiggerState, GoldDiggerView> = {
  id: 'slot-gold-digger',
  family: 'slot',
  params: v.strictObject({}) as unknown as v.GenericSchema<unknown, Record<string, never>>,
  actions: { pick: PickSchema },
  bets: BETS,
  maxWin: MAX_WIN * 10_000,
  start(draw) {
    const spin = drawSpin(draw);
    const grid = gridOf(spin);
    const lines = totalOf(lineWins(grid, LINES, PAYS, WILDS));
    if (!triggers(grid)) return { state: { ...spin, lines, bonus: null }, status: 'over' };
    return { state: { ...spin, lines, bonus: { rocks: drawRocks(draw), broken: [] } }, status: 'open', record: [{ type: 'bonus', rocks: ROCKS, picks: START_PICKS }] };
  },
  act(_draw, state, action, input): Step<GoldDiggerState> {
    if (action !== 'pick') throw new MoveRefused('invalid_request', `${action}: Gold Digger takes pick`);
    const { rock } = v.parse(PickSchema, input);
    if (!state.bonus || bonusOver(state)) throw new MoveRefused('round_state', 'no picks remain');
    if (state.bonus.broken.includes(rock)) throw new MoveRefused('invalid_request', 'that rock is broken already');
    const { state: next, record } = pick(state, rock, false);
    return { state: next, status: bonusOver(next) ? 'over' : 'open', record: [record] };
  },
  // The rule page: after 24 hours the remaining picks are made for the player, lowest rock first.
  expire(_draw, state) {
    const record: RoundRecord[] = [{ type: 'expire' }];
    let next = state;
    while (next.bonus && !bonusOver(next)) {
      const broken = next.bonus.broken;
      const rock = [...Array(ROCKS).keys()].find((index) => !broken.includes(index)) as number;
      const picked = pick(next, rock, true);
      next = picked.state;
      record.push(picked.record);
    }
    return { state: next, status: 'over', record };
  },
  multiplier: (state) => slotMultiplier(winOf(state).win, CREDITS_PER_BET),
  payout: (amount, state) => slotPayout(amount, winOf(state).win, CREDITS_PER_BET),
  view(state, over) {
    const grid = gridOf(state);
    const total = winOf(state);
    const view: GoldDiggerView = {
      spins: [{ kind: 'base', stops: state.stops, grid, wins: lineWins(grid, LINES, PAYS, WILDS), multiplier: 1, win: state.lines, ...(state.blast ? { marks: { blast: state.blast } satisfies GoldDiggerMarks } : {}) }],
      credits: CREDITS_PER_BET,
      win: total.win,
      capped: total.capped,
    };
    if (state.bonus) {
      const { rocks, broken } = state.bonus;
      const { picks, multiplier, nuggets } = bonusOf(state.bonus);
      view.feature = {
        rocks: rocks.map((rock, index) => (over || broken.includes(index) ? rock : null)),
        broken,
        picks: Math.max(0, picks),
        multiplier,
        nuggets,
        win: nuggets * multiplier * CREDITS_PER_BET,
      };
    }
    return view;
  },
};
