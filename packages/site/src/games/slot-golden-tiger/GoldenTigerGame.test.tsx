import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw, FloatsExhausted } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { COIN, COIN_PRIZES, engine, POSITIONS, REELS, RESPIN_WEIGHTS, type GoldenTigerMarks, type GoldenTigerView } from '@ky-wallet/games/games/slot-golden-tiger';
import { reelWindow } from '@ky-wallet/games/slot';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { GoldenTigerGame } from './GoldenTigerGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Golden Tiger against the in-memory game server, which plays the real engine: the test knows
 * each round from the seeds. These seeds give a paying spin with two Gold Coins (round 0), a spin
 * with two coins and no win (round 1), then Hold & Win (round 2): six coins, respins of none,
 * three, none and one new coin, then three empty ones.
 */

const SERVER_SEED = 'd'.repeat(64);
const CLIENT_SEED = 'tiger-test-449';
const LEVELS = [30, 60, 90, 150, 300, 600, 900, 1_500, 3_000, 6_000, 15_000, 30_000];

/** Round `nonce` of the seeds, with as many floats as it reads (Hold & Win reads more than 64). */
async function roundOf(nonce: number): Promise<GoldenTigerView> {
  for (let count = 64; ; count *= 2) {
    try {
      return engine.view(engine.start(arrayDraw(await floats(SERVER_SEED, CLIENT_SEED, nonce, count)), {}).state, true) as GoldenTigerView;
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
    }
  }
}

const newRgs = (balance?: number) =>
  createFakeRgs({
    serverSeed: SERVER_SEED,
    clientSeed: CLIENT_SEED,
    game: 'slot-golden-tiger',
    engine,
    limits: { min_bet: 30, max_bet: 30_000, levels: LEVELS },
    ...(balance === undefined ? {} : { balance }),
  });

async function renderGame(api: FakeRgs = newRgs()) {
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={await api.session()} Game={GoldenTigerGame} />
    </SiteFrame>,
  );
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  return { api, user: userEvent.setup(), view };
}

/** Reduced motion: the reels stop at once, and Hold & Win shows whole. */
const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

const NAMES: Record<string, string> = {
  TIGER: 'Golden Tiger',
  INGOT: 'Gold Ingot',
  KOI: 'Koi',
  KNOT: 'Lucky Knot',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
  WILD: 'Golden Paw (wild)',
};
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const coinText = (prize: string) => (prize.startsWith('M') ? `Gold Coin: ${prize} jackpot` : `Gold Coin ${prize.replace('x', '×')}`);

/** What the reels say of reel `reel`: its symbols, a Gold Coin by its value. */
function reelSaid(view: GoldenTigerView, reel: number): string {
  const spin = view.spins[0];
  const coins = (spin?.marks as unknown as GoldenTigerMarks).coins;
  const symbols = (spin?.grid[reel] ?? []).map((symbol, row) =>
    symbol === COIN ? coinText(coins.find(({ at }) => at[0] === reel && at[1] === row)?.prize ?? '') : NAMES[symbol],
  );
  return `Reel ${reel + 1}: ${symbols.join(', ')}`;
}

const spinButton = () => screen.getByRole('button', { name: /^(Spin|Playing…)$/ });
/** Spins and waits for the round's win to show (reels stopped, any Hold & Win over). */
async function spinRound(user: ReturnType<typeof userEvent.setup>) {
  await user.click(spinButton());
  await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toMatch(/^Round win: /), { timeout: 8_000 });
}
/** An element's text as a screen reader has it: without what is hidden from it. */
function said(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
const stepsSaid = () => within(screen.getByTestId('tiger-steps')).getAllByRole('listitem').map((item) => item.textContent);

describe('GoldenTigerGame', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('spins by keyboard at a level of the game: the reels with their Gold Coins, the ways wins, the balance', async () => {
    reduceMotion(true);
    const { user } = await renderGame();
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥0.90');
    await user.click(screen.getByRole('button', { name: 'Raise the Total bet' }));
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.50');

    spinButton().focus();
    await user.keyboard('{Enter}');
    const view = await roundOf(0);
    const reels = screen.getByRole('group', { name: 'Reels' });
    await waitFor(() => expect(within(reels).getByText(/^Reel 3: /).textContent).toBe(reelSaid(view, 2)));
    // Reel 3 shows a 2x coin and a 0.5x coin, drawn on the coins too.
    expect(reelSaid(view, 2)).toBe('Reel 3: Gold Coin 2×, Gold Coin 0.5×, Golden Paw (wild)');
    expect([...reels.querySelectorAll('.tiger-coin-mark')].map((mark) => mark.textContent)).toEqual(['2×', '0.5×']);
    for (let reel = 0; reel < 5; reel++) expect(within(reels).getByText(new RegExp(`^Reel ${reel + 1}: `)).textContent).toBe(reelSaid(view, reel));

    // Golden Tiger on 4 reels (the Golden Paw for it on reels 2 to 4), J on 4, 10 on 5: each lit and said.
    const wins = within(screen.getByTestId('slot-wins')).getAllByRole('listitem').map((item) => item.textContent);
    expect(wins).toEqual(['Golden Tiger on 4 reels: 1 way', 'J on 4 reels: 1 way', '10 on 5 reels: 1 way', `This spin pays ${money(330)}`]);
    expect(reels.querySelectorAll('.slot-cell--win').length).toBeGreaterThan(0);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 150 + 330));
    expect(screen.getByTestId('game-status').textContent).toBe(`You won ${money(330)}.`);
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(330)}`);
    // Two coins start nothing.
    expect(screen.queryByTestId('tiger-hold-and-win')).toBeNull();
  });

  it('plays Hold & Win respin by respin: locked coins, respins back to 3 on a new coin, the jackpots, the total; Spin waits', async () => {
    reduceMotion(false);
    const { api, user } = await renderGame();
    // Turbo: the reels and the respins go faster; the rounds are the same.
    await user.click(screen.getByRole('checkbox', { name: /^Turbo/ }));
    for (let round = 0; round < 2; round++) await spinRound(user);
    const view = await roundOf(2);
    await user.click(spinButton());

    // The reels stop on six coins; they lock, with 3 respins.
    const panel = await screen.findByTestId('tiger-hold-and-win', {}, { timeout: 5_000 });
    expect(screen.getByRole('heading', { name: 'Hold & Win' })).toBeTruthy();
    expect(stepsSaid()).toEqual(['6 Gold Coins lock in place: 3 respins.']);
    expect(screen.getByTestId('tiger-respins-left').textContent).toBe('3 respins left');
    expect(screen.getByTestId('tiger-coin-count').textContent).toBe(`Gold Coins: 6 of 15 · worth ${money(855)}`);
    const board = within(panel).getByRole('group', { name: 'Hold & Win board' });
    expect(within(board).getByText(/^Reel 2: /).textContent).toBe('Reel 2: Gold Coin 5×, Gold Coin 1×, Blank');
    // The jackpots at this bet (0.90): MINI 10x … GRAND 1,000x.
    const jackpots = within(panel).getByRole('list', { name: 'Fixed jackpots' });
    expect(within(jackpots).getAllByRole('listitem').map(said)).toEqual([
      `MINI jackpot: ${money(900)}`,
      `MINOR jackpot: ${money(2_250)}`,
      `MAJOR jackpot: ${money(9_000)}`,
      `GRAND jackpot: ${money(90_000)}`,
    ]);
    // The round's win waits for the feature; Spin is refused meanwhile, by button and by Space.
    expect(screen.getByTestId('slot-win').textContent).toBe('');
    expect(spinButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(spinButton());
    expect(api.calls.filter((call) => call === 'roundStart')).toHaveLength(3);

    // Respin 1 lands nothing (2 left); respin 2 lands three coins, back to 3.
    await waitFor(() => expect(stepsSaid()).toHaveLength(3), { timeout: 3_000 });
    expect(stepsSaid().slice(1)).toEqual(['Respin 1: no new coin. 2 respins left.', 'Respin 2: 3 new Gold Coins (1×, 3×, 3×). Back to 3 respins.']);
    expect(screen.getByTestId('tiger-respins-left').textContent).toBe('3 respins left');
    expect(within(board).getByText(/^Reel 1: /).textContent).toBe('Reel 1: Gold Coin 1×, new, Gold Coin 3×, new, Blank');
    expect(board.querySelectorAll('.tiger-coin-mark--fresh')).toHaveLength(3);

    // Then to the end: three empty respins after the last coin, and the total paid.
    const total = await screen.findByTestId('tiger-total', {}, { timeout: 6_000 });
    expect(stepsSaid().slice(3)).toEqual([
      'Respin 3: no new coin. 2 respins left.',
      'Respin 4: 1 new Gold Coin (0.5×). Back to 3 respins.',
      'Respin 5: no new coin. 2 respins left.',
      'Respin 6: no new coin. 1 respin left.',
      'Respin 7: no new coin. No respins left: Hold & Win ends.',
    ]);
    expect(view.feature?.win).toBe(1_700);
    expect(total.textContent).toBe(`Hold & Win pays ${money(1_530)}.`);
    expect(screen.getByTestId('tiger-coin-count').textContent).toBe(`Gold Coins: 10 of 15 · worth ${money(1_530)}`);
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(1_530)}`));
    expect(screen.getByTestId('game-status').textContent).toBe(`Hold & Win with 10 Gold Coins! You won ${money(1_530)}.`);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 3 * 90 + 198 + 1_530));
    expect(spinButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('skips Hold & Win to its end on request, and shows it whole at once with reduced motion', async () => {
    reduceMotion(false);
    const first = await renderGame();
    await first.user.click(screen.getByRole('checkbox', { name: /^Turbo/ }));
    for (let round = 0; round < 2; round++) await spinRound(first.user);
    await first.user.click(spinButton());
    // The panel's own Skip (the reels' one has gone with their turning).
    const panel = await screen.findByTestId('tiger-hold-and-win', {}, { timeout: 5_000 });
    within(panel).getByRole('button', { name: 'Skip to the result' }).focus();
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('tiger-total')));
    expect(stepsSaid()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Skip to the result' })).toBeNull();
    expect(spinButton().getAttribute('aria-disabled')).toBe('false');
    first.view.unmount();

    // Reduced motion: the whole feature as soon as the reels stop; nothing holds Spin.
    reduceMotion(true);
    const second = await renderGame();
    for (let round = 0; round < 3; round++) await spinRound(second.user);
    expect(stepsSaid()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Skip to the result' })).toBeNull();
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(1_530)}`);
  });

  it('stops Auto Play when Hold & Win is triggered, and says so', async () => {
    reduceMotion(true);
    const { api, user } = await renderGame();
    await user.click(screen.getByText('Auto Play', { selector: 'summary' }));
    expect(screen.getByText(/It also stops when Hold & Win is triggered\.$/)).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Rounds' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    await screen.findByText('Auto Play stopped: Hold & Win was triggered.', {}, { timeout: 10_000 });
    expect(api.calls.filter((call) => call === 'roundStart')).toHaveLength(3);
    expect(screen.getByTestId('tiger-total').textContent).toBe(`Hold & Win pays ${money(1_530)}.`);
    expect(screen.getByRole('button', { name: 'Start Auto Play (10)' })).toBeTruthy();
  });

  it('refuses a spin the balance cannot pay, and has no open round to resume: each is over when it starts', async () => {
    reduceMotion(true);
    const api = newRgs(60);
    const first = await renderGame(api);
    await first.user.click(spinButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your balance is too low for this bet.'));
    expect(api.calls).not.toContain('roundAct');
    first.view.unmount();

    const second = await renderGame(api);
    expect(api.calls.filter((call) => call === 'roundActive')).toHaveLength(2);
    expect(screen.getByTestId('game-status').textContent).toBe('');
    expect(second.view.container.querySelector('.tiger-feature')).toBeNull();
  });

  it('draws a round with Hold & Win as it fell, GRAND and the maximum win included', async () => {
    const { rerender } = render(
      <SiteFrame>
        <RoundPicture view={await roundOf(2)} />
      </SiteFrame>,
    );
    expect(screen.getByText('Hold & Win paid 17× the total bet.')).toBeTruthy();
    expect(stepsSaid()).toHaveLength(8);
    expect(screen.getByText('The round paid 17.00× the total bet.')).toBeTruthy();

    // Every position a coin: the reels' stops with the most coins, each coin a MAJOR, one respin filling the rest.
    const stops = REELS.strips.map((strip) => {
      let best = 0;
      for (let stop = 1; stop < strip.length; stop++) if (reelWindow(strip, stop, 3).filter((s) => s === COIN).length > reelWindow(strip, best, 3).filter((s) => s === COIN).length) best = stop;
      return best;
    });
    const coins = stops.reduce((sum, stop, reel) => sum + reelWindow(REELS.strips[reel] ?? [], stop, 3).filter((s) => s === COIN).length, 0);
    const weights = COIN_PRIZES.map((prize) => prize.weight);
    const pick = (index: number, of: readonly number[]) => (of.slice(0, index).reduce((a, b) => a + b, 0) + 0.5) / of.reduce((a, b) => a + b, 0);
    const major = pick(COIN_PRIZES.findIndex((prize) => prize.jackpot === 'MAJOR'), weights);
    const draws = [
      ...stops.map((stop, reel) => (stop + 0.5) / (REELS.strips[reel]?.length ?? 1)),
      ...Array<number>(coins).fill(major),
      ...Array.from({ length: POSITIONS - coins }, () => [pick(1, RESPIN_WEIGHTS), major]).flat(),
    ];
    const grand = engine.view(engine.start(arrayDraw(draws), {}).state, true) as GoldenTigerView;
    rerender(
      <SiteFrame>
        <RoundPicture view={grand} />
      </SiteFrame>,
    );
    expect(stepsSaid().at(-1)).toBe('All 15 positions hold a Gold Coin: GRAND jackpot!');
    expect(screen.getByText('Hold & Win paid 2,000× the total bet. The maximum win was reached: the round ended there.')).toBeTruthy();
    const jackpots = screen.getByRole('list', { name: 'Fixed jackpots' });
    expect(within(jackpots).getAllByRole('listitem').map(said)).toEqual(['MINI jackpot: 10×', 'MINOR jackpot: 25×', 'MAJOR jackpot: 100× won ×15', 'GRAND jackpot: 1,000× won']);
  });
});
