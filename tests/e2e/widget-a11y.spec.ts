import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../packages/widget/src/i18n/core.ts';
import type { Messages } from '../../packages/widget/src/i18n/index.ts';
import { axeViolations } from './axe.ts';
import { expect, startHostPage, startWalletServer, test } from './fixtures.ts';

/** The widget's catalogues (src/i18n/locales/<locale>/widget.json), typed by the English keys. */
const CATALOGUES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../packages/widget/src/i18n/locales/${locale}/widget.json`, import.meta.url), 'utf8')),
  ]),
) as Record<Locale, Messages>;

/*
 * axe-core (every rule it runs by default, WCAG 2.x A/AA and best practices, and its experimental
 * rules; it reads open shadow roots) on every state of the script build, in every locale, on an operator page on
 * another origin. Plus one flow with the keyboard alone.
 */

async function startLobby(locale: Locale, theme = 'light') {
  let walletUrl = '';
  const host = await startHostPage(
    () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Operator lobby</title>
<script type="module" src="${walletUrl}/widget/ky-wallet.js"></script></head>
<body><header><a href="#games">Skip to the games</a><h1>Operator lobby</h1><ky-wallet locale="${locale}" theme="${theme}" age-gate deposit-amounts="20,50"></ky-wallet></header>
<main id="games"><p>Games</p><a href="#games">All games</a></main></body></html>`,
  );
  const wallet = await startWalletServer({ KY_ALLOWED_ORIGINS: host.url });
  walletUrl = wallet.url;
  return {
    host,
    wallet,
    stop: async () => {
      await wallet.stop();
      await host.stop();
    },
  };
}

/**
 * No violations on the page as it is now (axe's experimental rules too), on a desktop and on a
 * phone, resized, not reloaded; `state` names it in the failure message.
 */
async function expectAccessible(page: Page, state: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: size.height });
    expect(await axeViolations(page), `${state}, ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}

const bar = (page: Page) => page.locator('ky-wallet').locator('[part~="bar"]');

for (const locale of LOCALES) {
  const t = CATALOGUES[locale];

  test(`every state has no axe violations in ${locale}`, async ({ page }) => {
    test.slow(); // every state of the widget in one test: three times the budget
    const lobby = await startLobby(locale);
    try {
      await page.goto(lobby.host.url);

      const gate = page.getByRole('dialog', { name: t.age_title });
      await expect(gate).toBeVisible();
      await expectAccessible(page, 'age gate');
      await gate.getByRole('button', { name: t.age_confirm }).click();
      await expect(gate).toBeHidden();
      await expectAccessible(page, 'bar, logged out');

      // Alert type 1: a protected action while logged out.
      await bar(page).getByRole('button', { name: t.deposit, exact: true }).click();
      const alert = page.getByRole('alertdialog', { name: t.alert_title });
      await expect(alert).toContainText(t.login_first);
      await expectAccessible(page, 'alert type 1 (login_first)');
      await alert.getByRole('button', { name: t.log_in, exact: true }).click();

      // Login, idle.
      const login = page.getByRole('dialog', { name: t.login_title });
      await expect(login).toBeVisible();
      await expectAccessible(page, 'login, idle');

      // Login, pending: the answer is held until the check is done.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${lobby.wallet.url}/api/getLocalData`, async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await login.getByLabel(t.account).fill('demo');
      await login.getByLabel(t.password).fill('wrong-password');
      await login.getByRole('button', { name: t.log_in, exact: true }).click();
      await expect(login.getByRole('button', { name: t.logging_in })).toBeDisabled();
      // aria-disabled: the pending button keeps the focus (a disabled one drops it out of the dialog).
      await expect(login.getByRole('button', { name: t.logging_in })).toBeFocused();
      await expectAccessible(page, 'login, pending');
      release();

      // Login failed: alert type 2 over the login form.
      await expect(alert).toContainText(t.login_failed);
      await expectAccessible(page, 'login failed (alert type 2)');
      await alert.getByRole('button', { name: t.close }).click();
      await login.getByLabel(t.password).fill('demo1234');
      await login.getByRole('button', { name: t.log_in, exact: true }).click();
      await expect(alert).toContainText(t.login_success);
      await alert.getByRole('button', { name: t.close }).click();

      // Logged in: name and balance.
      await expect(bar(page).locator('[part~="balance-amount"]')).toBeVisible();
      await expectAccessible(page, 'bar, logged in');

      // Deposit dialog, then with a field error.
      await bar(page).getByRole('button', { name: t.deposit, exact: true }).click();
      const deposit = page.getByRole('dialog', { name: t.deposit_title });
      await expect(deposit).toBeVisible();
      await expectAccessible(page, 'deposit');
      await deposit.getByLabel(t.custom_amount).fill('1.234');
      await deposit.getByRole('button', { name: t.confirm_deposit }).click();
      await expect(deposit.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'deposit, invalid amount');
      await deposit.getByLabel(t.custom_amount).fill('');
      await deposit.getByRole('radio').nth(1).check();
      await deposit.getByRole('button', { name: t.confirm_deposit }).click();
      await expect(alert).toContainText(t.deposit_success);
      await expectAccessible(page, 'deposit success (alert type 2)');
    } finally {
      await lobby.stop();
    }
  });
}

test('the dark theme has no axe violations either', async ({ page }) => {
  test.slow();
  const lobby = await startLobby('en', 'dark');
  try {
    await page.goto(lobby.host.url);
    const gate = page.getByRole('dialog', { name: 'Age verification' });
    await expectAccessible(page, 'dark: age gate');
    await gate.getByRole('button', { name: 'Yes, I am over 18' }).click();
    await expectAccessible(page, 'dark: bar');
    await bar(page).getByRole('button', { name: 'Deposit' }).click();
    await expectAccessible(page, 'dark: alert type 1');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expectAccessible(page, 'dark: login');
    await login.getByLabel('Account').fill('demo');
    await login.getByLabel('Password').fill('demo1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await bar(page).getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    await expectAccessible(page, 'dark: deposit');
  } finally {
    await lobby.stop();
  }
});

/** The deepest focused element: its role-ish description, for asserting where focus is. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'nothing';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `${active.tagName.toLowerCase()}${active.getAttribute('name') ? `[name=${active.getAttribute('name')}]` : ''} ${name}`.trim();
  });
}

test('age gate, login and deposit with the keyboard alone', async ({ page }) => {
  test.slow();
  const lobby = await startLobby('en');
  try {
    await page.goto(lobby.host.url);
    const gate = page.getByRole('dialog', { name: 'Age verification' });
    await expect(gate).toBeVisible();
    // Focus moves into the gate, on its primary answer.
    expect(await focused(page)).toBe('button Yes, I am over 18');
    // It is the last control: Tab wraps to the first, never out of the dialog.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button No, take me back');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button Yes, I am over 18');
    await page.keyboard.press('Enter');
    await expect(gate).toBeHidden();
    // The gate opened on load, with nothing focused: as on a fresh page, Tab starts at the top.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a Skip to the games');

    // Tab from the top of the page to the bar's Log in button.
    await page.locator('h1').click(); // a start point with no focus (like a fresh page load)
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Log in');
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    expect(await focused(page)).toBe('input[name=id]');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input[name=pw]');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');

    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Login successful!');
    expect(await focused(page)).toBe('button Close');
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();
    // The Log in button is gone with the login: focus lands on Deposit.
    expect(await focused(page)).toBe('button Deposit');

    await page.keyboard.press('Enter');
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect(deposit).toBeVisible();
    expect(await focused(page)).toBe('input[name=amount]');
    await page.keyboard.press('ArrowRight'); // the second amount, CN¥50
    await expect(deposit.getByRole('radio', { name: 'CN¥50' })).toBeChecked();
    // Tab is trapped in the dialog: custom amount, Cancel, Confirm deposit.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input[name=custom]');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Cancel');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Confirm deposit');
    // ... and wraps around: past the last control to the checked amount, and back.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input[name=amount]');
    await expect(deposit.getByRole('radio', { name: 'CN¥50' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button Confirm deposit');
    await page.keyboard.press('Enter');

    await expect(alert).toContainText('Deposit successful!');
    await page.keyboard.press('Enter');
    await expect(alert).toBeHidden();
    await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥50.00');
    // Focus returned to the opener, the bar's Deposit button.
    expect(await focused(page)).toBe('button Deposit');
    // The new balance is in a polite live region.
    await expect(bar(page).locator('[part~="balance"]')).toHaveAttribute('aria-live', 'polite');
  } finally {
    await lobby.stop();
  }
});
