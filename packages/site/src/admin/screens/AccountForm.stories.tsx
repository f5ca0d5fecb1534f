import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { admin, adminStory, fail, ok, until, untilRefused } from '../story-kit.tsx';
import { MANAGERS, OPERATORS, account, staff } from '../story-fixtures.ts';
import { AccountForm } from './AccountForm.tsx';

/** "Add new account" and "Edit" in a dialog; the fields a role may set differ. */
const meta = {
  title: 'Back office/Screens/AccountForm',
  component: AccountForm,
  ...adminStory,
  args: { me: staff('admin'), operators: OPERATORS, managers: MANAGERS, onDone: fn(), onClose: fn() },
  parameters: { ...adminStory.parameters, ...admin({ api: { createAccount: ok(account()), updateAccount: ok(account()) } }) },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateAsAdmin: Story = { name: 'New account, as admin (every field)' };

export const CreateAsOperator: Story = { name: 'New account, as operator', args: { me: staff('operator'), operators: [] } };

export const EditPlayer: Story = { name: 'Editing a player, as admin', args: { account: account() } };

export const EditAsAccountManager: Story = {
  name: 'Editing a player, as account manager',
  args: { me: staff('account_manager'), account: account(), operators: [], managers: [] },
};

export const NameTaken: Story = {
  name: 'New account: the name is taken',
  parameters: admin({ api: { createAccount: fail(409, 'account_exists') } }),
  play: async ({ canvasElement }) => {
    const dialog = await until(() => {
      const found = canvasElement.ownerDocument.querySelector<HTMLDialogElement>('dialog[open]');
      expect(found).not.toBeNull();
      return found as HTMLDialogElement;
    });
    const name = dialog.querySelector('input[name="account_name"]') as HTMLInputElement;
    await userEvent.type(name, 'player-anna');
    await userEvent.type(dialog.querySelector('input[name="password"]') as HTMLInputElement, 'password-123');
    await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLButtonElement);
    // The refusal is the name's: said under it, tied to it, and the focus is there.
    await untilRefused(name);
  },
};

export const CreateAsAdminZhTW: Story = { name: 'New account (zh-TW)', globals: { locale: 'zh-TW' } };

export const CreateAsAdminZhCN: Story = { name: 'New account (zh-CN)', globals: { locale: 'zh-CN' } };

export const EditPlayerDeCH: Story = { ...EditPlayer, name: 'Editing a player (de-CH)', globals: { locale: 'de-CH' } };
