import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-gold-digger';
import { find, openAutoPlay, press, refusedForMoney, renderGame, tableLoader, turnTurboOn, until, withSite } from '../storyKit.tsx';
import { GoldDiggerGame } from './GoldDiggerGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Gold Digger on an in-memory game server with fixed seeds; the toolbar switches the language.
 * A story that needs a feature takes the client seed whose first rounds hold it.
 */

const RGS = { engine, limits: { min_bet: 20, max_bet: 20_000, levels: [20, 40, 60, 100, 200, 300, 500, 1_000, 2_000, 5_000, 10_000, 20_000] } };
/** Client seeds (with the stories' server seed): round 0 of each holds what the name says. */
const SEED = {
  lineWins: 'digger-1377',
  tntLine: 'digger-2005',
  blast: 'digger-1260',
  /** Rocks 1 to 5: a Mother Lode, a Lantern, a Mother Lode, 25x, 2x. */
  bonus: 'digger-3714',
  /** Rounds 0 and 1 end with their spin; round 2 starts the bonus. */
  bonusThird: 'digger-214',
} as const;

const meta = {
  title: 'Site/Games/Gold Digger',
  decorators: [withSite],
  loaders: [tableLoader('slot-gold-digger')],
  render: renderGame(GoldDiggerGame),
  parameters: { layout: 'fullscreen', rgs: RGS },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) => (root.querySelector('[data-testid="slot-win"]')?.textContent ?? '') !== '' || root.querySelector('[data-testid="digger-bonus"]') !== null;

/** Spins (pressing again while the page still asks for an open round) until a round has shown. */
async function spin(root: HTMLElement) {
  await press(root, '.game-play-button', () => shown(root), 4000);
}

/** Breaks rock `index` (from 0) and waits for the face to show it. */
async function pick(root: HTMLElement, index: number) {
  await userEvent.click(find(root, `[data-rock="${index}"]`));
  await until(() => root.querySelector(`[data-rock="${index}"].digger-rock--broken`) !== null || root.querySelector('[data-testid="digger-result"]') !== null);
}

/** Lets the blast and the breaking rocks finish moving before the story is looked at. */
const settle = (ms = 1500) => new Promise((resolve) => setTimeout(resolve, ms));

export const BeforeTheSpin: Story = { name: 'Play money, before the first spin' };

export const AfterASpin: Story = {
  name: 'A spin and its wins',
  parameters: { rgs: { ...RGS, clientSeed: SEED.lineWins } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const TntWild: Story = {
  name: 'TNT Wilds on reels 2 to 4 complete a line',
  parameters: { rgs: { ...RGS, clientSeed: SEED.tntLine } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const DynamiteBlast: Story = {
  name: 'A Dynamite Blast: positions turned wild as they blast, said, then the lines',
  parameters: { rgs: { ...RGS, clientSeed: SEED.blast } },
  play: async ({ canvasElement }) => {
    await spin(canvasElement);
    await settle();
  },
};

export const BonusTriggered: Story = {
  name: 'The Mine Cart Bonus triggered: 15 rocks, 3 picks, x1',
  parameters: { rgs: { ...RGS, clientSeed: SEED.bonus } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const BonusPicking: Story = {
  name: 'The Mine Cart Bonus: rocks broken, the picks left, the multiplier and the nuggets so far',
  parameters: { rgs: { ...RGS, clientSeed: SEED.bonus } },
  play: async ({ canvasElement }) => {
    await spin(canvasElement);
    for (const rock of [0, 1, 3]) await pick(canvasElement, rock);
    await settle(600);
  },
};

export const BonusPaid: Story = {
  name: 'Auto Pick to the end: the rock face shown and the bonus paid',
  parameters: { rgs: { ...RGS, clientSeed: SEED.bonus } },
  play: async ({ canvasElement }) => {
    await spin(canvasElement);
    await userEvent.click(find(canvasElement, '.digger-bonus__auto'));
    await until(() => canvasElement.querySelector('[data-testid="digger-result"]') !== null, 15_000);
    await settle(600);
  },
};

export const AutoPlayStopsAtBonus: Story = {
  name: 'Auto Play stopped by the Mine Cart Bonus',
  parameters: { rgs: { ...RGS, clientSeed: SEED.bonusThird } },
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, '.auto-play > summary'));
    await userEvent.click(find(canvasElement, '.auto-play__body .button'));
    await until(() => canvasElement.querySelector('.auto-play__note') !== null && canvasElement.querySelector('[data-testid="digger-bonus"]') !== null, 20_000);
  },
};

export const AutoPlaySettings: Story = {
  name: 'Auto Play settings',
  play: openAutoPlay,
};

export const Turbo: Story = {
  name: 'Turbo on',
  play: turnTurboOn,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the bet',
  parameters: { rgs: { ...RGS, mode: 'real', balance: 50 } },
  play: refusedForMoney,
};

/** A round of the stories' seeds, played to its end as Auto Pick plays it (lowest rock first). */
async function roundOf(clientSeed: string) {
  const draw = arrayDraw(await floats('9'.repeat(64), clientSeed, 0, 256));
  let step = engine.start(draw, {});
  for (let rock = 0; step.status === 'open'; rock++) step = engine.act(draw, step.state, 'pick', { rock });
  return { view: engine.view(step.state, true) };
}

/** The round detail's picture (history and fairness page) of a round with the Mine Cart Bonus. */
export const BonusPicture: StoryObj = {
  name: 'A round with the Mine Cart Bonus, as the round detail draws it',
  loaders: [() => roundOf(SEED.bonus)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};

/** The same for a round with a Dynamite Blast. */
export const BlastPicture: StoryObj = {
  name: 'A round with a Dynamite Blast, as the round detail draws it',
  loaders: [() => roundOf(SEED.blast)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
