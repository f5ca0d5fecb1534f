import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-three-kingdoms';
import { find, openAutoPlay, press, refusedForMoney, renderGame, tableLoader, turnTurboOn, until, withSite } from '../storyKit.tsx';
import { RoundPicture } from './picture.tsx';
import { ThreeKingdomsGame } from './ThreeKingdomsGame.tsx';

/*
 * Three Kingdoms on an in-memory game server with fixed seeds; the toolbar switches the language.
 * Each story's client seed was picked for its first rounds: a paying spin (tk-77), the Peach
 * Garden Oath (tk-714), the free games won at once (tk-26496: Wei plays 12 of them, a retrigger
 * on the way and the Seal stacked over reel 3 on the last), and won on the second spin (tk-410).
 */

const SEED = '9'.repeat(64);
const RGS = { engine, limits: { min_bet: 40, max_bet: 40_000, levels: [40, 80, 160, 400, 800, 1_600, 4_000, 8_000, 16_000, 40_000] } };
const seeded = (clientSeed: string) => ({ rgs: { ...RGS, clientSeed } });

const meta = {
  title: 'Site/Games/Three Kingdoms',
  decorators: [withSite],
  loaders: [tableLoader('slot-three-kingdoms')],
  render: renderGame(ThreeKingdomsGame),
  parameters: { layout: 'fullscreen', rgs: RGS },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spins (pressing again while the page still asks for an open round) until `shown` holds. */
async function spinUntil(root: HTMLElement, shown: () => boolean) {
  await press(root, '.game-play-button', shown, 4000);
}

const roundShown = (root: HTMLElement) => () => (root.querySelector('[data-testid="slot-win"]')?.textContent ?? '') !== '';
const choiceShown = (root: HTMLElement) => () => root.querySelector('[data-testid="kingdoms-choice"]') !== null;

export const BeforeTheSpin: Story = { name: 'Play money, before the first spin' };

export const AfterASpin: Story = {
  name: 'A spin and its wins: 3, 4, 5, 4 and 3 rows, 720 ways',
  parameters: seeded('tk-77'),
  play: async ({ canvasElement }) => spinUntil(canvasElement, roundShown(canvasElement)),
};

export const PeachGardenOath: Story = {
  name: 'The Peach Garden Oath: the three brothers in view',
  parameters: seeded('tk-714'),
  play: async ({ canvasElement }) => spinUntil(canvasElement, roundShown(canvasElement)),
};

export const ChooseKingdom: Story = {
  name: 'Free games won: the round waits for the choice of a kingdom',
  parameters: seeded('tk-26496'),
  play: async ({ canvasElement }) => spinUntil(canvasElement, choiceShown(canvasElement)),
};

export const FreeGames: Story = {
  name: 'Wei chosen: 12 free games at x5, a retrigger, the Seal stacked on reel 3',
  parameters: seeded('tk-26496'),
  play: async ({ canvasElement }) => {
    await spinUntil(canvasElement, choiceShown(canvasElement));
    await userEvent.click(find(canvasElement, '.kingdoms-option--wei'));
    await until(() => canvasElement.querySelector('.slot-stage__skip') !== null || canvasElement.querySelector('[data-testid="kingdoms-result"]') !== null, 4000);
    const skip = canvasElement.querySelector<HTMLElement>('.slot-stage__skip');
    if (skip) await userEvent.click(skip);
    await until(() => canvasElement.querySelector('[data-testid="kingdoms-result"]') !== null, 8000);
  },
};

export const AutoPlaySettings: Story = {
  name: 'Auto Play settings',
  play: openAutoPlay,
};

export const AutoPlayPaused: Story = {
  name: 'Auto Play stopped by the free games, for the choice',
  parameters: seeded('tk-410'),
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, '.auto-play > summary'));
    await userEvent.click(find(canvasElement, '.auto-play__body > .button'));
    await until(() => choiceShown(canvasElement)() && canvasElement.querySelector('.auto-play__note') !== null, 10_000);
  },
};

export const Turbo: Story = {
  name: 'Turbo on',
  play: turnTurboOn,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the bet',
  parameters: { rgs: { ...RGS, mode: 'real', balance: 30 } },
  play: refusedForMoney,
};

/** The round detail's picture (history and fairness page): the free games story's round, Wei chosen. */
export const FreeGamesPicture: StoryObj = {
  name: 'A round with its free games, as the round detail draws it',
  loaders: [
    async () => {
      const values = await floats(SEED, 'tk-26496', 0, 4_000);
      const draw = arrayDraw(values);
      const start = engine.start(draw, {});
      const { state } = engine.act(arrayDraw(values, draw.used), start.state, 'choose', { kingdom: 'wei' });
      return { view: engine.view(state, true) };
    },
  ],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
