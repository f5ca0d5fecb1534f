import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw, FloatsExhausted } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine, type MonkeyView } from '@ky-wallet/games/games/slot-monkeyking';
import { createFakeRgs, type FakeRgsOptions } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { freeGamesAt, MonkeyBanner, MonkeyGame } from './MonkeyGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Monkey King against the in-memory game server, which plays the real engine: the test knows each
 * round from the seeds. Each client seed below was picked because its first rounds show a feature.
 * Motion is reduced unless a test says otherwise, so the reels stop at once.
 */

const SERVER_SEED = '9'.repeat(64);
/** Nonce 0: Golden Staffs x1 and x2 on reels 3 and 4, a win of K through both. */
const TWO_STAFFS = 'storybook-90';
/** Nonce 0: 3 clouds, 8 free games, 8 more at free game 8 (a x5 staff), two x2 staffs at free game 14. */
const RETRIGGER = 'storybook-28883';
/** Nonces 0 and 1 without free games, nonce 2 with them. */
const AUTO = 'monkey-auto-501';
const LEVELS = [50, 100, 200, 500, 1_000];

async function roundOf(clientSeed: string, nonce = 0): Promise<MonkeyView> {
  for (let count = 64; ; count *= 4) {
    try {
      return engine.view(engine.start(arrayDraw(await floats(SERVER_SEED, clientSeed, nonce, count)), {}).state, true);
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
    }
  }
}

function newRgs(clientSeed: string, options: FakeRgsOptions = {}) {
  return createFakeRgs({ serverSeed: SERVER_SEED, clientSeed, game: 'slot-monkeyking', engine, limits: { min_bet: 50, max_bet: 1_000, levels: LEVELS }, ...options });
}

async function renderMonkey(api = newRgs(TWO_STAFFS)) {
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={await api.session()} Game={MonkeyGame} />
    </SiteFrame>,
  );
  // The page asks for an open round first: this game never leaves one.
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  await screen.findByRole('button', { name: 'Spin' });
  return { api, view, user: userEvent.setup() };
}

const NAMES: Record<string, string> = {
  KING: 'Monkey King',
  PIG: 'Zhu Bajie',
  SHA: 'Sha Wujing',
  PEACH: 'Peach of Immortality',
  BAND: 'Golden Headband',
  STAFF: 'Golden Staff (wild)',
  CLOUD: 'Somersault Cloud (scatter)',
};
const named = (symbol: string) => NAMES[symbol] ?? symbol;
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const reelText = (view: MonkeyView, spin: number, reel: number) => `Reel ${reel + 1}: ${view.spins[spin]?.grid[reel]?.map(named).join(', ')}`;
const spins = (calls: string[]) => calls.filter((call) => call === 'roundStart').length;

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

describe('MonkeyGame', () => {
  beforeEach(() => reducedMotion(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
  });

  it('spins by keyboard at a level of the game, fills the staffs’ reels and multiplies their multipliers, and pays the round', async () => {
    const { user } = await renderMonkey();
    const view = await roundOf(TWO_STAFFS);
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');

    screen.getByRole('button', { name: 'Spin' }).focus();
    await user.keyboard('{Enter}');
    const reels = screen.getByRole('group', { name: 'Reels' });
    await waitFor(() => expect(within(reels).getByText(/^Reel 1: /).textContent).toBe(reelText(view, 0, 0)));
    // Each staff fills its reel, its multiplier said on the row it landed on (reel 3's the last, reel 4's the third).
    expect(within(reels).getByText(/^Reel 3: /).textContent).toBe(`Reel 3: ${[...Array(3).fill('Golden Staff (wild)'), 'Golden Staff (wild) ×1'].join(', ')}`);
    expect(within(reels).getByText(/^Reel 4: /).textContent).toBe('Reel 4: Golden Staff (wild), Golden Staff (wild), Golden Staff (wild) ×2, Golden Staff (wild)');
    expect(reels.querySelectorAll('.monkey-multiplier')).toHaveLength(2);

    // Said: each staff's multiplier and their product; the win through both, its ways and its multiplier.
    const banner = screen.getByTestId('monkey-banner');
    expect(within(banner).getByText('Golden Staff ×1 fills reel 3')).toBeTruthy();
    expect(within(banner).getByText('Golden Staff ×2 fills reel 4')).toBeTruthy();
    expect(within(banner).getByText('×1 and ×2 multiply: ×2')).toBeTruthy();
    const wins = within(screen.getByTestId('slot-wins')).getAllByRole('listitem');
    expect(wins.map((item) => item.textContent)).toEqual(['K on 4 reels: 32 ways, ×2 by the Golden Staffs (×1 and ×2)', 'This spin pays CN¥12.80']);
    expect(view.win).toBe(1_280);

    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 100 + 1_280)));
    expect(screen.getByTestId('slot-win').textContent).toBe('Round win: CN¥12.80');
    expect(screen.getByTestId('game-status').textContent).toBe('You won CN¥12.80.');
    // No free games: no feature panel.
    expect(screen.queryByTestId('monkey-feature')).toBeNull();
  });

  it('plays the 72 Transformations to the end: each free game’s card, the retrigger, the running total, and every game listed', async () => {
    const { user } = await renderMonkey(newRgs(RETRIGGER));
    const view = await roundOf(RETRIGGER);
    expect(view.feature).toEqual({ trigger: { clouds: 3, games: 8 }, retriggers: [8], forfeited: 0 });
    expect(view.spins).toHaveLength(17);
    // The label counts a retrigger once its game's reels have stopped, not while they turn.
    expect([freeGamesAt(view, 7, false), freeGamesAt(view, 8, true), freeGamesAt(view, 8, false), freeGamesAt(view, 9, true)]).toEqual([8, 8, 16, 16]);

    await user.keyboard(' ');
    await screen.findByTestId('monkey-feature');
    // Reduced motion: the reels stand on the last free game, its card said; the whole feature is listed.
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 16 of 16');
    expect(screen.getByRole('group', { name: 'Reels' }).querySelector('[data-symbol]')).toBeTruthy();
    expect(screen.getByTestId('monkey-transform').textContent).toMatch(/^Transformation: every 10 becomes the Monkey King \(\d+ on the reels\)$/);
    expect(screen.getByTestId('monkey-left').textContent).toBe('0 free games left');
    const freeTotal = view.win - (view.spins[0]?.win ?? 0);
    expect(screen.getByTestId('monkey-running').textContent).toBe(`Free games total: ${money(freeTotal)}`);

    const panel = screen.getByTestId('monkey-feature');
    expect(within(panel).getByRole('heading', { name: '72 Transformations' })).toBeTruthy();
    expect(within(panel).getByText('3 Somersault Clouds award 8 free games')).toBeTruthy();
    const games = within(panel).getAllByRole('listitem');
    expect(games).toHaveLength(16);
    expect(games[0]?.textContent).toMatch(/^Free game 1: every 10 became the Monkey King \(\d+ on the reels\), no win$/);
    expect(games[7]?.textContent).toMatch(/^Free game 8: every 9 became the Monkey King \(\d+ on the reels\), Golden Staff ×5 fills reel 4, won CN¥1\.00, 3 Somersault Clouds award 8 more free games$/);
    expect(games[13]?.textContent).toContain('Golden Staff ×2 fills reel 2, Golden Staff ×2 fills reel 3, ×2 and ×2 multiply: ×4, won CN¥617.60');
    expect(within(panel).getByTestId('monkey-total').textContent).toBe(`Free games total: ${money(freeTotal)}`);

    expect(screen.getByTestId('slot-win').textContent).toBe('Round win: CN¥621.60');
    expect(screen.getByTestId('game-status').textContent).toBe('72 Transformations: 16 free games. You won CN¥621.60.');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 100 + 62_160));
  });

  it('plays the free games back one by one, counting only the free games won so far, and refuses a spin until they end', async () => {
    reducedMotion(false);
    const { api, user } = await renderMonkey(newRgs(RETRIGGER));
    await user.click(screen.getByRole('checkbox', { name: /^Turbo/ }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    // Before the retrigger lands, the label counts 8 free games, not the 16 the round will have.
    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 3 of 8'), { timeout: 8_000, interval: 20 });
    expect(screen.getByTestId('monkey-left').textContent).toBe('5 free games left');
    // While the round plays back, Spin, the bet and Auto Play wait; Space starts nothing.
    expect(screen.getByRole('button', { name: 'Playing…' }).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: 'Max Bet' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard(' ');
    expect(spins(api.calls)).toBe(1);
    expect(screen.getByTestId('slot-win').textContent).toBe('');
    expect(screen.queryByTestId('monkey-feature')).toBeNull();

    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 8 of 16'), { timeout: 8_000, interval: 20 });
    await waitFor(() => expect(screen.getByTestId('monkey-retrigger').textContent).toBe('3 Somersault Clouds award 8 more free games'), { timeout: 2_000, interval: 20 });
    expect(screen.getByTestId('monkey-left').textContent).toBe('8 free games left');

    // Quick Stop: the result at once, and Spin is offered again.
    screen.getByRole('button', { name: 'Skip to the result' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByTestId('monkey-feature');
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 16 of 16');
    expect(screen.getByTestId('slot-win').textContent).toBe('Round win: CN¥621.60');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' }).getAttribute('aria-disabled')).toBe('false'));
  });

  it('says the card before a free game’s reels stop, and how many turned once they have', async () => {
    const view = await roundOf(RETRIGGER);
    const props = { view, amount: 100, currency: 'cny', index: 8 };
    const { rerender } = render(
      <SiteFrame>
        <MonkeyBanner {...props} spinning />
      </SiteFrame>,
    );
    expect(screen.getByTestId('monkey-transform').textContent).toBe('Transformation: every 9 becomes the Monkey King');
    // The retrigger has not landed yet: 8 games in all, 7 played, this one turning.
    expect(screen.getByTestId('monkey-left').textContent).toBe('0 free games left');
    // Nothing the spin won yet: no staff, no retrigger; the total of the games before it.
    expect(screen.queryByText(/Golden Staff/)).toBeNull();
    expect(screen.queryByTestId('monkey-retrigger')).toBeNull();
    expect(screen.getByTestId('monkey-running').textContent).toBe('Free games total: CN¥0.20');
    rerender(
      <SiteFrame>
        <MonkeyBanner {...props} spinning={false} />
      </SiteFrame>,
    );
    expect(screen.getByTestId('monkey-transform').textContent).toMatch(/^Transformation: every 9 becomes the Monkey King \(\d+ on the reels\)$/);
    expect(screen.getByText('Golden Staff ×5 fills reel 4')).toBeTruthy();
    expect(screen.getByTestId('monkey-retrigger').textContent).toBe('3 Somersault Clouds award 8 more free games');
    expect(screen.getByTestId('monkey-left').textContent).toBe('8 free games left');
    expect(screen.getByTestId('monkey-running').textContent).toBe('Free games total: CN¥1.20');
  });

  it('marks each position a card turned into the Monkey King', async () => {
    const { user, view: page } = await renderMonkey(newRgs(RETRIGGER));
    const view = await roundOf(RETRIGGER);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByTestId('monkey-feature');
    const tags = page.container.querySelectorAll('.monkey-mark--transformed');
    const said = /\((\d+) on the reels\)/.exec(screen.getByTestId('monkey-transform').textContent ?? '')?.[1];
    expect(tags.length).toBe(Number(said));
    for (const tag of tags) expect(tag.closest('[data-symbol]')?.getAttribute('data-symbol')).toBe('KING');
    expect(view.spins.at(-1)?.grid.flat()).not.toContain('10');
    // Said in the reels' list too, where each lies.
    const reels = screen.getByRole('group', { name: 'Reels' });
    expect(within(reels).getAllByText(/Monkey King \(transformed from 10\)/).length).toBeGreaterThan(0);
    expect((reels.textContent ?? '').match(/transformed from 10/g)).toHaveLength(tags.length);
  });

  it('offers Auto Play’s 10, 25, 50, 100 or 500 spins, and stops it when free games are triggered', async () => {
    const { api, user } = await renderMonkey(newRgs(AUTO));
    expect((await roundOf(AUTO, 0)).feature).toBeUndefined();
    expect((await roundOf(AUTO, 1)).feature).toBeUndefined();
    expect((await roundOf(AUTO, 2)).feature).toBeDefined();

    await user.click(screen.getByText('Auto Play'));
    const count = screen.getByRole('combobox', { name: 'Rounds' });
    expect(within(count).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100', '500']);
    expect(screen.getByText(/It also stops when free games are triggered\.$/)).toBeTruthy();
    await user.selectOptions(count, '25');
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (25)' }));
    await screen.findByText('Auto Play stopped: free games were triggered.', {}, { timeout: 10_000 });
    expect(spins(api.calls)).toBe(3);
    expect(screen.getByTestId('monkey-feature')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Auto Play (25)' })).toBeTruthy();
  });

  it('refuses a spin the balance cannot pay, and spins nothing', async () => {
    const api = newRgs(TWO_STAFFS, { mode: 'real', balance: 30 });
    const { user } = await renderMonkey(api);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');
    expect(screen.getByRole('group', { name: 'Reels' }).querySelector('[data-symbol]')).toBeNull();
    expect(screen.getByTestId('game-balance').textContent).toBe('CN¥0.30');
  });

  it('leaves no round open: a reload during the free games finds the round settled and paid', async () => {
    reducedMotion(false);
    const api = newRgs(RETRIGGER);
    const first = await renderMonkey(api);
    await first.user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toMatch(/^Free game/), { timeout: 8_000, interval: 20 });
    first.view.unmount();

    await renderMonkey(api);
    expect(api.calls.filter((call) => call === 'roundActive')).toHaveLength(2);
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 100 + 62_160));
    expect(screen.getByRole('button', { name: 'Spin' }).getAttribute('aria-disabled')).toBe('false');
  });
});

describe('RoundPicture', () => {
  afterEach(cleanup);

  it('draws every spin of the round, its staffs and transformed cards, and says each free game', async () => {
    const view = await roundOf(RETRIGGER);
    const { container } = render(
      <SiteFrame>
        <RoundPicture view={view} />
      </SiteFrame>,
    );
    expect(container.querySelectorAll('.slot-picture__spins > li')).toHaveLength(17);
    expect(container.querySelectorAll('.monkey-multiplier')).toHaveLength(3);
    const steps = within(container.querySelector('.monkey-picture') as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(17);
    expect(steps[0]?.textContent).toBe('Paid spin: 3 Somersault Clouds award 8 free games');
    expect(steps[8]?.textContent).toMatch(/Golden Staff ×5 fills reel 4, won 1\.00× the total bet, 3 Somersault Clouds award 8 more free games$/);
    expect(screen.getByText('Free games total: 620.60× the total bet')).toBeTruthy();
    expect(container.querySelector('figcaption')?.textContent).toBe('The round paid 621.60× the total bet.');
  });

  it('names the symbols as the rule page does, in Simplified Chinese', async () => {
    const view = await roundOf(TWO_STAFFS);
    render(
      <SiteFrame locale="zh-cn">
        <RoundPicture view={view} />
      </SiteFrame>,
    );
    expect(screen.getByText(/^第 3 轴：/).textContent).toBe('第 3 轴：金箍棒（百搭）, 金箍棒（百搭）, 金箍棒（百搭）, 金箍棒（百搭）×1');
    expect(screen.getByText('K连续 4 轴：32 种方式，金箍棒 ×1和×2 相乘：×2')).toBeTruthy();
  });
});
