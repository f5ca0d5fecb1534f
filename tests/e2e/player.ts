import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The widget as a player uses it, through its English accessible names. `bar` is the wallet bar
 * of the <ky-wallet> to act on; the dialogs are the page's one set.
 */
export function playerOf(page: Page, bar: Locator) {
  async function closeAlert(text: string) {
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(text);
    await alert.getByRole('button', { name: /^(Close|Schliessen)$/ }).click();
    await expect(alert).toBeHidden();
  }

  /** Opens the login form from the bar and submits it; the alert that answers stays open. */
  async function submitLogin(id: string, pw: string) {
    await bar.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Account').fill(id);
    await dialog.getByLabel('Password').fill(pw);
    await dialog.getByRole('button', { name: 'Log in' }).click();
  }

  return {
    closeAlert,
    submitLogin,
    async logIn(id = 'demo', pw = 'demo1234') {
      await submitLogin(id, pw);
      await closeAlert('Login successful!');
    },
    /** Deposits the amount choice named `label` (e.g. 'CN¥500') and closes the success alert. */
    async deposit(label: string) {
      await bar.getByRole('button', { name: 'Deposit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deposit' });
      await dialog.getByRole('radio', { name: label }).check();
      await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
      await closeAlert('Deposit successful!');
    },
  };
}
