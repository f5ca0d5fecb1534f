import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine, type Kingdom } from '@ky-wallet/games/games/slot-three-kingdoms';
import { slotPayout } from '@ky-wallet/games/slot';
import { createFakeRgs, type FakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { RoundPicture } from './picture.tsx';
import { freeGamesWin, kingdomsFreeGamesAt, ThreeKingdomsGame, type ThreeKingdomsView } from './ThreeKingdomsGame.tsx';

/*
 * Three Kingdoms against the in-memory game server, which plays the real engine: the test knows
 * each round from the seeds. Each client seed below was picked for its rounds (the test checks
 * that they are what it says). Motion is reduced, so the reels stop at once.
 */

const SERVER_SEED = 'd'.repeat(64);
/** Round 0: Blade on 4 reels and Shield on 3, no feature. */
const PAYING = 'kingdoms-112';
/** Round 0: Shield on 3 reels and the Peach Garden Oath. */
const OATH = 'kingdoms-306';
/** Round 0: three Command Tallies; Wei plays 12 free games (a retrigger), the last with the Seal stacked on reel 3. */
const FREE = 'kingdoms-47224';
/** Rounds 0 and 1 without a feature, round 2 with the free games. */
const THIRD = 'kingdoms-89';
const LEVELS = [40, 80, 160, 400, 800, 1_600, 4_000, 8_000, 16_000, 40_000];

/** Round `nonce` of `client`: its start, and its free games for `kingdom` when it opens them. */
async function roundOf(client: string, nonce: number, kingdom?: Kingdom): Promise<ThreeKingdomsView> {
  const values = await floats(SERVER_SEED, client, nonce, 4_000);
  const draw = arrayDraw(values);
  const start = engine.start(draw, {});
  const state = kingdom && start.status === 'open' ? engine.act(arrayDraw(values, draw.used), start.state, 'choose', { kingdom }).state : start.state;
  return engine.view(state, true);
}

const newRgs = (client: string) =>
  createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: client, game: 'slot-three-kingdoms', engine, limits: { min_bet: 40, max_bet: 40_000, levels: LEVELS } });

async function renderGame(api: FakeRgs) {
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={await api.session()} Game={ThreeKingdomsGame} />
    </SiteFrame>,
  );
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  return { api, user: userEvent.setup(), view };
}

const NAMES: Record<string, string> = {
  LIUBEI: 'Liu Bei',
  GUANYU: 'Guan Yu',
  ZHANGFEI: 'Zhang Fei',
  FAN: 'Feather Fan',
  BLADE: 'Green Dragon Blade',
  HORSE: 'Red Hare Horse',
  SWORD: 'Sword',
  SPEAR: 'Spear',
  BOW: 'Bow',
  SHIELD: 'Shield',
  WILD: 'Imperial Seal (wild)',
  SCATTER: 'Command Tally (scatter)',
};
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const spinButton = () => screen.getByRole('button', { name: /^(Spin|Playing…)$/ });
const reelSaid = (grid: readonly (readonly string[])[], reel: number) => `Reel ${reel + 1}: ${(grid[reel] ?? []).map((symbol) => NAMES[symbol]).join(', ')}`;
const winsSaid = () => within(screen.getByTestId('slot-wins')).getAllByRole('listitem').map((item) => item.textContent);
const kingdomButton = (name: RegExp) => screen.getByRole('button', { name });

describe('ThreeKingdomsGame', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('spins by keyboard at a level of the game: reels of 3, 4, 5, 4 and 3 symbols, the ways wins lit and said, the balance', async () => {
    const { user } = await renderGame(newRgs(PAYING));
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥0.80');
    await user.click(screen.getByRole('button', { name: 'Raise the Total bet' }));
    expect(screen.getByTestId('bet-level').textContent).toBe('CN¥1.60');

    spinButton().focus();
    await user.keyboard('{Enter}');
    const view = await roundOf(PAYING, 0);
    const grid = view.spins[0]?.grid ?? [];
    expect(grid.map((column) => column.length)).toEqual([3, 4, 5, 4, 3]);
    const reels = screen.getByRole('group', { name: 'Reels' });
    await waitFor(() => expect(within(reels).getByText(/^Reel 5: /).textContent).toBe(reelSaid(grid, 4)));
    for (let reel = 0; reel < 5; reel++) expect(within(reels).getByText(new RegExp(`^Reel ${reel + 1}: `)).textContent).toBe(reelSaid(grid, reel));
    expect(reels.querySelectorAll('.slot-cell')).toHaveLength(19);

    // Green Dragon Blade on 4 reels (2 ways) and Shield on 3: 0.60 x 2 + 0.05 = 1.25x the bet of 1.60.
    expect(view.win).toBe(125);
    expect(winsSaid()).toEqual(['Green Dragon Blade on 4 reels: 2 ways', 'Shield on 3 reels: 1 way', `This spin pays ${money(200)}`]);
    expect(reels.querySelectorAll('.slot-cell--win').length).toBeGreaterThanOrEqual(4 + 3);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 160 + 200));
    expect(screen.getByTestId('game-status').textContent).toBe(`You won ${money(200)}.`);
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(200)}`);
    // No feature: no panel, no banner.
    expect(screen.queryByTestId('kingdoms-choice')).toBeNull();
    expect(screen.queryByTestId('kingdoms-banner')).toBeNull();
  });

  it('pays the Peach Garden Oath on top, a blossom on each brother, and says it', async () => {
    const { user } = await renderGame(newRgs(OATH));
    await user.click(spinButton());
    const view = await roundOf(OATH, 0);
    const oath = view.spins[0]?.wins.find((win) => win.symbol === 'OATH');
    expect(oath?.positions?.length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toMatch(/^Round win: /));
    // Shield on 3 reels (4 ways, 0.20x) and the Oath (3x) on the bet of 0.80.
    expect(view.win).toBe(320);
    expect(winsSaid()).toEqual(['Shield on 3 reels: 4 ways', 'Peach Garden Oath: Liu Bei, Guan Yu and Zhang Fei pay 3× the total bet', `This spin pays ${money(256)}`]);
    expect(screen.getByTestId('kingdoms-banner').textContent).toBe('The three brothers swear the Peach Garden Oath!');
    const reels = screen.getByRole('group', { name: 'Reels' });
    expect(reels.querySelectorAll('.kingdoms-mark--oath')).toHaveLength(oath?.positions?.length ?? 0);
    // Each blossom sits on a brother.
    for (const mark of reels.querySelectorAll('.kingdoms-mark--oath')) expect(['LIUBEI', 'GUANYU', 'ZHANGFEI']).toContain(mark.closest('.slot-cell')?.getAttribute('data-symbol'));
    expect(screen.getByTestId('game-status').textContent).toBe(`The three brothers swear the Peach Garden Oath! You won ${money(256)}.`);
  });

  it('waits for the choice of a kingdom, offered as three buttons by keyboard, then plays the free games with their retrigger and full stack', async () => {
    const { api, user } = await renderGame(newRgs(FREE));
    spinButton().focus();
    await user.keyboard('{Enter}');
    const open = await roundOf(FREE, 0);
    expect(open.feature).toEqual({ kingdom: null, chosenBy: null });

    // The panel takes focus at its heading; the three kingdoms say what each gives.
    const heading = await screen.findByRole('heading', { name: 'Choose your kingdom' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('kingdoms-choice').textContent).toContain('The free games play at the bet of the spin that won them, CN¥0.80.');
    const choice = within(screen.getByTestId('kingdoms-choice'));
    expect(choice.getAllByRole('button')).toEqual([
      choice.getByRole('button', { name: 'Wei (Cao Cao) 6 free games, every win ×5' }),
      choice.getByRole('button', { name: 'Shu (Liu Bei) 10 free games, every win ×3' }),
      choice.getByRole('button', { name: 'Wu (Sun Quan) 15 free games, every win ×2' }),
    ]);
    expect(screen.getByTestId('kingdoms-banner').textContent).toBe('3 Command Tallies: the free games are won!');
    expect(screen.getByTestId('game-status').textContent).toBe('The free games are won: choose your kingdom.');
    // The tallies paid 2x at once: counted, not yet the round's win.
    expect(screen.getByTestId('slot-win').textContent).toBe('');

    // Nothing else can start meanwhile: Space (the spin key) and Spin are refused, the bet stays.
    await user.keyboard(' ');
    expect(spinButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Raise the Total bet' })).toHaveProperty('disabled', true);
    expect(api.calls.filter((call) => call === 'roundStart')).toHaveLength(1);
    expect(document.activeElement).toBe(heading);

    // Tab to the kingdoms, Enter on Wei.
    await user.tab();
    expect(document.activeElement).toBe(kingdomButton(/^Wei /));
    await user.keyboard('{Enter}');
    await screen.findByTestId('kingdoms-result');
    const round = await roundOf(FREE, 0, 'wei');
    expect(api.calls.filter((call) => call === 'roundAct')).toHaveLength(1);
    expect(round.free).toEqual({ awarded: 12, played: 12, multiplier: 5 });
    const last = round.spins.at(-1);
    expect(last?.marks).toEqual({ fullStack: true });

    // The last free game shows, its Seal stacked over reel 3 and said.
    const reels = screen.getByRole('group', { name: 'Reels' });
    expect(within(reels).getByText(/^Reel 3: /).textContent).toBe(`Reel 3: ${Array(5).fill('Imperial Seal (wild)').join(', ')}`);
    expect(reels.querySelectorAll('.kingdoms-mark--stack')).toHaveLength(5);
    expect(screen.getByTestId('slot-spin-label').textContent).toBe('Free game 12 of 12');
    const payout = slotPayout(80, round.win, round.credits);
    const freePaid = slotPayout(80, freeGamesWin(round), round.credits);
    expect(screen.getByTestId('kingdoms-banner').textContent).toBe(`The Imperial Seal fills all five rows of reel 3.Free games win: ${money(freePaid)}`);
    expect(winsSaid().at(-1)).toBe(`This spin pays ${money(slotPayout(80, last?.win ?? 0, round.credits))}`);
    expect(winsSaid()[0]).toMatch(/ ×5$/);

    // What the free games gave, and the round paid; focus on it, the button pressed having gone.
    const result = screen.getByTestId('kingdoms-result');
    expect(within(result).getByRole('heading').textContent).toBe('Free games for Wei (Cao Cao)');
    await waitFor(() => expect(document.activeElement).toBe(within(result).getByRole('heading')));
    expect(result.textContent).toContain('12 free games played, every win ×5. The Command Tallies won them again once.');
    expect(result.textContent).toContain(`The free games paid ${money(freePaid)}.`);
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(payout)}`);
    expect(screen.getByTestId('game-status').textContent).toBe(`Wei (Cao Cao): 12 free games, every win ×5. You won ${money(payout)}.`);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 80 + payout));
    // The choice is gone: a second one would be refused.
    expect(screen.queryByRole('button', { name: /^Shu / })).toBeNull();
    expect(spinButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('counts the free games as the retriggers land, and their win so far', async () => {
    const round = await roundOf(FREE, 0, 'wei');
    const retrigger = round.spins.findIndex((spin, index) => index > 0 && spin.marks?.trigger === true);
    expect(retrigger).toBeGreaterThan(0);
    expect(kingdomsFreeGamesAt(round, 1)).toBe(6);
    expect(kingdomsFreeGamesAt(round, retrigger)).toBe(6);
    expect(kingdomsFreeGamesAt(round, retrigger + 1)).toBe(12);
    expect(freeGamesWin(round, 0)).toBe(0);
    expect(freeGamesWin(round)).toBe(round.win - (round.spins[0]?.win ?? 0));
  });

  it('plays the free games back one by one: the count grows as a retrigger lands, the win so far, Skip', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const round = await roundOf(FREE, 0, 'wei');
    const retrigger = round.spins.findIndex((spin, index) => index > 0 && spin.marks?.trigger === true);
    const { user } = await renderGame(newRgs(FREE));
    await user.click(screen.getByRole('checkbox', { name: /^Turbo/ }));
    await user.click(spinButton());
    await user.click(await screen.findByRole('button', { name: /^Wei / }, { timeout: 5_000 }));

    const label = () => screen.getByTestId('slot-spin-label').textContent;
    await waitFor(() => expect(label()).toBe(`Free game ${retrigger} of 6`), { timeout: 8_000 });
    await waitFor(() => expect(screen.getByTestId('kingdoms-banner').textContent).toContain('3 Command Tallies: 6 more free games!'));
    const soFar = slotPayout(80, freeGamesWin(round, retrigger), round.credits);
    expect(screen.getByTestId('kingdoms-banner').textContent).toContain(`Free games win: ${money(soFar)}`);
    await waitFor(() => expect(label()).toBe(`Free game ${retrigger + 1} of 12`), { timeout: 4_000 });
    // The panel waits for the playback; Skip goes to the end.
    expect(screen.queryByTestId('kingdoms-result')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip to the result' }));
    await screen.findByTestId('kingdoms-result');
    expect(label()).toBe('Free game 12 of 12');
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(slotPayout(80, round.win, round.credits))}`);
  });

  it('offers the choice again after a reload, and plays the kingdom chosen then', async () => {
    const api = newRgs(FREE);
    const first = await renderGame(api);
    await first.user.click(spinButton());
    await screen.findByRole('heading', { name: 'Choose your kingdom' });
    first.view.unmount();

    const { user } = await renderGame(api);
    await screen.findByRole('heading', { name: 'Choose your kingdom' });
    expect(screen.getByTestId('game-status').textContent).toBe('Your open round is back: finish its feature.');
    // A page just loaded keeps its focus where it was.
    expect(document.activeElement).toBe(document.body);
    await user.click(kingdomButton(/^Wu /));
    await screen.findByTestId('kingdoms-result');
    const round = await roundOf(FREE, 0, 'wu');
    expect(round.free?.multiplier).toBe(2);
    expect(screen.getByTestId('slot-spin-label').textContent).toBe(`Free game ${round.spins.length - 1} of ${round.spins.length - 1}`);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - 80 + slotPayout(80, round.win, round.credits)));
  });

  it('stops Auto Play when the free games are won, for the choice', async () => {
    expect((await roundOf(THIRD, 0)).feature).toBeUndefined();
    expect((await roundOf(THIRD, 1)).feature).toBeUndefined();
    expect((await roundOf(THIRD, 2)).feature).toEqual({ kingdom: null, chosenBy: null });
    const { api, user } = await renderGame(newRgs(THIRD));
    await user.click(screen.getByText('Auto Play'));
    expect(screen.getByText(/It pauses when free games are won, for you to choose a kingdom: start it again after them\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    await screen.findByRole('heading', { name: 'Choose your kingdom' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByText('Auto Play stopped: a feature is waiting for you.')).toBeTruthy());
    expect(api.calls.filter((call) => call === 'roundStart')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Start Auto Play (10)' }).getAttribute('aria-disabled')).toBe('true');
    // Chosen, the round ends and Auto Play can start again.
    await user.click(kingdomButton(/^Shu /));
    await screen.findByTestId('kingdoms-result');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Auto Play (10)' }).getAttribute('aria-disabled')).toBe('false'));
  });

  it('draws a round with its free games for the history: every spin, the kingdom, the retrigger and the full stack', async () => {
    const round = await roundOf(FREE, 0, 'wei');
    render(
      <SiteFrame>
        <RoundPicture view={round} />
      </SiteFrame>,
    );
    expect(screen.getAllByRole('group', { name: /^(Paid spin|Free game \d+ of 12)$/ })).toHaveLength(13);
    expect(screen.getByText('The player chose Wei (Cao Cao). 12 free games played, every win ×5.')).toBeTruthy();
    const events = [...document.querySelectorAll('.kingdoms-picture__events > div')].map((event) => event.textContent);
    const retrigger = round.spins.findIndex((spin, index) => index > 0 && spin.marks?.trigger === true);
    expect(events[0]).toBe('Paid spin3 Command Tallies: the free games are won!');
    expect(events).toContain(`Free game ${retrigger} of 123 Command Tallies: 6 more free games!`);
    expect(events.at(-1)).toBe('Free game 12 of 12The Imperial Seal fills all five rows of reel 3.');
    expect(document.querySelectorAll('.kingdoms-mark--stack').length).toBeGreaterThanOrEqual(5);
  });
});
