import { describe, expect, it } from 'vitest';
import { games } from './games.ts';

/*
 * The summaries are written by hand beside figures the pages format with Intl (the detail page's
 * maximum win, "10'000-facher Einsatz" in de-CH): a number in a summary groups its thousands as
 * Intl does for that language, so one page never writes the same number two ways.
 */
const LOCALE_OF = { en: 'en', 'zh-tw': 'zh-TW', 'zh-cn': 'zh-CN', 'de-ch': 'de-CH' } as const;

/** Every run of digits with thousands separators (1,000 or 1'000 or 1’000) in a text. */
function groupedNumbers(text: string): string[] {
  return [...text.matchAll(/\d{1,3}(?:[,'’]\d{3})+/g)].map((match) => match[0]);
}

describe('game summaries', () => {
  for (const [lang, locale] of Object.entries(LOCALE_OF)) {
    it(`group thousands as Intl does in ${locale}`, () => {
      const format = new Intl.NumberFormat(locale);
      const misgrouped = games.flatMap((game) =>
        groupedNumbers(game.summary[lang as keyof typeof LOCALE_OF])
          .filter((written) => format.format(Number(written.replace(/\D/g, ''))) !== written)
          .map((written) => `${game.id}: ${written}`),
      );
      expect(misgrouped).toEqual([]);
    });
  }

  it('finds grouped numbers however they are grouped', () => {
    expect(groupedNumbers("up to 10,000x, bis 10'000x, 1’000 and 250")).toEqual(['10,000', "10'000", '1’000']);
  });
});
