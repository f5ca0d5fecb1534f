import { cleanup, render } from '@testing-library/react';
import type uPlot from 'uplot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import deCH from '../i18n/locales/de-CH/admin.json';
import zhTW from '../i18n/locales/zh-TW/admin.json';
import { dashboard } from '../story-fixtures.ts';
import Chart from './Chart.tsx';

// uPlot draws on a canvas, which happy-dom has not: the test reads the options the chart gets.
const plots = vi.hoisted(() => [] as uPlot.Options[]);
vi.mock('uplot', async (original) => {
  const real = (await original<{ default: typeof uPlot }>()).default;
  class FakePlot {
    static fmtDate = real.fmtDate;
    constructor(options: uPlot.Options) {
      plots.push(options);
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

function options(locale: 'zh-tw' | 'de-ch', messages: Record<string, string>): uPlot.Options {
  plots.length = 0;
  render(
    <I18nProvider value={makeI18n(locale, messages)}>
      <Chart data={dashboard(7)} currency="cny" />
    </I18nProvider>,
  );
  const [plot] = plots;
  if (!plot) throw new Error('no chart drawn');
  return plot;
}

const DAY = Date.UTC(2025, 4, 20) / 1000;

describe('Chart', () => {
  afterEach(() => cleanup());

  it('labels the days in the legend in the locale, not uPlot’s English "Time" and am/pm', () => {
    const plot = options('zh-tw', zhTW);
    const days = plot.series[0];
    expect(days?.label).toBe('日期');
    const value = days?.value;
    if (typeof value !== 'function') throw new Error('no legend value formatter');
    expect(value({} as uPlot, DAY, 0, 0)).toBe('2025年5月20日');
    expect(value({} as uPlot, DAY, 0, null)).toBe('--');
    expect(plot.series.slice(1).map((series) => series.label)).toEqual(['存款', '投注', '派彩', 'GGR']);
  });

  it('tells the lines apart by dash as well as colour, in the chart and in its legend', () => {
    const plot = options('de-ch', deCH);
    const lines = plot.series.slice(1);
    const dashes = lines.map((series) => JSON.stringify(series.dash ?? []));
    expect(new Set(dashes).size).toBe(lines.length);
    const marker = plot.legend?.markers?.dash;
    if (typeof marker !== 'function') throw new Error('no legend marker style');
    const borders = lines.map((_series, index) => marker({} as uPlot, index + 1));
    expect(new Set(borders).size).toBe(lines.length);
    // Each marker's border matches its line: solid for the solid line only.
    lines.forEach((series, index) => expect(borders[index] === 'solid').toBe(series.dash === undefined));
  });

  it('gives uPlot the locale’s month names for its time axis', () => {
    const plot = options('de-ch', deCH);
    const march = new Date(2025, 2, 15);
    expect(plot.fmtDate?.('{MMMM} {YYYY}')(march)).toBe('März 2025');
  });
});
