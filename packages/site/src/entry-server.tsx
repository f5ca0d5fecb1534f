/*
 * The server entry, built with `vite build --ssr` and used only by scripts/prerender.mjs at build
 * time: it renders one URL of the route table to HTML and says what the head should hold.
 */
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { createRoutes, LOGIN_PATH, PAGES, REDIRECTS, ROUTER_DATA_ID } from './app/routes.tsx';
import { games } from './catalogue/games.ts';
import { news } from './content/news.ts';
import { RULE_LANGS } from './content/types.ts';
import type { HeadData } from './head/head.ts';
import { HeadCollectorContext, type HeadCollector } from './head/Meta.tsx';
import { HTML_LANG, LOCALES, LOCALE_PREFIX, LOCALE_TAG, localePath, splitLocale } from './i18n/locale.ts';

export { headHtml, headLinks, absoluteUrl, SITE_ORIGIN } from './head/head.ts';
export { PART_PREFIXES } from './i18n/messages.ts';
export { LOCALES, LOCALE_PREFIX, LOCALE_TAG, localePath, PAGES, REDIRECTS, ROUTER_DATA_ID };

/** Routes that exist but are not prerendered: the server answers them with the SPA shell. */
export const SPA_ONLY_PATHS: readonly string[] = [LOGIN_PATH];

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: HeadData | null;
      htmlLang: string;
      /** The router's data as JSON, safe inside <script type="application/json">: see main.tsx. */
      hydration: string;
      /** Ids of the matched routes, e.g. `zh-tw:gamerule`: which chunks the page needs. */
      routeIds: string[];
    };

/**
 * The pages that are prerendered, unprefixed; `index` says whether they go in sitemap.xml, and
 * `status` is the page's HTTP status (404: a page that says what is missing and offers what exists).
 */
export function prerenderPages(): { path: string; index: boolean; status: 200 | 404 }[] {
  const pages: { path: string; index: boolean; status: 200 | 404 }[] = [];
  const playerPages = new Set(['/balance', '/records', '/history', '/getGameUrl']);
  for (const page of PAGES) {
    if (page.path.includes(':')) continue;
    pages.push({ path: page.path, index: !playerPages.has(page.path), status: 200 });
  }
  // The newest article, at the old site's address: indexed at its own.
  pages.push({ path: '/newscontent', index: false, status: 200 });
  for (const game of games) {
    pages.push({ path: `/gamedetail/${game.id}`, index: true, status: 200 });
    for (const lang of RULE_LANGS) {
      // A language the game lacks is a 404 whose page offers the ones it has: not indexed.
      const has = game.ruleLangs.includes(lang);
      pages.push({ path: `/gamerule/${game.id}/${lang}`, index: has, status: has ? 200 : 404 });
    }
  }
  for (const article of news) pages.push({ path: `/newscontent/${article.slug}`, index: true, status: 200 });
  // The game clients: their header and an empty stage show before any script; the session (from
  // the launch code or ?mode=fun in the query) is opened once the page has hydrated. Not indexed.
  for (const game of PLAYABLE_GAME_IDS) pages.push({ path: `/play/${game}`, index: false, status: 200 });
  return pages;
}

/**
 * The router's data as JSON for a `<script type="application/json">` block: a data block never
 * runs, so the site's Content-Security-Policy needs no 'unsafe-inline' or per-page hash for it.
 * `<`, `>` and `&` are escaped so the text can never close the element.
 */
function hydrationJson(context: { loaderData: unknown; actionData: unknown; errors: Record<string, unknown> | null }): string {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [key, value] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(value)) errors[key] = { ...value, __type: 'RouteErrorResponse' };
      else if (value instanceof Error) errors[key] = { message: value.message, __type: 'Error' };
      else errors[key] = value;
    }
  }
  const json = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors });
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const handler = createStaticHandler(createRoutes());

/** Renders `path` (a site URL path, with its locale prefix) as the client would show it. */
export async function render(path: string): Promise<RenderResult> {
  const request = new Request(new URL(path, 'http://prerender.invalid'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: HeadCollector = { head: null };
  const html = renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </HeadCollectorContext.Provider>,
  );
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head: collector.head,
    htmlLang: HTML_LANG[splitLocale(new URL(request.url).pathname).locale],
    hydration: hydrationJson(context),
    routeIds: context.matches.map((match) => match.route.id),
  };
}

/** Every (locale, page) URL, for the prerender loop. */
export function prerenderUrls(): { url: string; path: string; index: boolean; status: 200 | 404 }[] {
  return prerenderPages().flatMap((page) => LOCALES.map((locale) => ({ ...page, url: localePath(locale, page.path) })));
}

