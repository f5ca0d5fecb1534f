import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ACCOUNT_ROLES } from '@ky-wallet/protocol';
import { admin, adminStory, fail, ok, until } from '../story-kit.tsx';
import { ACCOUNTS, MANAGERS, OPERATORS, accountList, staff } from '../story-fixtures.ts';
import { Accounts } from './Accounts.tsx';

/** The staff lists the filters and the form pick from: `listAccounts?role=…`. */
const byRole = (url: URL) => {
  const role = url.searchParams.get('role');
  if (role === 'operator') return ok(accountList(OPERATORS));
  if (role === 'account_manager') return ok(accountList(MANAGERS));
  if (role && (ACCOUNT_ROLES as readonly string[]).includes(role)) return ok(accountList(ACCOUNTS.filter((row) => row.role === role)));
  return ok(accountList());
};

/** Accounts: search and filters, the list, "Add new account"; what each role may do differs. */
const meta = {
  title: 'Back office/Screens/Accounts',
  component: Accounts,
  ...adminStory,
  args: { me: staff('admin') },
  parameters: { ...adminStory.parameters, ...admin({ api: { listAccounts: byRole } }) },
} satisfies Meta<typeof Accounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = { name: 'As admin (every role, operator filter)' };

export const AsOperator: Story = { name: 'As operator (players, users and account managers)', args: { me: staff('operator') } };

export const AsAccountManager: Story = { name: 'As account manager (no new accounts)', args: { me: staff('account_manager') } };

export const AsAlliance: Story = { name: 'As alliance (reads only)', args: { me: staff('alliance') } };

export const Pages: Story = {
  name: 'Several pages',
  parameters: admin({ api: { listAccounts: (url) => (url.searchParams.get('role') ? byRole(url) : ok(accountList(ACCOUNTS, 230))) } }),
};

export const NoneFound: Story = {
  name: 'Nothing found',
  parameters: admin({ api: { listAccounts: (url) => (url.searchParams.get('role') ? byRole(url) : ok(accountList([]))) } }),
};

export const Loading: Story = { parameters: admin({ api: { listAccounts: 'hang' } }) };

export const Failed: Story = { name: 'Error', parameters: admin({ api: { listAccounts: fail(500, 'internal_error') } }) };

export const Adding: Story = {
  name: 'Adding an account',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await until(() => expect(canvasElement.querySelector('tbody tr')).not.toBeNull());
    await userEvent.click(canvas.getAllByRole('button')[0] as HTMLElement);
    await until(() => expect(canvasElement.querySelector('dialog[open]')).not.toBeNull());
  },
};

export const AsAdminZhTW: Story = { name: 'As admin (zh-TW)', globals: { locale: 'zh-TW' } };

export const AsAdminZhCN: Story = { name: 'As admin (zh-CN)', globals: { locale: 'zh-CN' } };

export const AsAdminDeCH: Story = { name: 'As admin (de-CH)', globals: { locale: 'de-CH' } };
