import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../app/global.css';
import './Transactions.css';
import { HistoryFilters } from './HistoryFilters.tsx';
import { NO_FILTERS } from './filters.ts';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { gameNamesIn } from '../story-fixtures.ts';
import { withSite } from '../../story-kit.tsx';

/** The history's filters as /history offers them: the playable games, the catalogue's names in the toolbar's locale. */
const meta = {
  title: 'Site/HistoryFilters',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: HistoryFilters,
  decorators: [withSite],
  args: { value: NO_FILTERS, games: PLAYABLE_GAME_IDS, names: new Map(), onApply: fn() },
  // The names come from the toolbar's locale (render); a Map is no control's to edit.
  argTypes: { names: { control: false } },
  render: (args, { globals }) => <HistoryFilters {...args} names={gameNamesIn(globals)} />,
} satisfies Meta<typeof HistoryFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: every game and the deposits, no dates, no Clear button. */
export const Empty: Story = {};

/** A game and a date range from the URL: the fields show them and the Clear button appears. */
export const FiltersSet: Story = {
  args: { value: { game: 'original-mines', from: '2026-11-01', to: '2026-11-23' } },
};
