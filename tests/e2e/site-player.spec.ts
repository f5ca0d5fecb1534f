import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { openSqlite } from '@ky-wallet/games/sqlite-driver';
import { expect, startWalletServer, test } from './fixtures.ts';
import { playerOf } from './player.ts';

/*
 * The site's player pages: the contact form against the real server, and the wallet pages
 * (balance, history, records, game launch) through the header's <ky-wallet>, as a player uses them.
 */

// What lies behind the wallet's age gate is under test here, not the gate (fixtures.ts).
test.use({ ageConfirmed: true });

/** The wallet's bar inside the header's <ky-wallet>. */
const bar = (page: Page) => page.locator('header ky-wallet').locator('[part~="bar"]');

const player = (page: Page) => playerOf(page, bar(page));

/** The wallet is on the page (its age gate answered before the page loaded). */
async function walletShown(page: Page) {
  await expect(bar(page)).toBeVisible();
}

test.describe('given the contact form', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startWalletServer>>;
  test.beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ky-site-contact-'));
    server = await startWalletServer({ DATA_DIR: dataDir });
  });
  test.afterEach(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function fill(page: Page) {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Phone number (optional)').fill('+41 44 123 45 67');
    await page.getByLabel('Your message').fill('We would like to offer your games in our casino.');
  }

  test('requires the privacy agreement, then stores the message on the server', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.postData() ?? '');
    });
    await page.goto(`${server.url}/contact`);
    await walletShown(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send message' }).click();

    const agree = page.getByLabel('I have read and agree to the privacy policy.');
    await expect(page.getByText('Please agree to the privacy policy to send your message.')).toBeVisible();
    await expect(agree).toHaveAttribute('aria-invalid', 'true');
    await expect(agree).toBeFocused();
    expect(posts).toEqual([]);

    await agree.check();
    await page.getByLabel('Send me news and promotional emails (optional).').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? '{}')).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_address: 'ada@example.com',
      tele_number: '+41 44 123 45 67',
      your_message: 'We would like to offer your games in our casino.',
      agree_privacy: true,
      agree_promotion: true,
    });

    const reference = /Reference: (.+)\.$/.exec((await done.locator('p').textContent()) ?? '')?.[1];
    expect(reference).toBeTruthy();
    const db = openSqlite(join(dataDir, 'ky-wallet.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT * FROM contact_messages WHERE id = ?').get(reference) as Record<string, unknown> | undefined;
      expect(row).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email_address: 'ada@example.com',
        message: 'We would like to offer your games in our casino.',
        agree_promotion: 1,
      });
    } finally {
      db.close();
    }
  });

  test('shows translated per-field errors before sending anything', async ({ page }) => {
    await page.goto(`${server.url}/zh-cn/contact`);
    await walletShown(page);
    await page.getByLabel('电子邮箱地址').fill('not-an-email');
    await page.getByLabel('电话号码（选填）').fill('call me');
    await page.getByRole('button', { name: '发送留言' }).click();
    await expect(page.getByText('请填写此字段。')).toHaveCount(3);
    await expect(page.getByText('请输入有效的电子邮箱地址。')).toBeVisible();
    await expect(page.getByText('请输入有效的电话号码，只能包含数字，开头可加 +。')).toBeVisible();
    await expect(page.getByText('请同意隐私政策后再发送留言。')).toBeVisible();
    await expect(page.locator('#first_name')).toBeFocused();
  });

  test('moves to the field the server refused, with its translated error', async ({ page }) => {
    // A rule the server holds that the form's copy did not (a deployment ahead of the cached page).
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":{"code":"validation_failed","message":"x","fields":{"email_address":"invalid_email"}}}',
      }),
    );
    await page.goto(`${server.url}/contact`);
    await walletShown(page);
    await fill(page);
    await page.getByLabel('I have read and agree to the privacy policy.').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(email).toBeFocused();
  });

  test('says so when the server throttles the sender', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":{"code":"too_many_attempts","message":"x"}}' }),
    );
    await page.goto(`${server.url}/de-ch/contact`);
    await walletShown(page);
    await page.getByLabel('Vorname').fill('Ada');
    await page.getByLabel('Nachname').fill('Lovelace');
    await page.getByLabel('E-Mail-Adresse').fill('ada@example.com');
    await page.getByLabel('Ihre Nachricht').fill('Grüezi');
    await page.getByLabel('Ich habe die Datenschutzerklärung gelesen und bin einverstanden.').check();
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Von Ihrer Adresse wurden zu viele Nachrichten gesendet. Bitte versuchen Sie es später noch einmal.',
    );
    // The alert is read because it is an alert; focus stays on Send (focused, it would be read twice).
    await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeFocused();
  });
});

test.describe('given the wallet pages', () => {
  test('history and records ask a logged-out player to log in, then list a deposit made in the widget', async ({
    page,
    wallet,
  }) => {
    await page.goto(`${wallet.url}/history`);
    await walletShown(page);
    // requireLogin(): the widget's type 1 alert, and the page's own prompt behind it.
    await expect(page.getByRole('alertdialog')).toContainText('To provide a better experience, please log in first');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    // The page opened the alert, not the player: focus goes back to the page, not to the header's wallet.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await player(page).logIn();
    await expect(page.getByText('No transactions yet. Your deposits and game rounds will appear here.')).toBeVisible();

    await player(page).deposit('CN¥500');
    const table = page.getByRole('table', { name: 'Your transactions, newest first' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('Deposit');
    await expect(row).toContainText('CN¥500.00');
    await expect(row).toContainText('Completed');

    await player(page).deposit('CN¥100');
    await expect(table.getByRole('row')).toHaveCount(3);
    // Newest first: the 100 deposit, with the balance after it.
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(6)).toHaveText('+CN¥100.00');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(7)).toHaveText('CN¥600.00');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Site map' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Records' }).click();
    await expect(page).toHaveURL(`${wallet.url}/records`);
    await expect(page.locator('.facts-grid')).toContainText('2');
    await expect(page.locator('.facts-grid')).toContainText('CN¥600.00');
    await expect(page.getByRole('table', { name: 'Your transactions, newest first' }).getByRole('row')).toHaveCount(3);

    for (const old of ['/history1', '/records2']) {
      await page.goto(wallet.url + old);
      await expect(page.getByRole('table', { name: 'Your transactions, newest first' }).getByRole('row')).toHaveCount(3);
    }
  });

  test("the balance page shows the balance and deposits through the widget's own dialog", async ({ page, wallet }) => {
    await page.goto(`${wallet.url}/balance`);
    await walletShown(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Account').fill('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await player(page).closeAlert('Login successful!');

    await expect(page.getByTestId('site-balance')).toHaveText('CN¥0.00');
    // One click opens the widget's deposit dialog with the amount chosen; only Confirm deposits.
    await page.getByRole('button', { name: 'Deposit CN¥1,000.00' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect(deposit.getByRole('radio', { name: 'CN¥1,000' })).toBeChecked();
    await expect(page.getByTestId('site-balance')).toHaveText('CN¥0.00');
    await deposit.getByRole('button', { name: 'Confirm deposit' }).click();
    await player(page).closeAlert('Deposit successful!');
    await expect(page.getByTestId('site-balance')).toHaveText('CN¥1,000.00');
    await expect(page.getByText('Deposited CN¥1,000.00. Your balance is now CN¥1,000.00.')).toBeVisible();
    await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥1,000.00');

    await page.getByLabel('Other amount').fill('12.5');
    await page.getByRole('button', { name: 'Deposit this amount' }).click();
    await expect(deposit.getByRole('textbox', { name: 'Other amount' })).toHaveValue('12.5');
    await deposit.getByRole('button', { name: 'Confirm deposit' }).click();
    await player(page).closeAlert('Deposit successful!');
    await expect(page.getByTestId('site-balance')).toHaveText('CN¥1,012.50');

    await bar(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  });

  test('getGameUrl needs a login, then launches an original into its game client', async ({ page, wallet }) => {
    await page.goto(`${wallet.url}/getGameUrl?game=original-dice`);
    await walletShown(page);
    await expect(page.getByRole('alertdialog')).toContainText('To provide a better experience, please log in first');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Account').fill('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await player(page).closeAlert('Login successful!');

    // The launch replaces this page: the game opens with its single-use code spent and gone.
    await expect(page).toHaveURL(`${wallet.url}/play/original-dice`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play Dice');
    await expect(page.getByTestId('game-balance')).toHaveText('CN¥0.00');
  });

  test('getGameUrl opens the details of a game played on operators’ sites, and says Coming Soon where true', async ({ page, wallet }) => {
    await page.goto(`${wallet.url}/`);
    await walletShown(page);
    await player(page).logIn();
    await page.goto(`${wallet.url}/getGameUrl?game=poke-fortune`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch Poke Fortune');
    await expect(page.getByRole('img', { name: 'Poke Fortune' })).toBeVisible();
    await page.getByRole('button', { name: 'Launch' }).click();
    await expect(page).toHaveURL(`${wallet.url}/gamedetail/poke-fortune`);

    await page.goto(`${wallet.url}/getGameUrl?game=slot-candle-tomb`);
    await expect(page.getByRole('button', { name: 'Launch' })).toBeDisabled();
    await expect(page.getByText('Candle Tomb is coming soon.')).toBeVisible();
  });

  test('practice plays every playable game for fun, without login, and lists the others without a contradiction', async ({ page, wallet }) => {
    await page.goto(`${wallet.url}/pratique`);
    await walletShown(page);
    const cards = page.locator('[data-game]');
    await expect(cards).toHaveCount(PLAYABLE_GAME_IDS.length);
    await expect(cards.getByRole('link', { name: /^Play for fun: / })).toHaveCount(PLAYABLE_GAME_IDS.length);
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Not yet playable for practice' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await cards.getByRole('link', { name: 'Play for fun: Lucky Wheel' }).click();
    await expect(page).toHaveURL(`${wallet.url}/play/original-wheel?mode=fun`);
    await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
  });
});
