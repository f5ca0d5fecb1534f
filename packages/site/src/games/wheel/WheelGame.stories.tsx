import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { find, press, renderGame, tableLoader, withSite } from '../storyKit.tsx';
import { WheelGame } from './WheelGame.tsx';

/** Lucky Wheel on an in-memory game server with fixed seeds; the toolbar switches the language. */
const meta = {
  title: 'Site/Games/Lucky Wheel',
  decorators: [withSite],
  loaders: [tableLoader('original-wheel')],
  render: renderGame(WheelGame),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlayMoney: Story = { name: 'Play money, Medium risk' };

export const HighRisk: Story = {
  name: 'High risk, after a spin',
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, 'input[value="high"]'));
    await press(canvasElement, '.game-play-button', () => find(canvasElement, '[data-testid="wheel-result"]').textContent !== '—');
  },
};

export const RealMoney: Story = { name: 'Real money', parameters: { rgs: { mode: 'real', balance: 80_000 } } };
