import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw, FloatsExhausted } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-lucky-panda';
import { createFakeRgs, type FakeRgsOptions } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { LuckyPandaGame, PandaBanner, type PandaView } from './LuckyPandaGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Lucky Panda against the in-memory game server, which plays the real engine: the test knows each
 * round from the seeds. Each client seed below was picked because its first rounds show a feature.
 * Motion is reduced unless a test says otherwise, so the reels stop at once.
 */

const SERVER_SEED = '9'.repeat(64);
/** Nonce 0: three line wins of J and A, no Panda. */
const LINE_WINS = 'panda-72';
/** Nonce 0: stacks on reels 2 and 4 nudge up 2 rows and 1 row; eight lines of Dumpling Steamers. */
const NUDGE = 'panda-197';
/** Nonce 0: a stack on reel 2 nudges down 2 rows; three lines of J. */
const NUDGE_DOWN = 'panda-2';
/**
 * Nonce 0: 3 Golden Bamboos, 8 free games; 8 more at free game 3; Pandas stick from free game 6
 * on, 7 held by the last; a stack nudges down at free game 13.
 */
const FREE_GAMES = 'panda-9746';
/** Nonces 0 and 1 without free games, nonce 2 with them. */
const AUTO = 'panda-auto-106';
/** Nonces 0 and 1 win nothing. */
const LOSSES = 'panda-loss-2';
const LEVELS = [25, 50, 100, 250, 500, 1_000, 2_500, 5_000];

async function roundOf(clientSeed: string, nonce = 0): Promise<PandaView> {
  for (let count = 64; ; count *= 4) {
    try {
      return engine.view(engine.start(arrayDraw(await floats(SERVER_SEED, clientSeed, nonce, count)), {}).state, true) as PandaView;
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
    }
  }
}

function newRgs(clientSeed: string, options: FakeRgsOptions = {}) {
  return createFakeRgs({ serverSeed: SERVER_SEED, clientSeed, game: 'slot-lucky-panda', engine, limits: { min_bet: 25, max_bet: 5_000, levels: LEVELS }, ...options });
}

async function renderPanda(api = newRgs(LINE_WINS)) {
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={await api.session()} Game={LuckyPandaGame} />
    </SiteFrame>,
  );
  // The page asks for an open round first: this game never leaves one.
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  await screen.findByRole('button', { name: 'Spin' });
  return { api, view, user: userEvent.setup() };
}

const NAMES: Record<string, string> = {
  DUMPLING: 'Dumpling Steamer',
  KOI: 'Koi',
  LANTERN: 'Red Lantern',
  TEA: 'Tea Set',
  PANDA: 'Panda (wild)',
  BAMBOO: 'Golden Bamboo (scatter)',
};
const named = (symbol: string) => NAMES[symbol] ?? symbol;
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const reelText = (view: PandaView, spin: number, reel: number) => `Reel ${reel + 1}: ${view.spins[spin]?.grid[reel]?.map(named).join(', ')}`;
const spins = (calls: string[]) => calls.filter((call) => call === 'roundStart').length;
const reels = () => screen.getByRole('group', { name: 'Reels' });

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

describe('LuckyPandaGame', () => {
  beforeEach(() => reducedMotion(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
  });

  it('spins by keyboard, shows the reels the round drew, names and draws each winning line, and pays it', async () => {
    const { user } = await renderPanda();
    const view = await roundOf(LINE_WINS);
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');
    expect(reels().querySelector('[data-symbol]')).toBeNull();

    screen.getByRole('button', { name: 'Spin' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(reels()).getByText(/^Reel 1: /).textContent).toBe(reelText(view, 0, 0)));
    for (let reel = 1; reel < 5; reel++) expect(within(reels()).getByText(new RegExp(`^Reel ${reel + 1}: `)).textContent).toBe(reelText(view, 0, reel));

    const wins = within(screen.getByTestId('slot-wins')).getAllByRole('listitem');
    expect(wins.map((item) => item.textContent)).toEqual([
      'Line 12 (rows 1-2-2-2-1): 3 × J',
      'Line 19 (rows 3-3-1-3-3): 5 × A',
      'Line 23 (rows 2-3-1-3-2): 4 × A',
      'This spin pays CN¥3.16',
    ]);
    // Each winning line is drawn through its positions, its number on reel 1.
    expect([...reels().querySelectorAll('.slot-line-tag')].map((tag) => tag.textContent).sort()).toEqual(['12', '19', '23']);
    expect(reels().querySelectorAll('.slot-cell--win')).toHaveLength(9);
    expect(view.win).toBe(79);

    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 100 + 316)));
    expect(screen.getByTestId('slot-win').textContent).toBe('Round win: CN¥3.16');
    expect(screen.getByTestId('game-status').textContent).toBe('You won CN¥3.16.');
    // No nudge, no free games: nothing in the banner, no feature panel.
    expect(screen.queryByTestId('panda-banner')).toBeNull();
    expect(screen.queryByTestId('panda-feature')).toBeNull();
  });

  it('shows and says a Panda Nudge: the stacks fill their reels, how far each moved, the lines they complete', async () => {
    const { user } = await renderPanda(newRgs(NUDGE));
    await user.keyboard(' ');
    const said = await screen.findAllByTestId('panda-nudge');
    expect(said.map((note) => note.textContent)).toEqual([
      'Panda Nudge: the stack on reel 2 moves up 2 rows to fill the reel',
      'Panda Nudge: the stack on reel 4 moves up 1 row to fill the reel',
    ]);
    expect(within(reels()).getByText(/^Reel 2: /).textContent).toBe('Reel 2: Panda (wild), Panda (wild), Panda (wild)');
    expect(within(reels()).getByText(/^Reel 4: /).textContent).toBe('Reel 4: Panda (wild), Panda (wild), Panda (wild)');
    // Drawn: the nudged reels washed, each with its arrow and rows.
    const nudged = [...reels().querySelectorAll('.panda-nudge')].map((mark) => mark.getAttribute('data-shift'));
    expect(nudged).toEqual(['2', '2', '2', '1', '1', '1']);
    expect([...reels().querySelectorAll('.panda-nudge-tag')].map((tag) => tag.textContent)).toEqual(['2', '1']);
    const wins = within(screen.getByTestId('slot-wins')).getAllByRole('listitem');
    expect(wins[0]?.textContent).toBe('Line 2 (rows 1-1-1-1-1): 4 × Dumpling Steamer with the Panda');
    expect(wins.at(-1)?.textContent).toBe('This spin pays CN¥24.00');
    expect(screen.getByTestId('game-status').textContent).toBe('You won CN¥24.00.');
  });

  it('plays the Golden Bamboo free games to the end: held Pandas drawn and said, the retrigger, the total, every game listed', async () => {
    const { view: page, user } = await renderPanda(newRgs(FREE_GAMES));
    const view = await roundOf(FREE_GAMES);
    expect(view.feature).toEqual({ bamboos: 3, games: 8, retriggers: 1, win: 3_744 });
    expect(view.spins).toHaveLength(17);

    await user.keyboard(' ');
    const panel = await screen.findByTestId('panda-feature');
    // Reduced motion: the reels stand on the last free game, its held Pandas framed and said.
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 16 of 16');
    expect(within(reels()).getByText(/^Reel 1: /).textContent).toBe(reelText(view, 16, 0));
    expect(page.container.querySelectorAll('.panda-held')).toHaveLength(7);
    for (const frame of page.container.querySelectorAll('.panda-held')) expect(frame.closest('[data-symbol]')?.getAttribute('data-symbol')).toBe('PANDA');
    expect(page.container.querySelectorAll('.slot-reels .panda-pin')).toHaveLength(7);
    expect(screen.getByTestId('panda-held').textContent).toBe('7 sticky Pandas held: reel 2 (rows 1, 2, and 3), reel 3 (rows 1, 2, and 3), and reel 4 (row 2)');
    expect(screen.getByTestId('panda-left').textContent).toBe('0');
    expect(screen.getByTestId('panda-total').textContent).toBe('CN¥149.76');
    expect(screen.getByTestId('panda-over').textContent).toBe('Free games over: 16 played, CN¥149.76 in all.');

    expect(within(panel).getByRole('heading', { name: 'Golden Bamboo free games' })).toBeTruthy();
    expect(within(panel).getByText('Paid spin: 3 Golden Bamboos: 8 free games!')).toBeTruthy();
    const games = within(panel).getAllByRole('listitem');
    expect(games).toHaveLength(16);
    expect(games[0]?.textContent).toBe('Free game 1: no win');
    expect(games[2]?.textContent).toBe('Free game 3: won CN¥2.20; 3 Golden Bamboos: 8 more free games!');
    expect(games[5]?.textContent).toBe('Free game 6: 1 new Panda sticks: reel 2 (row 3); no win');
    expect(games[12]?.textContent).toBe(
      'Free game 13: 4 sticky Pandas held: reel 2 (rows 2 and 3), reel 3 (row 1), and reel 4 (row 2); Panda Nudge: the stack on reel 3 moves down 1 row to fill the reel; 2 new Pandas stick: reel 3 (rows 2 and 3); won CN¥70.80',
    );
    expect(within(panel).getByTestId('panda-feature-total').textContent).toBe('Free games over: 16 played, CN¥149.76 in all.');

    expect(screen.getByTestId('slot-win').textContent).toBe('Round win: CN¥151.76');
    expect(screen.getByTestId('game-status').textContent).toBe('3 Golden Bamboos: 8 free games, 16 played in all. You won CN¥151.76.');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 100 + 15_176));
  });

  it('plays the free games back one by one: held Pandas stay while the reels turn, the count grows at the retrigger, no spin until they end', async () => {
    reducedMotion(false);
    const { api, view: page, user } = await renderPanda(newRgs(FREE_GAMES));
    await user.click(screen.getByRole('checkbox', { name: /^Turbo/ }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    // Before the retrigger lands, the label counts the 8 free games won so far.
    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 2 of 8'), { timeout: 8_000, interval: 10 });
    await waitFor(() => expect(screen.getByTestId('panda-retrigger').textContent).toBe('3 Golden Bamboos: 8 more free games!'), { timeout: 4_000, interval: 10 });
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 3 of 8');
    expect(screen.getByTestId('panda-left').textContent).toBe('13');
    // While the round plays back, Spin, the bet and Auto Play wait; Space starts nothing.
    expect(screen.getByRole('button', { name: 'Playing…' }).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: 'Max Bet' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard(' ');
    expect(spins(api.calls)).toBe(1);
    expect(screen.getByTestId('slot-win').textContent).toBe('');

    // Free game 9 turns with the 2 Pandas held since free games 6 and 7 still drawn, said before it stops.
    await waitFor(
      () => {
        expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 9 of 16');
        expect(page.container.querySelector('.slot-stage')?.getAttribute('data-spinning')).toBe('true');
      },
      { timeout: 8_000, interval: 5 },
    );
    const staying = [...reels().querySelectorAll('.slot-cell--stays')];
    expect(staying.map((cell) => cell.getAttribute('data-symbol'))).toEqual(['PANDA', 'PANDA']);
    expect(reels().querySelectorAll('[data-symbol]')).toHaveLength(2);
    expect(screen.getByTestId('panda-held').textContent).toBe('2 sticky Pandas held: reel 2 (rows 2 and 3)');

    screen.getByRole('button', { name: 'Skip to the result' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByTestId('panda-feature');
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 16 of 16');
    expect(screen.getByTestId('slot-win').textContent).toBe('Round win: CN¥151.76');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' }).getAttribute('aria-disabled')).toBe('false'));
  });

  it('draws no Panda of the last round on the reels while the next one is asked for', async () => {
    reducedMotion(false);
    const api = newRgs(FREE_GAMES);
    const { view: page, user } = await renderPanda(api);
    await user.click(screen.getByRole('checkbox', { name: /^Turbo/ }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await user.click(await screen.findByRole('button', { name: 'Skip to the result' }));
    await screen.findByTestId('panda-feature');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' }).getAttribute('aria-disabled')).toBe('false'));
    expect(page.container.querySelectorAll('.panda-held')).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    // The next round's paid spin: nothing held stays while its reels turn.
    await waitFor(() => expect(page.container.querySelector('.slot-stage')?.getAttribute('data-spinning')).toBe('true'), { interval: 5 });
    expect(reels().querySelectorAll('[data-symbol]')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toMatch(/^Round win: /), { timeout: 8_000 });
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');
    expect(page.container.querySelectorAll('.panda-held')).toHaveLength(0);
  });

  it('offers Auto Play’s 10, 25, 50 or 100 spins, and stops it when free games are won', async () => {
    const { api, user } = await renderPanda(newRgs(AUTO));
    expect((await roundOf(AUTO, 0)).feature).toBeUndefined();
    expect((await roundOf(AUTO, 1)).feature).toBeUndefined();
    expect((await roundOf(AUTO, 2)).feature).toBeDefined();

    await user.click(screen.getByText('Auto Play'));
    const count = screen.getByRole('combobox', { name: 'Rounds' });
    expect(within(count).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    expect(screen.getByText(/It also stops when free games are won\.$/)).toBeTruthy();
    await user.selectOptions(count, '25');
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (25)' }));
    await screen.findByText('Auto Play stopped: free games were won.', {}, { timeout: 10_000 });
    expect(spins(api.calls)).toBe(3);
    expect(screen.getByTestId('panda-feature')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Auto Play (25)' })).toBeTruthy();
  });

  it('stops Auto Play after a win over the player’s single-win limit', async () => {
    const { api, user } = await renderPanda(newRgs(LINE_WINS));
    await user.click(screen.getByText('Auto Play'));
    await user.type(screen.getByRole('textbox', { name: 'Stop if one win is over (CNY)' }), '3');
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    // Round 0 pays CN¥3.16.
    await screen.findByText('Auto Play stopped: a win was over your limit.', {}, { timeout: 10_000 });
    expect(spins(api.calls)).toBe(1);
  });

  it('stops Auto Play once the player’s loss limit is reached', async () => {
    const { api, user } = await renderPanda(newRgs(LOSSES));
    expect([(await roundOf(LOSSES, 0)).win, (await roundOf(LOSSES, 1)).win]).toEqual([0, 0]);
    await user.click(screen.getByText('Auto Play'));
    await user.type(screen.getByRole('textbox', { name: 'Stop if I have lost (CNY)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    // Two spins of CN¥1.00 that win nothing.
    await screen.findByText('Auto Play stopped: your loss limit was reached.', {}, { timeout: 10_000 });
    expect(spins(api.calls)).toBe(2);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 200));
  });

  it('refuses a spin the balance cannot pay, and spins nothing', async () => {
    const api = newRgs(LINE_WINS, { mode: 'real', balance: 30 });
    const { user } = await renderPanda(api);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');
    expect(reels().querySelector('[data-symbol]')).toBeNull();
    expect(screen.getByTestId('game-balance').textContent).toBe('CN¥0.30');
  });

  it('leaves no round open: a reload during the free games finds the round settled and paid', async () => {
    reducedMotion(false);
    const api = newRgs(FREE_GAMES);
    const first = await renderPanda(api);
    await first.user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toMatch(/^Free game/), { timeout: 8_000, interval: 20 });
    first.view.unmount();

    await renderPanda(api);
    expect(api.calls.filter((call) => call === 'roundActive')).toHaveLength(2);
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 100 + 15_176));
    expect(screen.getByRole('button', { name: 'Spin' }).getAttribute('aria-disabled')).toBe('false');
  });
});

describe('PandaBanner', () => {
  afterEach(cleanup);

  it('says what a free game holds as its reels turn, and what it won and added once they stop', async () => {
    const view = await roundOf(FREE_GAMES);
    const props = { view, amount: 100, currency: 'cny', index: 3 };
    const { rerender } = render(
      <SiteFrame>
        <PandaBanner {...props} spinning />
      </SiteFrame>,
    );
    // Free game 3 under way: 8 awarded, 3 begun; nothing it won yet.
    expect(screen.getByTestId('panda-left').textContent).toBe('5');
    expect(screen.getByTestId('panda-total').textContent).toBe('CN¥0.00');
    expect(screen.queryByTestId('panda-retrigger')).toBeNull();
    rerender(
      <SiteFrame>
        <PandaBanner {...props} spinning={false} />
      </SiteFrame>,
    );
    expect(screen.getByTestId('panda-left').textContent).toBe('13');
    expect(screen.getByTestId('panda-total').textContent).toBe('CN¥2.20');
    expect(screen.getByText('Free game 3 pays CN¥2.20.')).toBeTruthy();
    expect(screen.getByTestId('panda-retrigger').textContent).toBe('3 Golden Bamboos: 8 more free games!');

    rerender(
      <SiteFrame>
        <PandaBanner {...props} index={0} spinning={false} />
      </SiteFrame>,
    );
    expect(screen.getByTestId('panda-triggered').textContent).toBe('3 Golden Bamboos: 8 free games! Every Panda that lands sticks until the free games end.');
  });

  it('says a stack that nudged down', async () => {
    const view = await roundOf(NUDGE_DOWN);
    render(
      <SiteFrame>
        <PandaBanner view={view} amount={100} currency="cny" index={0} spinning={false} />
      </SiteFrame>,
    );
    expect(screen.getByTestId('panda-nudge').textContent).toBe('Panda Nudge: the stack on reel 2 moves down 2 rows to fill the reel');
  });
});

describe('RoundPicture', () => {
  afterEach(cleanup);

  it('draws every spin of the round, its held Pandas and nudged stack, and says each free game', async () => {
    const view = await roundOf(FREE_GAMES);
    const { container } = render(
      <SiteFrame>
        <RoundPicture view={view} />
      </SiteFrame>,
    );
    expect(container.querySelectorAll('.slot-picture__spins > li')).toHaveLength(17);
    const held = view.spins.reduce((sum, spin) => sum + ((spin.marks?.held as unknown[] | undefined)?.length ?? 0), 0);
    expect(container.querySelectorAll('.panda-held')).toHaveLength(held);
    expect(container.querySelectorAll('.panda-nudge-tag')).toHaveLength(1);
    const steps = within(screen.getByTestId('panda-picture')).getAllByRole('listitem');
    expect(steps).toHaveLength(17);
    expect(steps[0]?.textContent).toBe('Paid spin: 3 Golden Bamboos: 8 free games!');
    expect(steps[3]?.textContent).toBe('Free game 3: won 2.20× the total bet; 3 Golden Bamboos: 8 more free games!');
    expect(screen.getByText('Free games over: 16 played, 149.76× the total bet in all.')).toBeTruthy();
    expect(container.querySelector('figcaption')?.textContent).toBe('The round paid 151.76× the total bet.');
  });

  it('names the symbols and the lines as the rule page does, in Traditional Chinese', async () => {
    const view = await roundOf(NUDGE);
    render(
      <SiteFrame locale="zh-tw">
        <RoundPicture view={view} />
      </SiteFrame>,
    );
    expect(screen.getByText(/^第 1 輪：/).textContent).toBe('第 1 輪：小籠蒸籠, Q, 茶具');
    expect(screen.getByText('第 2 條連線（列 1-1-1-1-1）：4 個小籠蒸籠，含熊貓百搭')).toBeTruthy();
    expect(screen.getByText('付費旋轉：熊貓推移：第 2 個滾輪的熊貓疊加向上推移 2 列，填滿整個滾輪；熊貓推移：第 4 個滾輪的熊貓疊加向上推移 1 列，填滿整個滾輪')).toBeTruthy();
  });
});
