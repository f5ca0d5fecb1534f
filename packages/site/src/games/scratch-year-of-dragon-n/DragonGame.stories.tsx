import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw, type Draw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/scratch-year-of-dragon-n';
import { buyTicket, find, openAutoPlay, refusedForMoney, renderGame, scratchSpots, tableLoader, until, withSite } from '../storyKit.tsx';
import { DragonGame } from './DragonGame.tsx';
import { RoundPicture } from './picture.tsx';

const LEVELS = [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

/** Year of the Dragon Scratch on an in-memory game server with fixed seeds; the toolbar switches the language. */
const meta = {
  title: 'Site/Games/Year of the Dragon Scratch',
  decorators: [withSite],
  loaders: [tableLoader('scratch-year-of-dragon-n' as never)],
  render: renderGame(DragonGame),
  parameters: { layout: 'fullscreen', rgs: { engine, limits: { min_bet: 50, max_bet: 50_000, levels: LEVELS } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeBuying: Story = { name: 'Play money, before a ticket' };

export const Scratching: Story = {
  name: 'A ticket half scratched',
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await scratchSpots(canvasElement, [0, 1, 2, 4, 8]);
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

/** The same stream, but its first read (the tier) always gives three Golden Dragons with a x5 pearl: laid out by the real recipe. */
function topDraw(draw: Draw): Draw {
  const top = engine.definition.tiers.findIndex(({ detail }) => detail.symbol === 'DRAGON' && detail.pearl === 'X5');
  let first = true;
  return {
    float: () => draw.float(),
    below: (n) => draw.below(n),
    weighted: (weights) => (first ? ((first = false), draw.float(), top) : draw.weighted(weights)),
    get used() {
      return draw.used;
    },
  };
}

export const MaximumWin: Story = {
  name: 'The maximum win: three Golden Dragons and a x5 pearl (a game server that sells only that)',
  parameters: { rgs: { engine: { ...engine, start: (draw: Draw) => engine.start(topDraw(draw), {}) }, limits: { min_bet: 50, max_bet: 50_000, levels: LEVELS } } },
  play: async ({ canvasElement }) => {
    await buyTicket(canvasElement);
    await userEvent.click(find(canvasElement, '.game-play-button'));
    await until(() => canvasElement.querySelector('[data-testid="scratch-prize"]') !== null);
  },
};

export const AutoPlay: Story = {
  name: 'Auto Play settings (a single win limit, as the rule page says)',
  play: openAutoPlay,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the price',
  parameters: { rgs: { engine, mode: 'real', balance: 20, limits: { min_bet: 50, max_bet: 200, levels: [50, 100, 200] } } },
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
