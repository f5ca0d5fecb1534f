import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { floats, minesPositions } from '@ky-wallet/games/fair';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { MinesGame } from './MinesGame.tsx';

/*
 * The mines client against an in-memory game server with the real shuffle: the test knows where
 * the mines are from the seeds, as a verifier would after the seed pair is revealed.
 */

const SERVER_SEED = 'a'.repeat(64);
const CLIENT_SEED = 'mines-test';

async function renderMines(api: FakeRgs = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED }), onSettled?: () => void) {
  const session = { ...(await api.session()), game: 'original-mines' as const };
  render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={MinesGame} onSettled={onSettled} />
    </SiteFrame>,
  );
  // The page asks for an open round first.
  await waitFor(() => expect(api.calls).toContain('minesActive'));
  return { api, user: userEvent.setup() };
}

/** The first round's mines (nonce 0) with `count` mines. */
async function minesOf(count: number): Promise<number[]> {
  return minesPositions(await floats(SERVER_SEED, CLIENT_SEED, 0, count), count);
}

const tile = (n: number) => screen.getByRole('button', { name: new RegExp(`^Tile ${n} \\(`) });

describe('MinesGame', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('plays a round by keyboard: Bet, arrow keys, Enter on a gem, then Cash out', async () => {
    const { api, user } = await renderMines();
    const mines = await minesOf(3);
    const safe = Array.from({ length: 25 }, (_, index) => index).find((index) => !mines.includes(index)) ?? 0;

    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('The round has started with 3 mines: uncover a tile.'));
    // Focus is on the board; arrows move it to the safe tile.
    expect(document.activeElement).toBe(tile(1));
    for (let step = 0; step < safe; step++) await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tile(safe + 1));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(tile(safe + 1).getAttribute('aria-label') ?? tile(safe + 1).textContent).toMatch(/gem$/));
    expect(screen.getByTestId('mines-multiplier').textContent).toBe('1.10×');
    expect(screen.getByLabelText(/^Bet/)).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /^Cash out CN¥1\.10$/ }));

    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Cashed out CN¥1.10 at 1.10×.'));
    expect(screen.getByTestId('game-balance').textContent).toBe('CN¥1,000.10');
    for (const mine of mines) expect(tile(mine + 1).textContent).toMatch(/mine$/);
    const result = within(screen.getByTestId('recent-results')).getAllByRole('listitem')[0];
    expect(result?.textContent).toContain('1 gem (3 mines)');
    expect(api.calls.filter((name) => name === 'minesReveal')).toHaveLength(1);
  });

  it('takes Space pressed twice on Cash out as one cash-out: focus goes to Bet, and no new round starts', async () => {
    // The clock stands still: the second press comes "at once" however slow the machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { api, user } = await renderMines();
    const mines = await minesOf(3);
    const safe = Array.from({ length: 25 }, (_, index) => index).find((index) => !mines.includes(index)) ?? 0;
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uncover a tile to cash out' })).toBeTruthy());
    await user.click(tile(safe + 1));
    const cashOut = await screen.findByRole('button', { name: /^Cash out CN¥1\.10$/ });
    cashOut.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Cashed out CN¥1.10 at 1.10×.'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bet' }));
    await user.keyboard(' ');
    expect(api.calls.filter((name) => name === 'minesStart')).toHaveLength(1);
    expect(screen.getByTestId('game-status').textContent).toBe('Cashed out CN¥1.10 at 1.10×.');
    // A deliberate click starts the next round at once.
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(api.calls.filter((name) => name === 'minesStart')).toHaveLength(2));
    vi.useRealTimers();
  });

  it('with real money, has the wallet show the bet as soon as it is taken, before the round settles', async () => {
    const asked: string[] = [];
    const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, mode: 'real' });
    const { user } = await renderMines(api, () => asked.push('refresh'));
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uncover a tile to cash out' })).toBeTruthy());
    expect(asked).toEqual(['refresh']);
  });

  it('follows the game server when the round ended elsewhere (another tab): back to Bet, saying so', async () => {
    const { api, user } = await renderMines();
    const mines = await minesOf(3);
    const safe = Array.from({ length: 25 }, (_, index) => index).find((index) => !mines.includes(index)) ?? 0;
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uncover a tile to cash out' })).toBeTruthy());
    // Another tab of the same session hits a mine: the round is over on the game server.
    const open = await api.minesActive();
    await api.minesReveal({ round: open?.round ?? '', tile: mines[0] ?? 0 });
    await user.click(tile(safe + 1));
    await waitFor(() =>
      expect(screen.getByTestId('game-status').textContent).toBe('This round has already ended. Place a new bet when you are ready.'),
    );
    expect(screen.getByRole('button', { name: 'Bet' })).toBeTruthy();
  });

  it("shows the round a Bet opened although its answer was lost, and plays it (no idle board refusing every bet)", async () => {
    const asked: string[] = [];
    const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, mode: 'real' });
    const { user } = await renderMines(api, () => asked.push('refresh'));
    const mines = await minesOf(3);
    const safe = Array.from({ length: 25 }, (_, index) => index).find((index) => !mines.includes(index)) ?? 0;
    api.loseNextAnswer();
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your open round is back, with 0 gems uncovered.'));
    // The stake was taken: the game and the wallet show it.
    expect(screen.getByTestId('game-balance').textContent).toBe('CN¥999.00');
    expect(asked).toContain('refresh');
    await user.click(tile(safe + 1));
    await waitFor(() => expect(screen.getByTestId('mines-multiplier').textContent).toBe('1.10×'));
    expect(api.calls.filter((name) => name === 'minesStart')).toHaveLength(1);
  });

  it('loses the bet on a mine and shows the whole board', async () => {
    const { user } = await renderMines();
    const mines = await minesOf(3);
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uncover a tile to cash out' })).toBeTruthy());
    await user.click(tile((mines[0] ?? 0) + 1));
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('A mine: the round is lost.'));
    expect(screen.getByTestId('game-balance').textContent).toBe('CN¥999.00');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeTruthy();
  });

  it('resumes the open round the game server still holds', async () => {
    const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED });
    const mines = await minesOf(5);
    const safe = Array.from({ length: 25 }, (_, index) => index).filter((index) => !mines.includes(index));
    const started = await api.minesStart({ amount: 250, mines: 5 });
    await api.minesReveal({ round: started.round, tile: safe[0] ?? 0 });
    await api.minesReveal({ round: started.round, tile: safe[1] ?? 0 });

    await renderMines(api);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your open round is back, with 2 gems uncovered.'));
    expect(screen.getByLabelText(/^Bet/)).toHaveProperty('value', '2.50');
    expect(screen.getByLabelText('Mines')).toHaveProperty('value', '5');
    expect(tile((safe[0] ?? 0) + 1).textContent).toMatch(/gem$/);
    expect(screen.getByRole('button', { name: /^Cash out / })).toBeTruthy();
    // A seed rotation waits for the round's end.
    expect(screen.getByRole('button', { name: 'Rotate seed pair' }).getAttribute('aria-disabled')).toBe('true');
  });
});
