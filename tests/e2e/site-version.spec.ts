import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, startWalletServer, test } from './fixtures.ts';

/*
 * SPEC.md section 7's latest-build check against a running server: a new deployment replaces
 * /version.json under an open page, the page notices, and its next navigation is a full page load
 * of the new build instead of a client-side one. The site is served from a copy of its build, so
 * swapping the file touches no other test.
 */
const siteDist = fileURLToPath(new URL('../../packages/site/dist', import.meta.url));

let siteDir: string;
let server: Awaited<ReturnType<typeof startWalletServer>>;
test.beforeEach(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'ky-site-'));
  await cp(siteDist, siteDir, { recursive: true });
  server = await startWalletServer({ KY_SITE_DIR: siteDir });
});
test.afterEach(async () => {
  await server.stop();
  await rm(siteDir, { recursive: true, force: true });
});

// What lies behind the wallet's age gate is under test here, not the gate (fixtures.ts).
test.use({ ageConfirmed: true });

test('a new build deployed under an open page is loaded in full at the next navigation', async ({ page }) => {
  const built = JSON.parse(await readFile(join(siteDir, 'version.json'), 'utf8')) as { build: string };
  expect(built.build).toMatch(/\S/);
  const answer = await fetch(`${server.url}/version.json`);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(await answer.json()).toEqual(built);

  const checks: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/version.json') checks.push(response.status() === 200 ? 'ok' : String(response.status()));
  });

  await page.goto(`${server.url}/games`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our games');
  // The prerendered heading shows before the app runs; a link clicked before then is a full load
  // (no check on the way): wait until the router has taken over.
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Same build: navigations stay in the page (and check the version file on the way).
  const firstCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/version.json');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await firstCheck;
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // A deployment: the version file names another build. The tab coming back into view checks.
  await writeFile(join(siteDir, 'version.json'), JSON.stringify({ build: 'e2e-next-build' }));
  const noticed = page.waitForResponse(
    async (response) => new URL(response.url()).pathname === '/version.json' && (await response.text()).includes('e2e-next-build'),
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await noticed;

  // The next navigation loads the page in full: a new document.
  const load = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await load;
  await expect(page).toHaveURL(`${server.url}/company`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About KY Gaming');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(checks.every((status) => status === 'ok')).toBe(true);
});
