import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { roundData } from '../../test/fixtures.ts';
import '../../app/global.css';
import '../TransactionsTable/TransactionsTable.css';
import './RoundDetail.css';
import { diceRound, minesRound, refundedRound, thirdPartyRound, wheelRound } from './fixtures.ts';
import { RoundDetail } from './RoundDetail.tsx';
import { withSite } from '../../story-kit.tsx';
import { gameNamesIn } from '../story-fixtures.ts';

const meta = {
  title: 'Site/RoundDetail',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: RoundDetail,
  decorators: [withSite],
  args: {
    target: { round: 'dice-7f3a9c21', game: 'original-dice' },
    games: new Map(),
    onClose: fn(),
    load: () => Promise.resolve(diceRound),
  },
  // The games' names in the toolbar's locale, as the page has them; neither a Map nor a loader is editable.
  argTypes: { games: { control: false }, load: { control: false } },
  render: (args, { globals }) => <RoundDetail {...args} games={gameNamesIn(globals)} />,
} satisfies Meta<typeof RoundDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled dice round as our game server records it: every field, its bet and win, the choices and steps, its proof. */
export const Settled: Story = {};

/** A mines round cashed out after two gems: each tile uncovered is a step. */
export const Mines: Story = {
  args: { target: { round: 'mines-41c2', game: 'original-mines' }, load: () => Promise.resolve(minesRound) },
};

/** A lost Lucky Wheel spin. */
export const Wheel: Story = {
  args: { target: { round: 'wheel-91ab', game: 'original-wheel' }, load: () => Promise.resolve(wheelRound) },
};

/** A bet the game server rolled back: the refund says why. */
export const Refunded: Story = {
  args: { load: () => Promise.resolve(refundedRound) },
};

/** A third party's round: its keys and values as they came, the ones we know translated. */
export const ThirdParty: Story = {
  args: { target: { round: 'crash-77', game: 'acme-crash' }, load: () => Promise.resolve(thirdPartyRound) },
};

/** A third party's round that sent nothing with its movements. */
export const WithoutProof: Story = {
  args: {
    load: () => Promise.resolve({ ...roundData, transactions: roundData.transactions.map((tx) => ({ ...tx, meta: {} })) }),
  },
};

export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
};

export const NotFound: Story = {
  args: { load: () => Promise.reject(Object.assign(new Error('not found'), { code: 'not_found' })) },
};

export const Failed: Story = {
  args: { load: () => Promise.reject(new Error('HTTP 500')) },
};
