import type { RoundData } from '@ky-wallet/protocol';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatMinor } from '../../i18n/format.ts';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { LOCALE_TAG, type Locale } from '../../i18n/locale.ts';
import { CATALOGUES } from '../../i18n/testing.ts';
import { roundData } from '../../test/fixtures.ts';
import { diceRound, hundredthsWheelRound, minesRound, PLAYED_AT, refundedRound, thirdPartyRound, wheelRound } from './fixtures.ts';
import { RoundDetail, type RoundTarget } from './RoundDetail.tsx';

const games = new Map([
  ['original-dice', 'Dice'],
  ['original-mines', 'Mines'],
  ['original-wheel', 'Lucky Wheel'],
]);

function Harness({ load, target: opened }: { load: (round: string, game: string) => Promise<RoundData>; target: RoundTarget }) {
  const [target, setTarget] = useState<RoundTarget | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget(opened)}>
        Open
      </button>
      <RoundDetail target={target} games={games} load={load} onClose={() => setTarget(null)} />
    </>
  );
}

function renderDetail(
  load: (round: string, game: string) => Promise<RoundData>,
  locale: Locale = 'en',
  target: RoundTarget = { round: 'dice-7f3a9c21', game: 'original-dice' },
) {
  render(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
        <Harness load={load} target={target} />
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
      expect(actions.textContent).toContain('Roll Under');
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

    it('keeps Tab inside: Shift+Tab on Close goes to its last control, Tab there back to Close', async () => {
      renderDetail(() => Promise.resolve(roundData));
      const dialog = screen.getByRole('dialog') as HTMLDialogElement;
      await within(dialog).findByRole('heading', { name: 'Fairness proof' });
      const close = within(dialog).getByRole('button', { name: 'Close' });
      close.focus();
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      const last = document.activeElement as HTMLElement;
      expect(last).not.toBe(close);
      expect(dialog.contains(last)).toBe(true);
      fireEvent.keyDown(last, { key: 'Tab' });
      expect(document.activeElement).toBe(close);
    });

    it('speaks Traditional Chinese', async () => {
      renderDetail(() => Promise.resolve(roundData), 'zh-tw');
      const dialog = screen.getByRole('dialog', { name: 'Dice遊戲局' });
      expect(await within(dialog).findByRole('heading', { name: '公平性證明' })).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: '驗證這一局' }).getAttribute('href')).toMatch(/^\/zh-tw\/fairness\?/);
    });
  });

  describe("what happened, as our game server recorded it, in the player's language and units", () => {
    /** A <dl>'s terms and descriptions, its own only (nested lists are read on their own). */
    const terms = (dl: Element | null | undefined): [string, string][] =>
      [...(dl?.children ?? [])].map((div) => [div.querySelector(':scope > dt')?.textContent ?? '', div.querySelector(':scope > dd')?.textContent ?? '']);
    /** A description's nested <dl> or <ol>, by its term. */
    const under = (dl: Element | null | undefined, term: string, selector: 'dl' | 'ol') =>
      [...(dl?.children ?? [])].find((div) => div.querySelector(':scope > dt')?.textContent === term)?.querySelector(`:scope > dd > ${selector}`);
    /** A list of steps: where it starts, and each step's name and details. */
    const steps = (ol: Element | null | undefined) => ({
      start: ol?.getAttribute('start'),
      steps: [...(ol?.children ?? [])].map((li) => [li.querySelector(':scope > .round-detail__step')?.textContent, terms(li.querySelector(':scope > dl'))]),
    });

    async function whatHappened(data: RoundData, locale: Locale = 'en') {
      renderDetail(() => Promise.resolve(data), locale, { round: data.round.round, game: data.round.game });
      const region = await within(screen.getByRole('dialog')).findByRole('region', { name: CATALOGUES[locale]['round.actions'] });
      const movements = [...region.querySelectorAll('.round-detail__action')].map((div) => ({
        heading: div.querySelector('h4')?.textContent,
        list: div.querySelector(':scope > dl'),
      }));
      return { region, movements };
    }

    const at = new Date(PLAYED_AT).toISOString();

    it('shows a dice round once: the choices and the bet under the bet, only the roll under the win', async () => {
      const { region, movements } = await whatHappened(diceRound);
      const time = formatDateTime(at, 'en');
      expect(movements.map(({ heading }) => heading)).toEqual([`Bet, ${time}`, `Win, ${time}`]);
      const [bet, win] = movements;

      expect(terms(bet?.list).map(([term]) => term)).toEqual(['Your choices', 'Steps']);
      expect(terms(under(bet?.list, 'Your choices', 'dl'))).toEqual([
        ['Direction', 'Roll Over'],
        ['Target', '25.00'],
      ]);
      expect(steps(under(bet?.list, 'Steps', 'ol'))).toEqual({
        start: '1',
        steps: [['Bet', [['Amount', 'CN¥1.00'], ['Time', time]]]],
      });

      // The win's meta repeats the choices and the bet: only the roll is new, numbered on.
      expect(terms(win?.list).map(([term]) => term)).toEqual(['Steps']);
      expect(steps(under(win?.list, 'Steps', 'ol'))).toEqual({
        start: '2',
        steps: [['Roll', [['Result', '30.70'], ['Won', 'Yes'], ['Time', time]]]],
      });

      expect(region.querySelector('time')?.getAttribute('dateTime')).toBe(at);
      // Nothing as the game server wrote it: no key names, minor units, hundredths or epoch milliseconds.
      const labels = [...region.querySelectorAll('dt, .round-detail__step')].map((el) => el.textContent);
      for (const raw of ['type', 'bet', 'amount', 'at', 'roll', 'result', 'won', 'params', 'actions', 'direction', 'target']) {
        expect(labels).not.toContain(raw);
      }
      for (const raw of ['true', '3,070', '2,500', '1,795', '100']) expect(region.textContent).not.toContain(raw);
      expect(region.textContent?.split('CN¥1.00')).toHaveLength(2);
    });

    it.each(['zh-tw', 'zh-cn', 'de-ch'] as const)('translates every label and value in %s', async (locale) => {
      const { region, movements } = await whatHappened(diceRound, locale);
      const messages = CATALOGUES[locale];
      const tag = LOCALE_TAG[locale];
      const labels = [...region.querySelectorAll('dt, .round-detail__step')].map((el) => el.textContent ?? '');
      const texts = new Set(Object.values(messages));
      expect(labels.filter((label) => !texts.has(label))).toEqual([]);
      expect(labels.filter((label) => Object.values(CATALOGUES.en).includes(label))).toEqual([]);

      const [bet, win] = movements;
      const number = (value: number) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(value);
      expect(terms(under(bet?.list, messages['round.meta.params'] ?? '', 'dl')).map(([, value]) => value)).toEqual([
        messages['game.dice.over'],
        number(25),
      ]);
      const time = formatDateTime(at, tag);
      expect(steps(under(bet?.list, messages['round.meta.actions'] ?? '', 'ol')).steps[0]?.[1]).toEqual([
        [messages['round.meta.amount'], formatMinor(100, 'cny', tag)],
        [messages['round.meta.at'], time],
      ]);
      expect(steps(under(win?.list, messages['round.meta.actions'] ?? '', 'ol')).steps).toEqual([
        [
          messages['round.step.roll'],
          [
            [messages['round.meta.result'], number(30.7)],
            [messages['round.meta.won'], messages['round.yes']],
            [messages['round.meta.at'], time],
          ],
        ],
      ]);
    });

    it('shows a mines round: its mines, each tile as players count them, the cash-out', async () => {
      const { movements } = await whatHappened(minesRound);
      const [bet, win] = movements;
      expect(terms(under(bet?.list, 'Your choices', 'dl'))).toEqual([['Mines', '3']]);
      const time = (ms: number) => formatDateTime(new Date(PLAYED_AT + ms).toISOString(), 'en');
      expect(steps(under(win?.list, 'Steps', 'ol'))).toEqual({
        start: '2',
        steps: [
          ['Tile uncovered', [['Tile', '8'], ['Hit a mine', 'No'], ['Time', time(4_000)]]],
          ['Tile uncovered', [['Tile', '13'], ['Hit a mine', 'No'], ['Time', time(9_000)]]],
          ['Cash-out', [['Gems', '2'], ['Multiplier', '1.26×'], ['Automatic', 'No'], ['Time', time(12_000)]]],
        ],
      });
    });

    it('shows a wheel round: its risk, the segment and the multiplier, in ten-thousandths as in every game', async () => {
      const { region, movements } = await whatHappened(wheelRound);
      const [bet, win] = movements;
      expect(terms(under(bet?.list, 'Your choices', 'dl'))).toEqual([['Risk', 'Medium']]);
      expect(steps(under(bet?.list, 'Steps', 'ol')).steps[0]?.[1]?.[0]).toEqual(['Amount', 'CN¥2.00']);
      expect(steps(under(win?.list, 'Steps', 'ol')).steps).toEqual([
        ['Spin', [['Segment', '1'], ['Multiplier', '1.50×'], ['Time', formatDateTime(at, 'en')]]],
      ]);
      // The unit the meta names is how to read it, not something that happened in the round.
      expect(region.textContent).not.toMatch(/multiplier.scale|10,000/i);
    });

    it('shows a wheel round the wallet kept from before, in hundredths, with the same multiplier', async () => {
      const { movements } = await whatHappened(hundredthsWheelRound);
      expect(steps(under(movements[1]?.list, 'Steps', 'ol')).steps).toEqual([
        ['Spin', [['Segment', '1'], ['Multiplier', '1.50×'], ['Time', formatDateTime(at, 'en')]]],
      ]);
    });

    it('says why a bet was refunded, without repeating the bet', async () => {
      const { movements } = await whatHappened(refundedRound);
      expect(movements).toHaveLength(2);
      expect(movements[1]?.heading).toMatch(/^Refund, /);
      expect(terms(movements[1]?.list)).toEqual([['Reason', 'The bet was not confirmed in time']]);
    });

    it("shows a third party's meta as it came, in its own units, without failing on any key", async () => {
      const { movements } = await whatHappened(thirdPartyRound);
      const list = movements[0]?.list;
      expect(terms(list).map(([term, value]) => [term, term === 'legs' ? '' : value])).toEqual([
        // Known words are translated; values keep the third party's units (not ours: 100 is not CN¥1.00).
        ['Amount', '100'],
        ['cash out at', '2.5'],
        ['Automatic', 'Yes'],
        ['constructor', 'x'],
        ['proto', 'toString1'],
        ['history', '1.2, 3.45, –'],
        ['legs', ''],
        ['empty', '–'],
      ]);
      const legs = steps(under(list, 'legs', 'ol'));
      expect(legs.steps[0]).toEqual(['jump', [['height', '3']]]);
      expect(legs.steps[1]).toEqual([undefined, [['Type', '7']]]);
      expect(legs.steps[2]).toEqual([undefined, []]);
      // Deep structures end as JSON.
      expect(under(list, 'legs', 'ol')?.textContent).toContain('{"bottom":[1,2]}');
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
