import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminStory } from '../story-kit.tsx';
import { dashboard } from '../story-fixtures.ts';
import Chart from './Chart.tsx';

/** Deposits, bets, wins and GGR per day in one currency (uPlot); quiet days are zeros. */
const meta = {
  title: 'Back office/Screens/Chart',
  component: Chart,
  ...adminStory,
  args: { data: dashboard(), currency: 'cny' },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = { name: 'Thirty days (CNY)' };

export const QuietDays: Story = { name: 'A currency with quiet days (USD)', args: { currency: 'usd' } };

export const OneWeek: Story = { name: 'One week', args: { data: dashboard(7) } };

export const ThirtyDaysZhTW: Story = { name: 'Thirty days (zh-TW)', globals: { locale: 'zh-TW' } };

export const ThirtyDaysZhCN: Story = { name: 'Thirty days (zh-CN)', globals: { locale: 'zh-CN' } };

export const ThirtyDaysDeCH: Story = { name: 'Thirty days (de-CH)', globals: { locale: 'de-CH' } };
