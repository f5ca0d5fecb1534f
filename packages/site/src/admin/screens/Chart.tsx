import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardData } from '@ky-wallet/protocol';
import { useI18n } from '../i18n/i18n.tsx';

/** The narrowest the chart draws: a 320 px phone leaves it about 250 px (narrower is unreadable). */
const MIN_WIDTH = 200;

/**
 * Each line has its own colour and its own dash, and its legend marker the matching border, so
 * that the lines are told apart without seeing colour (WCAG 1.4.1).
 */
const LINES = {
  deposits: { stroke: '#8b9cff', dash: undefined, marker: 'solid' },
  bets: { stroke: '#fcd77f', dash: [10, 5], marker: 'dashed' },
  wins: { stroke: '#7ee2b8', dash: [2, 4], marker: 'dotted' },
  ggr: { stroke: '#ffb4b4', dash: [14, 4, 2, 4], marker: 'double' },
} as const;
type Line = keyof typeof LINES;
const LINE_ORDER: Line[] = ['deposits', 'bets', 'wins', 'ggr'];
/** The legend markers' border styles by uPlot series index (0 is the day). */
const MARKERS: string[] = ['solid', ...LINE_ORDER.map((key) => LINES[key].marker)];

/** uPlot's month and weekday names (its time axis writes `{MMM}` over long ranges) in the locale, not its English. */
function dateNames(tag: string): uPlot.DateNames {
  const names = (options: Intl.DateTimeFormatOptions, dates: number[]) => {
    const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    return dates.map((date) => format.format(date));
  };
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2025, month, 1));
  // 5 January 2025 was a Sunday, uPlot's first weekday.
  const weekdays = Array.from({ length: 7 }, (_, day) => Date.UTC(2025, 0, 5 + day));
  return {
    MMMM: names({ month: 'long' }, months),
    MMM: names({ month: 'short' }, months),
    WWWW: names({ weekday: 'long' }, weekdays),
    WWW: names({ weekday: 'short' }, weekdays),
  };
}

/**
 * Deposits, bets, wins and GGR per day in one currency, drawn with uPlot (a lazy chunk of the back
 * office only). The same numbers are in the "By day" table for screen readers and CSV.
 */
export default function Chart({ data, currency }: { data: DashboardData; currency: string }) {
  const { t, tag, major } = useI18n();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // Every day of the range, so quiet days are zeros rather than gaps in the time axis.
    const byDay = new Map(data.by_day.filter((row) => row.currency === currency).map((row) => [row.day, row]));
    const days: string[] = [];
    for (let at = Date.parse(`${data.from}T00:00:00Z`); at <= Date.parse(`${data.to}T00:00:00Z`); at += 86_400_000) {
      days.push(new Date(at).toISOString().slice(0, 10));
    }
    const x = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const series = (key: Line) =>
      days.map((day) => {
        const row = byDay.get(day);
        return row ? Number(major(row[key], currency)) : 0;
      });
    const names = dateNames(tag);
    const dayFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const plot = new uPlot(
      {
        width: Math.max(MIN_WIDTH, element.clientWidth),
        height: 280,
        legend: {
          show: true,
          // 3 px: a double border needs three to show as one.
          markers: { width: 3, dash: (_u, index) => MARKERS[index] ?? 'solid' },
        },
        scales: { x: { time: true } },
        fmtDate: (template) => uPlot.fmtDate(template, names),
        axes: [
          { stroke: '#c0c7e6', grid: { stroke: '#2f3a6b' } },
          { stroke: '#c0c7e6', grid: { stroke: '#2f3a6b' }, values: (_u, ticks) => ticks.map((tick) => tick.toLocaleString(tag)) },
        ],
        series: [
          // The x values are UTC days: the legend names and shows the day, not uPlot's "Time" and a
          // local hour ("--", as uPlot, while no day is pointed at).
          { label: t('col.day'), value: (_u, at, _series, index) => (index === null ? '--' : dayFormat.format(at * 1000)) },
          ...LINE_ORDER.map((key) => ({ label: t(`col.${key}`), stroke: LINES[key].stroke, dash: LINES[key].dash?.slice(), width: 2 })),
        ],
      },
      [x, ...LINE_ORDER.map(series)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(MIN_WIDTH, element.clientWidth), height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, currency, t, tag, major]);
  return (
    <figure className="bo-chart">
      <figcaption>{t('dashboard.chart', { currency: currency.toUpperCase() })}</figcaption>
      <div ref={host} role="img" aria-label={t('dashboard.chart', { currency: currency.toUpperCase() })} />
    </figure>
  );
}
