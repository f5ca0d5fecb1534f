import type { Decorator } from '@storybook/react-vite';
import type { KyWalletElement as KyWalletTag } from '@ky-wallet/widget';
import { useLayoutEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { I18n } from '../i18n/I18nContext.tsx';
import '../app/global.css';
import '../components/Header/Header.css';
import { LOCALE_TAG } from '../i18n/locale.ts';
import { siteLocale } from '../i18n/testing.ts';
import { WalletProvider } from './useWallet.tsx';
import { startWidget } from './widget.ts';
import { KyWalletElement } from '../../../widget/src/element/ky-wallet.ts';
import { useWalletSession } from '../../../widget/src/react/useWalletSession.ts';
import {
  STORY_API,
  WALLET_URLS,
  layerFetch,
  responseOf,
  setUpWidgetStory,
  walletRequestOf,
  widget,
  type FakeApi,
  type FakeReply,
  type StorySetUpContext,
  type WidgetParameters,
} from '../../../widget/src/stories/stage.tsx';
import type { Session } from '../../../widget/src/state/session.ts';

/*
 * For the stories of the site's pages behind the wallet (Storybook only; nothing here ships): the
 * real <ky-wallet>, defined from the widget's source as the Header's and the widget's own stories
 * define it (one class, one shared session), on the widget stories' fake server. Nothing leaves
 * the browser: the element's `api-base` is `STORY_API`, which only the fake `fetch` answers.
 *
 * - `walletStory` (a meta's `beforeEach`): the widget's fresh state and fake server
 *   (`parameters.widget`: a saved session, scripted answers by type), plus `parameters.walletServer`
 *   for the answers that depend on the request (a page of the history, a second try).
 * - `withWalletBar`: the header's wallet in a banner above the page, as the site shows it; the
 *   page's calls (history(), openDeposit(), loginWithLink(), …) go to this element.
 * - `withWalletSession`: the site's `useWallet()`, fed by the widget's own `useWalletSession`, as
 *   main.tsx starts it once the widget has loaded.
 */

const TAG_NAME = 'ky-wallet';
// (The class, not widget/src/define.ts: the site's types know the tag from the built package.)
if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, KyWalletElement);
// The widget's hook, as main.tsx gives it (once for the whole preview: the session is shared anyway).
startWidget(async () => ({ useWalletSession: () => useWalletSession() }));

/** One request to the wallet server, as the widget sends it (`POST /api/getData` or `/api/getLocalData`). */
export interface WalletRequest {
  type: string;
  rule: Record<string, unknown>;
  /** The how-manieth request of this type in the story (from 1): a second try can answer otherwise. */
  count: number;
}

/**
 * `parameters.walletServer`: the answer to a request, or undefined to leave it to the widget's fake
 * server (any account logs in, a deposit adds up, `parameters.widget.api` scripts one type). A
 * function, not an object: Storybook merges a story's parameter objects into its meta's key by key.
 */
export type WalletServer = (request: WalletRequest) => FakeReply | undefined;

/**
 * `parameters` of a story: logged in with a saved session (`{}`: the widget stories' `PLAYER`, demo
 * with CN¥1,234.50) or logged out (`null`, the default), and the widget's scripted answers by type.
 */
export function wallet({ session = null, api }: { session?: Partial<Session> | null; api?: FakeApi } = {}): { widget: WidgetParameters } {
  // `null`, not absent, for logged out: Storybook merges a story's parameters into its meta's key
  // by key and skips an absent one, which would keep the meta's session. The widget reads null as none.
  return { widget: { stage: false, session, api } as unknown as WidgetParameters };
}

/** A JSON answer of the wallet server: `{ data }`. */
export const answerData = (data: unknown): FakeReply => ({ body: { data } });

let active: { storyId: string; widgetTeardown: () => void; teardown: () => void } | null = null;

/**
 * Before each story: the widget's fresh state and fake server (`parameters.widget`), and above it
 * the story's own answers (`parameters.walletServer`). Resolves the teardown. Run again for the
 * same story (the toolbar changed), it keeps the state the story reached, as the widget's does.
 */
export async function walletStory(context: StorySetUpContext): Promise<() => void> {
  if (active && active.storyId !== context.id) active.teardown();
  const own = (context.parameters.widget as WidgetParameters | undefined) ?? {};
  const widgetTeardown = await setUpWidgetStory({ ...context, parameters: widget({ ...own, stage: false }) });
  if (active?.storyId === context.id && active.widgetTeardown === widgetTeardown) return active.teardown;
  active?.teardown();
  const removeLayer = answerRequests((context.parameters.walletServer as WalletServer | undefined) ?? (() => undefined));
  const teardown = () => {
    // Ours first: the widget's removal restores the real `fetch` only from its own.
    removeLayer();
    widgetTeardown();
    if (active?.teardown === teardown) active = null;
  };
  active = { storyId: context.id, widgetTeardown, teardown };
  return teardown;
}

/** A `fetch` over the widget's fake one: the wallet requests `server` answers; everything else goes on. */
function answerRequests(server: WalletServer): () => void {
  const counts = new Map<string, number>();
  return layerFetch((url, init) => {
    if (!WALLET_URLS.includes(url.href)) return undefined;
    const { type, rule } = walletRequestOf(init);
    const count = (counts.get(type) ?? 0) + 1;
    counts.set(type, count);
    const reply = server({ type, rule, count });
    return reply === undefined ? undefined : responseOf(reply);
  });
}

/** The page's wallet element (in the banner `withWalletBar` renders), for a play to look into its shadow root. */
export function walletIn(canvasElement: HTMLElement): KyWalletElement {
  const element = canvasElement.querySelector<KyWalletElement>(TAG_NAME);
  if (!element?.shadowRoot) throw new Error('the story has no <ky-wallet>');
  return element;
}

/** The site header's wallet, alone in the header's row: dark, in the toolbar's locale, on the fake server. */
function HeaderWallet({ locale }: { locale: string }) {
  const element = useRef<KyWalletTag>(null);
  // Attributes, as the Header keeps them (React would set the `locale` property instead).
  useLayoutEffect(() => {
    element.current?.setAttribute('locale', locale);
    element.current?.setAttribute('theme', 'dark');
  }, [locale]);
  return (
    <header className="site-header">
      <div className="site-header__inner" style={{ justifyContent: 'flex-end' }}>
        <div className="site-header__wallet">
          <ky-wallet ref={element} api-base={STORY_API} theme="dark" locale={locale} />
        </div>
      </div>
    </header>
  );
}

/**
 * The header's <ky-wallet> in a banner above the story, as on the site. Put it last in the
 * decorators (outermost): around a page's `pageRoute`, outside its <main>.
 */
export const withWalletBar: Decorator = (Story, { globals }) => (
  <div style={{ background: 'var(--site-bg)', color: 'var(--site-text)' }}>
    <HeaderWallet locale={LOCALE_TAG[siteLocale(globals.locale)]} />
    <Story />
  </div>
);

/** The site's `useWallet()` for the story: the widget's session (pending for a moment, then the shared session). */
export const withWalletSession: Decorator = (Story) => (
  <WalletProvider>
    <Story />
  </WalletProvider>
);

/**
 * A logged-out page's play: waits for the log-in prompt that stands in for what the page shows a
 * player (its heading, in the story's locale), and returns the canvas for the page's own checks.
 */
export async function untilLoginPrompt(canvasElement: HTMLElement, t: I18n['t']): Promise<ReturnType<typeof within>> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: t('wallet.loginTitle') })).toBeInTheDocument(), { timeout: 10_000 });
  return canvas;
}
