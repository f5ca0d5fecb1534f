import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw, type Draw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { PEARL_SPOT, engine, threeOf } from '@ky-wallet/games/games/scratch-year-of-dragon-n';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { DragonGame } from './DragonGame.tsx';

/*
 * Year of the Dragon against the in-memory game server, which plays the real engine: the test
 * knows each ticket from the seeds, as a verifier would once the pair is revealed.
 */

const SERVER_SEED = 'b'.repeat(64);
const CLIENT_SEED = 'dragon-test';
const LEVELS = [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

const newRgs = () => createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'scratch-year-of-dragon-n' as never, engine, limits: { min_bet: 50, max_bet: 50_000, levels: LEVELS } });

async function renderDragon(api: FakeRgs = newRgs()) {
  const session = await api.session();
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={DragonGame} />
    </SiteFrame>,
  );
  // The page asks for an unfinished ticket first.
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  return { api, user: userEvent.setup(), view };
}

/** The ticket of round `nonce`, from the seeds. */
async function ticketOf(nonce: number) {
  return engine.start(arrayDraw(await floats(SERVER_SEED, CLIENT_SEED, nonce, 64)), {}).state;
}

const NAMES: Record<string, string> = {
  DRAGON: 'Golden Dragon',
  PHOENIX: 'Phoenix',
  JADE: 'Jade Pendant',
  KOI: 'Koi',
  ENVELOPE: 'Red Envelope',
  FIRECRACKER: 'Firecracker',
  LANTERN: 'Lantern',
  COIN: 'Gold Coin',
  X1: 'Dragon Pearl x1',
  X2: 'Dragon Pearl x2',
  X3: 'Dragon Pearl x3',
  X5: 'Dragon Pearl x5',
};
const cell = (index: number) => document.querySelector<HTMLButtonElement>(`[data-spot="${index}"]`) as HTMLButtonElement;
/** What a spot says (its art is hidden from assistive technology). */
const label = (element: HTMLElement) => element.querySelector('.visually-hidden')?.textContent;
const spot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Spot ${n} \\(`) });
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

describe('DragonGame', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('buys a ticket by keyboard, scratches a cell by Enter and three by dragging over them, and pays the prize times the Dragon Pearl', async () => {
    const { api, user } = await renderDragon();
    const ticket = await ticketOf(0);
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    await user.click(screen.getByRole('button', { name: 'Raise the Ticket price' }));
    (await screen.findByRole('button', { name: 'Buy a ticket (CN¥2.00)' })).focus();
    await user.keyboard('{Enter}');

    // Focus on the first cell; Enter scratches it and names its symbol.
    await waitFor(() => expect(document.activeElement).toBe(spot(1)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(label(spot(1))).toBe(`Spot 1 (row 1, column 1): ${NAMES[ticket.spots[0] as string]}`));

    // A pressed pointer dragged over cells 4, 5 and 6 scratches each one, one call at a time.
    vi.spyOn(document, 'elementFromPoint').mockImplementation((x) => cell(x));
    const before = api.calls.filter((call) => call === 'roundAct').length;
    fireEvent.pointerDown(cell(3), { button: 0, buttons: 1, clientX: 3 });
    for (const index of [3, 4, 5, 5]) fireEvent.pointerMove(cell(index), { buttons: 1, clientX: index });
    fireEvent.pointerUp(cell(5), { button: 0, buttons: 0, clientX: 5 });
    for (const index of [3, 4, 5]) await waitFor(() => expect(label(spot(index + 1))).toMatch(new RegExp(`: ${NAMES[ticket.spots[index] as string]}$`)));
    expect(api.calls.filter((call) => call === 'roundAct').length - before).toBe(3);
    // A pointer moved without a button pressed scratches nothing.
    fireEvent.pointerMove(cell(7), { buttons: 0, clientX: 7 });
    expect(cell(7).getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByTestId('scratch-prize')).toBeNull();

    // Reveal All uncovers the rest, the Dragon Pearl box included, at once.
    await user.click(screen.getByRole('button', { name: 'Reveal All' }));
    const prize = await screen.findByTestId('scratch-prize');
    expect(label(screen.getByRole('button', { name: /^The Dragon Pearl box/ }))).toBe(`The Dragon Pearl box: ${NAMES[ticket.spots[PEARL_SPOT] as string]}`);
    const multiplier = engine.multiplier(ticket);
    const payout = (200 * multiplier) / 10_000;
    expect(prize.textContent).toBe(payout > 0 ? `Prize: ${money(payout)} (${(multiplier / 10_000).toFixed(2)}×)` : 'No prize on this ticket.');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 200 + payout));
    expect(threeOf(ticket.spots as string[]) === null).toBe(payout === 0);
    // Auto Play offers the limit the rule page names: a single win, not a loss.
    expect(screen.getByText('Auto Play')).toBeTruthy();
    expect(screen.getByLabelText(/^Stop if one win is over/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Stop if I have lost/)).toBeNull();
    expect(screen.getByText('The limit is optional. Auto Play buys a ticket and reveals it all, again and again.')).toBeTruthy();
  });

  it('says a winning ticket’s prize times the pearl, and marks the three symbols and the pearl', async () => {
    // A game server that sells only three Koi with a x2 pearl: the layout is the real one.
    const tier = engine.definition.tiers.findIndex(({ detail }) => detail.symbol === 'KOI' && detail.pearl === 'X2');
    const koi = (draw: Draw): Draw => {
      let first = true;
      return {
        float: () => draw.float(),
        below: (n) => draw.below(n),
        weighted: (weights) => (first ? ((first = false), draw.float(), tier) : draw.weighted(weights)),
        get used() {
          return draw.used;
        },
      };
    };
    const rigged: typeof engine = { ...engine, start: (draw, params) => engine.start(koi(draw), params) };
    const { user } = await renderDragon(createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'scratch-year-of-dragon-n' as never, engine: rigged, limits: { min_bet: 50, max_bet: 50_000, levels: LEVELS } }));
    await user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await user.click(await screen.findByRole('button', { name: 'Reveal All' }));
    expect((await screen.findByTestId('scratch-prize')).textContent).toBe('Prize: CN¥20.00 (20.00×)');
    expect(screen.getByTestId('game-status').textContent).toBe('Three Koi symbols, times x2 by the Dragon Pearl: you won CN¥20.00.');
    const glowing = [...document.querySelectorAll('.scratch-spot--glow')].map((element) => label(element as HTMLElement));
    expect(glowing.filter((text) => text?.endsWith(': Koi'))).toHaveLength(3);
    expect(glowing).toContain('The Dragon Pearl box: Dragon Pearl x2');
    expect(glowing).toHaveLength(4);
  });

  it('shows an unfinished ticket again, with the spots already scratched, after a reload', async () => {
    const api = newRgs();
    const first = await renderDragon(api);
    await first.user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await waitFor(() => expect(document.activeElement).toBe(spot(1)));
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(spot(1).getAttribute('aria-disabled')).toBe('true'));
    first.view.unmount();

    await renderDragon(api);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your unfinished ticket is back: scratch the rest.'));
    expect(spot(1).getAttribute('aria-disabled')).toBe('true');
    expect(spot(2).getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('button', { name: 'Reveal All' })).toBeTruthy();
  });
});
