import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { COIN_SPOT, engine } from '@ky-wallet/games/games/scratch-fortune-n';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { FortuneGame } from './FortuneGame.tsx';

/*
 * God of Fortune against the in-memory game server, which plays the real engine: the test knows
 * each ticket from the seeds, as a verifier would once the pair is revealed.
 */

const SERVER_SEED = 'c'.repeat(64);
const CLIENT_SEED = 'fortune-test';
const LEVELS = [20, 50, 100, 200, 500];

async function renderFortune(api: FakeRgs = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'scratch-fortune-n', limits: { min_bet: 20, max_bet: 500, levels: LEVELS } })) {
  const session = await api.session();
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={FortuneGame} />
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

const spot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Spot ${n} \\(`) });

describe('FortuneGame', () => {
  afterEach(() => cleanup());

  it('buys a ticket at a price of its levels, scratches spots by keyboard, and pays once all are revealed', async () => {
    const { user } = await renderFortune();
    const ticket = await ticketOf(0);
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    await user.click(screen.getByRole('button', { name: 'Raise the Ticket price' }));
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥2.00');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket (CN¥2.00)' }));

    // Focus on the first spot; Enter scratches it and names what it shows.
    await waitFor(() => expect(document.activeElement).toBe(spot(1)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(spot(1).textContent).toMatch(new RegExp(`: ${nameOf(ticket.spots[0] as string)}$`)));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(spot(2).textContent).toMatch(new RegExp(`: ${nameOf(ticket.spots[1] as string)}$`)));
    // Nothing is paid before the whole ticket shows.
    expect(screen.queryByTestId('scratch-prize')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Scratch all' }));
    const prize = await screen.findByTestId('scratch-prize');
    const multiplier = engine.multiplier(ticket);
    const payout = (200 * multiplier) / 10_000;
    expect(prize.textContent).toBe(payout > 0 ? `Prize: ${money(payout)} (${(multiplier / 10_000).toFixed(2)}×)` : 'No prize on this ticket.');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 200 + payout));
    expect(within(screen.getByRole('group', { name: 'Spots to scratch' })).getByText(/The Golden Toad coin: (Golden Toad|Plain coin)$/)).toBeTruthy();
    expect(ticket.spots[COIN_SPOT]).toMatch(/^(TOAD|COIN)$/);
  });

  it('shows an unfinished ticket again, with the spots already scratched, after a reload', async () => {
    const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'scratch-fortune-n', limits: { min_bet: 20, max_bet: 500, levels: LEVELS } });
    const first = await renderFortune(api);
    await first.user.click(screen.getByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await waitFor(() => expect(document.activeElement).toBe(spot(1)));
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(spot(1).getAttribute('aria-disabled')).toBe('true'));
    first.view.unmount();

    await renderFortune(api);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your unfinished ticket is back: scratch the rest.'));
    expect(spot(1).getAttribute('aria-disabled')).toBe('true');
    expect(spot(2).getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('button', { name: 'Scratch all' })).toBeTruthy();
  });
});

const NAMES: Record<string, string> = {
  CAISHEN: 'Caishen, the God of Wealth',
  INGOT: 'Gold ingot',
  RUYI: 'Jade ruyi',
  FU: 'Fu character',
  FIRECRACKERS: 'Firecrackers',
  LANTERN: 'Red lantern',
  ENVELOPE: 'Red envelope',
  ORANGE: 'Mandarin orange',
};
const nameOf = (symbol: string) => NAMES[symbol] ?? symbol;
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
