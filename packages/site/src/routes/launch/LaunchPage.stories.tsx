import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/LoginPrompt/LoginPrompt.css';
import './LaunchPage.css';
import { LaunchPage } from './LaunchPage.tsx';
import { loader } from './route.tsx';
import { games } from '../../catalogue/games.ts';
import type { GameId } from '../../content/types.ts';
import { gameCard, storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters, until } from '../../story-kit.tsx';
import { answerData, untilLoginPrompt, wallet, walletStory, withWalletBar, withWalletSession, type WalletServer } from '../../wallet/story-wallet.tsx';
import { errorReply, type FakeReply } from '../../../../widget/src/stories/stage.tsx';

/*
 * The launch page as /getGameUrl shows it: in a data router in the toolbar's locale (story-kit's
 * pageRoute, with the route's own loader), its session from the site's useWallet() fed by the
 * widget's own hook, and the header's real <ky-wallet> above it on the widget stories' fake
 * server. Launching an original asks that wallet for createPlayer, then getGameUrl; the stories
 * answer getGameUrl (`parameters.walletServer`), and the played game's page is a stand-in.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/getGameUrl';

/** The game client's route, a stand-in that says which launch URL it was opened with. */
const PLAY = { path: '/play/:id', Component: PlayStandIn };
function PlayStandIn() {
  const { pathname, search } = useLocation();
  return <p data-testid="play-stand-in">{pathname + search}</p>;
}

const route = pageRoute(PATH, loader, [PLAY]);

/** `parameters` of a story launching `game` (or no game: the page's own list). */
const launching = (game?: string) => ({ page: { url: game === undefined ? PATH : `${PATH}?game=${game}` } satisfies PageParameters });

/** The launch page (/getGameUrl?game={id}): behind login, it opens an original with the wallet, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Launch',
  component: LaunchPage,
  decorators: [withWalletSession, ...route.decorators, withWalletBar],
  loaders: route.loaders,
  beforeEach: walletStory,
  // Logged in: demo, CN¥1,234.50 (the widget stories' player).
  parameters: { layout: 'fullscreen', ...launching('original-dice'), ...wallet({ session: {} }) },
} satisfies Meta<typeof LaunchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game's name in the story's locale. */
const nameOf = (id: GameId, globals: Record<string, unknown>) => gameCard(id, storyI18n(globals).locale).name;

/** The single-use URL getGameUrl gives: the site's own game client with a launch code. */
const LAUNCH_URL = '/play/original-dice?launch=story-code';
const launched = (): FakeReply => answerData({ url: LAUNCH_URL, expires_at: Date.now() + 60_000 });

/** The wallet server of a launch: createPlayer succeeds, and getGameUrl gives `answer` (the how-manieth call it is). */
const launchServer =
  (answer: (count: number) => FakeReply = launched): WalletServer =>
  ({ type, count }) => {
    if (type === 'createPlayer') return answerData({ player: 'demo', alliance: 'kygaming' });
    return type === 'getGameUrl' ? answer(count) : undefined;
  };

/** Logged in, an original: launched at once, and its client opened with the single-use URL. */
export const Launched: Story = {
  parameters: { walletServer: launchServer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByTestId('play-stand-in')).toHaveTextContent(LAUNCH_URL));
  },
};

/** Waiting for the wallet's answer: the page says the game is opening, and its Launch button is not pressed twice. */
export const Opening: Story = {
  parameters: { walletServer: launchServer(() => 'hang') },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    const game = nameOf('original-dice', globals);
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(t('launch.opening', { game })));
    await expect(canvas.getByRole('button', { name: t('launch.button') })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The wallet could not launch it (the server failed): the reason, Try again, and Play for fun instead. */
export const Failed: Story = {
  parameters: { walletServer: launchServer(() => errorReply(500, 'internal_error')) },
  play: async ({ canvasElement, globals }) => {
    const { t, href } = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('launch.error.other')));
    await expect(canvas.getByRole('button', { name: t('launch.retry') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('launch.fun') })).toHaveAttribute('href', href('/play/original-dice?mode=fun'));
  },
};

/** Try again after a failure: the second getGameUrl answers, and the game opens. */
export const FailedThenRetried: Story = {
  parameters: {
    walletServer: launchServer((count) => (count === 1 ? errorReply(503, 'server_busy') : launched())),
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('launch.error.network_error')));
    await userEvent.click(canvas.getByRole('button', { name: t('launch.retry') }));
    await until(() => expect(canvas.getByTestId('play-stand-in')).toBeInTheDocument());
  },
};

/** Logged out: the page names the game and asks the player to log in (a login launches it). */
export const LoggedOut: Story = {
  parameters: wallet({ session: null }),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = await untilLoginPrompt(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('launch.title', { game: nameOf('original-dice', globals) }) })).toBeVisible();
  },
};

/** A game of the catalogue that runs on operators' sites: no launch here; Launch opens its details, and a note says why. */
export const OperatorsGame: Story = {
  parameters: launching('poke-fortune'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    // The heading shows while the session is checked too: the note says the page is ready.
    await until(() => expect(canvas.getByText(t('launch.note'))).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: t('launch.title', { game: nameOf('poke-fortune', globals) }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('launch.button') })).toBeEnabled();
  },
};

/** A game not released yet: it says so, and Launch is disabled. */
export const ComingSoon: Story = {
  parameters: launching('slot-battle-royale'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    const game = nameOf('slot-battle-royale', globals);
    await until(() => expect(canvas.getByText(t('launch.comingSoon', { game }))).toBeVisible());
    await expect(canvas.getByRole('button', { name: t('launch.button') })).toBeDisabled();
  },
};

/** No game named, or one the catalogue does not have: the available games to choose from. */
export const UnknownGame: Story = {
  parameters: launching('slot-nope'),
  play: async ({ canvasElement, globals }) => {
    const { t, href, locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('heading', { level: 1, name: t('launch.choose') })).toBeVisible());
    await expect(canvas.getByText(t('launch.unknown', { id: 'slot-nope' }))).toBeVisible();
    const available = games.filter((game) => game.availability === 'available');
    await expect(canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      available.map((game) => [game.name[locale], href(`/getGameUrl?game=${game.id}`)]),
    );
  },
};
