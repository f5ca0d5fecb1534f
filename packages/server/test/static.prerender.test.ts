import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, get, startServer, type TestServer } from './helpers.js';

/*
 * The site prerenders its pages to <path>/index.html, keeps its bare SPA shell in 200.html (its
 * index.html is the prerendered home page) and says in routes.json what the other paths are: old
 * paths that redirect, routes without a page, the locale prefixes. Everything else is a 404.
 */
const HOME = '<!doctype html><html lang="en"><body><div id="root" data-prerendered="/">home</div></body></html>';
const SHELL = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const GAMES = '<!doctype html><html lang="en"><body><div id="root" data-prerendered="/games">games</div></body></html>';
const ZH_TW = '<!doctype html><html lang="zh-TW"><body><div id="root" data-prerendered="/zh-tw">首頁</div></body></html>';
const RULE = '<!doctype html><html lang="en"><body><div id="root" data-prerendered="/gamerule/original-dice/en">dice</div></body></html>';
const MISSING = '<!doctype html><html lang="en"><body><div id="root" data-prerendered="/gamerule/slot-monkeyking/zh-tw">not in zh-tw; try en</div></body></html>';
const ROUTES = {
  localePrefixes: ['/zh-tw', '/zh-cn', '/de-ch'],
  redirects: { '/games copy': '/games', '/history1': '/history', '/zh-tw/history1': '/zh-tw/history', '/carousel': '/' },
  spa: ['/login/:id', '/zh-tw/login/:id'],
  notFound: ['/gamerule/slot-monkeyking/zh-tw'],
};

describe('given a prerendered site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    const site = join(server.dataDir, 'site');
    const page = async (path: string, html: string) => {
      await mkdir(join(site, path), { recursive: true });
      await writeFile(join(site, path, 'index.html'), html);
    };
    await writeFile(join(site, 'index.html'), HOME);
    await writeFile(join(site, '200.html'), SHELL);
    await page('games', GAMES);
    await page('zh-tw', ZH_TW);
    await page('gamerule/original-dice/en', RULE);
    await page('gamerule/slot-monkeyking/zh-tw', MISSING);
    await writeFile(join(site, 'routes.json'), JSON.stringify(ROUTES));
    // The build's other files that are no page: precompressed route table and shell, the back office's shell.
    await writeFile(join(site, 'routes.json.gz'), gzipSync(JSON.stringify(ROUTES)));
    await writeFile(join(site, '200.html.br'), brotliCompressSync(SHELL));
    await page('backoffice', '<!doctype html><title>back office</title>');
    // Precompressed siblings, as the site's build writes them (different text, to see which is sent).
    await page('news', '<!doctype html><title>news</title>');
    await writeFile(join(site, 'news', 'index.html.br'), brotliCompressSync('<!doctype html><title>news (br)</title>'));
    await writeFile(join(site, 'news', 'index.html.gz'), gzipSync('<!doctype html><title>news (gz)</title>'));
    await writeFile(join(site, 'assets', 'route-news-AbC12345.js'), 'export {};');
    await writeFile(join(site, 'assets', 'route-news-AbC12345.js.br'), brotliCompressSync('export {}; // br'));
  });
  afterAll(() => server.stop());

  it.each([
    ['/', HOME],
    ['/games', GAMES],
    ['/games/', GAMES],
    ['/games?type=slot', GAMES],
    ['/zh-tw', ZH_TW],
    ['/gamerule/original-dice/en', RULE],
  ])('serves %s from its prerendered index.html, 200 and no-cache, without a redirect', async (path, html) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(html);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/login/demo', '/zh-tw/login/x'])('answers the SPA shell (200.html) for %s, a route without a page', async (path) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(SHELL);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/no/such/page', '/zh-tw/nowhere', '/gamerule/original-dice/fr', '/login', '/login/a/b', '/administrator', '/games%20copy2'])(
    'answers 404 for %s, with the SPA shell that shows the site 404 page',
    async (path) => {
      const answer = await get(server, path);
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(SHELL);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      const head = await fetch(server.url + path, { method: 'HEAD' });
      expect(head.status).toBe(404);
    },
  );

  it.each([
    ['/index.html', '/'],
    ['/games/index.html?type=slot', '/games?type=slot'],
    ['/zh-tw/index.html', '/zh-tw'],
    // Never to another site: a path that decodes to `//host` stays a path of this one.
    ['/%2Fevil.example/index.html', '/evil.example'],
    ['/%2F%2Fevil.example/index.html', '/evil.example'],
    ['/%5C%5Cevil.example/index.html', '/evil.example'],
  ])('answers %s, a second address of a page, with 301 to %s', async (path, location) => {
    const response = await fetch(server.url + path, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['/200.html', '/routes.json', '/routes.json.gz', '/200.html.br', '/backoffice/', '/news/index.html.br', '/news/index.html.gz'])('answers the build file %s with 404 and the shell', async (path) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(SHELL);
  });

  it('answers a prerendered page of something missing (routes.json notFound) with 404 and its page, revalidated or not', async () => {
    const answer = await get(server, '/gamerule/slot-monkeyking/zh-tw');
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(MISSING);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const etag = answer.headers.get('etag');
    const again = await get(server, '/gamerule/slot-monkeyking/zh-tw/', etag ? { 'if-none-match': etag } : {});
    expect(again.status).toBe(404);
    expect(again.text).toBe(MISSING);
    expect((await fetch(`${server.url}/gamerule/slot-monkeyking/zh-tw`, { method: 'HEAD' })).status).toBe(404);
  });

  it.each([
    ['/games%20copy', '/games'],
    ['/games%20copy?type=slot&page=2', '/games?type=slot&page=2'],
    ['/history1/', '/history'],
    ['/zh-tw/history1?x=1', '/zh-tw/history?x=1'],
    ['/carousel', '/'],
    ['/zh-TW/games', '/zh-tw/games'],
    ['/ZH-TW/games?type=slot', '/zh-tw/games?type=slot'],
    ['/De-CH', '/de-ch'],
  ])('answers 301 for %s, to %s', async (path, location) => {
    const response = await fetch(server.url + path, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('sends a precompressed sibling to a browser that accepts it, typed and cached as its original', async () => {
    const br = await get(server, '/news', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.text).toBe('<!doctype html><title>news (br)</title>');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);

    const gz = await get(server, '/news', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.text).toBe('<!doctype html><title>news (gz)</title>');

    const plain = await get(server, '/news', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe('<!doctype html><title>news</title>');

    const asset = await get(server, '/assets/route-news-AbC12345.js', { 'accept-encoding': 'br' });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the version file with no-cache, and a 404 (not the shell) while there is none', async () => {
    const site = join(server.dataDir, 'site');
    expect((await get(server, '/version.json')).status).toBe(404);
    await writeFile(join(site, 'version.json'), '{"build":"b-1"}');
    const answer = await get(server, '/version.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ build: 'b-1' });
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    await writeFile(join(site, 'version.json'), '{"build":"b-2"}');
    expect((await get(server, '/version.json')).body).toEqual({ build: 'b-2' });
  });

  it('still answers JSON 404s for the API and 404s for missing assets', async () => {
    expect((await get(server, '/api/nowhere')).status).toBe(404);
    const asset = await get(server, '/assets/route-games-Zz999999.js');
    expect(asset.status).toBe(404);
    expect(asset.text).not.toBe(SHELL);
    expect((await get(server, `/${FIXTURE.siteAsset}`)).status).toBe(200);
  });
});
