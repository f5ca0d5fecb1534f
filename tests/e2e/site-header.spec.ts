import type { Page } from '@playwright/test';
import { expect, startWalletServer, test } from './fixtures.ts';
import { playerOf } from './player.ts';

/*
 * The header in every locale, logged out and logged in with a six-figure balance: at 1280 px the
 * wallet stays on the header's single row; on a 390 px phone "Log out" never wraps onto a line of
 * its own. Measured with bounding boxes so a longer label cannot regress it.
 */
let server: Awaited<ReturnType<typeof startWalletServer>>;
test.beforeAll(async () => {
  server = await startWalletServer();
});
test.afterAll(async () => {
  await server.stop();
});

// What lies behind the wallet's age gate is under test here, not the gate (fixtures.ts).
test.use({ ageConfirmed: true });

const LOCALES = ['', '/zh-tw', '/zh-cn', '/de-ch'];
const bar = (page: Page) => page.locator('header ky-wallet').locator('[part~="bar"]');
const part = (page: Page, name: string) => page.locator('header ky-wallet').locator(`[part~="${name}"]`);

/** Logs the demo player in through the widget and brings the balance to CN¥123,456.78. */
async function logInRich(page: Page) {
  await page.goto(`${server.url}/`);
  await expect(bar(page)).toBeVisible();
  await playerOf(page, bar(page)).logIn();
  await page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('login') ?? '{}') as { token: string };
    const balance = async () => {
      const answer = await fetch('/api/getData', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ type: 'getBalance' }),
      });
      return ((await answer.json()) as { data: { balance: number } }).data.balance;
    };
    const target = 123_456.78;
    for (let left = target - (await balance()); left > 0.001; ) {
      const amount = Math.min(50_000, Math.round(left * 100) / 100);
      await fetch('/api/getData', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ type: 'deposit', rule: { amount } }),
      });
      left = Math.round((left - amount) * 100) / 100;
    }
    // The widget learns of money moved elsewhere when asked (its public method).
    await (document.querySelector('ky-wallet') as unknown as { refreshBalance(): Promise<number> }).refreshBalance();
  });
  await expect(part(page, 'balance-amount')).toHaveText('CN¥123,456.78');
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

/** The wallet bar sits on the brand's row: its vertical middle is within the brand's box. */
async function expectOneRow(page: Page, label: string) {
  const header = await box(page, 'header.site-header');
  const brand = await box(page, '.site-header__brand');
  const wallet = await bar(page).boundingBox();
  const middle = (wallet?.y ?? 0) + (wallet?.height ?? 0) / 2;
  expect(middle, `${label}: the wallet's middle within the brand's row`).toBeGreaterThanOrEqual(brand.y);
  expect(middle, `${label}: the wallet's middle within the brand's row`).toBeLessThanOrEqual(brand.y + brand.height);
  expect(header.height, `${label}: header height`).toBeLessThanOrEqual(80);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header is one row in every locale, logged out and logged in', async ({ page }) => {
    for (const prefix of LOCALES) {
      await page.goto(`${server.url}${prefix}/games`);
      await expect(bar(page)).toBeVisible();
      await expectOneRow(page, `${prefix || '/en'} logged out`);
    }
    await logInRich(page);
    for (const prefix of LOCALES) {
      await page.goto(`${server.url}${prefix}/games`);
      await expect(part(page, 'logout-button')).toBeVisible();
      await expect(part(page, 'balance-amount')).toContainText('123');
      await expectOneRow(page, `${prefix || '/en'} logged in`);
      // The links stay whole: none is pushed under the brand or the wallet.
      const links = await page.locator('.site-header__links a').evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(new Set(links).size, `${prefix || '/en'}: links on one line`).toBe(1);
    }
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Log out" never wraps onto a line of its own, in any locale', async ({ page }) => {
    await logInRich(page);
    for (const prefix of LOCALES) {
      await page.goto(`${server.url}${prefix}/games`);
      await expect(part(page, 'balance-amount')).toContainText('123');
      const logout = await part(page, 'logout-button').boundingBox();
      const deposit = await part(page, 'deposit-button').boundingBox();
      expect(Math.abs((logout?.y ?? 0) - (deposit?.y ?? 1)), `${prefix || '/en'}: Log out beside Deposit`).toBeLessThanOrEqual(2);
      expect((logout?.x ?? 0) + (logout?.width ?? 0), `${prefix || '/en'}: inside the screen`).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});

test.describe('the menu on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens from its button, and closes by Escape (focus back on the button) or when focus leaves it', async ({ page }) => {
    await page.goto(`${server.url}/games`);
    // The wallet is up.
    await expect(bar(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Menu' });
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' });
    await button.click();
    // At once, as a quick keyboard user would: the menu listens from the render that opened it.
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toBeVisible();
    // Seen in the order it is tabbed: Menu, the links it opened, then the wallet.
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const wallet = await page.locator('.site-header__wallet').boundingBox();
    expect(nav && wallet && nav.y + nav.height <= wallet.y + 1, 'the open menu above the wallet').toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).evaluate((heading: HTMLElement) => {
      heading.tabIndex = -1;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').last().focus();
    await page.getByRole('heading', { level: 1 }).focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The language menu inside it: one Escape closes that one only, the next the menu.
    await button.click();
    const language = page.getByRole('navigation', { name: 'Main' }).locator('details');
    await language.locator('summary').click();
    await expect(language).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(language).not.toHaveAttribute('open', '');
    await expect(language.locator('summary')).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});
