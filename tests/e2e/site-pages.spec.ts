import type { Page } from '@playwright/test';
import { confirmAgeBeforeLoad, expect, startHostPage, startWalletServer, test, watchErrors } from './fixtures.ts';

/*
 * The site's pages as a visitor meets them: every route of SPEC.md section 2, the old paths'
 * redirects, the 404 page, locales, the catalogue and its filters, rule pages, right-click
 * suppression and the chunk-reload guard. One server per worker: these tests only read.
 */

// The pages behind the wallet's age gate are under test here, not the gate (fixtures.ts).
test.use({ ageConfirmed: true });

/**
 * One tab a worker for the tests of a describe that only read and navigate, handed to `use` before
 * they run. A browser context a test costs a new renderer process, most of such a test's time where
 * fresh memory is slow (bench/machine.mjs). Each test loads a new document, the age gate answered
 * before it loads.
 */
function shareOneTab(use: (tab: Page) => void): void {
  let opened: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await confirmAgeBeforeLoad(context);
    opened = await context.newPage();
    use(opened);
  });
  test.afterAll(async () => {
    await opened?.context().close();
  });
}

let server: Awaited<ReturnType<typeof startWalletServer>>;
test.beforeAll(async () => {
  server = await startWalletServer();
});
test.afterAll(async () => {
  await server.stop();
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** Resolves once the site's router has started (main.tsx marks #root): links navigate client-side from here on. */
const ready = (page: Page) => expect(page.locator('#root[data-ready]')).toBeAttached();

test.describe('given the routes of the specification', () => {
  const pages: [string, string | RegExp][] = [
    ['/', 'Games that load fast, play fair and plug in once'],
    ['/games', 'Our games'],
    ['/gamedetail/original-mines', 'Mines'],
    ['/gamerule/original-mines/en', 'Mines: game rules'],
    ['/company', 'About KY Gaming'],
    ['/news', 'News'],
    ['/newscontent/candle-tomb-coming-january-2027', 'Candle Tomb: our next slot opens in January 2027'],
    // The old site's article page without an article: the newest one.
    ['/newscontent', 'Candle Tomb: our next slot opens in January 2027'],
    ['/privacy_policy', 'Privacy policy'],
    ['/sitemap', 'Site map'],
    ['/contact', 'Contact us'],
    ['/balance', 'Your wallet'],
    ['/records', 'Records'],
    ['/history', 'Transaction history'],
    ['/getGameUrl?game=original-mines', 'Launch Mines'],
    ['/pratique', 'Practice games'],
    ['/language', 'Choose your language'],
  ];

  // These pages and redirects only read and navigate: one tab a worker serves them all.
  let tab: Page;
  shareOneTab((page) => (tab = page));

  for (const [path, heading] of pages) {
    test(`${path} answers 200 and shows its page, with a title and a description`, async () => {
      const { errors, stop } = watchErrors(tab);
      try {
        const response = await tab.goto(server.url + path);
        expect(response?.status()).toBe(200);
        await expect(h1(tab)).toHaveText(heading);
        await expect(tab).toHaveTitle(/\| KY Gaming$/);
        await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await expect(tab.locator('html')).toHaveAttribute('lang', 'en-US');
        expect(errors).toEqual([]);
      } finally {
        stop();
      }
    });
  }

  const redirects: [string, string][] = [
    ['/games copy', '/games'],
    ['/list', '/games'],
    ['/history copy', '/history'],
    ['/history1', '/history'],
    ['/history2', '/history'],
    ['/records2', '/records'],
    ['/carousel', '/'],
    ['/slider', '/'],
    ['/skeleton', '/'],
    ['/s3', '/'],
    ['/test', '/'],
  ];

  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async () => {
      // A real permanent redirect from the server, not a page that moves on by script.
      const direct = await tab.request.get(server.url + encodeURI(from), { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(direct.headers().location).toBe(to);
      await tab.goto(server.url + encodeURI(from));
      await expect(tab).toHaveURL(server.url + to);
      await expect(h1(tab)).toBeVisible();
    });
  }

  test('/favicon.ico, which browsers ask for where nothing names an icon, redirects to the site’s SVG icon', async () => {
    const direct = await tab.request.get(`${server.url}/favicon.ico`, { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers().location).toBe('/favicon.svg');
    const icon = await tab.request.get(`${server.url}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });

  test('a redirect keeps the query: /games copy?type=slot lands on the filtered list', async ({ page }) => {
    await page.goto(`${server.url}/games%20copy?type=slot`);
    await expect(page).toHaveURL(`${server.url}/games?type=slot`);
    await expect(page.getByLabel('Game type')).toHaveValue('slot');
  });

  test('an upper-case locale prefix redirects to the lower-case one: /zh-TW/games', async ({ page }) => {
    const direct = await page.request.get(`${server.url}/zh-TW/games?type=slot`, { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers().location).toBe('/zh-tw/games?type=slot');
    await page.goto(`${server.url}/zh-TW/games`);
    await expect(page).toHaveURL(`${server.url}/zh-tw/games`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('/login/{id} lands on the home page with the wallet login form open', async ({ page }) => {
    await page.goto(`${server.url}/login/demo`);
    await expect(page).toHaveURL(`${server.url}/`);
    // At once: the age gate was answered before the page loaded.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  for (const path of ['/no/such/page', '/gamedetail/no-such-game', '/gamerule/no-such-game/en', '/administrator']) {
    test(`${path} answers 404 and shows the 404 page with status code, message and description`, async ({ page }) => {
      const { errors } = watchErrors(page);
      const failed: string[] = [];
      page.on('response', (answer) => {
        if (answer.status() >= 400) failed.push(answer.url());
      });
      const response = await page.goto(server.url + path);
      expect(response?.status()).toBe(404);
      await expect(h1(page)).toHaveText('Page Not Found');
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
      await expect(page.locator('.error-view__code')).toContainText('404');
      await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // The page itself is the only 404 (Chromium logs it as a failed resource), nothing it loads.
      expect(failed).toEqual([server.url + path]);
      expect(errors.filter((error) => !error.includes('status of 404 (Not Found)'))).toEqual([]);
    });
  }

  test("pages run under the site's Content-Security-Policy without a single violation", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const path of ['/', '/games?type=slot', '/gamerule/original-mines/en', '/contact', '/no/such/page']) {
      const response = await page.goto(server.url + path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      await expect(h1(page)).toBeVisible();
      // The wallet element (its own module script and constructable stylesheet) is up too.
      await expect(page.locator('ky-wallet').first()).toBeAttached();
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
  });

  test('the site map links every page of the navigation and every game', async ({ page }) => {
    await page.goto(`${server.url}/sitemap`);
    for (const href of ['/', '/games', '/news', '/company', '/contact', '/privacy_policy', '/balance', '/history', '/records']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(page.locator('main a[href^="/gamedetail/"]')).toHaveCount(32);
    await expect(page.locator('main a[href^="/gamerule/"]')).toHaveCount(93);
  });

  test('sitemap.xml and robots.txt are served', async ({ request }) => {
    const xml = await request.get(`${server.url}/sitemap.xml`);
    expect(xml.status()).toBe(200);
    const text = await xml.text();
    expect(text).toContain('<urlset');
    expect(text).toContain('hreflang="zh-TW"');
    expect(text).toContain('hreflang="x-default"');
    expect(text).toContain('/gamerule/slot-32d-cleopatra/zh-tw</loc>');
    expect(text).not.toContain('/gamerule/slot-32d-cleopatra/en</loc>');
    expect(text).toContain('/newscontent/candle-tomb-coming-january-2027</loc>');
    expect(text).not.toContain('/newscontent</loc>');
    const robots = await request.get(`${server.url}/robots.txt`);
    expect(await robots.text()).toContain('Sitemap:');
  });

  test('the game clients answer 200 when opened directly (a reload, a bookmark), other games 404', async ({ request }) => {
    for (const path of ['/play/original-dice?mode=fun', '/zh-tw/play/original-mines', '/de-ch/play/original-wheel?launch=x']) {
      expect((await request.get(server.url + path)).status(), path).toBe(200);
    }
    expect((await request.get(`${server.url}/play/slot-candle-tomb`)).status()).toBe(404);
  });
});

test.describe('given the company page on a 1,280 px screen', () => {
  for (const [path, region] of [
    ['/company', 'KY Gaming in short'],
    ['/de-ch/company', 'KY Gaming in Kürze'],
  ]) {
    test(`${path}: no fact card is stretched far beyond its own text, and the two lists take a whole row`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(server.url + path);
      const cards = page.getByRole('region', { name: region }).locator('dl > div');
      await expect(cards).toHaveCount(7);
      const measured = await cards.evaluateAll((list) =>
        list.map((card) => {
          const box = card.getBoundingClientRect();
          const value = card.querySelector('dd')?.getBoundingClientRect();
          const row = card.parentElement?.getBoundingClientRect();
          // Its label, its value and its padding: the card's height if no neighbour stretched it.
          const own = (value?.bottom ?? box.bottom) - box.top + parseFloat(getComputedStyle(card).paddingBottom);
          return { fact: card.querySelector('dt')?.textContent, stretched: box.height / own, fullRow: Math.abs(box.width - (row?.width ?? 0)) < 1 };
        }),
      );
      // A row's cards share its height; the kinds of game and the languages, as big bold
      // figures in a card each, stretched theirs to nine lines (four times "32").
      expect(measured.filter((card) => card.stretched > 2)).toEqual([]);
      expect(measured.filter((card) => card.fullRow).length).toBe(2);
    });
  }
});

test.describe('given a browser without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('content, catalogue and rule pages are prerendered, with their head', async ({ page }) => {
    await page.goto(`${server.url}/zh-tw/gamerule/original-dice/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.locator('article[lang="en"] h1')).toHaveText('Dice: game rules');
    await expect(page.locator('article table caption').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zh-tw\/gamerule\/original-dice\/en$/);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5);
    for (const lang of ['en', 'zh-TW', 'zh-CN', 'de-CH', 'x-default']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', /^https?:\/\//);
    }

    await page.goto(`${server.url}/games`);
    await expect(page.locator('[data-game]')).toHaveCount(32);
    await page.goto(`${server.url}/de-ch/company`);
    await expect(h1(page)).toHaveText('Über KY Gaming');
    await expect(page).toHaveTitle('Unternehmen | KY Gaming');

    // The newest article at the old site's bare /newscontent: its canonical address is its own.
    await page.goto(`${server.url}/de-ch/newscontent`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de-ch\/newscontent\/candle-tomb-coming-january-2027$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/newscontent\/candle-tomb-coming-january-2027$/);
  });
});

test.describe('given locales', () => {
  test.describe('and a browser that prefers Traditional Chinese', () => {
    test.use({ locale: 'zh-TW' });

    test('a first visit goes to /zh-tw and remembers it in the i18n_redirected cookie', async ({ page, context }) => {
      await page.goto(`${server.url}/games`);
      await expect(page).toHaveURL(`${server.url}/zh-tw/games`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      await expect(h1(page)).toHaveText('我們的遊戲');
      await expect(page.locator('ky-wallet')).toHaveAttribute('locale', 'zh-TW');

      const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
      expect(cookie).toMatchObject({ value: 'zh-tw', path: '/', sameSite: 'Lax' });
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      await page.goto(`${server.url}/`);
      await expect(page).toHaveURL(`${server.url}/zh-tw`);
    });
  });

  test.describe('and a browser that prefers German', () => {
    test.use({ locale: 'de-DE' });

    test('a first visit goes to /de-ch', async ({ page }) => {
      await page.goto(`${server.url}/company`);
      await expect(page).toHaveURL(`${server.url}/de-ch/company`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    });
  });

  test.describe('and an English browser', () => {
    test.use({ locale: 'en-US' });

    test('a filtered catalogue keeps what the visitor did before its app started: the language menu stays open', async ({ page }) => {
      // The app's script is held back until the visitor has opened the menu on the prerendered page.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/games?type=slot`);
      const menu = page.locator('details.lang-switcher');
      const button = page.getByRole('navigation', { name: 'Main' }).getByLabel('Language: English');
      await button.click();
      await expect(menu).toHaveAttribute('open', '');
      release();
      await ready(page);
      await expect(page).toHaveURL(`${server.url}/games?type=slot`);
      await expect(page.getByLabel('Game type')).toHaveValue('slot');
      // The app rendered over the page (it was prerendered without the query): the menu closed and
      // focus fell to the body.
      await expect(menu).toHaveAttribute('open', '');
      await expect(button).toBeFocused();
      await expect(page.getByRole('link', { name: 'Deutsch (Schweiz)' })).toBeVisible();
    });

    test('a language chosen before the app runs is stored, and the header keeps the query', async ({ page, context }) => {
      // The app never arrives (its chunk hangs): the prerendered page alone must do as the app does.
      await page.route(/\/assets\/main-[\w-]+\.js$/, () => {});
      await page.goto(`${server.url}/games?type=slot`);
      await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language: English').click();
      await page.getByRole('link', { name: 'Deutsch (Schweiz)' }).click();
      // It went to /de-ch/games, and the first visit's "en" stayed the stored choice.
      await expect(page).toHaveURL(`${server.url}/de-ch/games?type=slot`);
      expect((await context.cookies()).find((entry) => entry.name === 'i18n_redirected')?.value).toBe('de-ch');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('a page opened with a query keeps it in the address while the app hydrates, and a language chosen then keeps it too', async ({
      page,
    }) => {
      // Every address the page shows, and the visitor's click in the task right after the app
      // started its router at the bare path (main.tsx: the history entry's masked location).
      await page.addInitScript(() => {
        const addresses: string[] = ((window as { addresses?: string[] }).addresses = [location.href]);
        // The click once: the page it goes to runs this script too.
        const click = !sessionStorage.getItem('clicked');
        for (const name of ['replaceState', 'pushState'] as const) {
          const original = history[name].bind(history);
          history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
            original(state, unused, url);
            addresses.push(location.href);
            if (!click || sessionStorage.getItem('clicked') || !(state as { masked?: unknown } | null)?.masked) return;
            sessionStorage.setItem('clicked', 'yes');
            setTimeout(() => document.querySelector<HTMLAnchorElement>('.lang-switcher a[data-locale="de-ch"]')?.click());
          };
        }
      });
      await page.goto(`${server.url}/games?type=slot`);
      await expect(page).toHaveURL(`${server.url}/de-ch/games?type=slot`);
      await expect(page.getByLabel('Spielart')).toHaveValue('slot');
      await ready(page);
      // On the page it went to, the app hydrated and applied the query; the address kept it.
      const addresses = await page.evaluate(() => (window as { addresses?: string[] }).addresses ?? []);
      expect(addresses.length).toBeGreaterThan(1);
      expect(addresses.filter((address) => address !== `${server.url}/de-ch/games?type=slot`)).toEqual([]);
    });

    test('stays unprefixed; the switcher changes the locale, stores it, and it is kept', async ({ page, context }) => {
      await page.goto(`${server.url}/games?type=slot`);
      await expect(page).toHaveURL(`${server.url}/games?type=slot`);
      // The switcher keeps the query once the app runs: the page was prerendered without it, and
      // is hydrated at its bare path before the query is applied (main.tsx).
      await ready(page);
      await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language: English').click();
      await page.getByRole('link', { name: 'Deutsch (Schweiz)' }).click();
      await expect(page).toHaveURL(`${server.url}/de-ch/games?type=slot`);
      await expect(h1(page)).toHaveText('Unsere Spiele');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
      await expect(page.locator('ky-wallet')).toHaveAttribute('locale', 'de-CH');
      expect((await context.cookies()).find((entry) => entry.name === 'i18n_redirected')?.value).toBe('de-ch');

      // The stored choice wins over the unprefixed URL.
      await page.goto(`${server.url}/news`);
      await expect(page).toHaveURL(`${server.url}/de-ch/news`);

      // The language page switches back to English, on the page it came from.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Sprache' }).click();
      await expect(page).toHaveURL(`${server.url}/de-ch/language?from=%2Fnews`);
      await page.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(`${server.url}/news`);
      await expect(h1(page)).toHaveText('News');
      expect((await context.cookies()).find((entry) => entry.name === 'i18n_redirected')?.value).toBe('en');
    });

    test('every locale has its prefix on every page', async ({ page }) => {
      const locales: [string, string, string][] = [
        ['/zh-tw', 'zh-TW', '隱私權政策'],
        ['/zh-cn', 'zh-CN', '隐私政策'],
        ['/de-ch', 'de-CH', 'Datenschutzerklärung'],
      ];
      for (const [prefix, lang, heading] of locales) {
        await page.goto(`${server.url}${prefix}/privacy_policy`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(h1(page)).toHaveText(heading);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/privacy_policy$`));
      }
    });
  });
});

test.describe('given the catalogue', () => {
  test('a prerendered page keeps its DOM through hydration, and what hydrates last (content, footer) is interactive', async ({
    page,
  }) => {
    type Marked = { prerendered?: (Element | null)[]; samePage?: boolean };
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as Marked).prerendered = [
          document.querySelector('[data-game] img'),
          document.querySelector('main h1'),
          document.querySelector('footer'),
        ];
      });
    });
    const { errors } = watchErrors(page);
    await page.goto(`${server.url}/games`);
    await ready(page);
    // The very nodes the HTML had: hydration adopted them, nothing was rendered over them.
    expect(await page.evaluate(() => (window as Marked).prerendered?.map((node) => node?.isConnected ?? false))).toEqual([
      true,
      true,
      true,
    ]);
    await page.evaluate(() => {
      (window as Marked).samePage = true;
    });
    await page.getByLabel('Game type').selectOption('scratch');
    await expect(page).toHaveURL(`${server.url}/games?type=scratch`);
    await page.locator('[data-game] a').first().click();
    await expect(page).toHaveURL(/\/gamedetail\//);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(`${server.url}/privacy_policy`);
    // Client-side navigations all along: the page was never reloaded.
    expect(await page.evaluate(() => (window as Marked).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a prerendered page requests the app's scripts only after its load event, its own chunks with them", async ({ page }) => {
    await page.goto(`${server.url}/games`);
    await ready(page);
    const { loadStart, scripts } = await page.evaluate(() => ({
      loadStart: performance.getEntriesByType('navigation')[0]
        ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
        : -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '.js'), start: entry.startTime })),
    }));
    expect(loadStart).toBeGreaterThan(0);
    // Before the load event: the entry (boot.ts, the locale tags in it) only.
    expect(scripts.filter((script) => script.start < loadStart).map((script) => script.file).sort()).toEqual(['/assets/index.js']);
    // After it: the app, and the page's route chunk and messages that #root lists.
    const later = scripts.filter((script) => script.start >= loadStart).map((script) => script.file);
    expect(later).toEqual(expect.arrayContaining(['/assets/main.js', '/assets/route-games.js', '/assets/messages-en.js']));
    const listed = await page.locator('#root').getAttribute('data-chunks');
    expect(listed?.split(' ').map((href) => href.replace(/-[\w-]{8}\.js$/, '.js'))).toEqual(
      expect.arrayContaining(['/assets/route-games.js', '/assets/messages-en.js']),
    );
  });

  test("the games', rounds' and player's messages load with the pages that show them, and only there", async ({ page }) => {
    const scripts = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '.js')),
      );
    await page.goto(`${server.url}/de-ch/games`);
    await ready(page);
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    expect(await scripts()).toContain('/assets/messages-de-CH.js');
    expect(await scripts()).not.toContain('/assets/messages-de-CH-play.js');
    expect(await scripts()).not.toContain('/assets/messages-de-CH-player.js');

    // Client-side, to the sitemap (it names the fairness and the player's pages) and on to the
    // fairness page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await expect(h1(page)).toHaveText('Sitemap');
    expect(await scripts()).toEqual(expect.arrayContaining(['/assets/messages-de-CH-play.js', '/assets/messages-de-CH-player.js']));
    await page.getByRole('main').getByRole('link', { name: 'Runde prüfen' }).click();
    await expect(h1(page)).toHaveText('Nachweislich fair: Runde prüfen');
    await expect(page.getByRole('button', { name: 'Prüfen' })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    // A prerendered page that shows them lists their chunk for boot.ts to preload beside the app.
    await page.goto(`${server.url}/de-ch/fairness`);
    const listed = await page.locator('#root').getAttribute('data-chunks');
    expect(listed?.split(' ').map((href) => href.replace(/-[\w-]{8}\.js$/, '.js'))).toEqual(
      expect.arrayContaining(['/assets/messages-de-CH.js', '/assets/messages-de-CH-play.js']),
    );
  });

  test('a filter chosen before the app runs is not lost: the page loads the filtered list', async ({ page }) => {
    // The app never arrives (its chunk hangs): the prerendered page alone must honour the choice.
    await page.route(/\/assets\/main-[\w-]+\.js$/, () => {});
    await page.goto(`${server.url}/games`);
    await page.getByLabel('Category').selectOption('scratch');
    await expect(page).toHaveURL(`${server.url}/games?category=scratch`);
    // With its app, that URL shows the filtered list. (Opened anew rather than reloaded: the app
    // held back above, once let through, may be starting on the page meanwhile.)
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(`${server.url}/games?category=scratch`);
    await ready(page);
    await expect(page.getByLabel('Category')).toHaveValue('scratch');
    await expect(page.locator('[data-game]')).toHaveCount(6);
  });

  for (const path of ['/', '/games']) {
    test(`the cards of ${path} stay as prerendered (a static island) and their links navigate client-side`, async ({ page }) => {
      type Marked = { card?: Element | null; samePage?: boolean };
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as Marked).card = document.querySelector('[data-island] [data-game]');
        });
      });
      const { errors } = watchErrors(page);
      await page.goto(server.url + path);
      await ready(page);
      expect(await page.evaluate(() => (window as Marked).card?.isConnected)).toBe(true);
      await page.evaluate(() => {
        (window as Marked).samePage = true;
      });
      const link = page.locator('[data-island] [data-game] a').first();
      const target = await link.getAttribute('href');
      const name = (await link.textContent()) ?? '';
      await link.click();
      await expect(page).toHaveURL(server.url + target);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      expect(await page.evaluate(() => (window as Marked).samePage)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('filters by type and category in the query, and a reload keeps them', async ({ page }) => {
    await page.goto(`${server.url}/games`);
    await expect(page.locator('[data-game]')).toHaveCount(32);

    await page.getByLabel('Game type').selectOption('scratch');
    await expect(page).toHaveURL(`${server.url}/games?type=scratch`);
    await expect(page.locator('[data-game]')).toHaveCount(6);

    await page.getByLabel('Category').selectOption('scratch');
    await expect(page).toHaveURL(`${server.url}/games?type=scratch&category=scratch`);
    await expect(page.getByRole('status')).toHaveText('Games shown: 6 of 32');

    await page.reload();
    await expect(page.getByLabel('Game type')).toHaveValue('scratch');
    await expect(page.getByLabel('Category')).toHaveValue('scratch');
    await expect(page.locator('[data-game]')).toHaveCount(6);

    await page.getByRole('link', { name: 'Clear filters' }).press('Enter');
    await expect(page).toHaveURL(`${server.url}/games`);
    await expect(page.locator('[data-game]')).toHaveCount(32);
    // The link is gone with the filters: focus is on the first filter, not lost to the page.
    await expect(page.getByLabel('Game type')).toBeFocused();

    await page.goBack();
    await expect(page.locator('[data-game]')).toHaveCount(6);
  });

  test('the prerendered cards come back when a filter is undone: Back, and the filter set to All again', async ({ page }) => {
    await page.goto(`${server.url}/games`);
    await ready(page);
    await page.getByLabel('Game type').selectOption('slot');
    await expect(page).toHaveURL(`${server.url}/games?type=slot`);
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/games`);
    await expect(page.locator('[data-game]')).toHaveCount(32);
    await page.getByLabel('Game type').selectOption('scratch');
    await expect(page.locator('[data-game]')).toHaveCount(6);
    await page.getByLabel('Game type').selectOption('');
    await expect(page.locator('[data-game]')).toHaveCount(32);
  });

  test('a game page shows every field and links its rule pages', async ({ page }) => {
    await page.goto(`${server.url}/games`);
    await ready(page);
    await page.getByRole('link', { name: 'Monkey King' }).click();
    await expect(page).toHaveURL(`${server.url}/gamedetail/slot-monkeyking`);
    const facts = page.getByRole('table', { name: 'Facts about Monkey King' });
    for (const label of [
      'Name',
      'Category',
      'Game type',
      'Platform',
      'RTP (return to player)',
      'Volatility',
      'Hit rate',
      'Maximum win',
      'Languages',
      'Currencies',
      'Regions',
      'Availability',
      'Download size',
    ]) {
      await expect(facts.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    const rules = page.getByRole('link', { name: /^Monkey King rules in/ });
    await expect(rules).toHaveCount(2);
    await page.getByRole('link', { name: 'Monkey King rules in 简体中文' }).click();
    await expect(page).toHaveURL(`${server.url}/gamerule/slot-monkeyking/zh-cn`);
    await expect(page.locator('article')).toHaveAttribute('lang', 'zh-CN');
  });

  const kinds: [string, string, string][] = [
    ['slot', 'slot-golden-tiger', 'en'],
    ['scratch', 'scratch-mahjong-n', 'zh-cn'],
    ['mines', 'original-mines', 'en'],
    ['dice', 'original-dice', 'zh-tw'],
    ['wheel', 'original-wheel', 'en'],
    ['bingo', 'bingo-tombola', 'en'],
    ['card', 'poke-fortune', 'zh-tw'],
    ['board', 'board-legends-football', 'en'],
    ['crash', 'original-fruit-bombs', 'en'],
    ['casual', 'original-morra', 'zh-cn'],
    ['lottery', 'original-fortune', 'en'],
  ];
  test.describe('and its pages that only read', () => {
    let tab: Page;
    shareOneTab((page) => (tab = page));

    test('says so when no game matches', async () => {
      await tab.goto(`${server.url}/games?type=slot&category=scratch`);
      await expect(tab.getByText('No game matches these filters.')).toBeVisible();
      await expect(tab.locator('[data-game]')).toHaveCount(0);
    });

    test('shows covers, types, categories, RTP and a Coming Soon badge', async () => {
      await tab.goto(`${server.url}/games?category=slots`);
      const card = tab.locator('[data-game="slot-candle-tomb"]');
      await expect(card.getByRole('img', { name: 'Candle Tomb' })).toBeVisible();
      // Its type; its category (Slots) is the type's own family, not said again.
      await expect(card.locator('.tag')).toHaveText(['Slot']);
      await expect(card).toContainText('RTP');
      await expect(card).toContainText('Coming Soon');
      // The cover's file loads and decodes: wait for that state (visible only means laid out). It is
      // lazy, so it is scrolled to; each try finds the card's image anew, as the filtered list may
      // still replace it once the client takes over the prerendered page.
      const cover = card.getByRole('img');
      await expect
        .poll(() =>
          cover.evaluate((img: HTMLImageElement) => {
            img.scrollIntoView({ block: 'center' });
            return img.complete ? img.naturalWidth : 0;
          }),
        )
        .toBeGreaterThan(0);
    });

    test("a Coming Soon game's page offers no launch, an available game's does", async () => {
      await tab.goto(`${server.url}/gamedetail/slot-candle-tomb`);
      await expect(tab.getByRole('button', { name: 'Launch Candle Tomb' })).toBeDisabled();
      await expect(tab.getByRole('link', { name: 'Launch Candle Tomb' })).toHaveCount(0);
      await tab.goto(`${server.url}/gamedetail/original-dice`);
      await expect(tab.getByRole('link', { name: 'Launch Dice' })).toHaveAttribute('href', '/getGameUrl?game=original-dice');
    });

    for (const [kind, game, lang] of kinds) {
      test(`a ${kind} rule page (${game}/${lang}) renders its document, tables and captions`, async () => {
        const { errors, stop } = watchErrors(tab);
        try {
          await tab.goto(`${server.url}/gamerule/${game}/${lang}`);
          const article = tab.locator('article.rule-doc');
          await expect(article).toHaveAttribute('lang', { en: 'en', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' }[lang] ?? '');
          await expect(article.getByRole('heading', { level: 1 })).not.toBeEmpty();
          expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
          const table = article.getByRole('table').first();
          await expect(table.locator('caption')).not.toBeEmpty();
          expect(await table.getByRole('columnheader').count()).toBeGreaterThan(1);
          await expect(tab).toHaveTitle(/game rules|規則|规则|Spielregeln| \| KY Gaming/);
          expect(errors).toEqual([]);
        } finally {
          stop();
        }
      });
    }
  });

  test('a prerendered rule page shows its document again after another language and Back', async ({ page }) => {
    await page.goto(`${server.url}/zh-tw/gamerule/original-mines/zh-tw`);
    await ready(page);
    await page.getByRole('main').getByRole('link', { name: 'English' }).click();
    await expect(page.locator('article.rule-doc')).toHaveAttribute('lang', 'en');
    await page.goBack();
    await expect(page.locator('article.rule-doc')).toHaveAttribute('lang', 'zh-TW');
    await expect(h1(page)).toBeVisible();
  });

  test('a language a game lacks answers the 404 page, offering the languages it has', async ({ page }) => {
    const response = await page.goto(`${server.url}/gamerule/slot-32d-cleopatra/en`);
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Page Not Found');
    await expect(page.getByRole('main')).toContainText('Page not found: /gamerule/slot-32d-cleopatra/en');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(/rules not available in English/);
    await expect(page.getByRole('main').getByRole('link', { name: 'English' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(`${server.url}/gamerule/slot-32d-cleopatra/zh-tw`);
    await expect(page.locator('article.rule-doc')).toHaveAttribute('lang', 'zh-TW');
  });

  test('rule documents are code-split: a prerendered rule page loads none, a client-side visit only its own', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/gamerule/original-wheel/en`);
    await expect(h1(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The document is in the prerendered HTML (and the loader's data): no rules chunk at all.
    expect(scripts.filter((path) => path.includes('/rules-'))).toEqual([]);

    await page.goto(`${server.url}/gamedetail/original-dice`);
    // A client-side visit needs the router running: a click on the prerendered link before then is
    // a plain page load (no rules chunk), and one while the app starts was lost (h1 stayed "Dice").
    await ready(page);
    await page.getByRole('link', { name: 'Dice rules in English' }).click();
    await expect(h1(page)).toHaveText('Dice: game rules');
    const rules = scripts.filter((path) => path.includes('/rules-'));
    expect(rules).toHaveLength(1);
    expect(rules[0]).toContain('/rules-original-dice-');
  });
});

test.describe('given right-click', () => {
  const contextMenuPrevented = (page: Page, selector: string) =>
    page.locator(selector).first().evaluate((el) => !el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));

  test('the context menu is off across the site', async ({ page }) => {
    await page.goto(`${server.url}/games`);
    await expect(h1(page)).toBeVisible();
    expect(await contextMenuPrevented(page, 'h1')).toBe(true);
    expect(await contextMenuPrevented(page, '[data-game] img')).toBe(true);
    expect(await contextMenuPrevented(page, 'footer')).toBe(true);
  });

  test('the context menu is off in the back office too', async ({ page }) => {
    await page.goto(`${server.url}/admin`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await contextMenuPrevented(page, 'h1')).toBe(true);
  });

  test("the widget on an operator's page leaves the page's context menu alone", async ({ page }) => {
    const host = await startHostPage(
      () => `<!doctype html><html lang="en"><head><title>Operator</title>
        <script type="module" src="${server.url}/widget/ky-wallet.js"></script></head>
        <body><h1>Operator</h1><ky-wallet></ky-wallet></body></html>`,
    );
    try {
      await page.goto(host.url);
      await page.waitForFunction(() => customElements.get('ky-wallet') !== undefined);
      expect(await contextMenuPrevented(page, 'h1')).toBe(false);
      expect(await contextMenuPrevented(page, 'ky-wallet')).toBe(false);
    } finally {
      await host.stop();
    }
  });
});

test.describe('given a chunk that fails to load', () => {
  test('the page reloads once, to where the visitor was going, and shows it', async ({ page }) => {
    await page.goto(`${server.url}/`);
    // Before the router runs, the link is a plain one and no chunk would be lazily imported.
    await ready(page);
    let failures = 0;
    await page.route('**/assets/route-games-*.js', async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    const reloaded = page.waitForEvent('load');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    // The reload's document has loaded (its prerendered heading can show before that) and its
    // router runs: only then is the count of loads final.
    await reloaded;
    await expect(page).toHaveURL(`${server.url}/games`);
    await ready(page);
    await expect(h1(page)).toHaveText('Our games');
    expect(failures).toBe(1);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('ky-chunk-reload'))).toMatch(/^\d+$/);
  });

  test('a chunk that keeps failing reloads once, then shows the error page: no loop', async ({ page }) => {
    await page.goto(`${server.url}/`);
    await ready(page);
    let failures = 0;
    await page.route('**/assets/route-news-*.js', async (route) => {
      failures += 1;
      await route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    const reloaded = page.waitForEvent('load');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await reloaded;
    await ready(page);
    await expect(h1(page)).toHaveText('Internal Server Error', { timeout: 10_000 });
    await expect(page.locator('.error-view__code')).toContainText('500');
    // The reloaded page gave up (the 10-second window forbids a second reload) and has nothing
    // left to fetch: no reload is coming.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(1);
    await expect(h1(page)).toHaveText('Internal Server Error');
    expect(failures).toBeGreaterThanOrEqual(2);
  });
});
