import { lazy } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FUN_BALANCE, PLAYABLE_GAME_IDS, RGS_PATHS, type PlayableGameId } from '@ky-wallet/games/contract';
import { expect, userEvent, within } from 'storybook/test';
import '../../app/global.css';
import './PlayPage.css';
import { PlayPage, type GameClients } from './PlayPage.tsx';
import { loader } from './route.tsx';
import { gameCard, storyI18n } from '../../components/story-fixtures.ts';
import { createFakeRgs, type FakeRgsOptions } from '../../games/fake.ts';
import { formatMinor } from '../../games/money.ts';
import { saveSession } from '../../games/rgs/storage.ts';
import { rgsFetch, type FetchedCall } from '../../games/testing.tsx';
import type { I18n } from '../../i18n/I18nContext.tsx';
import { pageRoute, type PageParameters, until } from '../../story-kit.tsx';
import { wallet, walletStory, withWalletBar } from '../../wallet/story-wallet.tsx';
import { PLAYER, errorReply, layerFetch, responseOf, type FakeReply, type StorySetUpContext } from '../../../../widget/src/stories/stage.tsx';

/*
 * The game client as /play/{game} shows it: in a data router in the toolbar's locale (story-kit's
 * pageRoute, with the route's own loader: the game's name and rules), the header's real
 * <ky-wallet> above it on the widget stories' fake server (logged in: demo, CN¥1,234.50; a
 * real-money game has it read the balance again). The page opens its session with the game server
 * (the RGS) over `fetch`; here the in-memory game server of the games' stories and tests
 * (games/fake.ts, answered over HTTP by games/testing's rgsFetch) answers the RGS paths, with
 * fixed seeds, and `parameters.rgs` scripts the answers that differ. Nothing leaves the browser.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/play/:game';

const route = pageRoute(PATH, loader);

/** The player's wallet balance (the widget stories' player) in minor units: what a real-money session opens with. */
const REAL_BALANCE = Math.round(PLAYER.balance * 100);

/** One call to the game server: its path (RGS_PATHS) and the how-manieth call of that path in the story (from 1). */
interface RgsCall {
  path: string;
  count: number;
}

/** `parameters.rgs` of a story: the game server behind the page. */
interface RgsParameters {
  /** The in-memory game server's options: the game a launch code opens, the balance, the mode of a stored session. */
  options?: FakeRgsOptions;
  /** The tab already holds a live session of `options.game` in `options.mode` (a reload): the page resumes it. */
  stored?: boolean;
  /**
   * The answer to a call, or undefined to leave it to the in-memory server: an error, 'network-error'
   * (the server unreachable), 'hang'. A function, not an object: Storybook merges parameter objects.
   */
  answer?: (call: RgsCall) => FakeReply | undefined;
}

/** What the page keeps per tab (games/rgs/storage.ts): a story starts without any, and leaves none. */
function forgetGames(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('ky-rgs:')) sessionStorage.removeItem(key);
}

let active: { storyId: string; calls: FetchedCall[]; teardown: () => void } | null = null;

/** The calls the page made to the game server in the story shown, in order. */
const rgsCalls = () => active?.calls ?? [];

/**
 * Before each story: the header wallet's fake server (story-wallet's `walletStory`), and over its
 * `fetch` one that answers the RGS paths (on the preview's own origin) from `parameters.rgs`.
 * Run again for the same story (the toolbar changed), it keeps the game server the story reached.
 */
async function gameServerStory(context: StorySetUpContext): Promise<() => void> {
  // Ours first: the wallet's layer is removed only from under its own.
  if (active && active.storyId !== context.id) active.teardown();
  const walletTeardown = await walletStory(context);
  if (active) return active.teardown;
  const { options, stored = false, answer = () => undefined } = (context.parameters.rgs as RgsParameters | undefined) ?? {};
  forgetGames();
  const api = createFakeRgs({ serverSeed: '9'.repeat(64), clientSeed: 'storybook', ...options });
  if (stored) {
    const session = await api.session();
    saveSession(session.mode, session.game, session);
  }
  const calls: FetchedCall[] = [];
  const server = rgsFetch(api, calls);
  const counts = new Map<string, number>();
  const removeLayer = layerFetch((url, init) => {
    if (url.origin !== location.origin || !url.pathname.startsWith('/rgs/')) return undefined;
    const count = (counts.get(url.pathname) ?? 0) + 1;
    counts.set(url.pathname, count);
    const reply = answer({ path: url.pathname, count });
    if (reply === undefined) return server(url.pathname, init);
    calls.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? '{}')), authorization: new Headers(init?.headers).get('authorization') });
    return responseOf(reply);
  });
  const teardown = () => {
    removeLayer();
    forgetGames();
    walletTeardown();
    if (active?.teardown === teardown) active = null;
  };
  active = { storyId: context.id, calls, teardown };
  return teardown;
}

/** `parameters` of a story at /play/{game}{query}, on a game server whose launch codes open `game`. */
const at = (game: PlayableGameId, query = '', rgs: Omit<RgsParameters, 'options'> & { options?: Omit<FakeRgsOptions, 'game'> } = {}) => ({
  page: { url: `/play/${game}${query}` } satisfies PageParameters,
  rgs: { ...rgs, options: { mode: 'real', balance: REAL_BALANCE, ...rgs.options, game } } satisfies RgsParameters,
});

/** `parameters` of a story in fun mode (`?mode=fun`): play money, FUN_BALANCE to start. */
const funAt = (game: PlayableGameId, rgs: Omit<RgsParameters, 'options'> = {}) => at(game, '?mode=fun', { ...rgs, options: { mode: 'fun', balance: FUN_BALANCE } });

/** A game server whose `path` answers `reply` (the first call only with `times: 1`); every other call is answered normally. */
const failing =
  (path: string, reply: FakeReply, times = Infinity) =>
  (call: RgsCall): FakeReply | undefined =>
    call.path === path && call.count <= times ? reply : undefined;

/** The game client (/play/{game}): a session opened with a launch code (real money) or play money, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Play',
  component: PlayPage,
  decorators: [...route.decorators, withWalletBar],
  loaders: route.loaders,
  beforeEach: gameServerStory,
  // Logged in: demo, CN¥1,234.50 (the widget stories' player), who launched the game from the wallet.
  parameters: { layout: 'fullscreen', ...funAt('original-dice'), ...wallet({ session: {} }) },
} satisfies Meta<typeof PlayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game's name in the story's locale, as the route's loader gives it. */
const nameOf = (id: PlayableGameId, { locale }: I18n) => gameCard(id, locale).name;

/** Minor units of CNY as the game writes them in the story's locale, as the text matchers read them (one space for any run). */
const money = ({ tag }: I18n, minor: number) => formatMinor(minor, 'cny', tag).replace(/\s+/g, ' ');

/** Where the page is now (the router's location): a spent launch code leaves the address. */
const addressOf = (loaded: Record<string, unknown>) => (loaded as { router: { state: { location: { pathname: string; search: string } } } }).router.state.location;

/** The game on the table, once its session is open: its heading, its mode, its balance and its bet form. */
async function gameOpen(canvasElement: HTMLElement, i18n: I18n, { game, form, mode, balance }: { game: PlayableGameId; form: string; mode: 'fun' | 'real'; balance: number }) {
  const { t } = i18n;
  const canvas = within(canvasElement);
  await until(() => expect(canvas.getByRole('form', { name: form })).toBeVisible());
  const name = nameOf(game, i18n);
  await expect(canvas.getByRole('heading', { level: 1, name: t('game.title', { game: name }) })).toBeVisible();
  // (The mode's label, which the game may repeat.)
  await expect(canvas.getAllByText(t(mode === 'fun' ? 'game.mode.fun' : 'game.mode.real'))[0]).toBeVisible();
  await until(() => expect(canvas.getByTestId('game-balance')).toHaveTextContent(money(i18n, balance)));
  await expect(canvas.getByRole('link', { name: t('game.rules', { game: name }) })).toBeVisible();
  return canvas;
}

/** What the page offers instead of a game (real money): its heading and text (translated), Launch {game} and Play for fun. */
async function launchOffered(canvasElement: HTMLElement, i18n: I18n, { game, title, text }: { game: PlayableGameId; title: string; text: string }) {
  const { href } = i18n;
  const name = nameOf(game, i18n);
  const section = await until(() => within(canvasElement).getByRole('region', { name: title }));
  await expect(within(section).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(within(section).getByText(text)).toBeVisible();
  await expect(within(section).getByRole('link', { name: i18n.t('game.launch', { game: name }) })).toHaveAttribute('href', href(`/getGameUrl?game=${game}`));
  await expect(within(section).getByRole('link', { name: i18n.t('game.switchFun') })).toHaveAttribute('href', href(`/play/${game}?mode=fun`));
}

/** Fun mode (`?mode=fun`): a play-money session opened for Dice; CN¥1,000.00 of play money, and a link to play with the wallet. */
export const FunMode: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const canvas = await gameOpen(canvasElement, i18n, { game: 'original-dice', form: i18n.t('game.dice.form'), mode: 'fun', balance: FUN_BALANCE });
    await expect(canvas.getByRole('link', { name: i18n.t('game.switchReal') })).toHaveAttribute('href', i18n.href('/getGameUrl?game=original-dice'));
    await expect(rgsCalls()[0]).toEqual({ path: RGS_PATHS.session, body: { fun: true, game: 'original-dice' }, authorization: null });
  },
};

/** The game server's answer still awaited: a status line says the game is opening. */
export const Opening: Story = {
  parameters: funAt('original-dice', { answer: failing(RGS_PATHS.session, 'hang') }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('game.opening', { game: nameOf('original-dice', i18n) })));
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A client whose chunk never arrives: what the page shows while a game's code is still loading. */
const neverLoads = lazy(() => new Promise<never>(() => undefined));

/** The session is open but the game's own code is still on its way (a slow connection): a status line says the game is loading. */
export const LoadingTheGame: Story = {
  args: { games: Object.fromEntries(PLAYABLE_GAME_IDS.map((game) => [game, neverLoads])) as unknown as GameClients },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const canvas = within(canvasElement);
    await until(() => expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('game.loading')));
    await expect(canvas.getByRole('heading', { level: 1, name: i18n.t('game.title', { game: nameOf('original-dice', i18n) }) })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(rgsCalls()[0]).toEqual({ path: RGS_PATHS.session, body: { fun: true, game: 'original-dice' }, authorization: null });
  },
};

/**
 * Real money, opened from the wallet (`?launch=` a single-use code): the code is exchanged for a
 * session with the wallet's balance, and leaves the address; Play for fun switches to play money.
 */
export const Launched: Story = {
  parameters: at('original-wheel', '?launch=story-launched'),
  play: async ({ canvasElement, globals, loaded }) => {
    const i18n = storyI18n(globals);
    const canvas = await gameOpen(canvasElement, i18n, { game: 'original-wheel', form: i18n.t('game.wheel.form'), mode: 'real', balance: REAL_BALANCE });
    await expect(canvas.getByRole('link', { name: i18n.t('game.switchFun') })).toHaveAttribute('href', i18n.href('/play/original-wheel?mode=fun'));
    await expect(rgsCalls()[0]).toEqual({ path: RGS_PATHS.session, body: { launch: 'story-launched' }, authorization: null });
    await until(() => expect(addressOf(loaded).search).toBe(''));
  },
};

/** A reload of a real-money game: the tab's session resumed (only its balance asked for), no launch needed. */
export const Resumed: Story = {
  parameters: at('original-mines', '', { stored: true }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await gameOpen(canvasElement, i18n, { game: 'original-mines', form: i18n.t('game.mines.form'), mode: 'real', balance: REAL_BALANCE });
    await expect(rgsCalls()[0]).toEqual({ path: RGS_PATHS.balance, body: {}, authorization: 'Bearer fake-session' });
    await expect(rgsCalls().some((call) => call.path === RGS_PATHS.session)).toBe(false);
  },
};

/** Real money without a launch code or a session (a bookmark, a shared link): launch it from the wallet, or play for fun. Nothing is opened. */
export const NeedsLaunch: Story = {
  parameters: at('original-mines'),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await launchOffered(canvasElement, i18n, {
      game: 'original-mines',
      title: i18n.t('game.needLaunch.title'),
      text: i18n.t('game.needLaunch.text', { game: nameOf('original-mines', i18n) }),
    });
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: i18n.t('game.title', { game: nameOf('original-mines', i18n) }) })).toBeVisible();
    await expect(rgsCalls()).toEqual([]);
  },
};

/**
 * A launch code the game server refuses (used already, expired or unknown: one answer,
 * `invalid_launch`): the session has ended; launch the game again, or play for fun. The code leaves the address.
 */
export const LaunchCodeRefused: Story = {
  parameters: at('original-wheel', '?launch=story-used', { answer: failing(RGS_PATHS.session, errorReply(401, 'invalid_launch')) }),
  play: async ({ canvasElement, globals, loaded }) => {
    const i18n = storyI18n(globals);
    // Checked once the code has left the address (which runs the page's session effect again).
    await until(() => expect(addressOf(loaded).search).toBe(''));
    await launchOffered(canvasElement, i18n, { game: 'original-wheel', title: i18n.t('game.ended.title'), text: i18n.t('game.error.invalid_launch') });
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** A used launch code (a reload before the address lost it), while the tab still holds a live session of the game: that session resumed. */
export const LaunchCodeRefusedSessionResumed: Story = {
  parameters: at('original-dice', '?launch=story-used-again', { stored: true, answer: failing(RGS_PATHS.session, errorReply(401, 'invalid_launch')) }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await gameOpen(canvasElement, i18n, { game: 'original-dice', form: i18n.t('game.dice.form'), mode: 'real', balance: REAL_BALANCE });
    await expect(rgsCalls().map((call) => call.path)).toEqual([RGS_PATHS.session, RGS_PATHS.balance]);
  },
};

/** A reload after the game server ended the tab's session (it expired there): the session has ended; launch the game again. */
export const SessionEnded: Story = {
  parameters: at('original-dice', '', { stored: true, answer: failing(RGS_PATHS.balance, errorReply(401, 'invalid_session')) }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await launchOffered(canvasElement, i18n, {
      game: 'original-dice',
      title: i18n.t('game.ended.title'),
      text: i18n.t('game.ended.text', { game: nameOf('original-dice', i18n) }),
    });
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** Real money, the game server unreachable (the launch code's exchange got no answer): an alert says so, and Launch {game} tries with a new code. */
export const Unreachable: Story = {
  parameters: at('original-dice', '?launch=story-unreachable', { answer: failing(RGS_PATHS.session, 'network-error') }),
  play: async ({ canvasElement, globals, loaded }) => {
    const i18n = storyI18n(globals);
    await until(() => expect(addressOf(loaded).search).toBe(''));
    const alert = await until(() => within(canvasElement).getByRole('alert'));
    await expect(alert).toHaveTextContent(i18n.t('game.error.network_error'));
    await expect(within(alert).getByRole('link', { name: i18n.t('game.launch', { game: nameOf('original-dice', i18n) }) })).toHaveAttribute(
      'href',
      i18n.href('/getGameUrl?game=original-dice'),
    );
  },
};

/** Real money, the game server up but the player's wallet not answering it (HTTP 503 `wallet_unavailable`): an alert says nothing was lost. */
export const WalletUnavailable: Story = {
  parameters: at('original-mines', '?launch=story-wallet-down', { answer: failing(RGS_PATHS.session, errorReply(503, 'wallet_unavailable')) }),
  play: async ({ canvasElement, globals, loaded }) => {
    const i18n = storyI18n(globals);
    await until(() => expect(addressOf(loaded).search).toBe(''));
    const alert = await until(() => within(canvasElement).getByRole('alert'));
    await expect(alert).toHaveTextContent(i18n.t('game.error.wallet_unavailable'));
    await expect(within(alert).getByRole('link', { name: i18n.t('game.launch', { game: nameOf('original-mines', i18n) }) })).toBeVisible();
  },
};

/** Fun mode, the game server unreachable: an alert says so, with Start again. */
export const FunUnreachable: Story = {
  parameters: funAt('original-wheel', { answer: failing(RGS_PATHS.session, 'network-error') }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const alert = await until(() => within(canvasElement).getByRole('alert'));
    await expect(alert).toHaveTextContent(i18n.t('game.error.network_error'));
    await expect(within(alert).getByRole('button', { name: i18n.t('game.retry') })).toBeEnabled();
  },
};

/** Fun mode: the first try found the game server unreachable, Start again pressed, and the play-money game opens. */
export const FunRetried: Story = {
  parameters: funAt('original-wheel', { answer: failing(RGS_PATHS.session, 'network-error', 1) }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const alert = await until(() => within(canvasElement).getByRole('alert'));
    await userEvent.click(within(alert).getByRole('button', { name: i18n.t('game.retry') }));
    await gameOpen(canvasElement, i18n, { game: 'original-wheel', form: i18n.t('game.wheel.form'), mode: 'fun', balance: FUN_BALANCE });
  },
};

/** Fun mode refused: too many play-money games opened from the player's connection (HTTP 429); wait, then Start again. */
export const FunTooManyAttempts: Story = {
  parameters: funAt('original-mines', { answer: failing(RGS_PATHS.session, errorReply(429, 'too_many_attempts')) }),
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const alert = await until(() => within(canvasElement).getByRole('alert'));
    await expect(alert).toHaveTextContent(i18n.t('game.error.too_many_attempts'));
    await expect(within(alert).getByRole('button', { name: i18n.t('game.retry') })).toBeEnabled();
  },
};
