import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw, type Draw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { BRIDGE, REUNION_TOTAL, SPOTS, engine, winsOf, type EncounterSpot } from '@ky-wallet/games/games/scratch-encounter-n';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { EncounterGame } from './EncounterGame.tsx';

/*
 * Encounter against the in-memory game server, which plays the real engine: the test knows each
 * ticket from the seeds, as a verifier would once the pair is revealed.
 */

const SERVER_SEED = 'a'.repeat(64);
const CLIENT_SEED = 'encounter-test';
const LEVELS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000];

const newRgs = (game = engine) =>
  createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, game: 'scratch-encounter-n' as never, engine: game, limits: { min_bet: 10, max_bet: 5_000, levels: LEVELS } });

async function renderEncounter(api: FakeRgs = newRgs()) {
  const session = await api.session();
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={EncounterGame} />
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

const spot = (index: number) => screen.getByRole('button', { name: new RegExp(`^${PLACES[index]}(:|$)`) });
/** What a spot says (its art is hidden from assistive technology). */
const label = (index: number) => spot(index).querySelector('.visually-hidden')?.textContent;
const PLACES = ['Altair, the Cowherd star', 'Vega, the Weaver Girl star', ...Array.from({ length: 10 }, (_, place) => `Magpie ${place + 1}`)];
function said(content: EncounterSpot): string {
  if (typeof content === 'number') return `star number ${content}`;
  return content.number === BRIDGE ? `Magpie Bridge, prize ${content.prize}×` : `number ${content.number}, prize ${content.prize}×`;
}
/** The same stream, but its first read (the tier) always gives the top prize: a Reunion ticket, laid out by the real recipe. */
const TOP_TIER = engine.definition.tiers.findIndex((tier) => tier.detail.total === REUNION_TOTAL);
function topDraw(draw: Draw): Draw {
  let first = true;
  return {
    float: () => draw.float(),
    below: (n) => draw.below(n),
    weighted: (weights) => (first ? ((first = false), draw.float(), TOP_TIER) : draw.weighted(weights)),
    get used() {
      return draw.used;
    },
  };
}
const topEngine: typeof engine = { ...engine, start: (draw, params) => engine.start(topDraw(draw), params) };

const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const glowing = () => [...document.querySelectorAll('.scratch-spot--glow')].map((element) => Number(element.getAttribute('data-spot')));

describe('EncounterGame', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('buys a ticket by keyboard, scratches the stars and magpies, reveals the stars first, then the magpies, and pays their sum', async () => {
    const { user } = await renderEncounter();
    const ticket = await ticketOf(0);
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.00');
    await user.click(screen.getByRole('button', { name: 'Raise the Ticket price' }));
    (await screen.findByRole('button', { name: 'Buy a ticket (CN¥2.00)' })).focus();
    await user.keyboard('{Enter}');

    // Focus on Altair; Enter scratches it and says its number.
    await waitFor(() => expect(document.activeElement).toBe(spot(0)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(label(0)).toBe(`${PLACES[0]}: ${said(ticket.spots[0] as EncounterSpot)}`));
    // Down to the river: the first magpie, its number and prize.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(spot(2));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(label(2)).toBe(`Magpie 1: ${said(ticket.spots[2] as EncounterSpot)}`));
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement).toBe(spot(1));
    // Nothing is paid before the whole ticket shows.
    expect(screen.queryByTestId('scratch-prize')).toBeNull();
    // Auto Buy offers the limit the rule page names: a single win, not a loss.
    expect(screen.getByLabelText(/^Stop if one win is over/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Stop if I have lost/)).toBeNull();

    // Reveal All: Vega first, then the magpies one by one (each in a render of its own), and only then the prize.
    const seen = new Set([0, 2]);
    const turns: (number[] | 'prize')[] = [];
    const observer = new MutationObserver(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('.scratch-spot--shown')].map((element) => Number(element.dataset.spot)).filter((index) => !seen.has(index));
      shown.forEach((index) => seen.add(index));
      if (shown.length) turns.push(shown);
      if (screen.queryByTestId('scratch-prize') && !turns.includes('prize')) turns.push('prize');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    await user.click(screen.getByRole('button', { name: 'Reveal All' }));
    const prize = await screen.findByTestId('scratch-prize', {}, { timeout: 5_000 });
    observer.disconnect();
    expect(turns).toEqual([[1], [3], [4], [5], [6], [7], [8], [9], [10], [11], 'prize']);
    for (let index = 0; index < SPOTS; index++) expect(label(index)).toBe(`${PLACES[index]}: ${said(ticket.spots[index] as EncounterSpot)}`);
    const { places, total } = winsOf(ticket.spots);
    expect(total * 10_000).toBe(engine.multiplier(ticket));
    const payout = 200 * total;
    expect(prize.textContent).toBe(payout > 0 ? `Prize: ${money(payout)} (${total.toFixed(2)}×)` : 'No prize on this ticket.');
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 200 + payout));
    // Every winning magpie is marked, with the star it matches.
    for (const place of places) expect(glowing()).toContain(place + 2);
    expect(screen.getByTestId('encounter-tally').textContent).toBe(
      places.length === 0 ? 'No magpie matches a star' : `${places.length} winning magpie${places.length === 1 ? '' : 's'}, ${total}× the price`,
    );
  });

  it('marks a winning magpie and its star as they show, and plays the Reunion at once under reduced motion on a 520x ticket', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    // A game server that only sells the top prize: the layout is the real one.
    const { user } = await renderEncounter(newRgs(topEngine));
    const ticket = topEngine.start(arrayDraw(await floats(SERVER_SEED, CLIENT_SEED, 0, 64)), {}).state;
    const [place] = winsOf(ticket.spots).places as [number];
    const magpie = ticket.spots[place + 2] as Exclude<EncounterSpot, number>;
    await user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await waitFor(() => expect(document.activeElement).toBe(spot(0)));
    await user.click(spot(place + 2));
    await waitFor(() => expect(label(place + 2)).toBe(`Magpie ${place + 1}: ${said(magpie)}`));
    // The bridge wins by itself; a number waits for its star.
    const star = magpie.number === ticket.spots[0] ? 0 : 1;
    if (magpie.number === BRIDGE) {
      expect(glowing()).toEqual([place + 2]);
    } else {
      expect(glowing()).toEqual([]);
      await user.click(spot(star));
      await waitFor(() => expect(glowing().sort()).toEqual([star, place + 2].sort()));
    }
    expect(screen.queryByTestId('encounter-reunion')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reveal All' }));
    expect((await screen.findByTestId('scratch-prize')).textContent).toBe('Prize: CN¥520.00 (520.00×)');
    expect(within(screen.getByTestId('encounter-reunion')).getByRole('img').getAttribute('aria-label')).toBe(
      'Reunion: the magpies form the bridge, and the Cowherd and the Weaver Girl meet',
    );
    expect(screen.getByTestId('game-status').textContent).toBe('Reunion: the magpies form the bridge, and the Cowherd and the Weaver Girl meet: you won CN¥520.00.');
  });

  it('shows an unfinished ticket again, with the spots already scratched, after a reload', async () => {
    const api = newRgs();
    const first = await renderEncounter(api);
    await first.user.click(await screen.findByRole('button', { name: 'Buy a ticket (CN¥1.00)' }));
    await waitFor(() => expect(document.activeElement).toBe(spot(0)));
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(spot(0).getAttribute('aria-disabled')).toBe('true'));
    first.view.unmount();

    await renderEncounter(api);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your unfinished ticket is back: scratch the rest.'));
    expect(spot(0).getAttribute('aria-disabled')).toBe('true');
    expect(spot(1).getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('button', { name: 'Reveal All' })).toBeTruthy();
  });
});
