import { describe, expect, it } from 'vitest';
import { PLAYABLE_GAME_IDS } from '../contract.js';
import { GAMES } from './index.js';

describe('the registry', () => {
  it('plays exactly the games the contract lists as playable, each under its own id', () => {
    expect(Object.keys(GAMES).sort()).toEqual([...PLAYABLE_GAME_IDS].sort());
    for (const [id, entry] of Object.entries(GAMES)) expect(entry.engine.id).toBe(id);
  });
});
