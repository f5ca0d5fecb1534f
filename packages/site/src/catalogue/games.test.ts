import { describe, expect, it } from 'vitest';
import { formatNumber } from '../i18n/format.ts';
import { LOCALE_TAG, LOCALES } from '../i18n/locale.ts';
import { games } from './games.ts';

/*
 * The summaries are written by hand beside figures the pages format with formatNumber (the detail
 * page's maximum win, "10'000-facher Einsatz" in de-CH): a number in a summary groups its
 * thousands as that formatter does for its locale, so one page never writes a number two ways.
 */

/** Every run of digits with thousands separators (1,000 or 1'000 or 1’000) in a text. */
function groupedNumbers(text: string): string[] {
  return [...text.matchAll(/\d{1,3}(?:[,'’]\d{3})+/g)].map((match) => match[0]);
}

describe('game summaries', () => {
  for (const locale of LOCALES) {
    const tag = LOCALE_TAG[locale];
    it(`group thousands as the site's formatter does in ${tag}`, () => {
      const misgrouped = games.flatMap((game) =>
        groupedNumbers(game.summary[locale])
          .filter((written) => formatNumber(Number(written.replace(/\D/g, '')), tag) !== written)
          .map((written) => `${game.id}: ${written}`),
      );
      expect(misgrouped).toEqual([]);
    });
  }

  it('finds grouped numbers however they are grouped', () => {
    expect(groupedNumbers("up to 10,000x, bis 10'000x, 1’000 and 250")).toEqual(['10,000', "10'000", '1’000']);
  });
});
