import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUN_BALANCE } from '@ky-wallet/games/contract';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-gold-digger';
import { slotPayout } from '@ky-wallet/games/slot';
import { createFakeRgs, type FakeRgs, type FakeRgsOptions } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { GoldDiggerGame, type DiggerView } from './GoldDiggerGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Gold Digger against the in-memory game server, which plays the real engine: the test knows
 * each round from the seeds. Each client seed below was chosen for what its first rounds hold
 * (the test checks that they do). Motion is reduced, so the reels stop at once.
 */

const SERVER_SEED = '9'.repeat(64);
/** Round 0: TNT Wilds on reels 2 to 4 make line 1 four Old Prospectors; no blast, no bonus. */
const TNT_LINE = 'digger-2005';
/** Round 0: a Dynamite Blast of 4 positions, and line wins with them. */
const BLAST = 'digger-1260';
/** Round 0: the Mine Cart Bonus; rocks 1 to 5 hold a Mother Lode, a Lantern, a Mother Lode, 25x and 2x. */
const BONUS = 'digger-3714';
/** Rounds 0 and 1 end with their spin; round 2 starts the Mine Cart Bonus. */
const BONUS_THIRD = 'digger-214';
const LEVELS = [20, 50, 100, 200, 500, 1_000];
const BET = 100;

const newRgs = (clientSeed: string, options: FakeRgsOptions = {}) =>
  createFakeRgs({ serverSeed: SERVER_SEED, clientSeed, game: 'slot-gold-digger', engine, limits: { min_bet: 20, max_bet: 1_000, levels: LEVELS }, ...options });

async function renderGame(api: FakeRgs) {
  const session = await api.session();
  const view = render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={GoldDiggerGame} />
    </SiteFrame>,
  );
  await waitFor(() => expect(api.calls).toContain('roundActive'));
  return { api, user: userEvent.setup(), view };
}

/** Round `nonce` of `client` as it starts, from the seeds. */
async function startOf(client: string, nonce = 0) {
  const draw = arrayDraw(await floats(SERVER_SEED, client, nonce, 256));
  return engine.start(draw, {});
}

const viewOf = (state: ReturnType<typeof engine.start>['state'], over: boolean) => engine.view(state, over) as DiggerView;

const NAMES: Record<string, string> = {
  PROSPECTOR: 'Old Prospector',
  NUGGET: 'Gold Nugget',
  PICKAXE: 'Pickaxe',
  LANTERN: "Miner's Lantern",
  SHOVEL: 'Shovel',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
  TNT: 'TNT Wild',
  CART: 'Mine Cart',
};
const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const spinButton = () => screen.getByRole('button', { name: /^(Spin|Playing…)$/ });
const rock = (n: number) => screen.getByRole('button', { name: new RegExp(`^Rock ${n}(:|$)`) });
const count = (api: FakeRgs, call: string) => api.calls.filter((name) => name === call).length;

/** Spins by keyboard: Enter on the Spin button. */
async function spinByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  spinButton().focus();
  await user.keyboard('{Enter}');
}

describe('GoldDiggerGame', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
  });

  it('spins by keyboard, shows the reels and the line wins the TNT Wilds complete, and pays them', async () => {
    const start = await startOf(TNT_LINE);
    const view = viewOf(start.state, true);
    const spin = view.spins[0];
    expect(start.status).toBe('over');
    expect(spin?.marks).toBeUndefined();
    expect(spin?.wins[0]).toMatchObject({ line: 1, symbol: 'PROSPECTOR', count: 4 });

    const { user } = await renderGame(newRgs(TNT_LINE));
    expect(screen.getByTestId('bet-level').textContent).toBe(money(BET));
    await spinByKeyboard(user);

    const reels = screen.getByRole('group', { name: 'Reels' });
    await waitFor(() => expect(within(reels).getByText(/^Reel 2: /).textContent).toBe(`Reel 2: ${spin?.grid[1]?.map((symbol) => NAMES[symbol]).join(', ')}`));
    expect(within(reels).getByText(/^Reel 2: /).textContent).toContain('TNT Wild');
    const wins = within(screen.getByTestId('slot-wins')).getAllByRole('listitem');
    expect(wins[0]?.textContent).toBe('Line 1: 4 × Old Prospector');
    expect(wins).toHaveLength((spin?.wins.length ?? 0) + 1);
    const payout = slotPayout(BET, view.win, view.credits);
    expect(payout).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + payout)));
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(payout)}`);
    expect(screen.getByTestId('game-status').textContent).toBe(`You won ${money(payout)}.`);
    expect(screen.queryByTestId('digger-bonus')).toBeNull();
    expect(screen.queryByTestId('digger-blast')).toBeNull();
  });

  it('draws the Dynamite Blast on the positions it turned wild, says it, and counts the lines after it', async () => {
    const start = await startOf(BLAST);
    const view = viewOf(start.state, true);
    const blast = (view.spins[0]?.marks as { blast: [number, number][] }).blast;
    expect(blast).toHaveLength(4);

    const { user } = await renderGame(newRgs(BLAST));
    await spinByKeyboard(user);
    await waitFor(() => expect(screen.getByTestId('digger-blast').textContent).toBe('Dynamite Blast! 4 positions turned into TNT Wilds.'));
    const reels = screen.getByRole('group', { name: 'Reels' });
    expect(reels.querySelectorAll('.digger-blast')).toHaveLength(4);
    for (const [reel, row] of blast) {
      const said = within(reels).getByText(new RegExp(`^Reel ${reel + 1}: `)).textContent ?? '';
      expect(said.split(': ')[1]?.split(', ')[row]).toBe('TNT Wild (blasted)');
    }
    const payout = slotPayout(BET, view.win, view.credits);
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + payout)));
    expect(within(screen.getByTestId('slot-wins')).getAllByRole('listitem')).toHaveLength((view.spins[0]?.wins.length ?? 0) + 1);
  });

  it('plays the Mine Cart Bonus by keyboard, a rock at a time, and pays it when no picks remain', async () => {
    const start = await startOf(BONUS);
    expect(start.status).toBe('open');
    expect(start.state.bonus?.rocks.slice(0, 5)).toEqual(['LODE', 'LANTERN', 'LODE', 25, 2]);

    const { api, user } = await renderGame(newRgs(BONUS));
    await spinByKeyboard(user);
    await screen.findByTestId('digger-bonus');
    expect(screen.getByTestId('game-status').textContent).toBe('Mine Cart Bonus! Three Mine Carts opened the rock face: pick a rock. Picks left: 3.');
    expect(screen.getByTestId('digger-picks').textContent).toBe('3');
    expect(screen.getByTestId('digger-multiplier').textContent).toBe('×1');
    expect(screen.getByTestId('digger-nuggets').textContent).toBe('0×');
    expect(within(screen.getByRole('group', { name: 'Rock face' })).getAllByRole('button')).toHaveLength(15);
    // The bonus takes the keyboard where the player's next move is.
    await waitFor(() => expect(document.activeElement).toBe(rock(1)));
    // The bet is taken and the round is open: no other spin until the bonus is over.
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET));
    expect(spinButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(spinButton());
    expect(count(api, 'roundStart')).toBe(1);

    rock(1).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('digger-multiplier').textContent).toBe('×2'));
    expect(screen.getByTestId('digger-picks').textContent).toBe('2');
    expect(screen.getByTestId('game-status').textContent).toBe('Rock 1: a Mother Lode: +1 to the multiplier. Picks left: 2. Multiplier ×2. Nuggets: 0× the total bet.');
    expect(rock(1).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(rock(1));
    // A broken rock is no pick.
    await user.click(rock(1));
    expect(count(api, 'roundAct')).toBe(1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(rock(2));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('digger-picks').textContent).toBe('3'));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.getByTestId('digger-multiplier').textContent).toBe('×3'));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.getByTestId('digger-nuggets').textContent).toBe('25×'));
    expect(screen.getByTestId('digger-bonus-win').textContent).toBe(money(25 * 3 * BET));
    await user.keyboard('{ArrowRight}{Enter}');

    // Rock 5 was the last pick: the face shows every rock, and what the bonus paid has the focus.
    const paid = 27 * 3 * BET;
    await waitFor(() => expect(screen.getByTestId('digger-result').textContent).toBe(`No picks left: nuggets worth 27× the total bet, times ×3, pay ${money(paid)}.`));
    expect(document.activeElement).toBe(screen.getByTestId('digger-result'));
    expect(screen.queryByRole('group', { name: 'Rock face' })).toBeNull();
    const face = within(screen.getByRole('list', { name: 'Rock face' })).getAllByRole('listitem');
    expect(face).toHaveLength(15);
    expect(face[0]?.textContent).toContain('Rock 1: a Mother Lode: +1 to the multiplier (pick 1)');
    expect(face.filter((item) => item.textContent?.includes('(not picked)'))).toHaveLength(10);
    expect(screen.getByTestId('game-status').textContent).toBe(
      `Rock 5: a gold nugget worth 2× the total bet. Mine Cart Bonus: nuggets worth 27× the total bet, times ×3: 81× the total bet. You won ${money(paid)}.`,
    );
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + paid));
    expect(screen.getByTestId('slot-win').textContent).toBe(`Round win: ${money(paid)}`);
    expect(screen.queryByRole('button', { name: 'Auto Pick' })).toBeNull();
    expect(spinButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('lets Auto Pick break the rocks, lowest first, to the end of the bonus', async () => {
    const { api, user } = await renderGame(newRgs(BONUS));
    await spinByKeyboard(user);
    await user.click(await screen.findByRole('button', { name: 'Auto Pick' }));
    const paid = 27 * 3 * BET;
    await waitFor(() => expect(screen.getByTestId('digger-result').textContent).toContain(money(paid)));
    expect(api.calls.filter((call) => call === 'roundAct')).toHaveLength(5);
    expect(screen.getByTestId('game-balance').textContent).toBe(money(FUN_BALANCE - BET + paid));
  });

  it('brings an open bonus back after a reload, with the picks it had left', async () => {
    const api = newRgs(BONUS);
    const first = await renderGame(api);
    await spinByKeyboard(first.user);
    await screen.findByTestId('digger-bonus');
    await first.user.click(rock(1));
    await waitFor(() => expect(screen.getByTestId('digger-multiplier').textContent).toBe('×2'));
    first.view.unmount();

    const { user } = await renderGame(api);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Your open round is back: finish its feature.'));
    expect(screen.getByTestId('digger-picks').textContent).toBe('2');
    expect(rock(1).getAttribute('aria-disabled')).toBe('true');
    expect(spinButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Auto Pick' }));
    await waitFor(() => expect(screen.getByTestId('digger-result').textContent).toContain(money(27 * 3 * BET)));
    expect(count(api, 'roundStart')).toBe(1);
  });

  it('stops Auto Play when the Mine Cart Bonus is triggered', async () => {
    expect((await startOf(BONUS_THIRD, 0)).status).toBe('over');
    expect((await startOf(BONUS_THIRD, 1)).status).toBe('over');
    expect((await startOf(BONUS_THIRD, 2)).status).toBe('open');

    const { api, user } = await renderGame(newRgs(BONUS_THIRD));
    await user.click(screen.getByText('Auto Play'));
    expect(screen.getByText(/It also stops when the Mine Cart Bonus is triggered\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Auto Play (10)' }));
    await waitFor(() => expect(screen.getByText('Auto Play stopped: a feature is waiting for you.')).toBeTruthy(), { timeout: 10_000 });
    expect(count(api, 'roundStart')).toBe(3);
    expect(screen.getByTestId('digger-bonus').getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('button', { name: 'Start Auto Play (10)' })).toBeTruthy();
  });

  it('refuses a spin the balance cannot pay, and says so', async () => {
    const { api, user } = await renderGame(newRgs(TNT_LINE, { mode: 'real', balance: 50 }));
    await spinByKeyboard(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your balance is too low for this bet.'));
    expect(screen.getByTestId('game-balance').textContent).toBe(money(50));
    expect(count(api, 'roundStart')).toBe(1);
  });
});

describe('Gold Digger RoundPicture', () => {
  afterEach(cleanup);

  it('draws the round with its blast and its rock face, every find shown and the picks numbered', async () => {
    let step = await startOf(BONUS);
    for (const rock of [4, 0, 5]) step = engine.act(arrayDraw([]), step.state, 'pick', { rock });
    expect(step.status).toBe('over');
    render(
      <SiteFrame>
        <RoundPicture view={viewOf(step.state, true)} />
      </SiteFrame>,
    );
    const face = within(screen.getByRole('list', { name: 'Rock face' })).getAllByRole('listitem');
    expect(face).toHaveLength(15);
    expect(face[4]?.textContent).toContain('Rock 5: a gold nugget worth 2× the total bet (pick 1)');
    expect(face[0]?.textContent).toContain('Rock 1: a Mother Lode: +1 to the multiplier (pick 2)');
    expect(face[5]?.textContent).toContain('(pick 3)');
    expect(face[3]?.textContent).toContain('Rock 4: a gold nugget worth 25× the total bet (not picked)');
    expect(screen.getByText('Mine Cart Bonus: nuggets worth 4× the total bet, times ×2: 8× the total bet.')).toBeTruthy();

    cleanup();
    render(
      <SiteFrame>
        <RoundPicture view={viewOf((await startOf(BLAST)).state, true)} />
      </SiteFrame>,
    );
    expect(screen.getByText('Dynamite Blast! 4 positions turned into TNT Wilds.')).toBeTruthy();
    expect(document.querySelectorAll('.digger-blast')).toHaveLength(4);
  });
});
