import type { Browser, BrowserContext, Page } from '@playwright/test';
import { axeViolations, WCAG_AA } from './axe.ts';
import { confirmAgeBeforeLoad, textsOnSeveralLines, expect, startWalletServer, test, watchErrors } from './fixtures.ts';
import { playerOf } from './player.ts';

/*
 * The back office in Chromium against the real server: the seeded admin signs in, creates an
 * operator and a player that allows automated log-in; the operator signs in, locks and unlocks
 * the player, makes a log-in link that a second browser uses; a deposit made in a third browser
 * appears on the operator's dashboard within a second. Axe checks each screen.
 */

const ADMIN_PASSWORD = 'e2e-admin-password';
const PLAYER_PASSWORD = 'player-password-1';

let server: Awaited<ReturnType<typeof startWalletServer>>;
test.beforeAll(async () => {
  server = await startWalletServer({ KY_ADMIN_PASSWORD: ADMIN_PASSWORD, KY_SEED_DEMO: '0' });
});
test.afterAll(async () => {
  await server.stop();
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
}

async function signIn(page: Page, name: string, password: string, path = '/admin', origin = server.url) {
  await page.goto(origin + path);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the header's language menu and follows the link to `name` (each is named in its own language). */
async function chooseLanguage(page: Page, name: string) {
  const menu = page.getByRole('banner').locator('details.bo-language');
  await menu.locator('summary').click();
  await menu.getByRole('link', { name, exact: true }).click();
}

async function addAccount(page: Page, fields: { name: string; role: string; operator?: string; autoLogin?: boolean }) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: 'Add new account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Account name').fill(fields.name);
  await dialog.getByLabel('Password').fill(PLAYER_PASSWORD);
  await dialog.getByLabel('Role').selectOption({ label: fields.role });
  await dialog.getByLabel('Name', { exact: true }).fill(`${fields.name} person`);
  await dialog.getByLabel('E-mail').fill(`${fields.name}@example.com`);
  if (fields.operator) await dialog.getByLabel('Operator').selectOption({ label: fields.operator });
  if (fields.autoLogin) await dialog.getByLabel('Allows automated log-in.').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${fields.name}`) })).toBeVisible();
}

// Contexts a test opened for other browsers: closed after it, or their pages (the wallet's
// polling, the version check) would run on in the worker's browser during the tests that follow.
const otherBrowsers: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(otherBrowsers.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  otherBrowsers.push(context);
  // What lies behind the wallet's age gate is under test, not the gate.
  await confirmAgeBeforeLoad(context);
  return context.newPage();
}

test('staff run the back office: accounts, locking, a log-in link, and a deposit live on the dashboard', async ({
  page,
  browser,
}) => {
  test.slow(); // a whole story in one test: three times the budget

  // The seeded admin signs in and lands on the dashboard.
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Players and revenue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expectNoAxeViolations(page);

  await addAccount(page, { name: 'op-e2e', role: 'Operator' });
  await addAccount(page, { name: 'player-e2e', role: 'Player', operator: 'op-e2e', autoLogin: true });
  await expect(page.getByText('Allows automated log-in.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The operator signs in at /admin2: the accounts screen.
  await signIn(page, 'op-e2e', PLAYER_PASSWORD, '/admin2');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByLabel('Search').fill('player-e2e');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'player-e2e' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^player-e2e/ })).toBeVisible();

  // Lock: the player's login is refused at once; unlock: it works again.
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByText('The account is locked: its sessions were ended.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Locked');
  const lockedLogin = await fetch(`${server.url}/api/getLocalData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'login', rule: { id: 'player-e2e', pw: PLAYER_PASSWORD } }),
  });
  expect(((await lockedLogin.json()) as { error: { code: string } }).error.code).toBe('account_locked');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('The account is active again.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Active');

  // A log-in link, used in a second browser: logged in with the usual "Login successful!".
  await page.getByRole('button', { name: 'Create log-in link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Log-in link' });
  await expect(linkDialog).toBeVisible();
  await expectNoAxeViolations(page);
  const url = await linkDialog.getByLabel('Log-in link').inputValue();
  expect(url).toMatch(new RegExp(`^${server.url}/login/[A-Za-z0-9_-]{43}$`));
  await linkDialog.getByRole('button', { name: 'Close' }).click();

  const second = await newPage(browser);
  await second.goto(url);
  await expect(second.getByRole('alertdialog')).toContainText('Login successful!');
  await expect(second).toHaveURL(`${server.url}/`);
  await second.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
  await expect(second.locator('header ky-wallet [part~="bar"]')).toContainText('player-e2e');
  // The same link again: a clear page, and nothing changes.
  const again = await newPage(browser);
  await again.goto(url);
  await expect(again.getByRole('heading', { level: 1, name: 'This log-in link was already used' })).toBeVisible();

  // The operator watches the dashboard; a deposit in a third browser appears within a second.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players and revenue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest movements' });

  const third = await newPage(browser);
  await third.goto(server.url);
  const bar = third.locator('header ky-wallet').locator('[part~="bar"]');
  const player = playerOf(third, bar);
  await player.logIn('player-e2e', PLAYER_PASSWORD);
  await bar.getByRole('button', { name: 'Deposit' }).click();
  const deposit = third.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: 'CN¥500' }).check();
  await deposit.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(third.getByRole('alertdialog')).toContainText('Deposit successful!');
  const deposited = Date.now();
  await expect(latest.getByRole('row').filter({ hasText: 'player-e2e' })).toContainText('CN¥500.00', { timeout: 1000 });
  expect(Date.now() - deposited).toBeLessThan(1000);
  await expect(page.getByRole('region', { name: 'By operator' })).toContainText('op-e2e');
  await expectNoAxeViolations(page);
});

for (const [path, heading, locale, current] of [
  ['/zh-tw/admin', '登入後台', 'zh-TW', '語言：繁體中文'],
  ['/zh-cn/admin2', '登录后台', 'zh-CN', '语言：简体中文'],
  ['/de-ch/admin', 'Im Backoffice anmelden', 'de-CH', 'Sprache: Deutsch (Schweiz)'],
] as const) {
  test(`${path} signs in in ${locale}, keyboard first, with no axe violations`, async ({ page }) => {
    await page.goto(server.url + path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The skip link is the first stop; then the language menu, then the form.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveClass(/bo-skip/);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(current);
    // Open, its list of languages has no violations either.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('given a browser that prefers Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('a first visit to /admin opens /zh-tw/admin, and English, once chosen, is kept', async ({ page }) => {
    await page.goto(server.url + '/admin');
    await expect(page).toHaveURL(`${server.url}/zh-tw/admin`);
    await expect(page.getByRole('heading', { level: 1, name: '登入後台' })).toBeVisible();
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await page.goto(server.url + '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});

test('the language menu changes nothing while the keyboard moves through it, until a language is chosen', async ({ page }) => {
  await page.goto(`${server.url}/admin2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  const summary = page.locator(':focus');
  await expect(summary).toHaveText('Language: English');
  // The keys that moved a <select> to another option (and so, on change, to another page).
  for (const key of ['ArrowDown', 'End', 'ArrowUp', 'Home']) await page.keyboard.press(key);
  await page.keyboard.press('Enter'); // opens the list
  for (const key of ['ArrowDown', 'End']) await page.keyboard.press(key);
  await expect(page).toHaveURL(`${server.url}/admin2`);
  await expect(summary).toBeFocused();
  // Escape closes it, focus stays on it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeHidden();
  await expect(summary).toBeFocused();
  // Chosen: English, then 繁體中文, and Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('English');
  await expect(page.locator(':focus')).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('繁體中文');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.url}/zh-tw/admin2`);
  await expect(page.getByRole('heading', { level: 1, name: '登入後台' })).toBeVisible();
  // Remembered: the unprefixed address opens in it.
  await page.goto(`${server.url}/admin2`);
  await expect(page).toHaveURL(`${server.url}/zh-tw/admin2`);
});

test('a name the server refuses is tied to its field, which takes focus', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD, '/admin2');
  await page.getByRole('button', { name: 'Add new account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new account' });
  // "admin" is the seeded admin's name.
  const name = dialog.getByLabel('Account name');
  await name.fill('admin');
  await dialog.getByLabel('Password').fill(PLAYER_PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Another account already has this name.');
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page);
  await name.fill('admin-2');
  await expect(name).not.toHaveAttribute('aria-invalid');
});

test('a field the browser refuses is explained in the back office’s language', async ({ page }) => {
  const message = (field: ReturnType<Page['getByLabel']>) => field.evaluate((input: HTMLInputElement) => input.validationMessage);
  await page.goto(`${server.url}/de-ch/admin`);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const name = page.getByLabel('Kontoname');
  await expect.poll(() => message(name)).toBe('Füllen Sie dieses Feld aus.');
  await expect(name).toBeFocused();
  await name.fill('admin');
  expect(await message(name)).toBe('');

  // Back to English (kept in the locale cookie, so that /admin stays English).
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: 'Add new account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new account' });
  await dialog.getByLabel('Account name').fill('two words');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => message(dialog.getByLabel('Account name'))).toBe('Use letters, digits and _ . @ - only, without spaces.');
  await dialog.getByLabel('Account name').fill('one-word');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => message(dialog.getByLabel('Password'))).toBe('Use at least 8 characters.');
  // A Cyrillic е among Latin letters: no pattern can say it, the form does (and sends nothing).
  let creates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/accounts') creates++;
  });
  await dialog.getByLabel('Password').fill('password-123');
  await dialog.getByLabel('Account name').fill('d\u0435mo');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect
    .poll(() => message(dialog.getByLabel('Account name')))
    .toBe('Use the letters of one script: Latin, Cyrillic and Greek letters look alike when mixed.');
  await dialog.getByLabel('Account name').fill('d\u0435mo2');
  expect(await message(dialog.getByLabel('Account name'))).toBe('');
  expect(creates).toBe(0);
  await expect(dialog).toBeVisible();
});

test('each screen names the tab and takes focus at its heading, once it has loaded', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  // Signed in: the dashboard's heading has focus, and the title names the screen.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Players and revenue');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Players and revenue – KY Gaming back office');
  // From the menu, by keyboard: focus leaves the menu's link for the new screen's heading.
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await menu.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText('Audit log');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Audit log – KY Gaming back office');
  await menu.getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveTitle('Accounts – KY Gaming back office');
  await expect(heading).toBeFocused();
  // The filters stand on one line: the search field and the selects beside it are one height.
  const heights = await page.locator('.bo-filters').locator('input, select').evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThanOrEqual(3);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
  // An account loads after its screen opens: focus follows its heading when it comes.
  await page.getByRole('link', { name: 'admin', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(heading).toContainText('admin');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/^admin.* – KY Gaming back office$/);
});

test('the dashboard fits a 320 px wide phone: its chart scrolls inside its frame, not the page', async ({ page }) => {
  // A deposit, so that the dashboard has a day to chart.
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await addAccount(page, { name: 'player-narrow', role: 'Player' });
  const api = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    (await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json() as Promise<{
      data: { token: string };
    }>;
  const { token } = (await api('/api/getLocalData', { type: 'login', rule: { id: 'player-narrow', pw: PLAYER_PASSWORD } })).data;
  await api('/api/getData', { type: 'deposit', rule: { amount: 5 } }, { authorization: `Bearer ${token}`, 'idempotency-key': 'narrow-1' });

  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players and revenue' })).toBeVisible();
  await expect(page.locator('.bo-chart .uplot')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a visit without a session asks the server nothing and logs no error; a reload keeps a session, sign-out ends it', async ({ page }) => {
  const errors = watchErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/me') asked.push(request.url());
  });
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  // Before, every first visit asked /api/admin/me and Chromium logged its 401 as an error.
  expect(asked).toEqual([]);
  await page.getByLabel('Account name').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players and revenue' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Players and revenue' })).toBeVisible();
  expect(asked).toHaveLength(1);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(errors.errors).toEqual([]);
});

test('the accounts search shows its whole hint in English and in German, and fits a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', ADMIN_PASSWORD, '/admin2');
  for (const [language, label] of [
    [null, 'Search'],
    ['Deutsch (Schweiz)', 'Suchen'],
  ] as const) {
    if (language) await chooseLanguage(page, language);
    const search = page.getByRole('searchbox', { name: label });
    await expect(search).toBeVisible();
    // The hint's width in the field's font against the room inside the field: it was cut at
    // "Account name, name, e".
    const { hint, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.font = style.font;
      return {
        hint: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(hint, label).toBeLessThanOrEqual(room);
  }
  // On a 320 px phone it takes its row and no more: the page does not scroll sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('on a 390 px phone in Chinese, the accounts table keeps its roles and state badges whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await chooseLanguage(page, '简体中文');
  await page.getByRole('navigation', { name: '后台' }).getByRole('link', { name: '账号' }).click();
  const table = page.getByRole('table', { name: '账号' });
  // Eight columns in a sideways scroll: the role column showed 管理/员, the badge 启/用.
  await expect(table.getByRole('cell', { name: '管理员' })).toBeVisible();
  // The role and state columns (the fourth and fifth); names and e-mail addresses may wrap.
  expect(await textsOnSeveralLines(table, 'tbody td:nth-child(4), tbody td:nth-child(5)')).toEqual([]);
});

test('on a 390 px phone in German, the tables’ CSV buttons stay on one line and nothing runs off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await addAccount(page, { name: 'player-german', role: 'Player' });
  await chooseLanguage(page, 'Deutsch (Schweiz)');
  const main = page.getByRole('main');
  const expectWholeButtonsOnScreen = async (screen: string) => {
    await expect(main.getByRole('button', { name: /CSV/ }).first()).toBeVisible();
    // Squeezed beside "Neueste Bewegungen", "CSV herunterladen" took two lines.
    expect(await textsOnSeveralLines(main, '.bo-table__head button'), screen).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(390);
  };
  // A player's page: "Kontobewegungen", one word, and the button do not fit side by side.
  await expect(main.getByRole('heading', { level: 2, name: 'Kontobewegungen' })).toBeVisible();
  await expectWholeButtonsOnScreen('account');
  // Its history's times stay on one line and the table scrolls sideways: "28.11.2026, 04:57:43"
  // broke at its spaces and every row stood three lines tall.
  const history = main.getByRole('table', { name: 'Prüfprotokoll dieses Kontos' });
  await expect(history.locator('tbody td').first()).toBeVisible();
  expect(await textsOnSeveralLines(history, 'tbody td:first-child')).toEqual([]);
  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Übersicht' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Spieler und Umsatz' })).toBeVisible();
  await expectWholeButtonsOnScreen('dashboard');
});

test('on a 390 px phone an empty table says so in view: its message wraps inside the table’s frame', async ({ page }) => {
  // A server of its own, where nothing has moved yet.
  const fresh = await startWalletServer({ KY_ADMIN_PASSWORD: ADMIN_PASSWORD, KY_SEED_DEMO: '0' });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin', fresh.url);
    const latest = page.getByRole('region', { name: 'Latest movements' });
    await expect(latest.getByRole('cell', { name: /^Nothing yet\./ })).toBeVisible();
    // The message's cell spans every column, as wide as the header row that scrolls sideways: its
    // text ran on under the frame's edge ("New deposits and game moveme").
    const linesOutside = await latest.evaluate((region) => {
      const frame = region.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(region.querySelector('tbody td') ?? region);
      return [...text.getClientRects()].filter((line) => line.left < frame.left || line.right > frame.right).length;
    });
    expect(linesOutside).toBe(0);
  } finally {
    await fresh.stop();
  }
});

test('a forged log-in link shows a translated page, with no axe violations', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/de-ch/login/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dieser Anmeldelink ist ungültig' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mit Passwort anmelden' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a dialog closed by Escape or Cancel gives focus back to the button that opened it', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  const opener = page.getByRole('button', { name: 'Add new account' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add new account' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('one sign-in holds at most four live dashboards: a fifth says why, and goes live once another closes', async ({ browser }) => {
  // One browser, so one session: its tabs share the cookie (headless, every tab is on screen).
  const context = await browser.newContext();
  otherBrowsers.push(context);
  const first = await context.newPage();
  await signIn(first, 'admin', ADMIN_PASSWORD);
  const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live' });
  await expect(live(first)).toBeVisible();
  const tabs = [first];
  for (let i = 0; i < 3; i++) {
    const tab = await context.newPage();
    await tab.goto(`${server.url}/admin`);
    await expect(live(tab)).toBeVisible();
    tabs.push(tab);
  }
  const fifth = await context.newPage();
  await fifth.goto(`${server.url}/admin`);
  await expect(fifth.getByRole('alert')).toHaveText(
    'Too many live dashboards are open: in other tabs or windows, or by others at this address. Close one, and this one goes live again by itself.',
  );
  await expect(fifth.getByRole('status')).toHaveText('Reconnecting…');
  await tabs[1]?.close();
  // Asked again by itself, within a few seconds.
  await expect(live(fifth)).toBeVisible({ timeout: 20_000 });
  await expect(fifth.getByRole('alert')).toHaveCount(0);
});

test('a session that ends under a screen goes back to the sign-in form, saying why', async ({ page }) => {
  // The dashboard's own calls (its totals, the operators of its filter) answered first: one still
  // on its way when the cookies go would end the session before the test's next screen does.
  const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
  const dashboardLoaded = Promise.all([answered('/api/admin/dashboard'), answered('/api/admin/accounts')]);
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await dashboardLoaded;
  // Its live feed too, which a session found gone also sends back to the sign-in.
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // The session is gone (as when it expires): the next screen's call finds out.
  await page.context().clearCookies();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByText('Please sign in again.')).toBeVisible();
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
});
