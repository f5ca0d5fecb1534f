import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { find, press, renderGame, tableLoader, until, withSite } from '../storyKit.tsx';
import { DiceGame } from './DiceGame.tsx';

/** Dice on an in-memory game server with fixed seeds; the toolbar switches the language. */
const meta = {
  title: 'Site/Games/Dice',
  decorators: [withSite],
  loaders: [tableLoader('original-dice')],
  render: renderGame(DiceGame),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) => find(root, '[data-testid="game-status"]').textContent ?? '';

export const PlayMoney: Story = { name: 'Play money, before a roll' };

export const RealMoney: Story = { name: 'Real money', parameters: { rgs: { mode: 'real', balance: 25_000 } } };

export const AfterRolls: Story = {
  name: 'After three rolls',
  play: async ({ canvasElement }) => {
    for (let roll = 1; roll <= 3; roll++) {
      await press(canvasElement, '.game-play-button', () => find(canvasElement, '[data-testid="nonce"]').textContent === String(roll));
    }
  },
};

export const NotEnoughMoney: Story = {
  name: 'Balance too low (real money)',
  parameters: { rgs: { mode: 'real', balance: 50 } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, '.game-play-button', () => canvasElement.querySelector('.game-layout__error') !== null);
  },
};

export const SeedRotated: Story = {
  name: 'Seed pair rotated after a roll',
  play: async ({ canvasElement }) => {
    await press(canvasElement, '.game-play-button', () => status(canvasElement) !== '');
    await userEvent.click(find(canvasElement, '.fairness-panel__form button'));
    await until(() => canvasElement.querySelector('[data-testid="revealed-seed"]') !== null);
  },
};
