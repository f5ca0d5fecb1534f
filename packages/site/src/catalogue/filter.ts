import type { GameCategory, GameType } from '../content/types.ts';

/** The fields the filters read: a whole Game or a card's data. */
type Filterable = { gameType: GameType; category: GameCategory };

/** Filter values, in the order the filter bar shows them. */
export const GAME_TYPES: readonly GameType[] = [
  'slot',
  'scratch',
  'mines',
  'dice',
  'wheel',
  'crash',
  'card',
  'lottery',
  'bingo',
  'board',
  'casual',
];
export const CATEGORIES: readonly GameCategory[] = ['originals', 'slots', 'scratch', 'bingo', 'poker', 'sports'];

export interface GameFilters {
  type: GameType | null;
  category: GameCategory | null;
}

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads `?type=slot&category=slots`; unknown values are ignored (the filter is off). */
export function parseFilters(params: URLSearchParams): GameFilters {
  return {
    type: pick(params.get('type'), GAME_TYPES),
    category: pick(params.get('category'), CATEGORIES),
  };
}

/** The query for `filters`, other parameters kept: `type` then `category`, empty ones left out. */
export function filtersToParams(filters: GameFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete('type');
  params.delete('category');
  if (filters.type) params.set('type', filters.type);
  if (filters.category) params.set('category', filters.category);
  return params;
}

export function filterGames<T extends Filterable>(list: readonly T[], filters: GameFilters): T[] {
  return list.filter(
    (game) =>
      (filters.type === null || game.gameType === filters.type) &&
      (filters.category === null || game.category === filters.category),
  );
}

/** How many games each filter value would show, given the other filter: for the option labels. */
export function countBy(list: readonly Filterable[], filters: GameFilters) {
  const types = new Map<GameType, number>();
  const categories = new Map<GameCategory, number>();
  for (const game of list) {
    if (filters.category === null || game.category === filters.category) {
      types.set(game.gameType, (types.get(game.gameType) ?? 0) + 1);
    }
    if (filters.type === null || game.gameType === filters.type) {
      categories.set(game.category, (categories.get(game.category) ?? 0) + 1);
    }
  }
  return { types, categories };
}
