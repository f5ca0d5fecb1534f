import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { depositRow, roundRow } from '../../test/fixtures.ts';
import '../../app/global.css';
import './TransactionsTable.css';
import { TransactionsTable } from './TransactionsTable.tsx';
import { withSite } from '../../story-kit.tsx';
import { gameNamesIn } from '../story-fixtures.ts';

const meta = {
  title: 'Site/TransactionsTable',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: TransactionsTable,
  decorators: [withSite],
  args: { games: new Map(), onOpenRound: fn() },
  // The games' names in the toolbar's locale, as the page has them (a Map: no control edits it).
  argTypes: { games: { control: false } },
  render: (args, { globals }) => <TransactionsTable {...args} games={gameNamesIn(globals)} />,
} satisfies Meta<typeof TransactionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state a row can be in: an open round, a settled win and loss, a refund, a deposit. */
export const RoundsAndDeposits: Story = {
  args: {
    rows: [
      roundRow({ round: 'mines-5c1e', game: 'original-mines', state: 'open', win: 0, total_win: 0, payout: 0, balance: 97.5 }),
      roundRow(),
      roundRow({ round: 'wheel-91ab', game: 'original-wheel', win: 0, total_win: 0, payout: 0, balance: 90 }),
      roundRow({ round: 'dice-refund', state: 'rolled_back', wager: 0, win: 0, total_win: 0, payout: 0, balance: 100 }),
      depositRow,
    ],
  },
};

/** A bonus round with two bets and two wins: the opening bet, wager and last win show. */
export const BonusRound: Story = {
  args: {
    rows: [roundRow({ parentround: 'dice-7f3a9c21', bet: 5, total_bet: 15, wager: 15, win: 10, total_win: 30, payout: 2 })],
  },
};
