import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PlayableGameId } from '@ky-wallet/games/contract';
import type { AnyGameEngine, GameRecipe } from '@ky-wallet/games/engine';
import { guardImport } from '../app/chunkReload.ts';

/*
 * What pages other than a game's own need of each game on the round API, loaded when needed:
 * its engine and published recipe (the fairness page replays a round with them) and its picture
 * of a round (the history's round detail and the fairness page draw the outcome with it). The
 * three originals have fields and pictures of their own on those pages.
 */

export type OriginalGameId = 'original-dice' | 'original-mines' | 'original-wheel';
/** The games every page handles alike, through the round API. */
export type RoundGameId = Exclude<PlayableGameId, OriginalGameId>;

export interface GameModule {
  engine: AnyGameEngine;
  recipe: GameRecipe;
}

export const GAME_MODULES: Record<RoundGameId, () => Promise<GameModule>> = {
  'scratch-encounter-n': guardImport(() => import('@ky-wallet/games/games/scratch-encounter-n')),
  'scratch-fortune-n': guardImport(() => import('@ky-wallet/games/games/scratch-fortune-n')),
  'scratch-houyi-n': guardImport(() => import('@ky-wallet/games/games/scratch-houyi-n')),
  'scratch-mahjong-n': guardImport(() => import('@ky-wallet/games/games/scratch-mahjong-n')),
  'scratch-year-of-dragon-n': guardImport(() => import('@ky-wallet/games/games/scratch-year-of-dragon-n')),
  'slot-fortune-fafafa': guardImport(() => import('@ky-wallet/games/games/slot-fortune-fafafa')),
  'slot-32d-cleopatra': guardImport(() => import('@ky-wallet/games/games/slot-32d-cleopatra')),
  'slot-gold-digger': guardImport(() => import('@ky-wallet/games/games/slot-gold-digger')),
  'slot-golden-tiger': guardImport(() => import('@ky-wallet/games/games/slot-golden-tiger')),
  'slot-lucky-panda': guardImport(() => import('@ky-wallet/games/games/slot-lucky-panda')),
  'slot-monkeyking': guardImport(() => import('@ky-wallet/games/games/slot-monkeyking')),
  'slot-three-kingdoms': guardImport(() => import('@ky-wallet/games/games/slot-three-kingdoms')),
};

/** A round's picture: its engine's view, once the round is over, drawn as the game draws it. */
export type RoundPictureComponent = ComponentType<{ view: never }>;

export const ROUND_PICTURES: Record<RoundGameId, LazyExoticComponent<RoundPictureComponent>> = {
  'scratch-encounter-n': lazy(guardImport(() => import('./scratch-encounter-n/picture.tsx'))),
  'scratch-fortune-n': lazy(guardImport(() => import('./scratch-fortune-n/picture.tsx'))),
  'scratch-houyi-n': lazy(guardImport(() => import('./scratch-houyi-n/picture.tsx'))),
  'scratch-mahjong-n': lazy(guardImport(() => import('./scratch-mahjong-n/picture.tsx'))),
  'scratch-year-of-dragon-n': lazy(guardImport(() => import('./scratch-year-of-dragon-n/picture.tsx'))),
  'slot-fortune-fafafa': lazy(guardImport(() => import('./slot-fortune-fafafa/picture.tsx'))),
  'slot-32d-cleopatra': lazy(guardImport(() => import('./slot-32d-cleopatra/picture.tsx'))),
  'slot-gold-digger': lazy(guardImport(() => import('./slot-gold-digger/picture.tsx'))),
  'slot-golden-tiger': lazy(guardImport(() => import('./slot-golden-tiger/picture.tsx'))),
  'slot-lucky-panda': lazy(guardImport(() => import('./slot-lucky-panda/picture.tsx'))),
  'slot-monkeyking': lazy(guardImport(() => import('./slot-monkeyking/picture.tsx'))),
  'slot-three-kingdoms': lazy(guardImport(() => import('./slot-three-kingdoms/picture.tsx'))),
};

export function isRoundGame(game: string): game is RoundGameId {
  return Object.hasOwn(GAME_MODULES, game);
}
