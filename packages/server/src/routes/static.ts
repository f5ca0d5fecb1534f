import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@ky-wallet/protocol';
import { errorBody } from '../errors.js';
import type { Store } from '../store/index.js';
import { surfaceOf } from '../security.js';

export const WIDGET_PREFIX = '/widget/';

/** The site build's id, which an open site polls to notice a new deployment (SPEC.md section 7). */
export const VERSION_FILE = '/version.json';

/**
 * Vite's content-hashed file names (`index-BXk3a9_z.js`, `ky-wallet-Cx1_2abc.css`): a dash, then
 * 8 or more base64url characters, then the extension. A lowercase-only word ("-bootstrap.js")
 * is not taken for a hash: a real hash that happens to be all lowercase only loses the long
 * cache, while a plain name cached as immutable would be stale for a year.
 */
const HASHED_NAME = /-([A-Za-z0-9_-]{8,})\.[A-Za-z0-9]+$/;

export function isHashedFileName(name: string): boolean {
  const hash = HASHED_NAME.exec(name)?.[1];
  return hash !== undefined && /[A-Z0-9_-]/.test(hash);
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // A precompressed sibling (index.html.br, route-games-Ab12Cd34.js.gz) is cached as its original.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  // The entry points and the version file keep their names across deployments: always revalidate.
  const immutable = name !== 'index.html' && name !== 'ky-wallet.js' && name !== basename(VERSION_FILE) && isHashedFileName(name);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * What the site's build says about paths that have no file in it (`dist/routes.json`, written by
 * packages/site/scripts/prerender.mjs): old paths and where they went, routes that exist without
 * a prerendered page (answered with the SPA shell), and the locale prefixes. Every other path
 * without a file is a 404.
 */
export interface SiteRoutes {
  /** Lower-case prefixes such as `/zh-tw`; an upper-case spelling redirects to them. */
  localePrefixes: string[];
  /** Decoded path -> decoded path, e.g. `/zh-tw/games copy` -> `/zh-tw/games`. */
  redirects: Record<string, string>;
  /** Route patterns with `:param` segments, e.g. `/login/:id`. */
  spa: string[];
  /**
   * Decoded paths whose prerendered page is answered with 404: it says what is missing and offers
   * what exists (`/gamerule/slot-monkeyking/zh-tw`, a rule language the game lacks).
   */
  notFound: ReadonlySet<string>;
}

/**
 * The site's routes.json, read again whenever the file changes (the site's files are served from
 * disk as they are, so a new build takes effect without a restart); undefined when the build has
 * none, and then every path falls back to the SPA.
 */
export function siteRoutesReader(siteDir: string, onError: (error: unknown) => void): () => SiteRoutes | undefined {
  const file = join(siteDir, 'routes.json');
  let cached: { mtimeMs: number; routes: SiteRoutes | undefined } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = undefined;
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let routes: SiteRoutes | undefined;
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Omit<SiteRoutes, 'notFound'> & { notFound: string[] }>;
        routes = {
          localePrefixes: parsed.localePrefixes ?? [],
          redirects: parsed.redirects ?? {},
          spa: parsed.spa ?? [],
          notFound: new Set(parsed.notFound ?? []),
        };
      } catch (error) {
        onError(error);
        routes = undefined;
      }
      cached = { mtimeMs, routes };
    }
    return cached.routes;
  };
}

/**
 * The build's own files that are no page: the SPA shell and the route table, a page's (or any
 * such file's) precompressed sibling (sent in its stead by content negotiation, never at an
 * address of its own), and the back office's shell, which is served at /admin and /admin2 only.
 */
const BUILD_FILES = /^\/(?:200\.html|routes\.json|backoffice)$|\.(?:gz|br)$/;

/** How the server answers a site path that has no file: with a redirect, the SPA shell, or a 404. */
export type SiteAnswer = { kind: 'redirect'; location: string } | { kind: 'spa' } | { kind: 'not_found' };

/** A URL's path decoded, without trailing slashes (as routes.json names paths); undefined if it cannot be decoded. */
function sitePathOf(url: string): string | undefined {
  try {
    const path = decodeURIComponent(pathOf(url));
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  } catch {
    return undefined;
  }
}

/**
 * A redirect's Location for a decoded path of this site: never `//host` (a path decoded from
 * `/%2Fevil.example/…` would send the browser to another site), and encoded again.
 */
function sitePathLocation(path: string): string {
  return encodeURI(`/${path.replace(/^[/\\]+/, '')}`);
}

export function siteAnswer(routes: SiteRoutes, url: string): SiteAnswer {
  const query = url.slice(pathOf(url).length);
  const trimmed = sitePathOf(url);
  if (trimmed === undefined) return { kind: 'not_found' };

  const target = routes.redirects[trimmed];
  if (target !== undefined) return { kind: 'redirect', location: encodeURI(target) + query };

  // `/zh-TW/games`: the prefix spelled in another case goes to its lower-case form.
  const first = /^\/[^/]+/.exec(trimmed)?.[0] ?? '';
  const prefix = routes.localePrefixes.find((candidate) => candidate === first.toLowerCase());
  if (prefix !== undefined && first !== prefix) {
    return { kind: 'redirect', location: sitePathLocation(prefix + trimmed.slice(first.length)) + query };
  }

  if (routes.spa.some((pattern) => matchesPattern(pattern, trimmed))) return { kind: 'spa' };
  return { kind: 'not_found' };
}

/** `/login/:id` matches `/login/demo`: each `:name` segment is one non-empty segment. */
function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Hosts the site at `/` and the widget build at `/widget/`, answers GET /healthz, and falls back
 * to the site's index.html for other GET/HEAD paths so the SPA can show its own 404 page. A build
 * directory that does not exist yet is a warning, not a failure: the API still works.
 */
export async function registerStaticRoutes(
  app: FastifyInstance,
  options: { siteDir: string; widgetDir: string; store: Store },
): Promise<void> {
  const { siteDir, widgetDir, store } = options;
  const siteAvailable = isDirectory(siteDir);
  const siteRoutes = siteRoutesReader(siteDir, (error) => app.log.error({ err: error }, `${siteDir}/routes.json is unreadable`));
  const widgetAvailable = isDirectory(widgetDir);

  app.get(API_PATHS.health, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(store.ping(), 2000);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed: the store does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  if (siteAvailable) {
    // A prerendered page of something missing (routes.json `notFound`) is served with 404. The
    // status is set before @fastify/static answers (it keeps a status other than 200); without
    // the validators, a revalidation cannot turn it into a bodiless 304.
    //
    // The build's own files are not pages: `/games/index.html` is a permanent redirect to
    // `/games`, and the shells and the route table (`/200.html`, `/routes.json`, `/backoffice/`) are 404s, so no
    // second address of a page, and no page that only says 'Page not found', answers 200.
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      const raw = pathOf(url);
      // Only the site's pages: the API (/healthz included), the widget and the hashed assets never
      // pay for the decoding and the route table's check (a stat of routes.json).
      if ((request.method !== 'GET' && request.method !== 'HEAD') || surfaceOf(raw) !== 'site' || raw.startsWith('/assets/')) {
        return done();
      }
      const path = sitePathOf(url);
      if (path === undefined) return done();
      if (path.endsWith('/index.html')) {
        const page = path.slice(0, -'/index.html'.length) || '/';
        void reply.code(301).header('location', sitePathLocation(page) + url.slice(raw.length)).send();
        return;
      }
      if (BUILD_FILES.test(path)) {
        void reply.callNotFound();
        return;
      }
      const notFound = siteRoutes()?.notFound;
      if (notFound?.has(path)) {
        reply.code(404);
        delete request.headers['if-none-match'];
        delete request.headers['if-modified-since'];
      }
      done();
    });
    if (!existsSync(join(siteDir, 'index.html'))) {
      app.log.warn(`site directory ${siteDir} has no index.html: SPA paths answer 404 until the site is built`);
    }
    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      index: ['index.html'],
      // The site's build writes .br and .gz beside its text files (pages, scripts, styles).
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn(
      `site directory ${siteDir} does not exist: / answers 404 until the site is built (npm run build), or set KY_SITE_DIR`,
    );
  }

  if (widgetAvailable) {
    await app.register(fastifyStatic, {
      root: widgetDir,
      prefix: WIDGET_PREFIX,
      decorateReply: !siteAvailable,
      cacheControl: false,
      setHeaders(reply, filePath) {
        setCacheHeaders(reply, filePath);
        // Operators' pages on other origins load the widget script (and its chunks).
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  } else {
    app.log.warn(
      `widget directory ${widgetDir} does not exist: /widget/ answers 404 until the widget is built (npm run build), or set KY_WIDGET_DIR`,
    );
  }

  // A request whose fallback already failed (index.html missing) must not loop back into it.
  const fellBack = new WeakSet<FastifyRequest>();
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const spaPath =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      !path.startsWith(WIDGET_PREFIX) &&
      // A site built before the version file existed has none: a 404, never the HTML shell.
      path !== VERSION_FILE &&
      // Vite's asset directory: a missing chunk is a real 404, which the site's chunk-reload guard handles.
      !path.startsWith('/assets/');
    if (siteAvailable && spaPath && !fellBack.has(request)) {
      fellBack.add(request);
      // The build knows its routes: an old path is a permanent redirect, a route without a page
      // gets the shell, anything else is a real 404 (the shell shows the site's 404 page), so
      // search engines and monitors never see a page that does not exist. Without routes.json
      // (a build that is not prerendered) every path gets the shell, as SPAs do.
      const routes = siteRoutes();
      const answer: SiteAnswer = routes ? siteAnswer(routes, request.url) : { kind: 'spa' };
      if (answer.kind === 'redirect') return reply.code(301).header('location', answer.location).send();
      // A prerendered site keeps its bare SPA shell in 200.html (its index.html is the home
      // page); prerendered pages themselves are served above as <path>/index.html.
      return reply.code(answer.kind === 'spa' ? 200 : 404).sendFile(spaShell(siteDir), siteDir);
    }
    return reply.code(404).send(errorBody('not_found', 'not found'));
  });
}

/** The file the SPA fallback answers with: 200.html when the site has one, else index.html. */
export function spaShell(siteDir: string): string {
  return existsSync(join(siteDir, '200.html')) ? '200.html' : 'index.html';
}

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
