import type { Page } from '@playwright/test';
import { axeViolations, WCAG_AA, type AxeViolation } from './axe.ts';
import { textsOnSeveralLines, expect, startWalletServer, test } from './fixtures.ts';

/*
 * axe-core on each kind of page the site has, after the page (and the wallet element in its
 * header) has rendered, on a desktop and on a phone: WCAG 2.x A and AA plus axe's best practices
 * (its experimental rules among them), zero violations.
 */
let server: Awaited<ReturnType<typeof startWalletServer>>;
// One tab a worker for the pages at the default size: a browser context a test costs a new
// renderer process, most of such a test's time where fresh memory is slow (bench/machine.mjs).
// Each test loads a new document into it with what a new context would have: no cookies (the
// locale), and no storage, where the widget keeps its session and the age gate's answer.
let tab: Page;
test.beforeAll(async ({ browser }) => {
  server = await startWalletServer();
  const context = await browser.newContext();
  await context.addInitScript(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // a document without storage (about:blank): nothing to reset
    }
  });
  tab = await context.newPage();
});
test.beforeEach(async () => {
  await tab.context().clearCookies();
});
test.afterAll(async () => {
  await tab?.context().close();
  await server.stop();
});

async function ready(page: Page, path: string) {
  await page.goto(server.url + path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header ky-wallet [part~="bar"]')).toBeVisible();
  // A fresh context has not answered the age gate, which may open just after the bar shows:
  // wait for it rather than look once.
  const confirm = page.locator('ky-wallet [part~="age-confirm-button"]');
  await confirm.click();
  await expect(confirm).toBeHidden();
}

/** A desktop row, and a phone's, where the header's links and language menu are behind Menu. */
const WIDTHS = [1280, 390];

/**
 * The page's violations at each width (resized, not reloaded), each marked with its width; where
 * the links are behind Menu, with the menu open too when nothing modal covers it. The page is left
 * at its own size.
 */
async function violations(page: Page, widths = WIDTHS): Promise<(AxeViolation & { at: string })[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const found: (AxeViolation & { at: string })[] = [];
  const check = async (at: string) =>
    found.push(...(await axeViolations(page, { tags: WCAG_AA })).map((violation) => ({ at, ...violation })));
  // By its attributes: its text is the page's language's.
  const menu = (expanded: boolean) => page.locator(`.site-header__menu-button[aria-expanded="${expanded}"]`);
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    await check(`${width} px`);
    if ((await menu(false).isVisible()) && (await page.locator('ky-wallet dialog[open]').count()) === 0) {
      await menu(false).click();
      await check(`${width} px, menu open`);
      await menu(true).click();
    }
  }
  await page.setViewportSize(size);
  return found;
}

const pages: [string, string][] = [
  ['home', '/'],
  ['catalogue', '/games'],
  ['filtered catalogue, empty', '/games?type=slot&category=scratch'],
  ['game detail', '/gamedetail/original-mines'],
  ['rule page', '/gamerule/original-mines/en'],
  ['rule page in Chinese', '/zh-tw/gamerule/slot-32d-cleopatra/zh-tw'],
  ['missing rule language', '/gamerule/slot-monkeyking/zh-tw'],
  ['company', '/company'],
  ['news', '/news'],
  ['news article', '/newscontent/candle-tomb-coming-january-2027'],
  ['privacy policy', '/privacy_policy'],
  ['site map', '/sitemap'],
  ['contact', '/contact'],
  ['language', '/de-ch/language'],
  ['practice', '/pratique'],
  ['404', '/no/such/page'],
];

for (const [kind, path] of pages) {
  test(`the ${kind} page (${path}) has no axe violations`, async () => {
    await ready(tab, path);
    expect(await violations(tab)).toEqual([]);
  });
}

for (const path of ['/balance', '/history', '/records', '/getGameUrl?game=original-dice']) {
  test(`the player page ${path}, logged out, has no axe violations, with and without the login_first alert`, async () => {
    await ready(tab, path);
    const alert = tab.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    expect(await violations(tab)).toEqual([]);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(tab.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    expect(await violations(tab)).toEqual([]);
  });
}

test('with reduced motion a game card shows its hover without the lift', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page, '/games');
  const card = page.locator('.game-card').first();
  await card.hover();
  await expect(card).toHaveCSS('transform', 'none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.mouse.move(0, 0);
  await card.hover();
  await expect(card).not.toHaveCSS('transform', 'none');
});

test('a game card’s focus ring paints whole: its list item clips paint (content-visibility) no nearer than the ring reaches', async ({ page }) => {
  await ready(page, '/games');
  const link = page.locator('.game-card__title a').first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const card = page.locator('.game-card').first();
  await expect(card).not.toHaveCSS('outline-style', 'none');
  // How far the ring reaches out of the card, and how far out of the item its paint may go.
  const [reach, clipMargin] = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    const item = getComputedStyle(element.closest('li') as Element);
    return [parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset), parseFloat(item.overflowClipMargin || '0')];
  });
  expect(reach).toBeGreaterThan(0);
  // Clipped at the item's box, the 3 px ring showed only as specks at the card's corners.
  expect(clipMargin).toBeGreaterThanOrEqual(reach);
});

test('a game’s availability sits on the middle line of the tags beside it', async ({ page }) => {
  await ready(page, '/gamedetail/original-dice');
  // The middle of the text itself (a stretched box is as tall as the row whatever its text does).
  const middle = (selector: string) =>
    page.locator(`.game-detail__top ${selector}`).first().evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const { top, height } = text.getBoundingClientRect();
      return top + height / 2;
    });
  await expect(page.locator('.game-detail__top .availability')).toHaveText('Available');
  // Stretched to the row's height, its text sat at the top: 4 px above the tags' middle.
  expect(Math.abs((await middle('.availability')) - (await middle('.tag')))).toBeLessThan(1);
});

test('the contact form showing its errors has no axe violations', async () => {
  await ready(tab, '/contact');
  await tab.getByRole('button', { name: 'Send message' }).click();
  await expect(tab.getByText('Please agree to the privacy policy to send your message.')).toBeVisible();
  expect(await violations(tab)).toEqual([]);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header collapses to a menu button, which opens the navigation; no axe violations', async ({ page }) => {
    await ready(page, '/games');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Company' })).toBeVisible();
    expect(await violations(page, [360])).toEqual([]);

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await nav.getByRole('link', { name: 'Company' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About KY Gaming');
    await expect(nav).toBeHidden();
  });

  test("a game's facts fit the screen in Swiss German too, whose long words wrap", async ({ page }) => {
    await ready(page, '/de-ch/');
    for (const [path, game] of [
      ['/de-ch/gamedetail/original-dice', 'Würfel'],
      ['/de-ch/gamedetail/slot-golden-tiger', 'Goldener Tiger'],
    ]) {
      await page.goto(server.url + path);
      await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
      // "Eigenentwicklungen" and "Vietnamesisch," are wider than the value column of a phone.
      const facts = page.getByRole('region', { name: `Angaben zu ${game}` });
      const [scrollWidth, clientWidth] = await facts.evaluate((box) => [box.scrollWidth, box.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
  });

  test('a Chinese rule table keeps its names and multipliers whole: no break between two characters of a label', async ({ page }) => {
    await ready(page, '/');
    for (const [path, caption, label] of [
      // Seven columns in a sideways scroll: the symbols' column was squeezed to one character.
      ['/gamerule/slot-candle-tomb/zh-tw', '依群組大小計算的派彩', '金縷玉衣'],
      // Four columns that fit: "1.2倍" broke after its number.
      ['/gamerule/original-wheel/zh-tw', '各倍數的格子數（每種轉盤皆為50格）', '1.2倍'],
    ]) {
      await page.goto(server.url + path);
      const table = page.getByRole('table', { name: caption });
      await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
      const broken = await textsOnSeveralLines(table, 'tbody th');
      expect(broken).toEqual([]);
    }
  });

  for (const path of [
    '/gamerule/original-mines/en',
    '/gamedetail/slot-golden-tiger',
    '/contact',
    // The table of the wheel's 50 segments, four columns, in the rule page and on the fairness page.
    '/zh-cn/gamerule/original-wheel/zh-cn',
    '/zh-cn/fairness',
  ]) {
    test(`${path} fits the screen and has no axe violations`, async ({ page }) => {
      await ready(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await violations(page, [360])).toEqual([]);
    });
  }
});
