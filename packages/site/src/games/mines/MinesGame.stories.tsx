import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { floats, minesPositions } from '@ky-wallet/games/fair';
import { find, press, renderGame, tableLoader, until, withSite } from '../storyKit.tsx';
import { MinesGame } from './MinesGame.tsx';

/** Mines on an in-memory game server with fixed seeds; the toolbar switches the language. */
const meta = {
  title: 'Site/Games/Mines',
  decorators: [withSite],
  loaders: [tableLoader('original-mines')],
  render: renderGame(MinesGame),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first round's mines with the stories' seeds (tableLoader), 3 mines. */
const mines = async () => minesPositions(await floats('9'.repeat(64), 'storybook', 0, 3), 3);

async function startRound(root: HTMLElement) {
  await press(root, '.game-play-button', () => find(root, '.mines-board').getAttribute('data-state') === 'open');
}

export const BeforeTheBet: Story = { name: 'Play money, before the bet' };

export const RoundOpen: Story = {
  name: 'Round open, two gems',
  play: async ({ canvasElement }) => {
    await startRound(canvasElement);
    const positions = await mines();
    const gems = Array.from({ length: 25 }, (_, tile) => tile)
      .filter((tile) => !positions.includes(tile))
      .slice(0, 2);
    for (const [index, tile] of gems.entries()) {
      await userEvent.click(find(canvasElement, `[data-tile="${tile}"]`));
      await until(() => canvasElement.querySelectorAll('.mines-tile--gem').length === index + 1);
    }
  },
};

export const Busted: Story = {
  name: 'A mine',
  play: async ({ canvasElement }) => {
    await startRound(canvasElement);
    const [mine] = await mines();
    await userEvent.click(find(canvasElement, `[data-tile="${mine ?? 0}"]`));
    await until(() => find(canvasElement, '.mines-board').getAttribute('data-state') === 'busted');
  },
};

export const CashedOut: Story = {
  name: 'Cashed out after one gem',
  play: async ({ canvasElement }) => {
    await startRound(canvasElement);
    const positions = await mines();
    const gem = Array.from({ length: 25 }, (_, tile) => tile).find((tile) => !positions.includes(tile)) ?? 0;
    await userEvent.click(find(canvasElement, `[data-tile="${gem}"]`));
    await until(() => canvasElement.querySelectorAll('.mines-tile--gem').length === 1);
    await userEvent.click(find(canvasElement, '.game-play-button'));
    await until(() => find(canvasElement, '.mines-board').getAttribute('data-state') === 'cashed_out');
  },
};
