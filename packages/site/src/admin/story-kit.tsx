/*
 * What the back office's stories share (Storybook only; nothing here ships):
 *
 * - the back office's messages in the toolbar's locale (a loader: they are loaded on demand, as the
 *   app does) and its stylesheet, on the back office's dark page;
 * - a fake back-office server: a `fetch` stub for /api/admin/… answering what the story's
 *   `parameters.admin.api` says per endpoint (an endpoint not listed never answers: the screen
 *   stays loading), and the live feed's event stream with the story's events; both are removed
 *   when the story goes away;
 * - the page path a story starts on (the App reads it), put back afterwards.
 *
 * A story's meta spreads `adminStory` and sets `parameters: admin({...})`; a story pins a locale
 * with `globals: { locale: 'de-CH' }` like the widget's stories.
 */
import type { ComponentType, ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ADMIN_ENDPOINTS, type AdminEndpoint, type LiveEvent } from '@ky-wallet/protocol';
import { setSignedInCookie } from './api.ts';
import { I18nProvider, loadAdminMessages, makeI18n, type AdminI18n } from './i18n/i18n.tsx';
import './admin.css';
import { fakeSameOriginFetch } from '../story-fetch.ts';
import { layerFetch } from '../../../widget/src/stories/stage.tsx';

type StoryLocale = Parameters<typeof makeI18n>[0];
/** The toolbar's locale tag → the back office's locale (its path prefix). */
const LOCALES: Record<string, StoryLocale> = { en: 'en', 'zh-TW': 'zh-tw', 'zh-CN': 'zh-cn', 'de-CH': 'de-ch' };

/** One answer of the fake server: `{ data }`, an error code with its status, a dropped connection, or none ever. */
export type FakeReply = { data: unknown } | { status: number; code: string } | 'network-error' | 'hang';
/**
 * How an endpoint answers, from the request's URL and JSON body. A function (`ok(…)`, `fail(…)`)
 * rather than an object, because Storybook merges a story's parameters into its meta's object by object.
 */
export type FakeAnswer = ((url: URL, body: unknown) => FakeReply | FakeAnswer) | 'network-error' | 'hang';

export interface AdminStoryParameters {
  /** Answers per endpoint. */
  api?: Partial<Record<AdminEndpoint, FakeAnswer>>;
  /**
   * The live feed: events sent once it opens, a players-online count, a feed that cannot connect,
   * or one the server refuses (too many open for the sign-in).
   */
  live?: { events?: LiveEvent[]; online?: number; fails?: boolean; refused?: boolean };
  /** The page's path while the story runs (e.g. `/admin/accounts`). */
  path?: string;
}

/** `parameters: admin({...})`: typed story parameters. */
export function admin(parameters: AdminStoryParameters): { admin: AdminStoryParameters } {
  return { admin: parameters };
}

/** Waits (up to 10 s: the fake server answers at once, but a loaded machine renders slowly) until `check` passes. */
export function until<T>(check: () => T): Promise<T> {
  return waitFor(check, { timeout: 10_000 });
}

/** Waits until the server's refusal is `control`'s: marked, said in its description, and focused. */
export async function untilRefused(control: HTMLElement): Promise<void> {
  await until(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
  const said = control.ownerDocument.getElementById(control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
  await expect(said).toBeVisible();
  await expect(control).toHaveFocus();
}

export const ok =
  (data: unknown): FakeAnswer =>
  () => ({ data });
export const fail =
  (status: number, code: string): FakeAnswer =>
  () => ({ status, code });

const adminLoader = async ({ globals }: { globals: Record<string, unknown> }) => {
  const locale = LOCALES[String(globals.locale)] ?? 'en';
  return { adminI18n: makeI18n(locale, await loadAdminMessages(locale)) };
};

const withAdmin = (Story: ComponentType, { loaded, viewMode }: { loaded: Record<string, unknown>; viewMode?: string }) => (
  <AdminPage i18n={loaded.adminI18n as AdminI18n} fullPage={viewMode !== 'docs'}>
    <Story />
  </AdminPage>
);

/** `fullPage`: the story fills the canvas (on a Docs page it is one preview among others). */
function AdminPage({ i18n, fullPage, children }: { i18n: AdminI18n; fullPage: boolean; children: ReactNode }) {
  return (
    <I18nProvider value={i18n}>
      {/* The back office's colours on the story's own box too: a Docs page draws it on white. */}
      <div
        lang={i18n.tag}
        style={{ padding: '1.5rem', minHeight: fullPage ? '100vh' : undefined, background: 'var(--bo-bg)', color: 'var(--bo-text)' }}
      >
        {children}
      </div>
    </I18nProvider>
  );
}

/** Before each story: the fake server, the live feed stub and the path. Returns the teardown. */
function setUpAdminStory({ parameters }: { parameters: Record<string, unknown> }): () => void {
  const params = (parameters.admin as AdminStoryParameters | undefined) ?? {};
  const cleanups = [installFakeServer(params.api ?? {}), installFakeLive(params.live ?? {})];
  // A story that answers `me` is one of a browser that signed in: the cookie the server sets beside
  // the session (a stub's answers cannot set cookies), without which the app does not ask.
  if (params.api?.me) setSignedInCookie(true);
  cleanups.push(() => setSignedInCookie(false));
  if (params.path !== undefined) {
    const before = window.location.pathname;
    window.history.replaceState(window.history.state, '', params.path + window.location.search);
    cleanups.push(() => window.history.replaceState(window.history.state, '', before + window.location.search));
  }
  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}

/** Spread into a back-office story's meta. */
export const adminStory = {
  decorators: [withAdmin],
  loaders: [adminLoader],
  beforeEach: setUpAdminStory,
  parameters: { layout: 'fullscreen' },
};

const ROUTES = Object.entries(ADMIN_ENDPOINTS).map(([endpoint, { method, path }]) => ({
  endpoint: endpoint as AdminEndpoint,
  method,
  pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`),
}));

function installFakeServer(api: NonNullable<AdminStoryParameters['api']>): () => void {
  return fakeSameOriginFetch(
    (url) => url.pathname.startsWith('/api/admin/'),
    (url, init) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const route = ROUTES.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      let reply: FakeReply | FakeAnswer = (route ? api[route.endpoint] : undefined) ?? 'hang';
      while (typeof reply === 'function') reply = reply(url, body);
      if (reply === 'hang' || reply === 'network-error') return reply;
      // As the server: a sign-in sets the cookie, a sign-out clears it.
      if ('data' in reply && (route?.endpoint === 'login' || route?.endpoint === 'logout')) setSignedInCookie(route.endpoint === 'login');
      return 'data' in reply ? { status: 200, body: reply } : { status: reply.status, body: { error: { code: reply.code, message: reply.code } } };
    },
  );
}

/** The live feed: a stream that sends the story's events and stays open, or fails, or is refused. */
function installFakeLive(live: NonNullable<AdminStoryParameters['live']>): () => void {
  return layerFetch((url) => {
    if (url.origin !== window.location.origin || url.pathname !== ADMIN_ENDPOINTS.live.path) return undefined;
    if (live.fails) throw new TypeError('Failed to fetch');
    if (live.refused) {
      const error = { code: 'too_many_live_feeds', message: 'this sign-in already has 4 live feeds open' };
      return new Response(JSON.stringify({ error }), { status: 429, headers: { 'Content-Type': 'application/json' } });
    }
    const events = (live.events ?? []).map((event) => `id: ${event.id}\nevent: ledger\ndata: ${JSON.stringify(event)}\n\n`);
    if (live.online !== undefined) events.push(`event: online\ndata: ${JSON.stringify({ players_online: live.online })}\n\n`);
    const text = `retry: 2000\n\n${events.join('')}`;
    // Held open after the events, as the server's is.
    const body = new ReadableStream<Uint8Array>({ start: (stream) => stream.enqueue(new TextEncoder().encode(text)) });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
}
