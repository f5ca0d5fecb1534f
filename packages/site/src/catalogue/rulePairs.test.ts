import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../app/routes.tsx';
import { GAME_IDS } from '../content/gameIds.ts';
import { RULE_LANGS } from '../content/types.ts';
import { games } from './games.ts';
import { loadRules } from './rules.ts';

/*
 * SPEC.md section 2, "Games with rule pages", copied here on purpose: the catalogue and the rule
 * documents must match the specification, not each other.
 */
const SPEC_GAMES = `bingo-tombola, board-legends-football, original-dice, original-fortune, original-fruit-bombs,
original-gladiator, original-gopher, original-hammer, original-hide-and-seek, original-mines, original-mines2,
original-morra, original-nezha-wheel, original-secret-tetris, original-survivor, original-wheel, poke-fortune,
scratch-encounter-n, scratch-fortune-n, scratch-houyi-n, scratch-mahjong-n, scratch-tigerlion-n,
scratch-year-of-dragon-n, slot-32d-cleopatra (zh-tw only), slot-battle-royale, slot-candle-tomb,
slot-fortune-fafafa, slot-gold-digger, slot-golden-tiger, slot-lucky-panda, slot-monkeyking (en and zh-cn only),
slot-three-kingdoms`;

/** "(zh-tw only)" and "(en and zh-cn only)" restrict a game; the others have en, zh-cn and zh-tw. */
function expectedPairs(): string[] {
  return SPEC_GAMES.split(',').flatMap((entry) => {
    const [, id = '', only] = /^\s*([a-z0-9-]+)\s*(?:\((.*) only\))?\s*$/.exec(entry) ?? [];
    const langs = only ? only.split(' and ').map((lang) => lang.trim()) : ['en', 'zh-cn', 'zh-tw'];
    return langs.map((lang) => `${id}/${lang}`);
  });
}

const EXPECTED = expectedPairs().sort();

describe('rule pages (game, language)', () => {
  it('SPEC.md lists 32 games and 93 pairs', () => {
    expect(new Set(EXPECTED.map((pair) => pair.split('/')[0])).size).toBe(32);
    expect(EXPECTED).toHaveLength(30 * 3 + 1 + 2);
    expect(EXPECTED).toContain('slot-32d-cleopatra/zh-tw');
    expect(EXPECTED).not.toContain('slot-32d-cleopatra/en');
    expect(EXPECTED).toContain('slot-monkeyking/zh-cn');
    expect(EXPECTED).not.toContain('slot-monkeyking/zh-tw');
  });

  it('the catalogue has exactly the games of SPEC.md', () => {
    expect([...GAME_IDS].sort()).toEqual([...new Set(EXPECTED.map((pair) => pair.split('/')[0]))].sort());
    expect(games.map((game) => game.id).sort()).toEqual([...GAME_IDS].sort());
  });

  it("the catalogue's ruleLangs give exactly SPEC.md's pairs, no missing one and no extra one", () => {
    const actual = games.flatMap((game) => game.ruleLangs.map((lang) => `${game.id}/${lang}`)).sort();
    expect(actual.filter((pair) => !EXPECTED.includes(pair))).toEqual([]);
    expect(EXPECTED.filter((pair) => !actual.includes(pair))).toEqual([]);
  });

  it('each game has a rule document for exactly those languages, each with a title, intro and sections', async () => {
    const documented: string[] = [];
    for (const game of games) {
      const rules = await loadRules(game.id);
      for (const lang of RULE_LANGS) {
        const doc = rules[lang];
        if (!doc) continue;
        documented.push(`${game.id}/${lang}`);
        expect(doc.title, `${game.id}/${lang}`).not.toBe('');
        expect(doc.intro, `${game.id}/${lang}`).not.toBe('');
        expect(doc.sections.length, `${game.id}/${lang}`).toBeGreaterThan(0);
      }
    }
    expect(documented.sort()).toEqual(EXPECTED);
  });

  it('every pair resolves to the rule page route in every locale', () => {
    const routes = createRoutes();
    for (const pair of EXPECTED) {
      for (const prefix of ['', '/zh-tw', '/zh-cn', '/de-ch']) {
        expect(matchRoutes(routes, `${prefix}/gamerule/${pair}`)?.at(-1)?.route.id, pair).toMatch(/:gamerule$/);
      }
    }
  });
});
