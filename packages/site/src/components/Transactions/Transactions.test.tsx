import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { CATALOGUES } from '../../i18n/testing.ts';
import type { Locale } from '../../i18n/locale.ts';
import { depositRow, roundData, roundRow } from '../../test/fixtures.ts';
import type { HistoryData } from '@ky-wallet/widget';
import { useWallet, WalletProvider } from '../../wallet/useWallet.tsx';
import { LOGGED_IN, setTestSession, startTestWidget } from '../../wallet/testing.ts';
import { Transactions } from './Transactions.tsx';

const { en, 'zh-tw': zhTW } = CATALOGUES;

/** The header's <ky-wallet>, as far as the site uses it: the only stand-in (no server here). */
const element = {
  history: vi.fn<(options: Record<string, unknown>) => Promise<HistoryData>>(),
  round: vi.fn(() => Promise.resolve(roundData)),
};

beforeAll(() => {
  startTestWidget();
  customElements.define(
    'ky-wallet',
    class extends HTMLElement {
      history = (options: Record<string, unknown>) => element.history(options);
      round = () => element.round();
      requireLogin() {}
    },
  );
});

/** The loader's names: the originals by name, every other playable game by its id, and a game that is not playable. */
const NAMES: Record<string, string> = { 'original-dice': 'Dice', 'original-mines': 'Mines', 'original-wheel': 'Lucky Wheel' };
const GAMES = [...PLAYABLE_GAME_IDS.map((id) => ({ id, name: NAMES[id] ?? id })), { id: 'poke-fortune', name: 'Poke Fortune' }];

function Page({ locale = 'en' }: { locale?: Locale }) {
  return (
    <I18nProvider locale={locale} messages={locale === 'zh-tw' ? zhTW : en}>
      <WalletProvider>
        <History />
      </WalletProvider>
    </I18nProvider>
  );
}

function History() {
  return <Transactions wallet={useWallet()} games={GAMES} />;
}

function renderAt(url: string, locale?: Locale) {
  const router = createMemoryRouter([{ path: '/history', element: <Page locale={locale} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const page = (rows: HistoryData['rows'], total = rows.length): HistoryData => ({ rows, total, page: 1, pageSize: 10 });

describe('Transactions', () => {
  beforeEach(() => {
    setTestSession({ ...LOGGED_IN, balance: 107.5 });
    document.body.append(document.createElement('ky-wallet'));
    element.history.mockReset();
    element.round.mockClear();
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  describe('given filters in the URL', () => {
    it('asks the wallet for those rows, the dates as whole local days, and shows them in the form', async () => {
      element.history.mockResolvedValue(page([roundRow()]));
      renderAt('/history?game=original-dice&from=2026-11-01&to=2026-11-02&page=2');
      await screen.findByRole('table');
      expect(element.history).toHaveBeenLastCalledWith({
        page: 2,
        pageSize: 10,
        game: 'original-dice',
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 3).toISOString(),
      });
      const form = screen.getByRole('form', { name: 'Filter the history' });
      expect((within(form).getByLabelText('Game') as HTMLSelectElement).value).toBe('original-dice');
      expect((within(form).getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
      expect((within(form).getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-02');
    });

    it('says when nothing matches, and clears the filters back to everything', async () => {
      element.history.mockResolvedValue(page([]));
      const router = renderAt('/history?game=original-wheel');
      expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
      element.history.mockResolvedValue(page([depositRow]));
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      await screen.findByRole('table');
      expect(router.state.location.search).toBe('');
      expect(element.history).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
    });
  });

  describe('when the player applies a game and a date', () => {
    it('puts them in the URL (shareable), back at page 1', async () => {
      element.history.mockResolvedValue(page([roundRow(), depositRow], 12));
      const router = renderAt('/history?page=2');
      await screen.findByRole('table');
      const form = screen.getByRole('form', { name: 'Filter the history' });
      fireEvent.change(within(form).getByLabelText('Game'), { target: { value: 'original-mines' } });
      fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-20' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
      await waitFor(() => expect(router.state.location.search).toBe('?game=original-mines&from=2026-11-20'));
      await waitFor(() =>
        expect(element.history).toHaveBeenLastCalledWith({
          page: 1,
          pageSize: 10,
          game: 'original-mines',
          from: new Date(2026, 10, 20).toISOString(),
        }),
      );
    });
  });

  it('goes to the last page from a page past the end', async () => {
    element.history.mockImplementation((options) =>
      Promise.resolve(options.page === 3 ? page([depositRow], 21) : { ...page([], 21), page: Number(options.page) }),
    );
    const router = renderAt('/history?page=9&game=original-dice');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&game=original-dice'));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers every playable game and any other game in the history', async () => {
    element.history.mockResolvedValue(page([roundRow({ game: 'poke-fortune' }), roundRow({ game: 'acme-crash', round: 'x' })]));
    renderAt('/history');
    await screen.findByRole('table');
    const options = within(screen.getByLabelText('Game')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All games and deposits', ...PLAYABLE_GAME_IDS.map((id) => GAMES.find((game) => game.id === id)?.name), 'Poke Fortune', 'acme-crash']);
  });

  it("writes the balance now with the locale's own colon (full-width in Chinese)", async () => {
    element.history.mockResolvedValue(page([roundRow(), depositRow]));
    renderAt('/history', 'zh-tw');
    await screen.findByRole('table');
    expect(screen.getByText('目前餘額', { exact: false }).textContent).toBe('目前餘額：CN¥107.50');
  });

  it("shows the wallet's balance now, and opens a round's details from its row", async () => {
    element.history.mockResolvedValue(page([roundRow(), depositRow]));
    renderAt('/history');
    const table = await screen.findByRole('table', { name: 'Your transactions, newest first' });
    expect(screen.getByText('Balance now', { exact: false }).textContent).toBe('Balance now: CN¥107.50');
    fireEvent.click(within(table).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dice round' });
    expect(await within(dialog).findByRole('heading', { name: 'Fairness proof' })).toBeTruthy();
    expect(element.round).toHaveBeenCalledOnce();
  });
});
