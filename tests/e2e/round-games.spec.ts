import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openSqlite } from '@ky-wallet/games/sqlite-driver';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, startWalletServer, test } from './fixtures.ts';
import { playerOf } from './player.ts';

/*
 * The games on the round API as a player meets them, against the real server: launched from
 * /getGameUrl for real money, played by keyboard, the header's wallet, the history (with the
 * round drawn as it fell) and the ledger agreeing; played for fun; verified on /fairness once the
 * seed pair is rotated; axe-clean at 1280 and 390 px.
 */

test.use({ ageConfirmed: true });

/** How a test plays one whole round of a game, by keyboard, once its page is open. */
interface GamePlay {
  id: string;
  name: string;
  /** Plays a round to its end; resolves when its result shows. */
  playRound(page: Page): Promise<void>;
}

const GAMES: GamePlay[] = [
  {
    id: 'scratch-fortune-n',
    name: 'God of Fortune',
    async playRound(page) {
      await page.getByRole('button', { name: /^Buy a ticket/ }).press('Enter');
      await expect(page.getByRole('button', { name: /^Spot 1 / })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Spot 1 .*: / })).toBeVisible();
      await page.getByRole('button', { name: 'Scratch all' }).press('Enter');
      await expect(page.getByTestId('scratch-prize')).toBeVisible();
    },
  },
  {
    id: 'scratch-houyi-n',
    name: 'Hou Yi Shoots the Suns',
    async playRound(page) {
      await page.getByRole('button', { name: /^Buy a ticket/ }).press('Enter');
      await expect(page.getByRole('button', { name: /^Sun 1$/ })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Sun 1: / })).toBeVisible();
      await page.getByRole('button', { name: 'Draw the Bow' }).press('Enter');
      await expect(page.getByTestId('scratch-prize')).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    id: 'scratch-mahjong-n',
    name: 'Mahjong Scratch',
    async playRound(page) {
      await page.getByRole('button', { name: /^Buy a ticket/ }).press('Enter');
      await expect(page.getByRole('button', { name: /^Hand tile 1$/ })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Hand tile 1: / })).toBeVisible();
      await page.getByRole('button', { name: 'Reveal All' }).press('Enter');
      await expect(page.getByTestId('scratch-prize')).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    id: 'scratch-encounter-n',
    name: 'Encounter',
    async playRound(page) {
      await page.getByRole('button', { name: /^Buy a ticket/ }).press('Enter');
      await expect(page.getByRole('button', { name: /^Altair, the Cowherd star$/ })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Altair, the Cowherd star: / })).toBeVisible();
      await page.getByRole('button', { name: 'Reveal All' }).press('Enter');
      await expect(page.getByTestId('scratch-prize')).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    id: 'scratch-year-of-dragon-n',
    name: 'Year of the Dragon Scratch',
    async playRound(page) {
      await page.getByRole('button', { name: /^Buy a ticket/ }).press('Enter');
      await expect(page.getByRole('button', { name: /^Spot 1 / })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Spot 1 .*: / })).toBeVisible();
      await page.getByRole('button', { name: 'Reveal All' }).press('Enter');
      await expect(page.getByTestId('scratch-prize')).toBeVisible();
    },
  },
  { id: 'slot-fortune-fafafa', name: 'Fortune FaFaFa', playRound: playSlotRound },
  { id: 'slot-32d-cleopatra', name: 'Cleopatra 32', playRound: playSlotRound },
  { id: 'slot-gold-digger', name: 'Gold Digger', playRound: playSlotRound },
  { id: 'slot-golden-tiger', name: 'Golden Tiger', playRound: playSlotRound },
  { id: 'slot-lucky-panda', name: 'Lucky Panda', playRound: playSlotRound },
  { id: 'slot-monkeyking', name: 'Monkey King', playRound: playSlotRound },
  { id: 'slot-three-kingdoms', name: 'Three Kingdoms', playRound: playSlotRound },
];

/**
 * A slot round by keyboard, whatever the seed deals: Spin, then what the round asks the player
 * for (Three Kingdoms' choice of a kingdom, Gold Digger's rocks: Auto Pick) until its win shows.
 * Free games and Hold & Win play out by themselves, some seconds long.
 */
async function playSlotRound(page: Page) {
  await page.getByRole('button', { name: 'Spin' }).press('Enter');
  const win = page.getByTestId('slot-win');
  const asked = page.getByRole('button', { name: /^(Wei \(Cao Cao\) |Auto Pick$)/ });
  await expect(win.filter({ hasText: /^Round win: / }).or(asked)).toBeVisible({ timeout: 30_000 });
  if (await asked.isVisible()) await asked.press('Enter');
  await expect(win).toHaveText(/^Round win: /, { timeout: 30_000 });
}

const headerBalance = (page: Page) => page.locator('header ky-wallet [part~="balance-amount"]');
const bar = (page: Page) => page.locator('header ky-wallet').locator('[part~="bar"]');

let dataDir: string;
let server: Awaited<ReturnType<typeof startWalletServer>>;
test.beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ky-rounds-'));
  server = await startWalletServer({ DATA_DIR: dataDir });
});
test.afterEach(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function ledger(): { balance: number; sum: number; kinds: Record<string, number> } {
  const db = openSqlite(join(dataDir, 'ky-wallet.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const balance = (db.prepare('SELECT balance FROM wallets').get() as { balance: number }).balance;
    const sum = (db.prepare('SELECT COALESCE(SUM(amount), 0) AS sum FROM transactions').get() as { sum: number }).sum;
    const kinds = Object.fromEntries(
      (db.prepare('SELECT kind, COUNT(*) AS n FROM transactions GROUP BY kind').all() as { kind: string; n: number }[]).map((row) => [row.kind, row.n]),
    );
    return { balance, sum, kinds };
  } finally {
    db.close();
  }
}

const money = (minor: number) => `CN¥${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

for (const game of GAMES) {
  test.describe(game.name, () => {
    test('launched with real money and played by keyboard: the game, the wallet, the ledger and the history agree', async ({ page }) => {
      await page.goto(`${server.url}/balance`);
      await expect(bar(page)).toBeVisible();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
      const player = playerOf(page, bar(page));
      await player.logIn();
      await player.deposit('CN¥500');
      await expect(headerBalance(page)).toHaveText('CN¥500.00');

      await page.goto(`${server.url}/getGameUrl?game=${game.id}`);
      await expect(page).toHaveURL(`${server.url}/play/${game.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Play ${game.name}`);
      await expect(page.getByTestId('game-balance')).toHaveText('CN¥500.00');
      for (let round = 1; round <= 2; round++) {
        await game.playRound(page);
        await expect(page.getByTestId('nonce')).toHaveText(String(round));
      }

      const books = ledger();
      expect(books.sum).toBe(books.balance);
      expect(books.kinds).toMatchObject({ deposit: 1, bet: 2, win: 2 });
      await expect(page.getByTestId('game-balance')).toHaveText(money(books.balance));
      await expect(headerBalance(page)).toHaveText(money(books.balance));

      // The history draws the round as it fell.
      await page.goto(`${server.url}/history`);
      const table = page.getByRole('table', { name: 'Your transactions, newest first' });
      await table.getByRole('button', { name: /^Details/ }).first().click();
      const dialog = page.getByRole('dialog', { name: `${game.name} round` });
      await expect(dialog.getByRole('heading', { name: 'As it fell' })).toBeVisible();
      await expect(dialog.locator('.round-picture')).toBeVisible();
    });

    test('played for fun, then verified on /fairness once the pair is rotated', async ({ page }) => {
      await page.goto(`${server.url}/play/${game.id}?mode=fun`);
      await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
      await game.playRound(page);
      await expect(page.getByTestId('nonce')).toHaveText('1');
      const pairHash = (await page.getByTestId('server-seed-hash').textContent()) ?? '';
      await page.getByRole('button', { name: 'Rotate seed pair' }).click();
      await expect(page.getByTestId('revealed-seed')).toContainText(pairHash);
      await page.getByTestId('recent-results').getByRole('link', { name: 'Verify round 0' }).click();
      await expect(page).toHaveURL(new RegExp(`/fairness\\?game=${game.id}&server_seed=[0-9a-f]+&`));
      await expect(page.getByTestId('fair-hash-check')).toHaveText('It matches the hash shown before the round: the seed was fixed in advance.');
      await expect(page.getByTestId('fair-outcome').locator('.round-picture')).toBeVisible();
      await expect(page.getByRole('heading', { name: `${game.name}: from the numbers to the outcome` })).toBeVisible();
      expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    });

    for (const width of [1280, 390]) {
      test(`is axe-clean before and after a round at ${width} px, with reduced motion`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${server.url}/play/${game.id}?mode=fun`);
        await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
        expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
        await game.playRound(page);
        expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}
