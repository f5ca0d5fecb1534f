import { describe, expect, it } from 'vitest';
import { games } from './games.ts';
import { countBy, filterGames, filtersToParams, parseFilters } from './filter.ts';

describe('catalogue filters', () => {
  it('reads type and category from the query, ignoring unknown values', () => {
    expect(parseFilters(new URLSearchParams('type=slot&category=slots'))).toEqual({ type: 'slot', category: 'slots' });
    expect(parseFilters(new URLSearchParams('type=poker&category='))).toEqual({ type: null, category: null });
    expect(parseFilters(new URLSearchParams(''))).toEqual({ type: null, category: null });
  });

  it('writes them back in a stable order, keeping other parameters', () => {
    expect(filtersToParams({ type: 'slot', category: 'slots' }).toString()).toBe('type=slot&category=slots');
    expect(filtersToParams({ type: null, category: 'scratch' }, new URLSearchParams('type=dice&x=1')).toString()).toBe(
      'x=1&category=scratch',
    );
    expect(filtersToParams({ type: null, category: null }).toString()).toBe('');
  });

  it('shows every game with no filter', () => {
    expect(filterGames(games, { type: null, category: null })).toHaveLength(32);
  });

  it('filters by game type, by category, and by both', () => {
    const slots = filterGames(games, { type: 'slot', category: null });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((game) => game.gameType === 'slot')).toBe(true);

    const scratch = filterGames(games, { type: null, category: 'scratch' });
    expect(scratch.every((game) => game.category === 'scratch')).toBe(true);
    expect(scratch.map((game) => game.id)).toContain('scratch-mahjong-n');

    const both = filterGames(games, { type: 'mines', category: 'originals' });
    expect(both.map((game) => game.id).sort()).toEqual(['original-mines', 'original-mines2']);
  });

  it('finds nothing for a combination no game has', () => {
    expect(filterGames(games, { type: 'slot', category: 'scratch' })).toEqual([]);
  });

  it('counts each option given the other filter', () => {
    const counts = countBy(games, { type: null, category: 'originals' });
    expect(counts.types.get('slot')).toBeUndefined();
    expect(counts.types.get('mines')).toBe(2);
    expect([...counts.categories.values()].reduce((a, b) => a + b, 0)).toBe(32);
  });
});
