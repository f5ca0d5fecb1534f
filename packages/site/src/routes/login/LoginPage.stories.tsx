import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/GameCard/GameCard.css';
import '../home/HomePage.css';
import { LoginPage } from './LoginPage.tsx';
import { LOGIN_LINK_MESSAGES, type LoginLinkMessages } from './messages.ts';
import { HomePage } from '../home/HomePage.tsx';
import { loader as homeLoader } from '../home/route.tsx';
import { heroTitle } from '../../content/home.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters, until } from '../../story-kit.tsx';
import {
  answerData,
  wallet,
  walletIn,
  walletStory,
  withWalletBar,
  type WalletServer,
} from '../../wallet/story-wallet.tsx';
import { PLAYER, errorReply, type FakeReply } from '../../../../widget/src/stories/stage.tsx';

/*
 * The automated log-in page (/login/{id}, a link the back office made) in a data router at the
 * story's URL in the toolbar's locale (story-kit's pageRoute; the route has no loader), with the
 * home page it goes on to after a log-in. The page asks the header's real <ky-wallet> (shown above
 * it, logged out) to log in with the link; the wallet's `loginLink` request is answered by
 * `parameters.walletServer`, on the widget stories' fake server: nothing leaves the browser.
 */

/** The route's path as app/routes.tsx declares it (LOGIN_PATH), unprefixed. */
const PATH = '/login/:id';

/** A link's id as the back office makes them: 43 base64url characters. */
const LINK_ID = 'q3Zx8rTt0bQm1nV5wY7aK2cE4gI6kM9oP_sU-hJ3lNd';

const route = pageRoute(PATH, () => null, [{ path: '/', loader: homeLoader, Component: HomePage }]);

/** The wallet server's answer to the link (`loginLink`); the balance after the log-in is the widget stories' player's. */
const linkAnswers =
  (reply: FakeReply): WalletServer =>
  ({ type }) => {
    if (type === 'loginLink') return reply;
    if (type === 'getBalance') return answerData({ balance: PLAYER.balance });
    return undefined;
  };

/** A refusal of the link, as the wallet server answers it. */
const refused = (status: number, code: string) => ({ walletServer: linkAnswers(errorReply(status, code)) });

/** The automated log-in page (/login/{id}): logging in with the link, or why the link did not work, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Log-in link',
  component: LoginPage,
  decorators: [...route.decorators, withWalletBar],
  loaders: route.loaders,
  beforeEach: walletStory,
  parameters: {
    layout: 'fullscreen',
    page: { url: `/login/${LINK_ID}` } satisfies PageParameters,
    // Logged out, as a player who follows a link usually is.
    ...wallet(),
    walletServer: linkAnswers('hang'),
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's own words in the story's locale (they live in the route's chunk, not the catalogue). */
const messagesIn = (globals: Record<string, unknown>): LoginLinkMessages => LOGIN_LINK_MESSAGES[storyI18n(globals).locale];

/** The page says the link failed with `title`, explains, and offers a password log-in and the home page. */
async function expectRefusal(canvasElement: HTMLElement, globals: Record<string, unknown>, failure: Exclude<keyof LoginLinkMessages, 'title' | 'pending' | 'help' | 'password'>) {
  const { t, href } = storyI18n(globals);
  const m = messagesIn(globals);
  const canvas = within(canvasElement);
  await until(() => expect(canvas.getByRole('heading', { level: 1, name: m[failure] })).toBeVisible());
  await expect(canvas.getByText(m.help)).toBeVisible();
  await expect(canvas.getByRole('button', { name: m.password })).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('error.home') })).toHaveAttribute('href', href('/'));
}

/** The link sent to the wallet, its answer awaited: the page's title and a status line saying the player is being logged in. */
export const Pending: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(m.pending));
  },
};

/** The link worked: on to the home page, where the header's wallet shows the player and balance and its "login successful" alert. */
export const LoggedIn: Story = {
  parameters: { walletServer: linkAnswers(answerData({ name: PLAYER.name, token: PLAYER.token, alliance: PLAYER.alliance, currency: 'CNY' })) },
  play: async ({ canvasElement, globals }) => {
    const { locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('heading', { level: 1, name: heroTitle[locale] })).toBeVisible());
    const root = walletIn(canvasElement).shadowRoot as ShadowRoot;
    await until(() => expect(root.querySelector('[part~="name"]')).toHaveTextContent(PLAYER.name));
    await until(() => expect(root.querySelector('dialog[part~="alert"][open]')).not.toBeNull());
  },
};

/** A link already used (410 login_link_used): said so, nothing changed; log in with a password or go home. */
export const LinkUsed: Story = {
  parameters: refused(410, 'login_link_used'),
  play: ({ canvasElement, globals }) => expectRefusal(canvasElement, globals, 'used'),
};

/** A link past its few minutes (410 login_link_expired). */
export const LinkExpired: Story = {
  parameters: refused(410, 'login_link_expired'),
  play: ({ canvasElement, globals }) => expectRefusal(canvasElement, globals, 'expired'),
};

/** A link the server does not know (404 login_link_invalid). */
export const LinkInvalid: Story = {
  parameters: refused(404, 'login_link_invalid'),
  play: ({ canvasElement, globals }) => expectRefusal(canvasElement, globals, 'invalid'),
};

/** A link for a locked account (403 account_locked). */
export const AccountLocked: Story = {
  parameters: refused(403, 'account_locked'),
  play: ({ canvasElement, globals }) => expectRefusal(canvasElement, globals, 'locked'),
};

/** The wallet could not be reached (no connection; a server error reads the same): "we could not log you in". */
export const Failed: Story = {
  parameters: { walletServer: linkAnswers('network-error') },
  play: ({ canvasElement, globals }) => expectRefusal(canvasElement, globals, 'error'),
};
