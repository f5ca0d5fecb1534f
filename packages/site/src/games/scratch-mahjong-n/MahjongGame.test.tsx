import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { DRAW_SPOT, engine, readHand, type Tile } from '@ky-wallet/games/games/scratch-mahjong-n';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { arrange, MahjongGame } from './MahjongGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Mahjong Scratch against the in-memory game server, which plays the real engine (passed in
 * until the game is registered): the test knows each ticket from the seeds, as a verifier would
 * once the pair is revealed. With these seeds the first ticket is a Half Flush.
 */

const SERVER_SEED = 'c'.repeat(64);
const CLIENT_SEED = 'mahjong-test-6';
const LEVELS = [50, 100, 200, 500];

const fakeRgs = () => createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'scratch-mahjong-n' as never, engine, limits: { min_bet: 50, max_bet: 500, levels: LEVELS } });

async function renderMahjong(api: FakeRgs = fakeRgs()) {
  const session = await api.session();
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={MahjongGame} />
    </SiteFrame>,
  );
  // The page asks for an unfinished ticket first.
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  return { api, user: userEvent.setup(), view };
}

/** The ticket of round `nonce`, from the seeds. */
async function ticketOf(nonce: number) {
  return engine.start(arrayDraw(await floats(SERVER_SEED, CLIENT_SEED, nonce, 256)), {}).state;
}

const handTile = (n: number) => screen.getByRole('button', { name: new RegExp(`^Hand tile ${n}(:|$)`) });
const drawTile = () => screen.getByRole('button', { name: /^The Draw, scratched last/ });

describe('MahjongGame', () => {
  afterEach(() => cleanup());

  it('buys a ticket by keyboard, scratches the hand and then the Draw, sorts the hand and pays it', async () => {
    const { user } = await renderMahjong();
    const ticket = await ticketOf(0);
    expect(readHand(ticket.spots)?.hand).toBe('HALF_FLUSH');
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    (await screen.findByRole('button', { name: 'Raise the Ticket price' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥2.00');
    (await screen.findByRole('button', { name: 'Buy a ticket (CN¥2.00)' })).focus();
    await user.keyboard('{Enter}');

    // Focus on the first tile; the Draw waits for the hand.
    await waitFor(() => expect(document.activeElement).toBe(handTile(1)));
    expect(drawTile().getAttribute('aria-disabled')).toBe('true');
    for (let n = 1; n <= 13; n++) {
      await user.keyboard('{Enter}');
      await waitFor(() => expect(handTile(n).textContent).toBe(`Hand tile ${n}: ${nameOf(ticket.spots[n - 1] as Tile)}`));
      if (n < 13) {
        expect(drawTile().getAttribute('aria-disabled')).toBe('true');
        await user.keyboard('{ArrowRight}');
      }
    }
    // Nothing is paid before the whole ticket shows; the Draw is open now.
    expect(screen.queryByTestId('scratch-prize')).toBeNull();
    expect(drawTile().getAttribute('aria-disabled')).toBe('false');
    await user.keyboard('{ArrowRight}{Enter}');

    const prize = await screen.findByTestId('scratch-prize');
    expect(prize.textContent).toBe(`Prize: ${money(3_000)} (15.00×)`);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 200 + 3_000));
    expect(screen.getByTestId('mahjong-hand').textContent).toMatch(/^Half Flush Sorted: /);
    expect(screen.getByTestId('game-status').textContent).toBe(`Half Flush: you won ${money(3_000)}.`);
    // Auto-arrange: the tiles take their places in the hand's sets and pair.
    const arranged = arrange(ticket.spots);
    const orders = arranged?.groups.flat().map((spot) => (document.querySelector(`[data-spot="${spot}"]`)?.parentElement as HTMLElement).style.order);
    expect(orders).toEqual(Array.from({ length: 14 }, (_, position) => String(2 * position)));
  });

  it('scratches the rest with Reveal All, the Draw last', async () => {
    const { user, api } = await renderMahjong();
    const ticket = await ticketOf(0);
    await user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await waitFor(() => expect(document.activeElement).toBe(handTile(1)));
    await user.click(drawTile());
    expect(api.calls.filter((call) => call === 'roundAct')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reveal All' }));
    // The tiles turn one after another, the hand's before the Draw; the prize shows after the last.
    await waitFor(() => expect(handTile(13).textContent).toMatch(/: /));
    expect(drawTile().textContent).toBe('The Draw, scratched last');
    expect(screen.queryByTestId('scratch-prize')).toBeNull();
    expect((await screen.findByTestId('scratch-prize', {}, { timeout: 5_000 })).textContent).toBe(`Prize: ${money(1_500)} (15.00×)`);
    expect(drawTile().textContent).toBe(`The Draw, scratched last: ${nameOf(ticket.spots[DRAW_SPOT] as Tile)}`);
  });

  it('shows an unfinished ticket again, with the tiles already scratched, after a reload', async () => {
    const api = fakeRgs();
    const first = await renderMahjong(api);
    await first.user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await waitFor(() => expect(document.activeElement).toBe(handTile(1)));
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(handTile(1).getAttribute('aria-disabled')).toBe('true'));
    first.view.unmount();

    await renderMahjong(api);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your unfinished ticket is back: scratch the rest.'));
    expect(handTile(1).getAttribute('aria-disabled')).toBe('true');
    expect(handTile(2).getAttribute('aria-disabled')).toBe('false');
    expect(drawTile().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reveal All' })).toBeTruthy();
  });

  it('draws a finished ticket for the round detail, sorted, the Draw named', async () => {
    const ticket = await ticketOf(0);
    render(
      <SiteFrame>
        <RoundPicture view={{ spots: ticket.spots, revealed: [...Array(14).keys()], multiplier: 150_000 }} />
      </SiteFrame>,
    );
    const groups = screen.getAllByRole('listitem');
    expect(groups).toHaveLength(5);
    expect(screen.getByRole('list', { name: 'Mahjong Scratch ticket' }).textContent).toContain(`Draw: ${nameOf(ticket.spots[DRAW_SPOT] as Tile)}`);
    expect(screen.getByText('Half Flush')).toBeTruthy();
  });
});

describe('arrange', () => {
  it('sorts a losing ticket by suit, and a winning one into its hand', () => {
    const losing = 'DOT1 EAST BAM2 DOT9 CHR5 RED BAM7 DOT4 CHR5 WEST BAM2 DOT6 CHR1 GREEN'.split(' ') as Tile[];
    expect(arrange(losing)).toEqual({ hand: null, groups: [[0, 7, 11, 3], [2, 10, 6], [12, 4, 8], [1, 9, 5, 13]] });
    const pungs = 'DOT1 EAST DOT1 RED CHR5 RED EAST DOT1 CHR5 RED CHR5 EAST BAM9 BAM9'.split(' ') as Tile[];
    expect(arrange(pungs)).toEqual({ hand: 'ALL_PUNGS', groups: [[0, 2, 7], [4, 8, 10], [1, 6, 11], [3, 5, 9], [12, 13]] });
    expect(arrange([...pungs.slice(0, 13), null])).toBeNull();
  });
});

const SUITS: Record<string, string> = { DOT: 'Dots', BAM: 'Bamboo', CHR: 'Characters' };
const HONORS: Record<string, string> = { EAST: 'East Wind', SOUTH: 'South Wind', WEST: 'West Wind', NORTH: 'North Wind', RED: 'Red Dragon', GREEN: 'Green Dragon', WHITE: 'White Dragon' };
const nameOf = (tile: Tile) => HONORS[tile] ?? `${tile.slice(3)} of ${SUITS[tile.slice(0, 3)]}`;
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
