#!/usr/bin/env node
// Prerenders the site into dist/ after `vite build` (client) and `vite build --ssr`:
// every content, catalogue and rule page in every locale becomes dist/<path>/index.html with its
// head filled in and its route's chunks listed for boot.ts, so it shows before any script runs and search
// engines read it; the client then hydrates it. Also writes routes.json (what the server needs
// to answer every other path right: the old paths' permanent redirects, the routes that exist
// without a prerendered page, the locale prefixes; anything else is a 404), sitemap.xml,
// robots.txt and 200.html (the SPA shell the server answers those with).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const site = fileURLToPath(new URL('..', import.meta.url));
const dist = join(site, 'dist');
// The SSR bundle is a build intermediate: kept out of dist (not served) and out of git and lint.
const ssrEntry = join(site, 'node_modules/.cache/site-ssr/entry-server.js');
if (!existsSync(ssrEntry)) throw new Error(`${ssrEntry} is missing: run vite build --ssr first`);

const ssr = await import(pathToFileURL(ssrEntry).href);
const built = await readFile(join(dist, 'index.html'), 'utf8');
if (built.includes('data-prerendered')) {
  throw new Error('dist/index.html is already prerendered: run the whole build (vite build first), not this script alone');
}
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1" />';
// The stylesheet is what the first paint waits for: it goes first in the head, so its request is
// not queued behind the scripts' (Vite writes it after the entry script and its modulepreloads).
const stylesheets = built.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
const template = stylesheets
  .reduce((html, link) => html.replace(link, ''), built)
  .replace(VIEWPORT, (viewport) => `${viewport}${stylesheets.join('')}`);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
// boot.ts is the entry; it imports the app (main.tsx) once the page has loaded, and Vite's preload
// helper then preloads the app's chunks. The page's own chunks are listed for boot.ts on #root.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const appKey = 'src/main.tsx';
if (!manifest[appKey]) throw new Error(`no chunk for ${appKey} in the Vite manifest`);
const loadedAnyway = new Set([...closure(entryKey), ...closure(appKey)]);

/**
 * The chunk files a manifest entry needs: itself and its static imports, recursively. With
 * `later`, also what they load later (dynamic imports), short of the files in `stop`.
 */
function closure(key, { later = false, stop = new Set() } = {}, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key) || stop.has(entry.file)) return [];
  seen.add(key);
  const deps = [...(entry.imports ?? []), ...(later ? (entry.dynamicImports ?? []) : [])];
  return [entry.file, ...deps.flatMap((dep) => closure(dep, { later, stop }, seen))];
}

/** By page name, the parts of the messages it needs besides `site` (routes.tsx, `PageDef.messages`). */
const pageMessages = new Map(ssr.PAGES.map((page) => [page.name, page.messages ?? []]));

/**
 * The keys a page's code uses are in the parts of the messages it loads: a page whose chunk, or
 * what it imports or loads later (a game's own chunk), names a key of a part other than `site`
 * says so in routes.tsx, and only such a page does (the play part is 4 KB of gzip, the player's
 * 1 KB). The app, which every page runs, names none. Checked on the built chunks, where each key
 * is a string literal.
 */
function checkMessageParts() {
  const partKeys = Object.entries(ssr.PART_PREFIXES).map(([part, prefixes]) => [part, new RegExp(`["'\`](${prefixes.join('|')})\\.\\w`)]);
  /** The parts whose keys a chunk file names, each file read once. */
  const named = new Map();
  const partsNamedBy = (file) => {
    if (!named.has(file)) {
      const text = readFileSync(join(dist, file), 'utf8');
      named.set(file, partKeys.filter(([, key]) => key.test(text)).map(([part]) => part));
    }
    return named.get(file);
  };
  const problems = [];
  for (const file of loadedAnyway) {
    for (const part of partsNamedBy(file)) problems.push(`${file}, which every page runs, names keys of the ${part} part`);
  }
  for (const [name, parts] of pageMessages) {
    // The page's chunks and what they load later (a game's own chunk), short of the app, whose
    // own later loads are the other pages and the messages.
    const files = closure(`src/routes/${name}/route.tsx`, { later: true, stop: loadedAnyway });
    const used = new Set(files.flatMap(partsNamedBy));
    for (const [part] of partKeys) {
      if (used.has(part) && !parts.includes(part)) problems.push(`page ${name} names keys of the ${part} part: add '${part}' to its messages in routes.tsx`);
      if (!used.has(part) && parts.includes(part)) problems.push(`page ${name} names no key of the ${part} part: remove '${part}' from its messages in routes.tsx`);
    }
  }
  if (problems.length > 0) throw new Error(`messages: ${problems.join('; ')}`);
}
checkMessageParts();

/**
 * The page's own chunks: its messages and its route chunk with what they import beyond the app.
 * Its loader's data (a rule document, a list of cards) is in the HTML, so the chunks its loader
 * imports are not needed. boot.ts preloads them beside the app once the page has loaded; the
 * wallet's chunk is not among them (main.tsx loads it once the page is hydrated and idle).
 */
function pageChunks(routeIds) {
  const keys = [];
  const localeId = routeIds.find((id) => id in ssr.LOCALE_TAG);
  const page = routeIds.at(-1)?.split(':')[1];
  if (localeId) {
    for (const part of ['site', ...(pageMessages.get(page) ?? [])]) keys.push(`src/i18n/locales/${ssr.LOCALE_TAG[localeId]}/${part}.json`);
  }
  if (page) keys.push(`src/routes/${page}/route.tsx`);
  const files = new Set();
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`no chunk for ${key} in the Vite manifest`);
    for (const file of closure(key)) if (!loadedAnyway.has(file)) files.add(file);
  }
  return [...files].map((file) => `/${file}`);
}

/**
 * A prerendered page shows without its scripts: the entry (boot.ts, a few KB) is fetched at low
 * priority, so the stylesheet, the HTML and the first images come first on a slow connection.
 * The SPA shell (200.html) keeps it at its default: there, the app renders the page.
 */
function scriptsAtLowPriority(html) {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

function escapeAttr(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function outputFile(url) {
  const path = decodeURI(url);
  return path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
}

async function write(file, html) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

function pageHtml(url, result) {
  if (!result.head) throw new Error(`${url} rendered no <Meta>`);
  let html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${result.htmlLang}">`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  // The page's head after the stylesheet.
  html = html.replace(stylesheets.at(-1)?.trim() ?? VIEWPORT, (before) => `${before}\n    ${ssr.headHtml(result.head)}`);
  const chunks = pageChunks(result.routeIds).join(' ');
  return scriptsAtLowPriority(html).replace(
    '<div id="root"></div>',
    // A JSON data block, not a script: the site's CSP allows no inline script (main.tsx reads it).
    `<div id="root" data-prerendered="${escapeAttr(url)}" data-chunks="${escapeAttr(chunks)}">${result.html}</div>\n    ` +
      `<script type="application/json" id="${ssr.ROUTER_DATA_ID}">${result.hydration}</script>`,
  );
}

const started = performance.now();
// The SPA shell for paths that are not prerendered (player pages with a query, /login/{id}, 404s).
await writeFile(join(dist, '200.html'), template);

const pages = ssr.prerenderUrls();
const sitemap = [];
/** Prerendered pages the server answers with 404 (a rule language a game lacks). */
const notFound = [];
for (const page of pages) {
  const result = await ssr.render(page.url);
  if (result.kind !== 'page' || result.status !== page.status) {
    throw new Error(`prerendering ${page.url}: ${result.kind} ${result.status}, expected ${page.status}`);
  }
  if (page.status === 404) notFound.push(page.url);
  await write(outputFile(page.url), pageHtml(page.url, result));
  if (page.index && page.url === ssr.localePath('en', page.path)) sitemap.push(page.path);
}

// routes.json: the server answers the old paths with 301 (query kept), the SPA-only routes with
// 200.html, an upper-case locale prefix with 301 to its lower-case form, the `notFound` pages'
// files with 404, and anything else that has no file here with 404 (still showing the site's 404 page).
// Browsers ask for /favicon.ico where a page names no icon (an XML file, a JSON answer opened in
// a tab): the site's icon is favicon.svg.
const redirectMap = { '/favicon.ico': '/favicon.svg' };
for (const locale of ssr.LOCALES) {
  for (const { from, to } of ssr.REDIRECTS) redirectMap[ssr.localePath(locale, from)] = ssr.localePath(locale, to);
}
const redirects = Object.keys(redirectMap).length;
await writeFile(
  join(dist, 'routes.json'),
  `${JSON.stringify(
    {
      localePrefixes: ssr.LOCALES.map((locale) => ssr.LOCALE_PREFIX[locale]).filter((prefix) => prefix !== ''),
      redirects: redirectMap,
      spa: ssr.LOCALES.flatMap((locale) => ssr.SPA_ONLY_PATHS.map((path) => ssr.localePath(locale, path))),
      notFound,
    },
    null,
    2,
  )}\n`,
);

// sitemap.xml: one <url> per page and locale, each listing every locale's version (hreflang).
const urls = sitemap.flatMap((path) =>
  ssr.LOCALES.map((locale) => {
    const alternates = ssr
      .headLinks(locale, path)
      .filter((link) => link.rel === 'alternate')
      .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeAttr(link.href)}"/>`);
    return `  <url>\n    <loc>${escapeAttr(ssr.absoluteUrl(ssr.localePath(locale, path)))}</loc>\n${alternates.join('\n')}\n  </url>`;
  }),
);
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${ssr.absoluteUrl('/sitemap.xml')}\n`,
);
// The manifest is not served; bench/game-chunks.mjs reads its copy beside the SSR bundle.
await writeFile(join(dirname(ssrEntry), 'manifest.json'), JSON.stringify(manifest));
await rm(join(dist, '.vite'), { recursive: true, force: true });

// Precompressed siblings: brotli at its best quality and gzip -9, done once here rather than per
// request. Small files are left alone (a compressed frame would not pay for itself).
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && (await stat(path)).size >= 1024) yield path;
  }
}
let compressed = 0;
let batch = [];
const compress = async (file) => {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  compressed += 1;
};
for await (const file of textFiles(dist)) {
  batch.push(compress(file));
  if (batch.length >= 16) {
    await Promise.all(batch);
    batch = [];
  }
}
await Promise.all(batch);

console.log(
  `prerendered ${pages.length} pages, ${redirects} redirects in routes.json, compressed ${compressed} files, in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s; sitemap.xml lists ${urls.length} URLs (origin ${ssr.SITE_ORIGIN})`,
);
