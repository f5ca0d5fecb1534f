import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine, type FortuneView } from '@ky-wallet/games/games/slot-fortune-fafafa';
import { createFakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { FafafaGame } from './FafafaGame.tsx';

/*
 * Fortune FaFaFa against the in-memory game server, which plays the real engine: the test knows
 * each round from the seeds. Motion is reduced, so the reels stop at once.
 */

const SERVER_SEED = 'd'.repeat(64);
const CLIENT_SEED = 'fafafa-test';
const LEVELS = [50, 100, 200, 500, 1_000];

async function roundOf(nonce: number): Promise<FortuneView> {
  const draw = arrayDraw(await floats(SERVER_SEED, CLIENT_SEED, nonce, 64));
  return engine.view(engine.start(draw, {}).state, true) as FortuneView;
}

async function renderGame() {
  const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'slot-fortune-fafafa', limits: { min_bet: 50, max_bet: 1_000, levels: LEVELS } });
  render(
    <SiteFrame>
      <GameHarness api={api} session={await api.session()} Game={FafafaGame} />
    </SiteFrame>,
  );
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  return { api, user: userEvent.setup() };
}

const NAMES: Record<string, string> = { WILD: 'Golden FA (wild)', RED: 'Red FA', GREEN: 'Green FA', BLUE: 'Blue FA', INGOT: 'Gold Ingot', COIN: 'Copper Coin', BLANK: 'Blank' };
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

describe('FafafaGame', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
  });

  it('spins at a level of the game, shows the reels and wins the round drew, and pays it', async () => {
    const { user } = await renderGame();
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    await user.click(screen.getByRole('button', { name: 'Max Bet' }));
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥10.00');
    await user.click(screen.getByRole('button', { name: 'Lower the Total bet' }));
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥5.00');

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const view = await roundOf(0);
    const last = view.spins.at(-1);
    const reels = screen.getByRole('group', { name: 'Reels' });
    await waitFor(() => expect(within(reels).getByText(/^Reel 1: /).textContent).toBe(`Reel 1: ${last?.grid[0]?.map((symbol) => NAMES[symbol]).join(', ')}`));
    const payout = (500 * view.win) / view.credits;
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 500 + Math.floor(payout))));
    if ((last?.wins.length ?? 0) > 0) expect(within(screen.getByTestId('slot-wins')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByTestId('game-status').textContent).toBe(payout > 0 ? `You won ${money(Math.floor(payout))}.` : 'No win.');
  });

  it('plays Auto Play rounds one after the other, and stops at the player’s Stop', async () => {
    const { api, user } = await renderGame();
    await user.click(screen.getByText('Auto Play'));
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    await waitFor(() => expect(api.calls.filter((call) => call === 'roundStart').length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Stop Auto Play' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Auto Play (10)' })).toBeTruthy(), { timeout: 10_000 });
    const played = api.calls.filter((call) => call === 'roundStart').length;
    expect(played).toBeLessThan(10);
    expect(screen.getByText('Auto Play stopped.')).toBeTruthy();
  });
});
