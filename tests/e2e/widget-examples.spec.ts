import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { serveStatic } from '../../examples/serve.mjs';
import { expect, startWalletServer, test } from './fixtures.ts';
import { playerOf } from './player.ts';

/*
 * The examples of examples/, served as `npm run examples` serves them (each on its own origin)
 * against a fresh wallet server: log in and deposit in each.
 */

const examples = fileURLToPath(new URL('../../examples/', import.meta.url));
const bar = (page: Page) => page.locator('ky-wallet').first().locator('[part~="bar"]');
const player = (page: Page) => playerOf(page, bar(page));

test('plain-html: script tag from another origin, attributes, age gate, event log', async ({ page }) => {
  let walletUrl = '';
  const host = await serveStatic(join(examples, 'plain-html'), { walletUrl: () => walletUrl });
  const wallet = await startWalletServer({ KY_ALLOWED_ORIGINS: host.url });
  walletUrl = wallet.url;
  try {
    await page.goto(host.url);
    const gate = page.getByRole('dialog', { name: 'Age verification' });
    await gate.getByRole('button', { name: 'Yes, I am over 18' }).click();
    await expect(gate).toBeHidden();

    await player(page).logIn();
    await player(page).deposit('CN¥50');
    await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥50.00');

    const log = page.locator('#event-log');
    await expect(log).toContainText('ky-deposit {"amount":50,"balance":50,"currency":"cny"}');
    await expect(log).toContainText('ky-login {"name":"demo","alliance":"kygaming","currency":"cny"}');
    await expect(log).toContainText('ky-age {"confirmed":true}');
    await expect(log).toContainText('ky-ready {}');
  } finally {
    await wallet.stop();
    await host.stop();
  }
});

test('react-host: <KyWallet> and useWalletSession() from the bundler entry', async ({ page }) => {
  test.slow();
  const outDir = await mkdtemp(join(tmpdir(), 'ky-react-host-'));
  const host = await serveStatic(outDir);
  const wallet = await startWalletServer({ KY_ALLOWED_ORIGINS: host.url });
  try {
    // Built as an operator would build it, pointed at this test's wallet server.
    process.env.VITE_KY_API_BASE = wallet.url;
    await build({
      root: join(examples, 'react-host'),
      configFile: join(examples, 'react-host/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });

    await page.goto(host.url);
    await expect(page.getByTestId('events')).toContainText('ready');
    await expect(page.getByTestId('session')).toHaveText('Not logged in');
    await player(page).logIn();
    await expect(page.getByTestId('session')).toHaveText('demo: 0 CNY');

    await player(page).deposit('CN¥20');
    await expect(page.getByTestId('session')).toHaveText('demo: 20 CNY');
    await expect(page.getByTestId('events')).toContainText('deposit 20 → 20');

    // Props stay live: the language switch re-renders the element in place.
    await page.getByLabel('Language').selectOption('de-CH');
    await expect(bar(page).getByRole('button', { name: 'Einzahlen' })).toBeVisible();
    await page.getByRole('button', { name: "Deposit 10 through the element's method" }).click();
    await player(page).closeAlert('Einzahlung erfolgreich!');
    await expect(page.getByTestId('session')).toHaveText('demo: 30 CNY');
  } finally {
    await wallet.stop();
    await host.stop();
    await rm(outDir, { recursive: true, force: true });
  }
});
