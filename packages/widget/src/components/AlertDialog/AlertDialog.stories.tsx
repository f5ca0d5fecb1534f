import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { translator, type PlainMessageKey } from '../../i18n';
import { alertState } from '../../state/session';
import { expectOpenDialog, inStage, PLAYER, StoryWallet, storyWallet, toLocale, widget } from '../../stories/stage';

/**
 * The page-wide alert over the bar, shown before the first render through the wallet, as the
 * flows show it: `requireLogin()` (type 1) or `showAlert(2, key)`. Type 1's Log in button opens
 * the login modal.
 */
const meta = {
  title: 'Widget/AlertDialog',
  parameters: { layout: 'fullscreen' },
  render: () => <StoryWallet />,
  // Type 1 has Close and Log in; type 2 has Close only.
  play: async () => {
    const alert = await expectOpenDialog('alert');
    const buttons = alertState.value.type === 1 ? 2 : 1;
    await expect(alert.querySelectorAll('button')).toHaveLength(buttons);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginFirst: Story = {
  name: 'Type 1: login_first',
  beforeEach: () => storyWallet().requireLogin(),
};

export const LoginSuccess: Story = {
  name: 'Type 2: login_success',
  parameters: widget({ session: PLAYER }),
  beforeEach: () => storyWallet().showAlert(2, 'login_success'),
};

export const LoginFailed: Story = {
  name: 'Type 2: login_failed',
  beforeEach: () => storyWallet().showAlert(2, 'login_failed'),
};

export const DepositSuccess: Story = {
  name: 'Type 2: deposit_success',
  parameters: widget({ session: PLAYER }),
  beforeEach: () => storyWallet().showAlert(2, 'deposit_success'),
};

export const AmountTooLarge: Story = {
  name: 'Type 2: error code amount_too_large',
  parameters: widget({ session: PLAYER }),
  beforeEach: () => storyWallet().showAlert(2, 'amount_too_large'),
};

export const NetworkError: Story = {
  name: 'Type 2: network_error',
  parameters: widget({ session: PLAYER }),
  beforeEach: () => storyWallet().showAlert(2, 'network_error'),
};

/**
 * A type 2 alert with an error code's message: the wallet's alert for a failed login or deposit
 * (`showAlert(2, code)`). Plays the alert's checks, then that the message is the code's, in the
 * story's locale.
 */
function errorAlert(code: PlainMessageKey): Pick<Story, 'beforeEach' | 'play'> {
  return {
    beforeEach: () => storyWallet().showAlert(2, code),
    play: async ({ globals }) => {
      await meta.play();
      const message = await inStage('[part~="alert"] [part~="alert-message"]');
      await expect(message.textContent).toBe(translator(toLocale(globals.locale))(code));
    },
  };
}

// The wallet ends the session on unauthorized: the bar behind it is logged out.
export const Unauthorized: Story = { name: 'Type 2: error code unauthorized', ...errorAlert('unauthorized') };

// A refused login: still logged out.
export const AccountLocked: Story = { name: 'Type 2: error code account_locked', ...errorAlert('account_locked') };

export const TooManyAttempts: Story = { name: 'Type 2: error code too_many_attempts', ...errorAlert('too_many_attempts') };

// A deposit the server is still processing (asked again with the same idempotency key).
export const IdempotencyInFlight: Story = {
  name: 'Type 2: error code idempotency_in_flight',
  parameters: widget({ session: PLAYER }),
  ...errorAlert('idempotency_in_flight'),
};

export const ServerBusy: Story = {
  name: 'Type 2: error code server_busy',
  parameters: widget({ session: PLAYER }),
  ...errorAlert('server_busy'),
};

export const LoginFirstDark: Story = { ...LoginFirst, name: 'Type 1: login_first (dark)', globals: { theme: 'dark' } };

export const LoginFirstDeCH: Story = { ...LoginFirst, name: 'Type 1: login_first (de-CH)', globals: { locale: 'de-CH' } };

export const LoginFirstZhTW: Story = { ...LoginFirst, name: 'Type 1: login_first (zh-TW)', globals: { locale: 'zh-TW' } };

export const NetworkErrorZhCN: Story = { ...NetworkError, name: 'Type 2: network_error (zh-CN)', globals: { locale: 'zh-CN' } };

export const NetworkErrorDeCH: Story = { ...NetworkError, name: 'Type 2: network_error (de-CH)', globals: { locale: 'de-CH' } };

export const TooManyAttemptsDeCH: Story = {
  ...TooManyAttempts,
  name: 'Type 2: error code too_many_attempts (de-CH)',
  globals: { locale: 'de-CH' },
};
