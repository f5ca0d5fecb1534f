import type { Page } from '@playwright/test';
import { expect, startHostPage, startWalletServer, test } from './fixtures.ts';
import { playerOf } from './player.ts';

/** The wallet's bar (outside any dialog) inside the first <ky-wallet> on the page. */
const bar = (page: Page) => page.locator('ky-wallet').first().locator('[part~="bar"]');
const player = (page: Page) => playerOf(page, bar(page));

test.describe('given a player on the site', () => {
  // The site's header asks for legal age first (`<ky-wallet age-gate>`); answered before the page loads.
  test.use({ ageConfirmed: true });

  test('logs in as demo, deposits, stays logged in across a reload and logs out', async ({ page, wallet }) => {
    await page.goto(wallet.url);
    await player(page).submitLogin('demo', 'demo1234');
    await player(page).closeAlert('Login successful!');
    await expect(bar(page)).toContainText('demo');
    await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥0.00');

    await player(page).deposit('CN¥500');
    await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥500.00');

    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('login') ?? '{}'));
    expect(stored).toMatchObject({ name: 'demo', alliance: 'kygaming', currency: 'cny', balance: 500 });
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.reload();
    await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥500.00');

    await bar(page).getByRole('button', { name: 'Log out' }).click();
    await expect(bar(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    const afterLogout = await page.evaluate(() => JSON.parse(sessionStorage.getItem('login') ?? '{}'));
    expect(afterLogout).toMatchObject({ name: '', token: '', balance: 0 });

    // The revoked token no longer opens the wallet.
    const res = await page.request.post(`${wallet.url}/api/getData`, {
      headers: { authorization: `Bearer ${stored.token}` },
      data: { type: 'getBalance', rule: {} },
    });
    expect(res.status()).toBe(401);
  });

  test('a wrong password shows the login_failed alert and keeps the login form open', async ({ page, wallet }) => {
    await page.goto(wallet.url);
    await player(page).submitLogin('demo', 'not-the-password');
    await player(page).closeAlert('Login failed!');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('login') ?? '{}'));
    expect(session.token ?? '').toBe('');
    await expect(bar(page).getByRole('button', { name: 'Log in' })).toBeAttached();
  });

  test('deposit while logged out asks to log in first, and its login button opens the form', async ({ page, wallet }) => {
    await page.goto(wallet.url);
    await bar(page).getByRole('button', { name: 'Deposit' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('To provide a better experience, please log in first');
    await alert.getByRole('button', { name: 'Log in' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('unknown paths show the 404 page', async ({ page, wallet }) => {
    await page.goto(`${wallet.url}/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  });
});

test.describe('given an operator page on another origin', () => {
  test('loads the widget by script tag and deposits through CORS', async ({ page }) => {
    let walletUrl = '';
    const host = await startHostPage(
      () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Operator lobby</title>
<script type="module" src="${walletUrl}/widget/ky-wallet.js"></script></head>
<body><h1>Operator lobby</h1><ky-wallet deposit-amounts="20,50"></ky-wallet>
<output id="last-deposit"></output>
<script type="module">
  document.querySelector('ky-wallet').addEventListener('ky-deposit', (e) => {
    document.getElementById('last-deposit').textContent = String(e.detail.balance);
  });
</script></body></html>`,
    );
    const server = await startWalletServer({ KY_ALLOWED_ORIGINS: host.url });
    walletUrl = server.url;
    try {
      await page.goto(host.url);
      await player(page).submitLogin('demo', 'demo1234');
      await player(page).closeAlert('Login successful!');
      await player(page).deposit('CN¥50');
      await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥50.00');
      await expect(page.locator('#last-deposit')).toHaveText('50');
    } finally {
      await server.stop();
      await host.stop();
    }
  });
});
