import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { LOCALES, LOCALE_PREFIX, localePath, type Locale } from '../i18n/locale.ts';
import { loadMessages, type PageMessagePart } from '../i18n/messages.ts';
import { guardImport } from './chunkReload.ts';
import { Layout } from './Layout.tsx';
import { RootError, RouteError } from './RouteError.tsx';

/*
 * The route table. Every page is a lazy chunk (src/routes/<page>/route.tsx); the layout (header
 * with the wallet, footer) is in the entry. Each locale has the same pages under its prefix
 * (none for English), so `/games`, `/zh-tw/games`, `/zh-cn/games` and `/de-ch/games` all resolve.
 */

/** What a page's lazy module (src/routes/<page>/route.tsx) exports. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

export interface PageDef {
  /** Also the folder under src/routes/ and the chunk's name. */
  name: string;
  path: string;
  load: () => Promise<PageModule>;
  /** The parts of the messages the page needs besides `site` (messages.ts), loaded with its chunk. */
  messages?: readonly PageMessagePart[];
}

/** The product's pages (SPEC.md section 2), unprefixed. */
export const PAGES: readonly PageDef[] = [
  { name: 'home', path: '/', load: () => import('../routes/home/route.tsx') },
  { name: 'games', path: '/games', load: () => import('../routes/games/route.tsx') },
  { name: 'gamedetail', path: '/gamedetail/:id', load: () => import('../routes/gamedetail/route.tsx') },
  { name: 'gamerule', path: '/gamerule/:game/:lang', load: () => import('../routes/gamerule/route.tsx') },
  { name: 'company', path: '/company', load: () => import('../routes/company/route.tsx') },
  { name: 'news', path: '/news', load: () => import('../routes/news/route.tsx') },
  // Without a slug (the old site's address): the newest article.
  { name: 'newscontent', path: '/newscontent/:slug?', load: () => import('../routes/newscontent/route.tsx') },
  { name: 'privacy', path: '/privacy_policy', load: () => import('../routes/privacy/route.tsx') },
  { name: 'sitemap', path: '/sitemap', load: () => import('../routes/sitemap/route.tsx'), messages: ['play', 'player'] },
  { name: 'contact', path: '/contact', load: () => import('../routes/contact/route.tsx') },
  { name: 'balance', path: '/balance', load: () => import('../routes/balance/route.tsx'), messages: ['player'] },
  { name: 'records', path: '/records', load: () => import('../routes/records/route.tsx'), messages: ['play', 'player'] },
  { name: 'history', path: '/history', load: () => import('../routes/history/route.tsx'), messages: ['play', 'player'] },
  { name: 'launch', path: '/getGameUrl', load: () => import('../routes/launch/route.tsx'), messages: ['player'] },
  { name: 'practice', path: '/pratique', load: () => import('../routes/practice/route.tsx') },
  { name: 'play', path: '/play/:game', load: () => import('../routes/play/route.tsx'), messages: ['play'] },
  { name: 'fairness', path: '/fairness', load: () => import('../routes/fairness/route.tsx'), messages: ['play'] },
  { name: 'language', path: '/language', load: () => import('../routes/language/route.tsx') },
];

/**
 * The old site's copies and test pages, and what replaced them. The query string is kept, so
 * `/games copy?type=slot` lands on the filtered list.
 */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/games copy', to: '/games' },
  { from: '/list', to: '/games' },
  { from: '/history copy', to: '/history' },
  { from: '/history1', to: '/history' },
  { from: '/history2', to: '/history' },
  { from: '/records2', to: '/records' },
  { from: '/carousel', to: '/' },
  { from: '/slider', to: '/' },
  { from: '/skeleton', to: '/' },
  { from: '/s3', to: '/' },
  { from: '/test', to: '/' },
];

/** The id of the prerendered pages' `<script type="application/json">` holding the router's data. */
export const ROUTER_DATA_ID = 'ky-router-data';

/**
 * `/login/{id}`: an automated log-in link from the back office logs the player in (its own lazy
 * page); any other id is the home page with the wallet's login form open (the layout calls openLogin()).
 */
export const LOGIN_PATH = '/login/:id';

/** Navigation state that asks the layout to open the wallet's login form. */
export interface OpenLoginState {
  openLogin: true;
}

function childPath(path: string): string {
  return path.replace(/^\//, '');
}

function redirectLoader(locale: Locale, to: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(localePath(locale, to) + new URL(request.url).search);
}

function pageRoutes(locale: Locale): RouteObject[] {
  const pages: RouteObject[] = PAGES.map((page) => {
    const parts = page.messages ?? [];
    // The page's chunk and the messages it needs, together: the page renders with both.
    const load = () => Promise.all([page.load(), ...parts.map((part) => loadMessages(locale, part))]).then(([module]) => module);
    return page.path === '/'
      ? { id: `${locale}:${page.name}`, index: true, lazy: guardImport(load) }
      : { id: `${locale}:${page.name}`, path: childPath(page.path), lazy: guardImport(load) };
  });
  const redirects: RouteObject[] = REDIRECTS.map((entry) => ({
    id: `${locale}:redirect:${entry.from}`,
    path: childPath(entry.from),
    loader: redirectLoader(locale, entry.to),
  }));
  return [
    ...pages,
    ...redirects,
    { id: `${locale}:login`, path: childPath(LOGIN_PATH), lazy: guardImport(() => import('../routes/login/route.tsx')) },
    { id: `${locale}:not-found`, path: '*', lazy: guardImport(() => import('../routes/not-found/route.tsx')) },
  ];
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Layout />,
      errorElement: <RootError />,
      children: LOCALES.map((locale) => ({
        id: locale,
        path: LOCALE_PREFIX[locale] || '/',
        // Prefixes are lowercase only, as splitLocale() reads them: /zh-TW/... is a 404.
        caseSensitive: true,
        // The locale's messages are a chunk of their own, loaded before its pages render.
        loader: async () => {
          await guardImport(() => loadMessages(locale))();
          return null;
        },
        shouldRevalidate: () => false,
        errorElement: <RouteError />,
        children: [{ id: `${locale}:pages`, errorElement: <RouteError />, children: pageRoutes(locale) }],
      })),
    },
  ];
}

/**
 * The route table with `locale`'s branch only, sharing its route objects: main.tsx matches the
 * first page against it, which costs a quarter of matching the whole table.
 */
export function localeBranch(routes: RouteObject[], locale: Locale): RouteObject[] {
  return routes.map((root) =>
    root.children ? { ...root, children: root.children.filter((child) => child.id === locale) } : root,
  );
}
