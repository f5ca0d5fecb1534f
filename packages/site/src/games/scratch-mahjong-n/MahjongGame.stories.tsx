import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine, readHand } from '@ky-wallet/games/games/scratch-mahjong-n';
import { buyTicket, find, openAutoPlay, refusedForMoney, renderGame, scratchSpots, tableLoader, until, withSite } from '../storyKit.tsx';
import { MahjongGame } from './MahjongGame.tsx';
import { RoundPicture } from './picture.tsx';

/**
 * Mahjong Scratch on an in-memory game server with fixed seeds (the first ticket is a Half
 * Flush); the toolbar switches the language.
 */
const meta = {
  title: 'Site/Games/Mahjong Scratch',
  decorators: [withSite],
  loaders: [tableLoader('scratch-mahjong-n' as never)],
  render: renderGame(MahjongGame),
  parameters: {
    layout: 'fullscreen',
    rgs: { engine, clientSeed: 'storybook-131', limits: { min_bet: 50, max_bet: 10_000, levels: [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeBuying: Story = { name: 'Play money, before a ticket' };

export const Scratching: Story = {
  name: 'A ticket half scratched (the Draw waits for the hand)',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await scratchSpots(canvasElement, [0, 1, 2, 3, 4, 5, 6]);
  },
};

export const HandScratched: Story = {
  name: 'The hand scratched, the Draw still to come',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await scratchSpots(canvasElement, [...Array(13).keys()]);
  },
};

export const Revealed: Story = {
  name: 'A ticket revealed: the hand sorted and named, its prize paid',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await userEvent.click(find(canvasElement, '.game-play-button'));
    await until(() => canvasElement.querySelector('[data-testid="scratch-prize"]') !== null);
  },
};

export const AutoBuy: Story = {
  name: 'Auto Buy settings',
  play: openAutoPlay,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the price',
  parameters: { rgs: { mode: 'real', balance: 10, limits: { min_bet: 50, max_bet: 200, levels: [50, 100, 200] } } },
  play: refusedForMoney,
};

/** The round detail's picture of a ticket (history and fairness page): the stories' first winning ticket, a Half Flush. */
export const Picture: StoryObj = {
  name: 'A ticket as the round detail draws it',
  loaders: [
    async () => {
      for (let nonce = 0; ; nonce++) {
        const draw = arrayDraw(await floats('9'.repeat(64), 'storybook-131', nonce, 256));
        const step = engine.act(draw, engine.start(draw, {}).state, 'reveal_all', {});
        if (readHand(step.state.spots)) return { view: engine.view(step.state, true) };
      }
    },
  ],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
