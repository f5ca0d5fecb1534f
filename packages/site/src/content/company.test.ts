import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { company } from './company.ts';
import { GAME_IDS } from './gameIds.ts';

describe('the company page', () => {
  it('states the catalogue’s size as it is, in every language: a new game changes the figure and this test', () => {
    const count = String(GAME_IDS.length);
    const fact = company.facts.find((entry) => entry.label.en === 'Games in the catalogue');
    for (const locale of LOCALES) {
      expect(fact?.value[locale], locale).toMatch(new RegExp(`^${count}\\b`));
      const prose = company.sections.flatMap((section) => section.paragraphs[locale]).join(' ');
      const stated = [...prose.matchAll(/(\d+) (?:games|款|Spiele)/g)].map((match) => match[1]);
      expect(stated, locale).toEqual([count]);
    }
  });
});
