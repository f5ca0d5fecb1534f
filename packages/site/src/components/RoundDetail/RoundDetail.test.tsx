import type { RoundData } from '@ky-wallet/protocol';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import en from '../../i18n/locales/en/site.json';
import zhTW from '../../i18n/locales/zh-TW/site.json';
import { roundData } from '../../test/fixtures.ts';
import { RoundDetail, type RoundTarget } from './RoundDetail.tsx';

const games = new Map([['original-dice', 'Dice']]);

function Harness({ load }: { load: (round: string, game: string) => Promise<RoundData> }) {
  const [target, setTarget] = useState<RoundTarget | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget({ round: 'dice-7f3a9c21', game: 'original-dice' })}>
        Open
      </button>
      <RoundDetail target={target} games={games} load={load} onClose={() => setTarget(null)} />
    </>
  );
}

function renderDetail(load: (round: string, game: string) => Promise<RoundData>, locale: 'en' | 'zh-tw' = 'en') {
  render(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={locale === 'en' ? en : zhTW}>
        <Harness load={load} />
      </I18nProvider>
    </MemoryRouter>,
  );
  // As in a browser, the button that is clicked has the focus.
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
}

describe('RoundDetail', () => {
  afterEach(() => cleanup());

  describe('given a round that loads', () => {
    it('is a modal dialog named after the game, loading the round the row names', async () => {
      const load = vi.fn().mockResolvedValue(roundData);
      renderDetail(load);
      const dialog = screen.getByRole('dialog', { name: 'Dice round' });
      expect(dialog.tagName).toBe('DIALOG');
      expect((dialog as HTMLDialogElement).open).toBe(true);
      expect(load).toHaveBeenCalledWith('dice-7f3a9c21', 'original-dice');
      expect(await within(dialog).findByRole('heading', { name: 'Summary' })).toBeTruthy();
    });

    it('shows every play-history field of the round', async () => {
      renderDetail(() => Promise.resolve(roundData));
      const dialog = screen.getByRole('dialog');
      await within(dialog).findByRole('heading', { name: 'Summary' });
      const summary = within(dialog).getByRole('region', { name: 'Summary' });
      const terms = [...summary.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
      expect(Object.fromEntries(terms)).toEqual({
        Round: 'dice-7f3a9c21',
        Game: 'Dice',
        State: 'Settled',
        Time: expect.stringContaining('2026') as unknown as string,
        'Opening bet': 'CN¥10.00',
        'Total bet': 'CN¥10.00',
        Wager: 'CN¥10.00',
        'Last win': 'CN¥19.80',
        'Total win': 'CN¥19.80',
        Payout: '1.98×',
        'Balance after the round': 'CN¥109.80',
        'Balance now': 'CN¥107.50',
        Currency: 'CNY',
        Transaction: '0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11',
        'Parent round': 'None',
      });
    });

    it('lists its bets and wins, what the game recorded, and links its proof to the fairness page', async () => {
      renderDetail(() => Promise.resolve(roundData));
      const dialog = screen.getByRole('dialog');
      const movements = await within(dialog).findByRole('table', { name: 'Every bet, win and refund of this round' });
      const rows = within(movements).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
      expect(rows.map((cells) => cells.slice(1, 4))).toEqual([
        ['Bet', '-CN¥10.00', 'CN¥90.00'],
        ['Win', '+CN¥19.80', 'CN¥109.80'],
      ]);
      const actions = within(dialog).getByRole('region', { name: 'What happened' });
      expect(actions.textContent).toContain('Your choices');
      expect(actions.textContent).toContain('under');
      expect(actions.textContent).toContain('Outcome');
      expect(actions.textContent).toContain('23.17');
      // The proof is not repeated as an action.
      expect(actions.textContent).not.toContain('my-lucky-seed');

      const fairness = within(dialog).getByRole('region', { name: 'Fairness proof' });
      expect(fairness.textContent).toContain('my-lucky-seed');
      expect(fairness.textContent).toContain('41');
      const verify = within(fairness).getByRole('link', { name: 'Verify this round' });
      const href = new URL(verify.getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toBe('/fairness');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        game: 'original-dice',
        server_seed_hash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        client_seed: 'my-lucky-seed',
        nonce: '41',
      });
    });

    it('says so when the round has no proof or actions', async () => {
      const plain: RoundData = { ...roundData, transactions: roundData.transactions.map((tx) => ({ ...tx, meta: {} })) };
      renderDetail(() => Promise.resolve(plain));
      const dialog = screen.getByRole('dialog');
      expect(await within(dialog).findByText('This round has no fairness proof.')).toBeTruthy();
      expect(within(dialog).getByText('The game sent no details for this round.')).toBeTruthy();
    });

    it('closes with its Close button and gives focus back to the opener', async () => {
      renderDetail(() => Promise.resolve(roundData));
      const opener = screen.getByRole('button', { name: 'Open' });
      const dialog = screen.getByRole('dialog') as HTMLDialogElement;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog.open).toBe(false));
      expect(document.activeElement).toBe(opener);
    });

    it('speaks Traditional Chinese', async () => {
      renderDetail(() => Promise.resolve(roundData), 'zh-tw');
      const dialog = screen.getByRole('dialog', { name: 'Dice遊戲局' });
      expect(await within(dialog).findByRole('heading', { name: '公平性證明' })).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: '驗證這一局' }).getAttribute('href')).toMatch(/^\/zh-tw\/fairness\?/);
    });
  });

  describe('given a round that does not load', () => {
    it('says a missing round was not found, without a retry', async () => {
      renderDetail(() => Promise.reject(Object.assign(new Error('nope'), { code: 'not_found' })));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('This round was not found.');
      expect(within(alert).queryByRole('button')).toBeNull();
    });

    it('offers a retry after any other failure', async () => {
      const load = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue(roundData);
      renderDetail(load);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('This round could not be loaded. Please try again.');
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Summary' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
