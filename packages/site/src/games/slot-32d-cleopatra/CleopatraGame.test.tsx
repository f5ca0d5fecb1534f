import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-32d-cleopatra';
import { createFakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { CleopatraGame, FreeGamesBanner, type CleopatraView } from './CleopatraGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Cleopatra 32 against the in-memory game server, which plays the real engine: the test knows
 * each round from the seeds (each client seed below was picked for its rounds). Motion is
 * reduced, so the reels stop at once, unless a test says otherwise.
 */

const SERVER_SEED = '9'.repeat(64);
/** Its first round: three lines that Cleopatra completes, each doubled; nothing else. */
const DOUBLED = 'cleopatra-2';
/** Its first round: line 32 of five Cleopatras (2,500, not doubled) and line 8 of three (50). */
const FIVE_WILDS = 'cleopatra-31768';
/** Its first round: 3 Pyramids, 10 free games; free game 5 lands 3 more for 10 more; 20 played. */
const RETRIGGER = 'cleopatra-11348';
/** Rounds 1 and 2 lose, round 3 wins 12 credits, round 4 starts free games. */
const AUTO_FREE = 'cleopatra-auto-47';
/** Round 1 wins 18 credits (CN¥0.54 at CN¥0.96). */
const AUTO_WIN = 'cleopatra-auto-539';
/** The rule page's bets in CNY, as the game server lists them: 0.32 to 320 in steps of 0.32. */
const LIMITS = { min_bet: 32, max_bet: 32_000, step: 32 };
/** The first level at or below CN¥1.00: the bet a session starts with. */
const BET = 96;

async function roundOf(clientSeed: string, nonce = 0): Promise<CleopatraView> {
  const draw = arrayDraw(await floats(SERVER_SEED, clientSeed, nonce, 1_024));
  return engine.view(engine.start(draw, {}).state, true);
}

async function renderGame(clientSeed: string, options: { balance?: number } = {}) {
  const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed, game: 'slot-32d-cleopatra', engine, limits: LIMITS, ...options });
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={await api.session()} Game={CleopatraGame} />
    </SiteFrame>,
  );
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  // The page has its answer (no open round): Spin is offered.
  await screen.findByRole('button', { name: 'Spin' });
  return { api, view, user: userEvent.setup() };
}

const NAMES: Record<string, string> = {
  WILD: 'Cleopatra (wild)',
  SPHINX: 'Sphinx',
  EYE: 'Eye of Horus',
  SCARAB: 'Scarab',
  ANKH: 'Ankh',
  LOTUS: 'Lotus',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
  PYRAMID: 'Pyramid (scatter)',
};
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const payoutOf = (view: CleopatraView, amount = BET) => Math.floor((amount * view.win) / view.credits);
const wins = () => within(screen.getByTestId('slot-wins')).getAllByRole('listitem').map((item) => item.textContent);
const roundStarts = (api: { calls: string[] }) => api.calls.filter((call) => call === 'roundStart').length;

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

describe('CleopatraGame', () => {
  beforeEach(() => reduceMotion(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
  });

  it('spins by keyboard at a bet of the line bets, shows the reels, the doubled lines and their rows, and pays the round', async () => {
    const { user } = await renderGame(DOUBLED);
    expect(screen.getByTestId('bet-level').textContent).toBe(money(BET));
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Paid spin');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lower the Total bet' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('bet-level').textContent).toBe(money(64));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('bet-level').textContent).toBe(money(BET));

    // Space outside a control spins, as the rule page's Spin does.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    const view = await roundOf(DOUBLED);
    const spin = view.spins[0];
    const reels = screen.getByRole('group', { name: 'Reels' });
    await waitFor(() => expect(within(reels).getByText(/^Reel 1: /).textContent).toBe(`Reel 1: ${spin?.grid[0]?.map((symbol) => NAMES[symbol]).join(', ')}`));
    expect(within(reels).getByText(/^Reel 5: /).textContent).toBe(`Reel 5: ${spin?.grid[4]?.map((symbol) => NAMES[symbol]).join(', ')}`);
    expect(wins()).toEqual([
      'Line 1 (rows 2-2-2-2-2): 3 × 10 with Cleopatra ×2',
      'Line 13 (rows 3-2-2-2-3): 3 × 10 with Cleopatra ×2',
      'Line 14 (rows 1-2-1-2-1): 3 × K with Cleopatra ×2',
      `This spin pays ${money(payoutOf(view))}`,
    ]);
    // The lines are drawn across the reels, numbered on reel 1; Cleopatra carries her ×2.
    const cells = reels.querySelectorAll('.slot-cell');
    expect(reels.querySelectorAll('.slot-cell--win').length).toBe(6);
    expect([...reels.querySelectorAll('.slot-line-tag')].map((tag) => tag.textContent).sort()).toEqual(['1', '13', '14']);
    expect(cells[4]?.querySelector('.cleo-badge--double')?.textContent).toBe('×2');
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(payoutOf(view))}`);
    expect(screen.getByTestId('game-status').textContent).toBe(`You won ${money(payoutOf(view))}.`);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + payoutOf(view)));
  });

  it('pays a line of five Cleopatras her own 2,500, not doubled', async () => {
    const { user } = await renderGame(FIVE_WILDS);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const view = await roundOf(FIVE_WILDS);
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(payoutOf(view))}`));
    expect(wins()).toContain('Line 32 (rows 1-1-2-1-1): 5 × Cleopatra, at her own pay (not doubled)');
    expect(wins()).toContain('Line 8 (rows 1-1-2-3-3): 3 × Cleopatra, at her own pay (not doubled)');
    expect(wins()).toContain('Line 2 (rows 1-1-1-1-1): 5 × A with Cleopatra ×2');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + payoutOf(view)));
  });

  it('plays the Pyramids’ free games to the end at once with reduced motion: the games played, their total, the round paid', async () => {
    const { user } = await renderGame(RETRIGGER);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const view = await roundOf(RETRIGGER);
    expect(view.free).toEqual({ awarded: 20, played: 20, multiplier: 3 });
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(payoutOf(view))}`));
    const freeWin = Math.floor((BET * (view.win - (view.spins[0]?.win ?? 0))) / view.credits);
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 20 of 20');
    expect(screen.getByTestId('cleo-left').textContent).toBe('0');
    expect(screen.getByTestId('cleo-total').textContent).toBe(money(freeWin));
    expect(screen.getByTestId('cleo-over').textContent).toBe(`Free games over: 20 played, ${money(freeWin)} in all.`);
    expect(screen.getByTestId('cleo-banner').textContent).toContain('In the free games every win is ×3, ×6 with Cleopatra.');
    expect(screen.getByTestId('game-status').textContent).toBe(`3 Pyramids: 10 free games, 20 played in all. You won ${money(payoutOf(view))}.`);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + payoutOf(view)));
  });

  it('shows the free games spin by spin: games left and the running total said as each stops, the retrigger, Spin refused until the end', async () => {
    reduceMotion(false);
    const { api, user } = await renderGame(RETRIGGER);
    await user.click(screen.getByLabelText(/^Turbo/));
    // Every state the banner shows, as it shows it (a free game's state lasts a few hundred ms).
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const banner = document.querySelector('[data-testid="cleo-banner"]');
      const state = banner?.querySelector('.cleo-banner__state:not([aria-hidden])') ?? (banner?.classList.contains('cleo-banner--start') ? banner : null);
      const text = state?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 1 of 10'));
    // While the round plays back, Spin and the bet wait, and Space does nothing.
    expect(screen.getByRole('button', { name: 'Playing…' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Max Bet' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Playing…' }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    expect(roundStarts(api)).toBe(1);
    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 7 of 20'), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Skip to the result' }));
    const view = await roundOf(RETRIGGER);
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(payoutOf(view))}`));
    observer.disconnect();

    const paid = (index: number) => money(Math.floor((BET * (view.spins[index]?.win ?? 0)) / view.credits));
    const total = (through: number) => money(Math.floor((BET * view.spins.slice(1, through + 1).reduce((sum, spin) => sum + spin.win, 0)) / view.credits));
    const said = (index: number, left: number) =>
      `Free games left${left}Free games win${total(index)}${(view.spins[index]?.win ?? 0) > 0 ? `Free game ${index} pays ${paid(index)}.` : `Free game ${index}: no win.`}`;
    expect(seen[0]).toBe('3 Pyramids: 10 free games! In the free games every win is ×3, ×6 with Cleopatra.');
    expect(seen).toContain(said(1, 9));
    expect(seen).toContain(said(4, 6));
    expect(seen).toContain(`${said(5, 15)} 3 Pyramids: 10 more free games!`);
    expect(seen).toContain(said(6, 14));
    expect(screen.getByRole('button', { name: 'Spin' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('says a free game’s Pyramids: their pay, the games they add, every win ×3', async () => {
    const view = await roundOf(RETRIGGER);
    render(
      <SiteFrame>
        <div className="slot-stage__banner">
          <FreeGamesBanner view={view} amount={BET} currency="cny" index={5} spinning={false} />
        </div>
      </SiteFrame>,
    );
    expect(screen.getByTestId('cleo-left').textContent).toBe('15');
    expect(screen.getByTestId('cleo-banner').textContent).toContain('3 Pyramids: 10 more free games!');
    cleanup();
    // While a free game's reels turn, the banner only draws the count (said once they stop).
    render(
      <SiteFrame>
        <FreeGamesBanner view={view} amount={BET} currency="cny" index={6} spinning />
      </SiteFrame>,
    );
    expect(screen.getByTestId('cleo-left').textContent).toBe('14');
    expect(document.querySelector('.cleo-banner__state')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('.cleo-banner__news')).toBeNull();
  });

  it('draws the round with its free games for the history: every spin, the Pyramids, what the free games paid', async () => {
    const view = await roundOf(RETRIGGER);
    render(
      <SiteFrame>
        <RoundPicture view={view} />
      </SiteFrame>,
    );
    expect(screen.getAllByRole('group', { name: /^Paid spin$|^Free game \d+ of 20$/ })).toHaveLength(21);
    expect(screen.getByText('3 × Pyramid anywhere (10 free games): 2× the total bet')).toBeTruthy();
    expect(screen.getByText('3 × Pyramid anywhere (10 more free games): 2× the total bet ×3')).toBeTruthy();
    const freeTimes = ((view.win - (view.spins[0]?.win ?? 0)) / view.credits).toFixed(2);
    expect(screen.getByTestId('cleo-picture-free').textContent).toBe(
      `In the free games every win is ×3, ×6 with Cleopatra. 20 free games awarded (retriggers included), 20 played: they paid ${freeTimes}× the total bet.`,
    );
  });

  it('offers the rule page’s Auto Play counts and stops it when free games are triggered', async () => {
    const { api, user } = await renderGame(AUTO_FREE);
    await user.click(screen.getByText('Auto Play'));
    const count = screen.getByRole('combobox', { name: 'Rounds' });
    expect(within(count).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100', '500']);
    expect(screen.getByText(/It also stops when free games are triggered\./)).toBeTruthy();
    await user.selectOptions(count, '500');
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (500)' }));
    await waitFor(() => expect(screen.getByText('Auto Play stopped: free games were triggered.')).toBeTruthy(), { timeout: 15_000 });
    expect(roundStarts(api)).toBe(4);
    expect(screen.getByRole('button', { name: 'Start Auto Play (500)' })).toBeTruthy();
  });

  it('stops Auto Play after a single win above the player’s limit', async () => {
    const { api, user } = await renderGame(AUTO_WIN);
    await user.click(screen.getByText('Auto Play'));
    await user.type(screen.getByLabelText('Stop if one win is over (CNY)'), '0.50');
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    await waitFor(() => expect(screen.getByText('Auto Play stopped: a win was over your limit.')).toBeTruthy(), { timeout: 10_000 });
    expect(roundStarts(api)).toBe(1);
  });

  it('stops Auto Play at the player’s loss limit', async () => {
    const { api, user } = await renderGame(AUTO_FREE);
    await user.click(screen.getByText('Auto Play'));
    await user.type(screen.getByLabelText('Stop if I have lost (CNY)'), '1.50');
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    await waitFor(() => expect(screen.getByText('Auto Play stopped: your loss limit was reached.')).toBeTruthy(), { timeout: 10_000 });
    expect(roundStarts(api)).toBe(2);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 2 * BET));
  });

  it('refuses a spin the balance cannot pay, and leaves the balance as it was', async () => {
    const { api, user } = await renderGame(DOUBLED, { balance: 50 });
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your balance is too low for this bet.'));
    expect(screen.getByTestId('game-balance').textContent).toBe(money(50));
    expect(screen.getByTestId('slot-win').textContent).toBe('');
    expect(api.calls).toContain('roundStart');
  });

  it('settles the whole round when it starts: after a reload no round is open, and the balance holds the free games’ win', async () => {
    const first = await renderGame(RETRIGGER);
    await first.user.click(screen.getByRole('button', { name: 'Spin' }));
    const view = await roundOf(RETRIGGER);
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(payoutOf(view))}`));
    first.view.unmount();
    render(
      <SiteFrame>
        <GameHarness api={first.api} session={await first.api.session()} Game={CleopatraGame} />
      </SiteFrame>,
    );
    await waitFor(() => expect(first.api.calls.filter((call) => call === 'roundActive')).toHaveLength(2));
    await act(async () => undefined);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + payoutOf(view)));
    expect(screen.getByTestId('game-status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Spin' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('names the symbols and the wins in Traditional Chinese, as the rule page does', async () => {
    const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: RETRIGGER, game: 'slot-32d-cleopatra', engine, limits: LIMITS });
    render(
      <SiteFrame locale="zh-tw">
        <GameHarness api={api} session={await api.session()} Game={CleopatraGame} />
      </SiteFrame>,
    );
    await waitFor(() => expect(api.calls).toContain('roundActive'));
    await userEvent.setup().click(await screen.findByRole('button', { name: '旋轉' }));
    await waitFor(() => expect(screen.getByTestId('slot-spin-label').textContent).toBe('免費遊戲 20/20'));
    expect(screen.getByTestId('cleo-banner').textContent).toContain('免費遊戲中所有獎金 ×3，含埃及豔后的連線 ×6。');
    expect(screen.getByTestId('game-status').textContent).toMatch(/^3 個金字塔：10 次免費遊戲，共進行 20 次。/);
  });
});
