import type { Meta, StoryObj } from '@storybook/react-vite';
import { admin, adminStory, fail, ok } from '../story-kit.tsx';
import { LIVE_EVENTS, OPERATORS, accountList, dashboard, emptyDashboard, staff } from '../story-fixtures.ts';
import { Dashboard } from './Dashboard.tsx';

/** Players online and revenue per day, game, currency and operator, live over Server-Sent Events. */
const meta = {
  title: 'Back office/Screens/Dashboard',
  component: Dashboard,
  ...adminStory,
  args: { me: staff('admin') },
  parameters: {
    ...adminStory.parameters,
    ...admin({
      api: { dashboard: ok(dashboard()), listAccounts: ok(accountList(OPERATORS)) },
      live: { events: LIVE_EVENTS, online: 45 },
    }),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = { name: 'Thirty days, live movements coming in (admin: operator filter)' };

export const AsOperator: Story = { name: 'As operator (no operator filter)', args: { me: staff('operator') } };

export const Reconnecting: Story = {
  name: 'Live feed down (reconnecting)',
  parameters: admin({ live: { fails: true, events: [] } }),
};

export const Refused: Story = {
  name: 'Live feed refused (too many open for the sign-in; asks again)',
  parameters: admin({ live: { refused: true } }),
};

export const Empty: Story = {
  name: 'Nothing counted yet',
  parameters: admin({ api: { dashboard: ok(emptyDashboard()) }, live: { events: [], online: 0 } }),
};

export const Loading: Story = { parameters: admin({ api: { dashboard: 'hang' }, live: { events: [] } }) };

export const Failed: Story = {
  name: 'Error',
  parameters: admin({ api: { dashboard: fail(500, 'internal_error') }, live: { events: [] } }),
};

export const LiveZhTW: Story = { name: 'Live (zh-TW)', globals: { locale: 'zh-TW' } };

export const LiveZhCN: Story = { name: 'Live (zh-CN)', globals: { locale: 'zh-CN' } };

export const LiveDeCH: Story = { name: 'Live (de-CH)', globals: { locale: 'de-CH' } };
