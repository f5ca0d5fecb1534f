import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { openSqlite } from '@ky-wallet/games/sqlite-driver';
import { gameChunks } from '../../bench/game-chunks.mjs';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, startWalletServer, test } from './fixtures.ts';
import { playerOf } from './player.ts';

/*
 * The originals as a player meets them, against the real server (wallet, game API and game
 * server in one process, as `npm start` runs them): launch from /getGameUrl, play by keyboard,
 * see the header's wallet, the history and the ledger agree; play for fun without touching the
 * wallet; verify a played round on /fairness after rotating the seed pair.
 */

// What lies behind the wallet's age gate is under test here, not the gate (fixtures.ts).
test.use({ ageConfirmed: true });

const bar = (page: Page) => page.locator('header ky-wallet').locator('[part~="bar"]');
const headerBalance = (page: Page) => page.locator('header ky-wallet [part~="balance-amount"]');

interface Round {
  kind: string;
  game?: string;
  state?: string;
  total_bet?: number;
  total_win?: number;
  amount?: number;
  balance_current: number;
}

/** The player's history through the header's element (its public API), newest first. */
function history(page: Page): Promise<{ rows: Round[]; total: number }> {
  return page.evaluate(() =>
    (document.querySelector('ky-wallet') as unknown as { history(options: object): Promise<{ rows: Round[]; total: number }> }).history({
      pageSize: 100,
    }),
  );
}

let dataDir: string;
let server: Awaited<ReturnType<typeof startWalletServer>>;
test.beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ky-games-'));
  server = await startWalletServer({ DATA_DIR: dataDir });
});
test.afterEach(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The wallet's own books: its balance and the sum of its append-only ledger, in minor units. */
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

async function logInAndDeposit(page: Page) {
  await page.goto(`${server.url}/balance`);
  await expect(bar(page)).toBeVisible();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('To provide a better experience, please log in first');
  await alert.getByRole('button', { name: 'Close' }).click();
  const player = playerOf(page, bar(page));
  await player.logIn();
  await player.deposit('CN¥500');
  await expect(headerBalance(page)).toHaveText('CN¥500.00');
}

test('launch dice from /getGameUrl, play 10 rounds by keyboard: the wallet, the history and the ledger agree', async ({ page }) => {
  await logInAndDeposit(page);

  await page.goto(`${server.url}/getGameUrl?game=original-dice`);
  // The launch replaces itself with the game, and the single-use code leaves the address.
  await expect(page).toHaveURL(`${server.url}/play/original-dice`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play Dice');
  await expect(page.getByText('Real money')).toBeVisible();
  await expect(page.getByTestId('game-balance')).toHaveText('CN¥500.00');

  await page.getByLabel('Bet (CNY)').fill('5');
  await page.getByRole('button', { name: 'Roll' }).focus();
  for (let round = 1; round <= 10; round++) {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('nonce')).toHaveText(String(round));
  }
  await expect(page.getByTestId('recent-results').getByRole('listitem')).toHaveCount(10);

  // One balance everywhere: the game's, the header's wallet (refreshed once per round), the ledger.
  const gameBalance = (await page.getByTestId('game-balance').textContent()) ?? '';
  await expect(headerBalance(page)).toHaveText(gameBalance);
  const books = ledger();
  expect(books.sum).toBe(books.balance);
  expect(books.kinds).toMatchObject({ deposit: 1, bet: 10, win: 10 });
  expect(gameBalance).toBe(`CN¥${(books.balance / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);

  const { rows, total } = await history(page);
  expect(total).toBe(11);
  const rounds = rows.filter((row) => row.kind === 'round');
  expect(rounds).toHaveLength(10);
  for (const round of rounds) expect(round).toMatchObject({ game: 'original-dice', state: 'closed', total_bet: 5 });
  const net = rounds.reduce((sum, round) => sum + (round.total_win ?? 0) - (round.total_bet ?? 0), 0);
  expect(Math.round((500 + net) * 100)).toBe(books.balance);
  expect(rows[0]?.balance_current).toBe(books.balance / 100);

  // A reload keeps the session (sessionStorage) and the seed pair's nonce.
  await page.reload();
  await expect(page.getByTestId('game-balance')).toHaveText(gameBalance);
  await expect(page.getByTestId('nonce')).toHaveText('10');
});

test('fun mode plays with play money: the wallet and its ledger do not move', async ({ page }) => {
  await logInAndDeposit(page);
  await page.goto(`${server.url}/pratique`);
  await expect(page.locator('[data-game]')).toHaveCount(PLAYABLE_GAME_IDS.length);
  await page.getByRole('link', { name: 'Play for fun: Dice' }).click();
  await expect(page).toHaveURL(`${server.url}/play/original-dice?mode=fun`);
  await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
  await expect(page.getByText('Play money').first()).toBeVisible();

  // Space outside any field rolls.
  await page.getByRole('heading', { level: 1 }).click();
  for (let round = 1; round <= 3; round++) {
    await page.keyboard.press('Space');
    await expect(page.getByTestId('nonce')).toHaveText(String(round));
  }
  await expect(page.getByTestId('game-balance')).not.toHaveText('CN¥1,000.00');
  await expect(headerBalance(page)).toHaveText('CN¥500.00');
  expect(ledger()).toMatchObject({ balance: 50_000, sum: 50_000, kinds: { deposit: 1 } });
  expect((await history(page)).total).toBe(1);
});

test("a game page loads its own game's code and no other's", async ({ page }) => {
  const chunks = gameChunks();
  const own = (folder: string) => chunks.find((chunk) => chunk.client.startsWith(`${folder}/`))?.files ?? [];
  for (const [folder, game] of [
    ['slot-golden-tiger', 'slot-golden-tiger'],
    ['scratch-mahjong-n', 'scratch-mahjong-n'],
    ['dice', 'original-dice'],
  ] as const) {
    const scripts: string[] = [];
    const listen = (response: { url(): string }) => scripts.push(new URL(response.url()).pathname.slice(1));
    page.on('response', listen);
    await page.goto(`${server.url}/play/${game}?mode=fun`);
    await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
    page.off('response', listen);
    expect(own(folder).length).toBeGreaterThan(0);
    for (const file of own(folder)) expect(scripts).toContain(file);
    const others = chunks.filter((chunk) => !chunk.client.startsWith(`${folder}/`)).flatMap((chunk) => chunk.files);
    expect(scripts.filter((file) => others.includes(file))).toEqual([]);
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a spun wheel does not widen the page', async ({ page }) => {
    await page.goto(`${server.url}/play/original-wheel?mode=fun`);
    await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (let spin = 1; spin <= 2; spin++) {
      await page.locator('.game-play-button').tap();
      await expect(page.getByTestId('nonce')).toHaveText(String(spin));
      // The disc turns to its segment in a transition (none when it stays where it was): look
      // once whatever runs has finished.
      await page.locator('svg.wheel__disc').evaluate((disc) => Promise.all(disc.getAnimations().map((animation) => animation.finished)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });

  test("a refused bet's error is brought into view, a screen above the play button", async ({ page }) => {
    await page.goto(`${server.url}/play/original-dice?mode=fun`);
    await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
    await page.getByLabel(/^Bet/).fill('2000');
    const button = page.locator('.game-play-button');
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const alert = page.locator('.game-layout__error');
    await expect(alert).toContainText('Your balance is too low for this bet.');
    await expect(alert).toBeInViewport();
  });
});

test('the fairness page recomputes a played round once its seed pair is rotated', async ({ page }) => {
  await page.goto(`${server.url}/play/original-dice?mode=fun`);
  await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
  const hash = (await page.getByTestId('server-seed-hash').textContent()) ?? '';
  await page.getByLabel('Client seed').fill('e2e client seed');
  // A new client seed takes effect with a new pair: rotate, then roll with it.
  await page.getByRole('button', { name: 'Rotate seed pair' }).click();
  await expect(page.getByTestId('revealed-seed')).toContainText(hash);
  const pairHash = (await page.getByTestId('server-seed-hash').textContent()) ?? '';
  await page.getByRole('button', { name: 'Roll' }).click();
  await expect(page.getByTestId('nonce')).toHaveText('1');
  const rolled = (await page.getByTestId('dice-result').textContent()) ?? '';

  // Still secret: the proof link carries the hash only, and the page says the seed is secret.
  const proofLink = page.getByTestId('recent-results').getByRole('link', { name: 'Proof of round 0' });
  const hashOnly = new URL((await proofLink.getAttribute('href')) ?? '', server.url).href;
  expect(new URL(hashOnly).searchParams.get('server_seed')).toBeNull();
  const secret = await page.context().newPage();
  await secret.goto(hashOnly);
  await expect(secret.getByText(/The server seed of this round is still secret\./)).toBeVisible();
  await secret.close();
  await page.getByRole('button', { name: 'Rotate seed pair' }).click();
  await expect(page.getByTestId('revealed-seed')).toContainText(pairHash);
  await page.getByTestId('recent-results').getByRole('link', { name: 'Verify round 0' }).click();

  const verified = async (fairness: Page) => {
    await expect(fairness).toHaveURL(/\/fairness\?game=original-dice&server_seed=[0-9a-f]+&server_seed_hash=/);
    await expect(fairness.getByTestId('fair-outcome')).toContainText(rolled);
    await expect(fairness.getByTestId('fair-hash')).toHaveText(pairHash);
    await expect(fairness.getByTestId('fair-hash-check')).toHaveText('It matches the hash shown before the round: the seed was fixed in advance.');
    await expect(fairness.getByLabel('Client seed')).toHaveValue('e2e client seed');
  };
  await verified(page);
  // The hash-only link (as the history gives) now finds the revealed seed by itself, in a tab
  // that never saw the rotation.
  const later = await page.context().newPage();
  await later.goto(hashOnly);
  await verified(later);
  await later.close();
});

test('in forced colours the chosen option still stands out (backgrounds are dropped there)', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`${server.url}/play/original-dice?mode=fun`);
  await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
  const { canvas, chosen, others } = await page.locator('.choice-chip').evaluateAll((labels) => {
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'Canvas';
    const page = background(probe);
    probe.remove();
    const spans = labels.map((label) => ({
      checked: (label.querySelector('input') as HTMLInputElement).checked,
      color: background(label.querySelector('span') as HTMLElement),
    }));
    return {
      canvas: page,
      chosen: spans.filter((span) => span.checked).map((span) => span.color),
      others: spans.filter((span) => !span.checked).map((span) => span.color),
    };
  });
  // The chosen chip is filled with a colour that is not the page's; the others are not filled.
  expect(chosen).toHaveLength(1);
  expect(chosen[0]).not.toBe(canvas);
  expect(chosen[0]).not.toMatch(/rgba\(.*, 0\)$/);
  for (const color of others) expect(color === canvas || /rgba\(.*, 0\)$/.test(color)).toBe(true);
});

test.describe('axe', () => {
  const violations = (page: Page) => axeViolations(page, { tags: WCAG_AA });

  for (const game of ['original-dice', 'original-mines', 'original-wheel']) {
    test(`/play/${game} in fun mode, before and after a round, has no violations`, async ({ page }) => {
      await page.goto(`${server.url}/play/${game}?mode=fun`);
      await expect(page.getByTestId('game-balance')).toHaveText('CN¥1,000.00');
      await expect(bar(page)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.locator('.game-play-button').click();
      await expect(page.getByTestId('nonce')).toHaveText('1');
      await expect(page.getByTestId('game-status')).not.toHaveText('');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('/play/original-dice without a launch has no violations', async ({ page }) => {
    await page.goto(`${server.url}/play/original-dice`);
    await expect(page.getByRole('heading', { name: 'Launch the game from your wallet' })).toBeVisible();
    await expect(bar(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const path of ['/fairness', '/fairness?game=original-dice&server_seed=abc&client_seed=x&nonce=2', '/fairness?game=original-wheel&server_seed=abc&client_seed=x&nonce=2&risk=high', '/fairness?game=original-mines&server_seed=abc&client_seed=x&nonce=2&mines=3', '/pratique', '/de-ch/pratique']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(server.url + path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bar(page)).toBeVisible();
      if (path.includes('server_seed')) await expect(page.getByTestId('fair-outcome')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
