import type { Meta, StoryObj } from '@storybook/react-vite';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-fortune-fafafa';
import { openAutoPlay, press, renderGame, tableLoader, turnTurboOn, withSite } from '../storyKit.tsx';
import { FafafaGame } from './FafafaGame.tsx';
import { RoundPicture } from './picture.tsx';

/** Fortune FaFaFa on an in-memory game server with fixed seeds; the toolbar switches the language. */
const meta = {
  title: 'Site/Games/Fortune FaFaFa',
  decorators: [withSite],
  loaders: [tableLoader('slot-fortune-fafafa')],
  render: renderGame(FafafaGame),
  parameters: { layout: 'fullscreen', rgs: { limits: { min_bet: 50, max_bet: 50_000, levels: [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spins (pressing again while the page still asks for an open round) until a round has shown. */
async function spin(root: HTMLElement) {
  await press(root, '.game-play-button', () => (root.querySelector('[data-testid="slot-win"]')?.textContent ?? '') !== '', 4000);
}

export const BeforeTheSpin: Story = { name: 'Play money, before the first spin' };

export const AfterASpin: Story = {
  name: 'A spin and its wins',
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const AutoPlaySettings: Story = {
  name: 'Auto Play settings',
  play: openAutoPlay,
};

export const Turbo: Story = {
  name: 'Turbo on',
  play: turnTurboOn,
};

/** The round detail's picture (history and fairness page): the stories' first round with a Fortune Respin. */
export const RespinPicture: StoryObj = {
  name: 'A round with a Fortune Respin, as the round detail draws it',
  loaders: [
    async () => {
      for (let nonce = 0; nonce < 5_000; nonce++) {
        const state = engine.start(arrayDraw(await floats('9'.repeat(64), 'storybook', nonce, 64)), {}).state;
        const view = engine.view(state, true) as { spins: unknown[] };
        if (view.spins.length > 1) return { view };
      }
      throw new Error('no respin in 5,000 rounds');
    },
  ],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
