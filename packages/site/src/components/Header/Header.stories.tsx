import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../app/global.css';
import '../LanguageSwitcher/language-menu.css';
import '../LanguageSwitcher/LanguageSwitcher.css';
import { LOCALE_SHORT } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import './Header.css';
import { Header } from './Header.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { LOCALE_NAME } from '../../i18n/locale.ts';
import { storyI18n } from '../story-fixtures.ts';
import { withSite } from '../../story-kit.tsx';
import { KyWalletElement } from '../../../../widget/src/element/ky-wallet.ts';
import { resetState } from '../../../../widget/src/state/signals.ts';
import {
  STORY_API,
  setUpWidgetStory,
  widget,
  type StorySetUpContext,
  type WidgetParameters,
} from '../../../../widget/src/stories/stage.tsx';

/*
 * The header embeds the real <ky-wallet>, defined here from the widget's source as its own
 * `Widget/ky-wallet` story does (the same module: one class, one shared session), so the header
 * looks the same whichever story ran first. Each story starts from the widget's fresh state
 * (`setUpWidgetStory`: no session unless the story gives one, the ky-* events in the Actions
 * panel) with the age gate already answered, as for a returning visitor, and the element's
 * `api-base` points at the widget stories' fake server: nothing leaves the browser, and logging in
 * from the story works with any account.
 */
// (The class, not widget/src/define.ts: the site's types know the tag from the built package.)
const TAG_NAME = 'ky-wallet';
if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, KyWalletElement);

/**
 * Before each story: the widget's fresh state and fake server (a story's `parameters.widget` may
 * give a saved session), the age gate answered "yes" today.
 */
async function returningVisitor({ id, globals, parameters }: StorySetUpContext): Promise<() => void> {
  const own = (parameters.widget as WidgetParameters | undefined) ?? {};
  const teardown = await setUpWidgetStory({ id, globals, parameters: widget({ ...own, stage: false }) });
  localStorage.setItem('ky-age-gate', JSON.stringify({ confirmedAt: Date.now() }));
  resetState();
  // The widget's teardown empties the session and the age gate's answer again.
  return teardown;
}

/** Points the header's <ky-wallet> at the fake server (the header sets its other attributes). */
function FakeWalletServer({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    root.current?.querySelector(TAG_NAME)?.setAttribute('api-base', STORY_API);
  });
  return <div ref={root}>{children}</div>;
}

/** Shows the page at `path` (in the story's locale), so the navigation marks its link as the current page. */
function AtPath({ path, children }: { path: string; children: ReactNode }) {
  const { href } = useI18n();
  const navigate = useNavigate();
  const to = href(path);
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return children;
}

const onGamesPage: Decorator = (Story) => (
  <AtPath path="/games">
    <FakeWalletServer>
      <Story />
    </FakeWalletServer>
  </AtPath>
);

/** The site header on the games page (its link marked current), in the toolbar's locale. */
const meta = {
  title: 'Site/Header',
  component: Header,
  decorators: [onGamesPage, withSite],
  beforeEach: returningVisitor,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone (Storybook's "Large mobile" viewport). The media queries follow the real viewport, not a wrapper's width. */
const PHONE = { viewport: { value: 'mobile2', isRotated: false } };

/** Logged out, on a desktop row: brand, the links, the language menu and the wallet's Log in button. */
export const LoggedOut: Story = {};

/** Logged in (a saved session): the wallet bar with the player's name, balance, Deposit and Log out. */
export const LoggedIn: Story = { parameters: widget({ session: {} }) };

/**
 * A long account name (up to 64 characters): cut short with an ellipsis (8rem here), whole in its
 * tooltip. Where the row is then too short (de-CH at 1280 px), the wallet takes a row of its own.
 */
export const LoggedInLongName: Story = {
  parameters: widget({ session: { name: 'alexandra.papadopoulou-wanamaker_2026@example.com' } }),
  play: async ({ canvasElement }) => {
    const name = await waitFor(
      () => {
        const element = canvasElement.querySelector(TAG_NAME)?.shadowRoot?.querySelector<HTMLElement>('[part~="name"]');
        if (!element) throw new Error('the wallet bar shows no name yet');
        return element;
      },
      { timeout: 10_000 },
    );
    await expect(name).toHaveAttribute('title', 'alexandra.papadopoulou-wanamaker_2026@example.com');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** Logged out on a phone, the menu closed: brand, the Menu button, and the wallet on a row of its own. */
export const MobileMenuClosed: Story = { globals: PHONE };

/** Logged out on a phone, after a tap on Menu: the links and the language menu open under the button. */
export const MobileMenuOpen: Story = {
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    // Found by their text, not their role: above the phone breakpoint, where the e2e run (a
    // desktop-sized iframe) plays this story too, the Menu button is not displayed, and on a phone
    // the closed menu's links are not; hidden elements have no accessible name.
    await waitFor(() => expect(canvas.getByText(t('nav.games'), { selector: 'a' })).toHaveAttribute('aria-current', 'page'));
    const menu = canvas.getByText(t('nav.menu'), { selector: 'button' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: t('nav.main') });
    await expect(menu).toHaveAttribute('aria-controls', nav.id);
    for (const key of ['nav.home', 'nav.games', 'nav.news', 'nav.company', 'nav.contact'] as const) {
      await expect(within(nav).getByRole('link', { name: t(key) })).toBeVisible();
    }
    await expect(within(nav).getByLabelText(t('nav.languageCurrent', { short: LOCALE_SHORT[locale], language: LOCALE_NAME[locale] }))).toBeVisible();
  },
};
