import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HistoryRow } from '@ky-wallet/protocol';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/LoginPrompt/LoginPrompt.css';
import '../../components/Pager/Pager.css';
import '../../components/RoundDetail/RoundDetail.css';
import '../../components/TransactionsTable/TransactionsTable.css';
import '../../components/Transactions/Transactions.css';
import { RecordsPage } from './RecordsPage.tsx';
import { loadGameNames } from '../../components/Transactions/gameNames.ts';
import { PAGE_SIZE } from '../../components/Transactions/Transactions.tsx';
import { storyI18n } from '../../components/story-fixtures.ts';
import type { I18n } from '../../i18n/I18nContext.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts';
import { pageRoute, type PageParameters, until } from '../../story-kit.tsx';
import { depositRow, roundRow } from '../../test/fixtures.ts';
import { answerData, untilLoginPrompt, wallet, walletStory, withWalletBar, withWalletSession, type WalletServer } from '../../wallet/story-wallet.tsx';
import { PLAYER } from '../../../../widget/src/stories/stage.tsx';

/*
 * The records page as /records shows it: the play history (components/Transactions, whose own
 * stories show its loading, failures, filters and pages) with a summary above it, in a data router
 * at the story's URL in the toolbar's locale, the route's own loader giving the games' names
 * (story-kit's pageRoute). The list asks the header's real <ky-wallet> (shown above the page) for
 * its rows; the wallet talks to the widget stories' fake server, whose `history` answers come from
 * `parameters.walletServer`: nothing leaves the browser.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/records';

const route = pageRoute(PATH, loadGameNames);

/** The records page (/records): how many transactions, the balance after the latest and its time, above the list, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Records',
  component: RecordsPage,
  decorators: [withWalletSession, ...route.decorators, withWalletBar],
  loaders: route.loaders,
  beforeEach: walletStory,
  // Logged in: demo, CN¥1,234.50 (the widget stories' player).
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters, ...wallet({ session: {} }) },
} satisfies Meta<typeof RecordsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- the fake server's history ------------------------------------------------------------

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Twelve rows, newest first, as the wallet answers them (two pages): dice rounds won and lost, a
 * deposit every fifth row; the balances add up to the session's (the newest's is the balance now).
 */
const HISTORY: HistoryRow[] = (() => {
  const rows: HistoryRow[] = [];
  let after = PLAYER.balance;
  const newest = Date.parse('2026-11-23T09:15:30Z');
  for (let i = 0; i < 12; i++) {
    const time = new Date(newest - i * 53 * 60_000).toISOString().replace('.000Z', 'Z');
    const common = { balance: after, balance_current: PLAYER.balance, currency: PLAYER.currency, time };
    if (i % 5 === 4) {
      rows.push({ ...depositRow, ...common, transaction_id: String(60 - i), amount: 200 });
      after = round2(after - 200);
    } else {
      const won = i % 2 === 0;
      rows.push(
        roundRow({
          ...common,
          transaction_id: `0b7d3c62-5a1e-4f0e-9a57-${String(i).padStart(12, '0')}`,
          round: `dice-${(0x7f3a00 + i * 7919).toString(16)}`,
          win: won ? 19.8 : 0,
          total_win: won ? 19.8 : 0,
          payout: won ? 1.98 : 0,
        }),
      );
      after = round2(after - (won ? 19.8 : 0) + 10);
    }
  }
  return rows;
})();

/** The wallet server's `history`, paged as the real one does, over `rows`. */
const historyOf =
  (rows: readonly HistoryRow[]): WalletServer =>
  ({ type, rule }) => {
    if (type !== 'history') return undefined;
    const page = Number(rule.page ?? 1);
    const pageSize = Number(rule.pageSize ?? 20);
    return answerData({ rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize });
  };

// ---- plays ---------------------------------------------------------------------------------

/** Text as the text matchers read it: any run of white space as one space (de-CH amounts have no-break spaces). */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The summary's facts (a description list: a term has no accessible name), once the page's list has
 * loaded: each term and its value, in order.
 */
async function summaryOf(canvasElement: HTMLElement, { t }: I18n) {
  const canvas = within(canvasElement);
  const count = await until(() => canvas.getByText(t('records.count'), { selector: 'dt' }));
  const list = count.closest('dl') as HTMLDListElement;
  return [...list.querySelectorAll('dt')].map((term) => [term.textContent, asRead(term.nextElementSibling?.textContent ?? '')]);
}

/**
 * How many transactions the page lists: the rows of its table (a wide screen) or its cards (a
 * narrow one: the table is hidden), both named by the caption.
 */
function listed(canvasElement: HTMLElement, { t }: I18n): number {
  const canvas = within(canvasElement);
  const table = canvas.queryByRole('table', { name: t('table.caption') });
  if (table) return within(table).getAllByRole('row').length - 1;
  return within(canvas.getByRole('list', { name: t('table.caption') })).getAllByRole('listitem').length;
}

// ---- stories -------------------------------------------------------------------------------

/** Logged out: the page's heading and the log-in prompt, no summary; the header's wallet shows its "please log in first" alert on top. */
export const LoggedOut: Story = {
  parameters: wallet(),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = await untilLoginPrompt(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('records.title') })).toBeInTheDocument();
    await expect(canvas.queryByText(t('records.count'), { selector: 'dt' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('list', { name: t('table.caption') })).toBeNull();
  },
};

/** Logged in, the first page: the summary (12 transactions, the balance after the latest and its time) above the first ten rows. */
export const Summary: Story = {
  parameters: { walletServer: historyOf(HISTORY) },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t, tag } = i18n;
    const latest = HISTORY[0] as HistoryRow;
    await expect(await summaryOf(canvasElement, i18n)).toEqual([
      [t('records.count'), asRead(formatNumber(HISTORY.length, tag))],
      [t('records.latestBalance'), asRead(formatMoney(latest.balance, latest.currency, tag))],
      [t('records.lastTime'), asRead(formatDateTime(latest.time, tag))],
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('records.title') })).toBeVisible();
    await expect(listed(canvasElement, i18n)).toBe(PAGE_SIZE);
  },
};

/** A later page (`?page=2`): the summary has the count only (the latest transaction is on the first page), above the last two rows. */
export const LaterPage: Story = {
  parameters: { page: { url: `${PATH}?page=2` }, walletServer: historyOf(HISTORY) },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await expect(await summaryOf(canvasElement, i18n)).toEqual([[i18n.t('records.count'), asRead(formatNumber(HISTORY.length, i18n.tag))]]);
    await expect(listed(canvasElement, i18n)).toBe(HISTORY.length - PAGE_SIZE);
  },
};

/** A player with no deposit and no round yet: the summary says 0 transactions, and a line says the list is empty. */
export const Empty: Story = {
  parameters: { walletServer: historyOf([]) },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await expect(await summaryOf(canvasElement, i18n)).toEqual([[i18n.t('records.count'), asRead(formatNumber(0, i18n.tag))]]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('table.empty'));
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('list', { name: i18n.t('table.caption') })).toBeNull();
  },
};
