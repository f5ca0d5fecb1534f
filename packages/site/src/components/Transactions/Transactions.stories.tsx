import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HistoryRow, RoundData } from '@ky-wallet/protocol';
import { useLoaderData } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import '../../app/global.css';
import '../LoginPrompt/LoginPrompt.css';
import '../Pager/Pager.css';
import '../RoundDetail/RoundDetail.css';
import '../TransactionsTable/TransactionsTable.css';
import './Transactions.css';
import { loadGameNames } from './gameNames.ts';
import { PAGE_SIZE, Transactions } from './Transactions.tsx';
import type { GameName } from '../TransactionsTable/rows.ts';
import { storyI18n } from '../story-fixtures.ts';
import { pageRoute, type PageParameters, until } from '../../story-kit.tsx';
import { roundData, roundRow } from '../../test/fixtures.ts';
import { useWallet } from '../../wallet/useWallet.tsx';
import {
  answerData,
  untilLoginPrompt,
  wallet,
  walletStory,
  withWalletBar,
  withWalletSession,
  type WalletServer,
} from '../../wallet/story-wallet.tsx';
import { PLAYER, errorReply } from '../../../../widget/src/stories/stage.tsx';

/*
 * The play history as /history shows it (HistoryPage without its heading): in a data router at the
 * story's URL (its filters and page in the query), the route's own loader giving the games' names
 * in the toolbar's locale (story-kit's pageRoute). The list asks the header's real <ky-wallet>
 * (shown above the page) for its rows; the wallet talks to the widget stories' fake server, whose
 * `history` answers come from `parameters.walletServer`: nothing leaves the browser.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/history';

/** The list as HistoryPage renders it: the player's session from the site's useWallet(), the names from the loader. */
function History() {
  return <Transactions wallet={useWallet()} games={useLoaderData<GameName[]>()} />;
}

const route = pageRoute(PATH, loadGameNames);

/** The player's deposits and game rounds (/history and /records), paged and filtered, in the toolbar's locale. */
const meta = {
  title: 'Site/Transactions',
  render: () => <History />,
  decorators: [withWalletSession, ...route.decorators, withWalletBar],
  loaders: route.loaders,
  beforeEach: walletStory,
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters, ...wallet({ session: {} }) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- the fake server's history ------------------------------------------------------------

const round2 = (n: number) => Math.round(n * 100) / 100;
/** The `i`-th of `list`, round and round. */
const cycle = <T,>(list: readonly [T, ...T[]], i: number): T => list[i % list.length] ?? list[0];
const PLAYED = ['original-dice', 'original-mines', 'original-wheel'] as const;

/**
 * `count` rows, newest first, as the wallet answers them: rounds of the three playable games (wins
 * and losses), a deposit every sixth row, a bonus round; the balances add up to the session's.
 * The newest is the dice round of the test fixtures, whose details the server has.
 */
function historyRows(count: number): HistoryRow[] {
  const rows: HistoryRow[] = [];
  // The balance right after the row being written (the newest: the wallet's balance now).
  let after = PLAYER.balance;
  const newest = Date.parse('2026-11-23T09:15:30Z');
  for (let i = 0; i < count; i++) {
    const time = new Date(newest - i * 37 * 60_000).toISOString().replace('.000Z', 'Z');
    const common = { balance: after, balance_current: PLAYER.balance, currency: PLAYER.currency, time };
    if (i === 0) {
      rows.push(roundRow(common));
      after = round2(after - 19.8 + 10);
    } else if (i % 6 === 5) {
      rows.push({ kind: 'deposit', transaction_id: String(900 - i), amount: 500, state: 'completed', ...common });
      after = round2(after - 500);
    } else {
      const game = cycle(PLAYED, i);
      const bet = cycle([10, 20, 5, 50], i);
      const short = game.replace('original-', '');
      const bonus = i === 3;
      const total_bet = bonus ? bet * 2 : bet;
      const payout = i % 4 === 1 ? 0 : cycle([1.98, 2.5, 0.5], i);
      const total_win = round2(total_bet * payout);
      rows.push(
        roundRow({
          ...common,
          transaction_id: `0b7d3c62-5a1e-4f0e-9a57-${String(i).padStart(12, '0')}`,
          round: `${short}-${(0x5c1e00 + i * 7919).toString(16)}`,
          parentround: bonus ? `${short}-5c1e00` : '',
          game,
          bet,
          total_bet,
          wager: total_bet,
          win: bonus ? round2(total_win / 2) : total_win,
          total_win,
          payout,
        }),
      );
      after = round2(after - total_win + total_bet);
    }
  }
  return rows;
}

/** What the player has played and deposited: 34 rows, four pages of ten. */
const HISTORY = historyRows(34);

/** The newest row's round, its bet and win as the test fixtures have them (balances of this player). */
const NEWEST_ROUND: RoundData = {
  round: HISTORY[0] as RoundData['round'],
  // The bet, then the win that brought the balance to what it is now.
  transactions: roundData.transactions.map((tx) => ({ ...tx, balance: tx.kind === 'bet' ? round2(PLAYER.balance - 19.8) : PLAYER.balance })),
};

const within_ = (time: string, from: unknown, to: unknown) =>
  (typeof from !== 'string' || Date.parse(time) >= Date.parse(from)) && (typeof to !== 'string' || Date.parse(time) < Date.parse(to));

/** The wallet server's `history` (filtered and paged as the real one does) and `round` over `rows`. */
const historyOf =
  (rows: readonly HistoryRow[]): WalletServer =>
  ({ type, rule }) => {
    if (type === 'round') return rule.round === NEWEST_ROUND.round.round ? answerData(NEWEST_ROUND) : errorReply(404, 'not_found');
    if (type !== 'history') return undefined;
    const page = Number(rule.page ?? 1);
    const pageSize = Number(rule.pageSize ?? 20);
    const matching = rows.filter(
      (row) => (!rule.game || (row.kind === 'round' && row.game === rule.game)) && within_(row.time, rule.from, rule.to),
    );
    return answerData({ rows: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize });
  };

// ---- plays ---------------------------------------------------------------------------------

/**
 * Waits for the transactions as the canvas's width shows them (a table from 72rem, else a list of
 * cards), and checks there are `rows` of them and the pager says `page` of `pages`.
 */
async function expectPage(canvasElement: HTMLElement, globals: Record<string, unknown>, rows: number, page: number, pages: number) {
  const { t } = storyI18n(globals);
  const canvas = within(canvasElement);
  const name = t('table.caption');
  const shown = await until(() => canvas.queryByRole('table', { name }) ?? canvas.getByRole('list', { name }));
  // The table's rows after its header row; the list's own items (a card holds no list).
  const count = () => (shown.matches('table') ? within(shown).getAllByRole('row').length - 1 : shown.children.length);
  await until(() => expect(count()).toBe(rows));
  const pager = canvas.getByRole('navigation', { name: t('pager.label') });
  await until(() => expect(pager).toHaveTextContent(t('pager.status', { page, pages })));
  return { canvas, shown, pager };
}

// ---- stories -------------------------------------------------------------------------------

/**
 * Logged out: the list's place says to log in, with a Log in button; the header's wallet shows the
 * "please log in first" alert on top (the page asks it to, once).
 */
export const LoggedOut: Story = {
  parameters: wallet(),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = await untilLoginPrompt(canvasElement, t);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Logged in, the first page still on its way: the filters, and a status line saying the list is loading. */
export const Loading: Story = {
  parameters: { walletServer: ((request) => (request.type === 'history' ? 'hang' : undefined)) satisfies WalletServer },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(t('table.loading')));
    await expect(canvas.getByRole('form', { name: t('history.filters') })).toBeVisible();
  },
};

/** The wallet could not give the list (an HTTP 500): an alert with a Try again button. */
export const Failed: Story = {
  parameters: {
    walletServer: ((request) => (request.type === 'history' ? errorReply(500, 'internal_error') : undefined)) satisfies WalletServer,
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    const alert = await until(() => canvas.getByRole('alert'));
    await expect(alert).toHaveTextContent(t('table.error'));
    await expect(within(alert).getByRole('button', { name: t('table.retry') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The first try failed, the player pressed Try again and the wallet answered: the alert gives way to the first page. */
export const RetriedAfterFailure: Story = {
  parameters: {
    walletServer: ((request) =>
      request.type === 'history' && request.count === 1 ? errorReply(500, 'internal_error') : historyOf(HISTORY)(request)) satisfies WalletServer,
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    const alert = await until(() => canvas.getByRole('alert'));
    await userEvent.click(within(alert).getByRole('button', { name: t('table.retry') }));
    await expectPage(canvasElement, globals, PAGE_SIZE, 1, 4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A player with no deposit and no round yet: the balance now, and a line saying the list is empty. No pager. */
export const Empty: Story = {
  parameters: { walletServer: historyOf([]) },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(t('table.empty')));
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: t('pager.label') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('history.clear') })).toBeNull();
  },
};

/** Opened with a game and dates no row matches (`?game=original-wheel&from=…&to=…`): "no match", the filters shown, and Clear filters. */
export const NoMatch: Story = {
  parameters: { page: { url: `${PATH}?game=original-wheel&from=2026-11-01&to=2026-11-02` }, walletServer: historyOf(HISTORY) },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(t('history.noMatch')));
    const form = canvas.getByRole('form', { name: t('history.filters') });
    await expect(within(form).getByRole('combobox', { name: t('history.game') })).toHaveValue('original-wheel');
    await expect(within(form).getByLabelText(t('history.from'))).toHaveValue('2026-11-01');
    await expect(within(form).getByRole('button', { name: t('history.clear') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The first of four pages: ten rows (rounds won and lost, a bonus round, deposits), the balance now, and the pager with a next link only. */
export const FirstOfSeveralPages: Story = {
  parameters: { walletServer: historyOf(HISTORY) },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const { pager } = await expectPage(canvasElement, globals, PAGE_SIZE, 1, 4);
    await expect(within(pager).getByRole('link', { name: t('pager.next') })).toBeVisible();
    await expect(within(pager).queryByRole('link', { name: t('pager.previous') })).toBeNull();
  },
};

/** After Next page: the second page's rows (the URL's `?page=2`), with previous and next links. */
export const NextPage: Story = {
  parameters: { walletServer: historyOf(HISTORY) },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const { pager } = await expectPage(canvasElement, globals, PAGE_SIZE, 1, 4);
    await userEvent.click(within(pager).getByRole('link', { name: t('pager.next') }));
    const second = await expectPage(canvasElement, globals, PAGE_SIZE, 2, 4);
    await expect(within(second.pager).getByRole('link', { name: t('pager.previous') })).toBeVisible();
    await expect(within(second.pager).getByRole('link', { name: t('pager.next') })).toBeVisible();
  },
};

/** The last page, opened at `?page=4`: its four rows, and a previous link only. */
export const LastPage: Story = {
  parameters: { page: { url: `${PATH}?page=4` }, walletServer: historyOf(HISTORY) },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const { pager } = await expectPage(canvasElement, globals, HISTORY.length - 3 * PAGE_SIZE, 4, 4);
    await expect(within(pager).getByRole('link', { name: t('pager.previous') })).toBeVisible();
    await expect(within(pager).queryByRole('link', { name: t('pager.next') })).toBeNull();
  },
};

/** A round's Details pressed: its dialog over the list, with the round's bet and win and its fairness proof. */
export const RoundOpened: Story = {
  parameters: { walletServer: historyOf(HISTORY) },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const { shown } = await expectPage(canvasElement, globals, PAGE_SIZE, 1, 4);
    // The newest row's Details button (its name goes on with the game and the time).
    const details = within(shown).getAllByRole('button', { name: (name) => name.startsWith(t('history.details')) });
    await userEvent.click(details[0] ?? shown);
    const dialog = await until(() => within(canvasElement).getByRole('dialog'));
    await until(() => expect(within(dialog).getByRole('heading', { name: t('round.fairness') })).toBeVisible());
  },
};
