import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine, shotCount } from '@ky-wallet/games/games/scratch-houyi-n';
import { buyTicket, find, openAutoPlay, refusedForMoney, renderGame, scratchSpots, tableLoader, until, withSite } from '../storyKit.tsx';
import { HouyiGame } from './HouyiGame.tsx';
import { RoundPicture } from './picture.tsx';

/** Hou Yi Shoots the Suns on an in-memory game server with fixed seeds; the toolbar switches the language. */
const meta = {
  title: 'Site/Games/Hou Yi Shoots the Suns',
  decorators: [withSite],
  loaders: [tableLoader('scratch-houyi-n' as never)],
  render: renderGame(HouyiGame),
  parameters: { layout: 'fullscreen', rgs: { engine, limits: { min_bet: 20, max_bet: 10_000, levels: [20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeBuying: Story = { name: 'Play money, before a ticket' };

export const Scratching: Story = {
  name: 'A ticket half scratched (the counter counts the suns shot down)',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await scratchSpots(canvasElement, [0, 1, 2, 3, 4, 5]);
  },
};

export const DrawTheBow: Story = {
  name: 'Draw the Bow: the suns shot at from left to right, then the box',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await userEvent.click(find(canvasElement, '.houyi-bow'));
    await until(() => canvasElement.querySelector('[data-testid="scratch-prize"]') !== null, 10_000);
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
  name: 'Auto Buy settings',
  play: openAutoPlay,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the price',
  parameters: { rgs: { engine, mode: 'real', balance: 10, limits: { min_bet: 20, max_bet: 100, levels: [20, 50, 100] } } },
  play: refusedForMoney,
};

/** The first ticket of the stories' seeds that `wins` (its view once revealed). */
async function ticketWhere(wins: (spots: readonly unknown[]) => boolean) {
  for (let nonce = 0; ; nonce++) {
    const draw = arrayDraw(await floats('9'.repeat(64), 'storybook', nonce, 64));
    const step = engine.act(draw, engine.start(draw, {}).state, 'reveal_all', {});
    if (engine.multiplier(step.state) > 0 && wins(step.state.spots)) return { view: engine.view(step.state, true) };
  }
}

/** The round detail's picture of a ticket (history and fairness page): the stories' first win in the sky. */
export const Picture: StoryObj = {
  name: 'A ticket as the round detail draws it',
  loaders: [() => ticketWhere((spots) => shotCount(spots as never) >= 2)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};

/** The same for a prize of the Moon Palace box. */
export const PictureMoon: StoryObj = {
  name: 'A Moon Palace prize as the round detail draws it',
  loaders: [() => ticketWhere((spots) => shotCount(spots as never) < 2)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
