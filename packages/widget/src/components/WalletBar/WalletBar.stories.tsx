import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inStage, PLAYER, StoryWallet, widget } from '../../stories/stage';

/**
 * The inline bar as it sits in an operator's header. The page-wide dialogs are wired behind it,
 * so Log in, Deposit and Log out work against the story's fake server.
 */
const meta = {
  title: 'Widget/WalletBar',
  parameters: { layout: 'fullscreen' },
  render: () => <StoryWallet />,
  // Logged out: Log in and Deposit. Logged in: the name, the balance, Deposit and Log out.
  play: async () => {
    const bar = await inStage('[part~="bar"]');
    const loggedIn = bar.querySelector('[part~="name"]') !== null;
    await expect(bar.querySelectorAll('button')).toHaveLength(2);
    await expect(bar.querySelector(loggedIn ? '[part~="logout-button"]' : '[part~="login-button"]')).not.toBeNull();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = { name: 'Logged out' };

export const LoggedIn: Story = {
  name: 'Logged in, with a balance',
  parameters: widget({ session: PLAYER }),
};

export const BalanceOnItsWay: Story = {
  name: 'Logged in, balance on its way',
  // Just logged in (a log-in link) before getBalance answers: no amount rather than a wrong 0.
  parameters: widget({ session: { ...PLAYER, balance: 0 }, balanceAwaited: true }),
  play: async () => {
    await meta.play();
    await expect(await inStage('[part~="balance"]')).toHaveAttribute('aria-busy', 'true');
    await expect(await inStage('[part~="balance-amount"]')).toHaveTextContent('…');
  },
};

export const LongNameLargeBalance: Story = {
  name: 'Logged in, long name and large balance',
  parameters: widget({
    session: { ...PLAYER, name: 'maximilian.alexander.von-hohenzollern-sigmaringen', balance: 987_654_321.09 },
  }),
};

export const WholeUnitCurrency: Story = {
  name: 'Logged in, a currency without decimals (JPY)',
  parameters: widget({ session: { ...PLAYER, currency: 'jpy', balance: 150_000 } }),
};

export const LoggedInDark: Story = {
  name: 'Logged in (dark)',
  parameters: widget({ session: PLAYER }),
  globals: { theme: 'dark' },
};

export const LoggedOutDark: Story = {
  name: 'Logged out (dark)',
  globals: { theme: 'dark' },
};

export const LoggedInZhTW: Story = {
  name: 'Logged in (zh-TW)',
  parameters: widget({ session: PLAYER }),
  globals: { locale: 'zh-TW' },
};

export const LoggedInZhCN: Story = {
  name: 'Logged in (zh-CN)',
  parameters: widget({ session: PLAYER }),
  globals: { locale: 'zh-CN' },
};

export const LoggedInDeCH: Story = {
  name: 'Logged in (de-CH)',
  parameters: widget({ session: PLAYER }),
  globals: { locale: 'de-CH' },
};
