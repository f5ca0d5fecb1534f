import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { admin, adminStory, fail, ok, until } from '../story-kit.tsx';
import { LEDGER, MANAGERS, NOW, OPERATORS, ROUNDS, account, accountList, auditLog, staff } from '../story-fixtures.ts';
import type { AdminI18n, AdminPlainKey } from '../i18n/i18n.tsx';
import { AccountDetail } from './AccountDetail.tsx';

const PLAYER = account();
const OPERATOR = OPERATORS[0] ?? account();

/** One account's answers: the account, a player's ledger and rounds, its audit trail, the staff lists. */
const api = (shown = PLAYER) =>
  admin({
    api: {
      getAccount: ok(shown),
      playerLedger: ok(LEDGER),
      playerRounds: ok(ROUNDS),
      auditLog: ok(auditLog()),
      listAccounts: (url) => ok(accountList(url.searchParams.get('role') === 'operator' ? OPERATORS : MANAGERS)),
      lockAccount: ok({ ...shown, state: 'locked' }),
      unlockAccount: ok({ ...shown, state: 'active' }),
      createLoginLink: ok({ id: 'b1946ac92492d234', url: 'https://kygaming.example/login/b1946ac92492d234', expires_at: NOW + 15 * 60_000 }),
      setPassword: ok({}),
    },
  });

/** One account: its fields, lock/unlock, password, log-in link, and a player's ledger and rounds. */
const meta = {
  title: 'Back office/Screens/AccountDetail',
  component: AccountDetail,
  ...adminStory,
  args: { me: staff('admin'), id: PLAYER.id },
  parameters: { ...adminStory.parameters, ...api() },
} satisfies Meta<typeof AccountDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the account is on screen, then clicks the button the message `key` names, in the
 * story's locale (the loader's back-office messages), so the story plays in every locale.
 */
async function press(canvasElement: HTMLElement, loaded: Record<string, unknown>, key: AdminPlainKey) {
  const name = (loaded.adminI18n as AdminI18n).t(key);
  const button = await until(() => within(canvasElement).getByRole('button', { name }));
  await userEvent.click(button);
}

export const PlayerAsAdmin: Story = { name: 'A player, as admin (every action)' };

export const PlayerAsOperator: Story = { name: 'A player, as operator', args: { me: staff('operator') } };

export const PlayerAsUser: Story = { name: 'A player, as user (reads only, no audit trail)', args: { me: staff('user') } };

export const LockedPlayer: Story = { name: 'A locked player', parameters: api(account({ state: 'locked', auto_login: false })) };

export const StaffAccount: Story = { name: 'A staff account (no wallet)', args: { id: OPERATOR.id }, parameters: api(OPERATOR) };

export const Loading: Story = { parameters: admin({ api: { getAccount: 'hang' } }) };

export const NotFound: Story = { name: 'Not found', parameters: admin({ api: { getAccount: fail(404, 'not_found') } }) };

export const LoginLink: Story = {
  name: 'Log-in link made',
  play: async ({ canvasElement, loaded }) => {
    await press(canvasElement, loaded, 'account.loginLink');
    await until(() => expect(canvasElement.ownerDocument.querySelector('dialog[open]')).not.toBeNull());
  },
};

export const SettingPassword: Story = {
  name: 'Setting a password',
  play: async ({ canvasElement, loaded }) => {
    await press(canvasElement, loaded, 'account.setPassword');
    await until(() => expect(canvasElement.ownerDocument.querySelector('dialog[open]')).not.toBeNull());
  },
};

export const Editing: Story = {
  name: 'Editing',
  play: async ({ canvasElement, loaded }) => {
    await press(canvasElement, loaded, 'account.edit');
    await until(() => expect(canvasElement.ownerDocument.querySelector('dialog[open]')).not.toBeNull());
  },
};

export const LockFails: Story = {
  name: 'Locking fails (cannot lock oneself)',
  parameters: admin({ api: { lockAccount: fail(409, 'cannot_change_self') } }),
  play: async ({ canvasElement, loaded }) => {
    await press(canvasElement, loaded, 'account.lock');
    await until(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

export const PlayerZhTW: Story = { name: 'A player (zh-TW)', globals: { locale: 'zh-TW' } };

export const PlayerZhCN: Story = { name: 'A player (zh-CN)', globals: { locale: 'zh-CN' } };

export const PlayerDeCH: Story = { name: 'A player (de-CH)', globals: { locale: 'de-CH' } };
