import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/scratch-fortune-n';
import { buyTicket, find, openAutoPlay, refusedForMoney, renderGame, scratchSpots, tableLoader, until, withSite } from '../storyKit.tsx';
import { FortuneGame } from './FortuneGame.tsx';
import { RoundPicture } from './picture.tsx';

/** God of Fortune on an in-memory game server with fixed seeds; the toolbar switches the language. */
const meta = {
  title: 'Site/Games/God of Fortune',
  decorators: [withSite],
  loaders: [tableLoader('scratch-fortune-n')],
  render: renderGame(FortuneGame),
  parameters: { layout: 'fullscreen', rgs: { limits: { min_bet: 20, max_bet: 10_000, levels: [20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeBuying: Story = { name: 'Play money, before a ticket' };

export const Scratching: Story = {
  name: 'A ticket half scratched (pairs glow)',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await scratchSpots(canvasElement, [0, 1, 2, 3, 4]);
  },
};

export const Revealed: Story = {
  name: 'A ticket revealed, its prize paid',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await userEvent.click(find(canvasElement, '.game-play-button'));
    await until(() => canvasElement.querySelector('[data-testid="scratch-prize"]') !== null);
  },
};

export const AutoBuy: Story = {
  name: 'Auto Buy settings, with the Golden Toad option',
  play: openAutoPlay,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the price',
  parameters: { rgs: { mode: 'real', balance: 10, limits: { min_bet: 20, max_bet: 100, levels: [20, 50, 100] } } },
  play: refusedForMoney,
};

/** The round detail's picture of a ticket (history and fairness page): the stories' first winning ticket. */
export const Picture: StoryObj = {
  name: 'A ticket as the round detail draws it',
  loaders: [
    async () => {
      for (let nonce = 0; ; nonce++) {
        const draw = arrayDraw(await floats('9'.repeat(64), 'storybook', nonce, 64));
        const step = engine.act(draw, engine.start(draw, {}).state, 'reveal_all', {});
        if (engine.multiplier(step.state) > 0) return { view: engine.view(step.state, true) };
      }
    },
  ],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
