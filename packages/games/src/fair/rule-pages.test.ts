import { describe, expect, it } from 'vitest';
import { MULTIPLIER_SCALE, WHEEL_RISKS } from '../contract.js';
import { rulePages, tableOf, textOf } from '../../test/hmac-stream.js';
import { DICE_RESULTS, diceMultiplier, isDiceTarget } from '../games/original-dice/math.js';
import { minesCapped, minesExactMultiplier, minesGems, minesRoundComplete } from '../games/original-mines/math.js';
import { WHEEL_SEGMENT_COUNT, WHEEL_SEGMENTS } from '../games/original-wheel/math.js';

/*
 * The rule pages are the rules: their tables are read here and compared with the engine, in
 * every language they exist in, so a page and the game cannot drift apart.
 */

const LANGS = ['en', 'zh-cn', 'zh-tw'] as const;
/** '2,454.10x' or '2,454.10倍' -> 2454.1 */
const multiplierOf = (cell: string) => Number(cell.replace(/[x倍,]/g, ''));
/** '49.50%' or '49.50' -> 4950 (hundredths) */
const hundredths = (cell: string) => Math.round(Number(cell.replace('%', '')) * 100);

describe.each(LANGS)('rule pages (%s)', (lang) => {
  it('dice: every row of the payout table is what the engine pays', async () => {
    const rows = tableOf((await rulePages('original-dice'))[lang]).rows;
    expect(rows.length).toBeGreaterThan(10);
    for (const [chance, under, over, shown] of rows as [string, string, string, string][]) {
      const underParams = { direction: 'under', target: hundredths(under) } as const;
      const overParams = { direction: 'over', target: hundredths(over) } as const;
      expect(isDiceTarget(underParams) && isDiceTarget(overParams)).toBe(true);
      expect(hundredths(chance)).toBe(underParams.target);
      expect(DICE_RESULTS - 1 - overParams.target).toBe(underParams.target);
      expect(diceMultiplier(underParams) / 10_000, chance).toBe(multiplierOf(shown));
      expect(diceMultiplier(overParams) / 10_000, chance).toBe(multiplierOf(shown));
      expect(shown).toMatch(/^\d+\.\d{4}/);
    }
  });

  it('wheel: the segment counts per multiplier and the hit rates are the table’s', async () => {
    const rows = tableOf((await rulePages('original-wheel'))[lang]).rows;
    const hitRow = rows.at(-2) as string[];
    const multiplierRows = rows.slice(0, -2);
    WHEEL_RISKS.forEach((risk, column) => {
      const segments = WHEEL_SEGMENTS[risk];
      for (const row of multiplierRows) {
        const count = row[column + 1] === '-' ? 0 : Number(row[column + 1]);
        const multiplier = Math.round(multiplierOf(row[0] as string) * MULTIPLIER_SCALE);
        expect(segments.filter((m) => m === multiplier).length, `${risk} ${row[0]}`).toBe(count);
      }
      expect(multiplierRows.reduce((sum, row) => sum + (row[column + 1] === '-' ? 0 : Number(row[column + 1])), 0)).toBe(50);
      expect(segments.filter((m) => m > 0).length * 2).toBe(Number((hitRow[column + 1] as string).replace('%', '')));
    });
  });

  it("wheel: every segment's multiplier on each wheel is the engine's, segment by segment in the order it spins", async () => {
    const doc = (await rulePages('original-wheel'))[lang];
    const tables = doc.sections.flatMap((section) => (section.table ? [section.table] : []));
    const published = tables.find((table) => table.rows.length === WHEEL_SEGMENT_COUNT);
    if (!published) throw new Error('no table of the 50 segments');
    // Its columns are the risk levels, named as in the table of counts.
    expect(published.head.slice(1)).toEqual(tableOf(doc).head.slice(1));
    published.rows.forEach((row, segment) => expect(row[0], `row ${segment}`).toBe(String(segment)));
    const columns = WHEEL_RISKS.map((_, column) =>
      published.rows.map((row) => {
        const cell = row[column + 1] as string;
        expect(cell).toMatch(/^\d+(\.\d+)?(x|倍)$/);
        return Math.round(multiplierOf(cell) * MULTIPLIER_SCALE);
      }),
    );
    expect(Object.fromEntries(WHEEL_RISKS.map((risk, column) => [risk, columns[column]]))).toEqual(WHEEL_SEGMENTS);
  });

  it('mines: every cell of the multiplier table is what the engine shows, a dash where the round cannot go', async () => {
    const { head, rows } = tableOf((await rulePages('original-mines'))[lang]);
    const columns = head.slice(1).map((label) => Number.parseInt(label, 10));
    expect(columns).toEqual([1, 3, 5, 10, 20, 24]);
    for (const [gemsCell, ...cells] of rows as [string, ...string[]][]) {
      const gems = Number(gemsCell);
      cells.forEach((cell, index) => {
        const mines = columns[index] as number;
        const reachable = gems <= minesGems(mines) && !(gems > 1 && minesRoundComplete(mines, gems - 1));
        if (cell === '—') {
          expect(reachable, `${mines} mines, ${gems} gems`).toBe(false);
        } else {
          // Shown rounded (half up) to two decimals, from the exact fraction; the cap shows 10,000.00.
          const { numerator, denominator } = minesExactMultiplier(mines, gems);
          const cents = minesCapped(mines, gems) ? 1_000_000n : (numerator * 200n + denominator) / (2n * denominator);
          const shown = (Number(cents) / 100).toFixed(2);
          expect(multiplierOf(cell).toFixed(2), `${mines} mines, ${gems} gems`).toBe(shown);
        }
      });
    }
  });

  it("mines: the return of playing on to the cap is the range the page states, from the engine's odds", async () => {
    // Reaching the capped pick takes surviving it: C(25 − m, k) ÷ C(25, k), and it pays 10,000x.
    const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
    const returns: { mines: number; percent: number }[] = [];
    for (let mines = 1; mines <= 24; mines++) {
      for (let gems = 1; gems <= minesGems(mines); gems++) {
        if (!minesCapped(mines, gems)) continue;
        returns.push({ mines, percent: (choose(25 - mines, gems) / choose(25, gems)) * 10_000 * 100 });
        break;
      }
    }
    const lowest = returns.reduce((a, b) => (b.percent < a.percent ? b : a));
    const highest = Math.max(...returns.map((entry) => entry.percent));
    const highestMines = returns.filter((entry) => entry.percent.toFixed(2) === highest.toFixed(2)).map((entry) => entry.mines);
    expect([lowest.mines, lowest.percent.toFixed(2), highest.toFixed(2), highestMines]).toEqual([19, '5.65', '87.49', [10, 12]]);
    const text = textOf((await rulePages('original-mines'))[lang]);
    for (const figure of ['5.65%', '87.49%', '19', '10', '12']) expect(text).toContain(figure);
  });

  it.each(['original-dice', 'original-mines', 'original-wheel'])('%s states the fairness recipe the engine uses', async (id) => {
    const text = textOf((await rulePages(id))[lang]);
    expect(text).toContain('HMAC-SHA256');
    expect(text).toContain(':nonce:0');
    expect(text).toContain('4,294,967,296');
    expect(text).toContain('SHA-256');
  });
});
