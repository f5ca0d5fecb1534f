import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@ky-wallet/protocol';
import { errorBody } from '../errors.js';
import type { Store } from '../store/index.js';

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
  const widgetAvailable = isDirectory(widgetDir);

  app.get(API_PATHS.health, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(store.ping(), 2000);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed: the store does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  if (siteAvailable) {
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
      // A prerendered site keeps its bare SPA shell in 200.html (its index.html is the home
      // page); prerendered pages themselves are served above as <path>/index.html.
      return reply.code(200).sendFile(spaShell(siteDir), siteDir);
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
