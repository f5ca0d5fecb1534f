import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { CATALOGUES } from '../../i18n/testing.ts';
import type { Catalogue } from '../../i18n/messages.ts';
import { depositRow, roundRow } from '../../test/fixtures.ts';
import { TransactionsTable } from './TransactionsTable.tsx';

const { en, 'de-ch': deCH } = CATALOGUES;

const games = new Map([
  ['original-dice', 'Dice'],
  ['original-mines', 'Mines'],
]);

const rows = [
  roundRow(),
  roundRow({ round: 'mines-1', game: 'original-mines', state: 'open', win: 0, total_win: 0, payout: 0, balance: 90 }),
  roundRow({ round: 'r-refund', state: 'rolled_back', wager: 0, win: 0, total_win: 0, payout: 0, balance: 100, parentround: 'dice-parent' }),
  roundRow({ round: 'third-party', game: 'acme-crash', bet: 5, total_bet: 15, win: 10, total_win: 30, payout: 2 }),
  depositRow,
];

function renderTable(messages: Catalogue = en, locale: 'en' | 'de-ch' = 'en') {
  const onOpenRound = vi.fn();
  render(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={messages}>
        <TransactionsTable rows={rows} games={games} onOpenRound={onOpenRound} />
      </I18nProvider>
    </MemoryRouter>,
  );
  return { onOpenRound };
}

describe('TransactionsTable', () => {
  afterEach(() => cleanup());

  describe('given rounds beside a deposit', () => {
    it('lists each as a table row, newest first as given, with the fields a player compares', () => {
      renderTable();
      const table = screen.getByRole('table', { name: 'Your transactions, newest first' });
      const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
      expect(headers).toEqual(['Time', 'Transaction', 'Round', 'Bet', 'Win', 'Payout', 'Amount', 'Balance after', 'State', 'Details']);
      const [, first, , , , deposit] = within(table).getAllByRole('row');
      const cells = within(first as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells.slice(1, 9)).toEqual([
        'Dice0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11',
        'dice-7f3a9c21',
        'CN¥10.00',
        'CN¥19.80',
        '1.98×',
        '+CN¥9.80',
        'CN¥109.80',
        'Settled',
      ]);
      const depositCells = within(deposit as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
      expect(depositCells.slice(1, 9)).toEqual(['Deposit41', '–', '–', '–', '–', '+CN¥100.00', 'CN¥100.00', 'Completed']);
    });

    it("labels a round's transaction_id Transaction and its round id Round, as its details do", () => {
      renderTable();
      const table = screen.getByRole('table');
      const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
      const first = within(table).getAllByRole('row')[1] as HTMLElement;
      const cells = within(first).getAllByRole('cell');
      const column = (name: string) => cells[headers.indexOf(name)];
      const id = column('Transaction')?.querySelector('.transactions__id');
      expect(id?.textContent).toBe('0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11');
      expect(id?.getAttribute('title')).toBe('0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11');
      expect(column('Transaction')?.textContent).not.toContain('dice-7f3a9c21');
      expect(column('Round')?.querySelector('.transactions__id')?.getAttribute('title')).toBe('dice-7f3a9c21');
      // A round's parent is noted with its round.
      expect(within(table).getAllByRole('row')[3]?.querySelectorAll('td')[headers.indexOf('Round')]?.textContent).toBe('r-refundPart of round dice-parent');

      const card = within(screen.getByRole('list', { name: 'Your transactions, newest first' })).getAllByRole('listitem')[0] as HTMLElement;
      const facts = Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
      expect(facts).toMatchObject({ Transaction: '0b7d3c62-5a1e-4f0e-9a57-2f0c3c1b8e11', Round: 'dice-7f3a9c21' });
      const depositCard = within(screen.getByRole('list')).getAllByRole('listitem')[4] as HTMLElement;
      expect([...depositCard.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Amount', 'Balance after', 'Transaction']);
    });

    it('translates every state', () => {
      renderTable();
      const states = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[8]?.textContent);
      expect(states).toEqual(['Settled', 'Open', 'Refunded', 'Settled', 'Completed']);
    });

    it('shows the opening bet, wager, last win and parent round where they differ from the totals', () => {
      renderTable();
      const table = screen.getByRole('table');
      const refund = within(table).getAllByRole('row')[3] as HTMLElement;
      expect(refund.textContent).toContain('Wager CN¥0.00');
      expect(refund.textContent).toContain('Part of round dice-parent');
      const multi = within(table).getAllByRole('row')[4] as HTMLElement;
      expect(multi.textContent).toContain('Opening bet CN¥5.00');
      expect(multi.textContent).toContain('Last win CN¥10.00');
      // A game the catalogue does not know (a third party's) shows its id.
      expect(multi.textContent).toContain('acme-crash');
    });

    it('opens a round from its Details button, named after the game and time', () => {
      const { onOpenRound } = renderTable();
      const table = screen.getByRole('table');
      const buttons = within(table).getAllByRole('button', { name: /^Details ?: .+ round, / });
      expect(buttons).toHaveLength(4);
      expect(buttons[1]?.textContent).toMatch(/^Details: Mines round, /);
      fireEvent.click(buttons[1] as HTMLElement);
      expect(onOpenRound).toHaveBeenCalledWith(expect.objectContaining({ round: 'mines-1', game: 'original-mines' }));
    });

    it('has the same rows as cards for narrow screens', () => {
      renderTable();
      const cards = screen.getByRole('list', { name: 'Your transactions, newest first' });
      const items = within(cards).getAllByRole('listitem');
      expect(items).toHaveLength(5);
      expect(items[0]?.textContent).toContain('CN¥109.80');
      expect(within(items[4] as HTMLElement).queryByRole('button')).toBeNull();
    });
  });

  it('speaks Swiss German', () => {
    renderTable(deCH, 'de-ch');
    const table = screen.getByRole('table', { name: 'Ihre Transaktionen, die neuesten zuerst' });
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('Offen');
    expect(within(table).getAllByRole('row')[3]?.textContent).toContain('Erstattet');
  });
});
