import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/LoginPrompt/LoginPrompt.css';
import './BalancePage.css';
import { BalancePage, DEPOSIT_CHOICES } from './BalancePage.tsx';
import type { I18n } from '../../i18n/I18nContext.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters, until } from '../../story-kit.tsx';
import { untilLoginPrompt, wallet, walletIn, walletStory, withWalletBar, withWalletSession } from '../../wallet/story-wallet.tsx';
import { PLAYER, errorReply } from '../../../../widget/src/stories/stage.tsx';

/*
 * The wallet page as /balance shows it: in a data router at /balance in the toolbar's locale
 * (story-kit's pageRoute; the route has no loader), its session from the site's useWallet() fed by
 * the widget's own hook. Its buttons call the header's real <ky-wallet> (shown above the page),
 * which talks to the widget stories' fake server: a deposit opens the wallet's own dialog, and
 * confirming it there adds to the balance. Nothing leaves the browser. A play finds the page's
 * controls by their names in the story's locale, and the wallet's by their part names.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/balance';

const route = pageRoute(PATH, () => null);

/** The wallet page (/balance): the player's balance, the deposit choices and Refresh balance, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Balance',
  component: BalancePage,
  decorators: [withWalletSession, ...route.decorators, withWalletBar],
  loaders: route.loaders,
  beforeEach: walletStory,
  // Logged in: demo, CN¥1,234.50 (the widget stories' player).
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters, ...wallet({ session: {} }) },
} satisfies Meta<typeof BalancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount in the player's currency, as the page writes it in the story's locale. */
const money = ({ tag }: I18n, amount: number) => formatMoney(amount, PLAYER.currency, tag);

/**
 * `text` as the text matchers read a page's text: any run of white space as one space (an amount
 * in de-CH has a no-break space after its currency and uses one in its thousands).
 */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

/** The page once the session is in (the wallet is "pending" for a moment), and its controls by their names. */
async function page(canvasElement: HTMLElement, i18n: I18n) {
  const { t } = i18n;
  const canvas = within(canvasElement);
  const refresh = await until(() => canvas.getByRole('button', { name: t('balance.refresh') }));
  return {
    canvas,
    refresh,
    choice: (amount: number) => canvas.getByRole('button', { name: t('balance.depositAmount', { amount: money(i18n, amount) }) }),
    other: canvas.getByRole('textbox', { name: t('balance.otherAmount') }),
    depositOther: canvas.getByRole('button', { name: t('balance.depositOther') }),
  };
}

/** The header wallet's deposit dialog, once open (found by its part name: the same in every locale). */
async function openDepositDialog(canvasElement: HTMLElement): Promise<HTMLDialogElement> {
  const root = walletIn(canvasElement).shadowRoot as ShadowRoot;
  return until(() => {
    const dialog = root.querySelector<HTMLDialogElement>('dialog[part~="deposit-dialog"]');
    if (!dialog?.open) throw new Error('the deposit dialog is not open');
    return dialog;
  });
}

/** The amount chosen in the deposit dialog. */
const chosenAmount = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLInputElement>('input[part~="radio"]:checked')?.value;

/** Logged out: the page's heading and the log-in prompt; the header's wallet shows its "please log in first" alert on top. */
export const LoggedOut: Story = {
  parameters: wallet(),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = await untilLoginPrompt(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('balance.title') })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('balance.refresh') })).toBeNull();
  },
};

/**
 * Logged in: the player, the balance and the currency; the four deposit choices in the player's
 * currency, the other-amount field, Refresh balance and the link to the history.
 */
export const LoggedIn: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t, href } = i18n;
    const { canvas, choice, other } = await page(canvasElement, i18n);
    await expect(canvas.getByText(PLAYER.name)).toBeVisible();
    await expect(canvas.getByTestId('site-balance')).toHaveTextContent(asRead(money(i18n, PLAYER.balance)));
    for (const amount of DEPOSIT_CHOICES) await expect(choice(amount)).toBeVisible();
    await expect(other).toHaveValue('');
    await expect(other).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByRole('link', { name: t('balance.history') })).toHaveAttribute('href', href('/history'));
  },
};

/** A deposit choice pressed (CN¥5,000): the header wallet's deposit dialog opens with that amount chosen, to confirm there. Nothing is deposited yet. */
export const DepositChoicePicked: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { canvas, choice } = await page(canvasElement, i18n);
    await userEvent.click(choice(5000));
    const dialog = await openDepositDialog(canvasElement);
    await expect(chosenAmount(dialog)).toBe('5000');
    await expect(canvas.getByTestId('site-balance')).toHaveTextContent(asRead(money(i18n, PLAYER.balance)));
  },
};

/** Another amount that is no number ("abc"), sent: the field is marked invalid, says why and keeps the focus; no dialog opens. */
export const OtherAmountInvalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { other, depositOther } = await page(canvasElement, i18n);
    await userEvent.type(other, 'abc');
    await userEvent.click(depositOther);
    const error = await until(() => within(canvasElement).getByText(i18n.t('balance.otherInvalid')));
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(other).toHaveAttribute('aria-invalid', 'true');
    await expect(other).toHaveAccessibleDescription(i18n.t('balance.otherInvalid'));
    await expect(other).toHaveFocus();
    await expect(walletIn(canvasElement).shadowRoot?.querySelector('dialog[part~="deposit-dialog"][open]')).toBeNull();
  },
};

/**
 * CN¥500 picked and confirmed in the wallet's dialog, its success alert closed: the page says what
 * was deposited and the new balance (CN¥1,734.50), which the summary and the header show too.
 */
export const Deposited: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { canvas, choice } = await page(canvasElement, i18n);
    await userEvent.click(choice(500));
    const dialog = await openDepositDialog(canvasElement);
    await expect(chosenAmount(dialog)).toBe('500');
    await userEvent.click(dialog.querySelector('[part~="submit-button"]') as HTMLElement);
    const balance = PLAYER.balance + 500;
    await until(() => expect(canvas.getByText(asRead(i18n.t('balance.deposited', { amount: money(i18n, 500), balance: money(i18n, balance) })))).toBeVisible());
    await expect(canvas.getByTestId('site-balance')).toHaveTextContent(asRead(money(i18n, balance)));
    // The wallet's "deposit successful" alert, over the page: closed, as the player would.
    const root = walletIn(canvasElement).shadowRoot as ShadowRoot;
    const close = await until(() => {
      const button = root.querySelector<HTMLElement>('dialog[part~="alert"][open] [part~="close-button"]');
      if (!button) throw new Error('no alert is open');
      return button;
    });
    await userEvent.click(close);
    await until(() => expect(root.querySelector('dialog[part~="alert"][open]')).toBeNull());
  },
};

/** Refresh balance pressed, the wallet's answer still awaited: the button reads "Refreshing…" and is busy (it keeps the focus). */
export const Refreshing: Story = {
  parameters: wallet({ session: {}, api: { getBalance: 'hang' } }),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const { canvas, refresh } = await page(canvasElement, storyI18n(globals));
    await userEvent.click(refresh);
    const busy = await until(() => canvas.getByRole('button', { name: t('balance.refreshing') }));
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refresh balance pressed: the wallet answered a new balance (a win in another tab), which the page says in its status line and shows. */
export const Refreshed: Story = {
  parameters: wallet({ session: {}, api: { getBalance: { body: { data: { balance: 1299.5 } } } } }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { canvas, refresh } = await page(canvasElement, i18n);
    await userEvent.click(refresh);
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(asRead(i18n.t('balance.refreshed', { balance: money(i18n, 1299.5) }))));
    await expect(canvas.getByTestId('site-balance')).toHaveTextContent(asRead(money(i18n, 1299.5)));
    await expect(canvas.getByRole('button', { name: i18n.t('balance.refresh') })).toHaveAttribute('aria-busy', 'false');
  },
};

/** Refresh balance pressed, the wallet answered an error (HTTP 500): an alert says the balance could not be refreshed. */
export const RefreshFailed: Story = {
  parameters: wallet({ session: {}, api: { getBalance: errorReply(500, 'internal_error') } }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { canvas, refresh } = await page(canvasElement, i18n);
    await userEvent.click(refresh);
    await until(() => expect(canvas.getByText(i18n.t('balance.refreshFailed'))).toHaveAttribute('role', 'alert'));
    await expect(canvas.getByRole('button', { name: i18n.t('balance.refresh') })).toBeVisible();
  },
};
