import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loginState } from '../../state/session';
import { errorReply, expectOpenDialog, inStage, StoryWallet, storyWallet, widget } from '../../stories/stage';
import { patch } from '../../state/signals';

/**
 * The page-wide login modal, over the bar that opened it. Each story opens it before the first
 * render (`loginState`, as `openLogin()` does) and, for the request states, calls
 * `wallet.login()` exactly as the form's submit does, against the story's fake server.
 */
const meta = {
  title: 'Widget/LoginDialog',
  parameters: { layout: 'fullscreen' },
  render: () => <StoryWallet />,
  beforeEach: () => {
    patch(loginState, { open: true });
  },
  play: async () => {
    await expectOpenDialog('login-dialog');
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends the form as it stands, like pressing Log in. */
async function submit(id: string, pw: string, wait: boolean) {
  patch(loginState, { id, pw });
  const login = storyWallet().login(id, pw);
  if (wait) await login;
}

export const Idle: Story = { name: 'Idle' };

export const Filled: Story = {
  name: 'Filled in',
  beforeEach: () => {
    patch(loginState, { id: 'demo', pw: 'correct-horse' });
  },
};

export const Invalid: Story = {
  name: 'Invalid (empty fields, browser validation)',
  // Pressing Log in on an empty form: the browser reports the first missing field and nothing is sent.
  play: async () => {
    const button = await inStage<HTMLButtonElement>('[part~="login-dialog"] [part~="submit-button"]');
    await userEvent.click(button);
    const account = await inStage<HTMLInputElement>('[part~="login-dialog"] input[name="id"]');
    await expect(account.validity.valueMissing).toBe(true);
  },
};

export const Pending: Story = {
  name: 'Pending (request held)',
  parameters: widget({ api: { login: 'hang' } }),
  beforeEach: () => submit('demo', 'correct-horse', false),
  play: async () => {
    const button = await inStage('[part~="login-dialog"] [part~="submit-button"]');
    // aria-disabled, not disabled: the pending button keeps the keyboard focus.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Failed (alert after 401)',
  parameters: widget({ api: { login: errorReply(401, 'login_failed') } }),
  beforeEach: () => submit('demo', 'wrong-password', true),
  play: async () => {
    await expectOpenDialog('login-dialog');
    await expectOpenDialog('alert');
  },
};

export const IdleDark: Story = { ...Idle, name: 'Idle (dark)', globals: { theme: 'dark' } };

export const FailedZhTW: Story = { ...Failed, name: 'Failed (zh-TW)', globals: { locale: 'zh-TW' } };

export const PendingZhCN: Story = { ...Pending, name: 'Pending (zh-CN)', globals: { locale: 'zh-CN' } };

export const FailedDeCH: Story = { ...Failed, name: 'Failed (de-CH)', globals: { locale: 'de-CH' } };

export const FailedDark: Story = { ...Failed, name: 'Failed (dark)', globals: { theme: 'dark' } };
