import type { AnyGameEngine } from '../engine/engine.js';
import type { Strategy } from '../sim/simulate.js';
import { engine as dice } from './original-dice/engine.js';
import { figures as diceFigures } from './original-dice/figures.js';
import { engine as mines, type MinesState } from './original-mines/engine.js';
import { figures as minesFigures } from './original-mines/figures.js';
import { engine as wheel } from './original-wheel/engine.js';
import { figures as wheelFigures } from './original-wheel/figures.js';
import { engine as scratchFortune, figures as scratchFortuneFigures } from './scratch-fortune-n/index.js';
import { engine as scratchHouyi, figures as scratchHouyiFigures } from './scratch-houyi-n/index.js';
import { engine as scratchEncounter, figures as scratchEncounterFigures } from './scratch-encounter-n/index.js';
import { engine as scratchDragon, figures as scratchDragonFigures } from './scratch-year-of-dragon-n/index.js';
import { engine as scratchMahjong, figures as scratchMahjongFigures } from './scratch-mahjong-n/index.js';
import { engine as fafafa, figures as fafafaFigures } from './slot-fortune-fafafa/index.js';
import { engine as slotCleopatra, figures as slotCleopatraFigures } from './slot-32d-cleopatra/index.js';
import { engine as slotDigger, figures as slotDiggerFigures } from './slot-gold-digger/index.js';
import { engine as slotTiger, figures as slotTigerFigures } from './slot-golden-tiger/index.js';
import { engine as slotPanda, figures as slotPandaFigures } from './slot-lucky-panda/index.js';
import { engine as slotMonkey, figures as slotMonkeyFigures } from './slot-monkeyking/index.js';
import { engine as slotKingdoms, figures as slotKingdomsFigures } from './slot-three-kingdoms/index.js';

/*
 * Every game the game server plays: a folder each (its math as data, its engine, its exact
 * figures, its tests), registered here. contract.ts's PLAYABLE_GAME_IDS lists the same ids for
 * the browser (a test keeps them equal); the site's game page has a client for each.
 */

/** A game's exact figures, from its math (a full cycle of its reels, its tables, its features' expected values). */
export interface ExactFigures {
  /** Percent. */
  rtp: number;
  /** Percent of rounds that pay anything. */
  hitRate: number;
  /** The largest possible win, in ten-thousandths of the bet. */
  maxWin: number;
  /** The standard deviation of one round's win, in bets (where the math gives it). */
  sigma?: number;
  /** How the figures were computed, for the reports (e.g. "full cycle of 27,000 stops; free games by expected value"). */
  method: string;
}

export interface GameEntry {
  engine: AnyGameEngine;
  /** How `npm run simulate` plays a round: the catalogue's figures are for these settings. */
  strategy: Strategy;
  /** The exact figures; undefined where only a simulation can tell. */
  exact?: () => ExactFigures;
}

/** Mines as its detail page's figures assume: 3 mines, cash out after 3 gems (tiles uncovered in order). */
const MINES_STRATEGY: Strategy = {
  params: { mines: 3 },
  next: (state) => {
    const { revealed } = state as MinesState;
    if (revealed.length >= 3) return { action: 'cashout', input: {} };
    return { action: 'reveal', input: { tile: [...Array(25).keys()].find((tile) => !revealed.includes(tile)) } };
  },
};

export const GAMES: Readonly<Record<string, GameEntry>> = {
  'original-dice': { engine: dice, strategy: { params: { direction: 'under', target: 4950 } }, exact: diceFigures },
  'original-mines': { engine: mines, strategy: MINES_STRATEGY, exact: minesFigures },
  'original-wheel': { engine: wheel, strategy: { params: { risk: 'medium' } }, exact: wheelFigures },
  'scratch-encounter-n': { engine: scratchEncounter, strategy: { params: {} }, exact: scratchEncounterFigures },
  'scratch-fortune-n': { engine: scratchFortune, strategy: { params: {} }, exact: scratchFortuneFigures },
  'scratch-houyi-n': { engine: scratchHouyi, strategy: { params: {} }, exact: scratchHouyiFigures },
  'scratch-mahjong-n': { engine: scratchMahjong, strategy: { params: {} }, exact: scratchMahjongFigures },
  'scratch-year-of-dragon-n': { engine: scratchDragon, strategy: { params: {} }, exact: scratchDragonFigures },
  'slot-fortune-fafafa': { engine: fafafa, strategy: { params: {} }, exact: fafafaFigures },
  'slot-32d-cleopatra': { engine: slotCleopatra, strategy: { params: {} }, exact: slotCleopatraFigures },
  'slot-gold-digger': { engine: slotDigger, strategy: { params: {} }, exact: slotDiggerFigures },
  'slot-golden-tiger': { engine: slotTiger, strategy: { params: {} }, exact: slotTigerFigures },
  'slot-lucky-panda': { engine: slotPanda, strategy: { params: {} }, exact: slotPandaFigures },
  'slot-monkeyking': { engine: slotMonkey, strategy: { params: {} }, exact: slotMonkeyFigures },
  'slot-three-kingdoms': { engine: slotKingdoms, strategy: { params: {} }, exact: slotKingdomsFigures },
};
