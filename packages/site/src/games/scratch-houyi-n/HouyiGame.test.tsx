import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { MOON_SPOT, SUNS, engine, shotCount, type HouyiSpot } from '@ky-wallet/games/games/scratch-houyi-n';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { HouyiGame } from './HouyiGame.tsx';

/*
 * Hou Yi Shoots the Suns against the in-memory game server, which plays the real engine: the
 * test knows each ticket from the seeds, as a verifier would once the pair is revealed.
 */

const SERVER_SEED = 'd'.repeat(64);
const CLIENT_SEED = 'houyi-test';
const LEVELS = [20, 50, 100, 200, 500];

const newRgs = () => createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'scratch-houyi-n' as never, engine, limits: { min_bet: 20, max_bet: 500, levels: LEVELS } });

async function renderHouyi(api: FakeRgs = newRgs()) {
  const session = await api.session();
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={HouyiGame} />
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

const sun = (n: number) => screen.getByRole('button', { name: new RegExp(`^Sun ${n}(:|$)`) });
const moonBox = () => screen.getByRole('button', { name: /^The Moon Palace box/ });
const NAMES: Record<HouyiSpot, string> = { SHOT: 'Shot down', BURNING: 'Still burning', ELIXIR: 'Elixir of Immortality', RABBIT: 'Jade Rabbit', CLOUD: 'Cloud' };
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

describe('HouyiGame', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('buys a ticket by keyboard, scratches suns, counts those shot down, and pays once Draw the Bow has fired the rest', async () => {
    // Reduced motion: the arrows strike without flying, a moment apart.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const { api, user } = await renderHouyi();
    const ticket = await ticketOf(0);
    const spots = ticket.spots as HouyiSpot[];
    await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' });
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    await user.click(screen.getByRole('button', { name: 'Raise the Ticket price' }));
    (await screen.findByRole('button', { name: 'Buy a ticket (CN¥2.00)' })).focus();
    await user.keyboard('{Enter}');

    // Focus on the first sun; Enter scratches it and names what it shows.
    await waitFor(() => expect(document.activeElement).toBe(sun(1)));
    expect(screen.getByTestId('houyi-counter').textContent).toBe('Suns shot down: 0');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sun(1).textContent).toBe(`Sun 1: ${NAMES[spots[0] as HouyiSpot]}`));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(sun(2).textContent).toBe(`Sun 2: ${NAMES[spots[1] as HouyiSpot]}`));
    expect(screen.getByTestId('houyi-counter').textContent).toBe(`Suns shot down: ${shotCount(spots.slice(0, 2))}`);
    // Down a row: the sun below.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(sun(7));
    // Nothing is paid before the whole ticket shows.
    expect(screen.queryByTestId('scratch-prize')).toBeNull();

    // Draw the Bow: one scratch a spot still covered, the suns left to right, then the box.
    const before = api.calls.filter((call) => call === 'roundAct').length;
    await user.click(screen.getByRole('button', { name: 'Draw the Bow' }));
    const prize = await screen.findByTestId('scratch-prize', {}, { timeout: 10_000 });
    expect(api.calls.filter((call) => call === 'roundAct').length - before).toBe(SUNS + 1 - 2);
    for (let n = 1; n <= SUNS; n++) expect(sun(n).textContent).toBe(`Sun ${n}: ${NAMES[spots[n - 1] as HouyiSpot]}`);
    expect(moonBox().textContent).toBe(`The Moon Palace box: ${NAMES[spots[MOON_SPOT] as HouyiSpot]}`);
    expect(screen.getByTestId('houyi-counter').textContent).toBe(`Suns shot down: ${shotCount(spots)}`);

    const multiplier = engine.multiplier(ticket);
    const payout = (200 * multiplier) / 10_000;
    expect(prize.textContent).toBe(payout > 0 ? `Prize: ${money(payout)} (${(multiplier / 10_000).toFixed(2)}×)` : 'No prize on this ticket.');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 200 + payout));
  });

  it('says what a ticket won and pays it: the sky\'s count, or the Moon Palace', async () => {
    const { user } = await renderHouyi();
    // The first ticket of these seeds that wins, by Scratch all.
    let nonce = 0;
    for (; engine.multiplier(await ticketOf(nonce)) === 0; nonce++);
    for (let round = 0; round <= nonce; round++) {
      await user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
      await user.click(await screen.findByRole('button', { name: 'Scratch all' }));
      await screen.findByTestId('scratch-prize');
    }
    const ticket = await ticketOf(nonce);
    const spots = ticket.spots as HouyiSpot[];
    const multiplier = engine.multiplier(ticket);
    const said = shotCount(spots) >= 2 ? `${shotCount(spots)} suns shot down` : `The Moon Palace box: ${NAMES[spots[MOON_SPOT] as HouyiSpot]}`;
    expect(screen.getByTestId('game-status').textContent).toBe(`${said}: you won ${money(multiplier / 100)}.`);
    // The winning spots glow.
    expect(document.querySelectorAll('.scratch-spot--glow').length).toBeGreaterThan(0);
  });

  it('offers Auto Buy with the rule page\'s limit: a single win over it', async () => {
    const { user } = await renderHouyi();
    await user.click(screen.getByText('Auto Buy', { selector: 'summary' }));
    expect(screen.getByLabelText(/^Stop if one win is over/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Stop if I have lost/)).toBeNull();
  });

  it('shows an unfinished ticket again, with the suns already scratched, after a reload', async () => {
    const api = newRgs();
    const first = await renderHouyi(api);
    await first.user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await waitFor(() => expect(document.activeElement).toBe(sun(1)));
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(sun(1).getAttribute('aria-disabled')).toBe('true'));
    first.view.unmount();

    const second = await renderHouyi(api);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your unfinished ticket is back: scratch the rest.'));
    expect(sun(1).getAttribute('aria-disabled')).toBe('true');
    expect(sun(2).getAttribute('aria-disabled')).toBe('false');
    expect(moonBox().getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('button', { name: 'Draw the Bow' }).getAttribute('aria-disabled')).toBe('false');
    await second.user.click(screen.getByRole('button', { name: 'Scratch all' }));
    await screen.findByTestId('scratch-prize');
    expect(screen.getByRole('button', { name: 'Draw the Bow' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('takes the next ticket\'s first scratch at once after Draw the Bow finished the last one (no pause after the last shot)', async () => {
    // Motion as usual: the arrows fly a moment apart.
    const { api, user } = await renderHouyi();
    (await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(sun(1)));
    screen.getByRole('button', { name: 'Draw the Bow' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByTestId('scratch-prize', {}, { timeout: 15_000 });
    screen.getByRole('button', { name: /^Buy a ticket/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(sun(1)));
    const before = api.calls.length;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sun(1).textContent).toMatch(/^Sun 1: /));
    expect(api.calls.slice(before)).toEqual(['roundAct']);
  });
});
