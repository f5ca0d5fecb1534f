import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { GameWalletClient, generatePrivateKeyPem, privateKeyFromPem, publicKeyBase64 } from '@ky-wallet/games';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, startWalletServer, test } from './fixtures.ts';
import { playerOf } from './player.ts';

/*
 * Real rounds in the history, as a player sees them on /history and /records:
 * a test game server plays rounds through the signed game API of a real wallet server (the same
 * client our own game server uses), then the player reads, filters and opens them in Chromium.
 * Also /balance's deposit confirmation and its refresh failure (part 6).
 */

const KEY_ID = 'e2e-game-server';
const privateKey = privateKeyFromPem(generatePrivateKeyPem());

let server: Awaited<ReturnType<typeof startWalletServer>>;
test.beforeEach(async () => {
  server = await startWalletServer({ KY_GAME_SERVER_KEYS: `${KEY_ID}:${publicKeyBase64(privateKey)}` });
});
test.afterEach(async () => {
  await server.stop();
});

// What lies behind the wallet's age gate is under test here, not the gate (fixtures.ts).
test.use({ ageConfirmed: true });

const bar = (page: Page) => page.locator('header ky-wallet').locator('[part~="bar"]');

async function api(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  return json.data;
}

const PROOF = { server_seed_hash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', client_seed: 'e2e-seed', nonce: 7 };

/**
 * The demo player deposits 100, then a game server plays: a settled dice round that wins 19.80 on
 * 10, a wheel round it rolls back, and a mines round left open (a crash between bet and win).
 */
async function playRounds() {
  const client = new GameWalletClient({ walletUrl: server.url, key: { id: KEY_ID, privateKey } });
  const { token } = (await api('/api/getLocalData', { type: 'login', rule: { id: 'demo', pw: 'demo1234' } })) as { token: string };
  await api('/api/getData', { type: 'deposit', rule: { amount: 100 } }, token, { 'idempotency-key': randomUUID() });
  async function session(game: string) {
    const { url } = (await api('/api/getData', { type: 'getGameUrl', rule: { game } }, token)) as { url: string };
    const answer = await client.session(new URL(url, server.url).searchParams.get('launch') ?? '');
    return { token: answer.token, user: 'demo', game, currency: 'cny' };
  }
  const dice = await session('original-dice');
  const diceBet = randomUUID();
  // The steps so far with each movement, as our game server sends them (`actions`).
  const placed = { type: 'bet', amount: 1_000, at: Date.now() };
  await client.bet({
    ...dice,
    transaction_uuid: diceBet,
    round: 'dice-r1',
    amount: 1_000,
    meta: { actions: [placed], params: { direction: 'under', target: 4950 }, proof: PROOF },
  });
  await client.win({
    ...dice,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: diceBet,
    round: 'dice-r1',
    amount: 1_980,
    round_closed: true,
    meta: { actions: [placed, { type: 'roll', result: 2317, won: true, at: Date.now() }], outcome: { result: 2317, won: true } },
  });

  const wheel = await session('original-wheel');
  const wheelBet = randomUUID();
  await client.bet({ ...wheel, transaction_uuid: wheelBet, round: 'wheel-r1', amount: 500 });
  await client.rollback({ ...wheel, transaction_uuid: randomUUID(), reference_transaction_uuid: wheelBet, round: 'wheel-r1', round_closed: true });

  const mines = await session('original-mines');
  await client.bet({ ...mines, transaction_uuid: randomUUID(), round: 'mines-r1', amount: 300, meta: { params: { mines: 3 } } });
}

/** Logs the demo player in on the home page (no login_first alert there), then opens `path`. */
async function logIn(page: Page, path: string) {
  await page.goto(`${server.url}/`);
  await expect(bar(page)).toBeVisible();
  await playerOf(page, bar(page)).logIn();
  await page.goto(server.url + path);
}

const caption = 'Your transactions, newest first';

test.describe('given rounds played through the game API', () => {
  test('the history lists them beside the deposit, newest first, each with its translated state', async ({ page }) => {
    await playRounds();
    await logIn(page, '/history');
    const table = page.getByRole('table', { name: caption });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText('Mines');
    await expect(rows.nth(1)).toContainText('Open');
    await expect(rows.nth(2)).toContainText('Lucky Wheel');
    await expect(rows.nth(2)).toContainText('Refunded');
    await expect(rows.nth(3)).toContainText('Dice');
    await expect(rows.nth(3)).toContainText('Settled');
    await expect(rows.nth(4)).toContainText('Deposit');
    // Dice: bet 10, win 19.80, payout 1.98x, +9.80, balance after the round 109.80.
    await expect(rows.nth(3).getByRole('cell')).toHaveText([
      /\d{4}/,
      // The transaction's own id under Transaction, the round's under Round (SPEC.md section 3).
      /^Dice\s*\S+$/,
      'dice-r1',
      'CN¥10.00',
      'CN¥19.80',
      '1.98×',
      '+CN¥9.80',
      'CN¥109.80',
      'Settled',
      /Details/,
    ]);
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    // balance_current: what the wallet holds now (the open mines bet of 3 is taken).
    await expect(page.getByText('Balance now: CN¥106.80')).toBeVisible();
    await expect(bar(page).locator('[part~="balance-amount"]')).toHaveText('CN¥106.80');

    // Every place the spec shows the history shows the rounds too.
    for (const path of ['/records', '/records2', '/history1', '/history2', '/history copy']) {
      await page.goto(server.url + path);
      await expect(page.getByRole('table', { name: caption }).getByRole('row')).toHaveCount(5);
    }
    await expect(page).toHaveURL(`${server.url}/history`);
  });

  test('filters by game and date through the URL, which can be shared', async ({ page }) => {
    await playRounds();
    await logIn(page, '/history');
    const table = page.getByRole('table', { name: caption });
    await expect(table.getByRole('row')).toHaveCount(5);
    const filters = page.getByRole('form', { name: 'Filter the history' });
    await filters.getByLabel('Game').selectOption({ label: 'Dice' });
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(`${server.url}/history?game=original-dice`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('dice-r1');

    // The same URL in a new tab (a session of its own: log in there) shows the same list.
    const shared = await page.context().newPage();
    await shared.goto(`${server.url}/history?game=original-dice`);
    await shared.getByRole('alertdialog').getByRole('button', { name: 'Log in' }).click();
    const login = shared.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Account').fill('demo');
    await login.getByLabel('Password').fill('demo1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await playerOf(shared, bar(shared)).closeAlert('Login successful!');
    await expect(shared).toHaveURL(`${server.url}/history?game=original-dice`);
    await expect(shared.getByRole('table', { name: caption }).getByRole('row')).toHaveCount(2);
    await expect(shared.getByRole('form', { name: 'Filter the history' }).getByLabel('Game')).toHaveValue('original-dice');
    await shared.close();

    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    await page.goto(`${server.url}/history?from=${today}&to=${today}`);
    await expect(table.getByRole('row')).toHaveCount(5);
    // A range out of order or in the future is stopped, and explained in the site's language.
    const from = filters.getByLabel('From');
    const to = filters.getByLabel('To');
    const message = (field: typeof from) => field.evaluate((input: HTMLInputElement) => input.validationMessage);
    await to.fill('2026-01-10');
    await from.fill('2026-01-20');
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => message(from)).toBe('The start date must be on or before the end date.');
    await from.fill('2026-01-05');
    await expect.poll(() => message(from)).toBe('');
    await to.fill('2999-01-01');
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => message(to)).toBe('Choose a date up to today.');
    // A date typed half-way (the browser's badInput, which no change event reports) too.
    await to.fill(today);
    await from.fill('');
    await from.focus();
    await page.keyboard.type('01');
    await expect.poll(() => from.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => message(from)).toBe('Enter a complete date.');
    await expect(page).toHaveURL(`${server.url}/history?from=${today}&to=${today}`);
    await page.goto(`${server.url}/history?to=2020-01-31`);
    await expect(page.getByText('No transactions match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${server.url}/history`);
    await expect(table.getByRole('row')).toHaveCount(5);
  });

  test("opens a round by keyboard: its fields, movements, actions and fairness proof; Escape closes it", async ({ page }) => {
    await playRounds();
    await logIn(page, '/history');
    const row = page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: 'dice-r1' });
    const details = row.getByRole('button', { name: /^Details/ });
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Dice round' });
    await expect(dialog).toBeVisible();
    const summary = dialog.getByRole('region', { name: 'Summary' });
    for (const text of ['dice-r1', 'Settled', 'Opening bet', 'CN¥10.00', 'Wager', 'Last win', 'CN¥19.80', 'Total win', '1.98×', 'Balance after the round', 'CN¥109.80', 'Balance now', 'CN¥106.80', 'CNY', 'Parent round', 'None']) {
      await expect(summary).toContainText(text);
    }
    const movements = dialog.getByRole('table', { name: 'Every bet, win and refund of this round' });
    await expect(movements.getByRole('row')).toHaveCount(3);
    await expect(movements.getByRole('row').nth(1)).toContainText('Bet');
    await expect(movements.getByRole('row').nth(1)).toContainText('-CN¥10.00');
    await expect(movements.getByRole('row').nth(2)).toContainText('+CN¥19.80');
    await expect(dialog.getByRole('region', { name: 'What happened' })).toContainText('Your choices');
    const verify = dialog.getByRole('link', { name: 'Verify this round' });
    const href = new URL((await verify.getAttribute('href')) ?? '', server.url);
    expect(href.pathname).toBe('/fairness');
    expect(Object.fromEntries(href.searchParams)).toEqual({ game: 'original-dice', ...PROOF, nonce: '7' });

    expect(await axeViolations(page, { include: 'dialog', tags: WCAG_AA })).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  test('on a 1,280 px screen the table fits in English and Swiss German, and a long id shows its end', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await playRounds();
    await logIn(page, '/history');
    for (const [path, name] of [
      ['/history', caption],
      ['/de-ch/history', 'Ihre Transaktionen, die neuesten zuerst'],
    ] as const) {
      await page.goto(server.url + path);
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('row')).toHaveCount(5);
      // Every column in view: no sideways scroll, the Details buttons inside the box.
      const scroller = page.getByRole('region', { name });
      const [scrollWidth, clientWidth] = await scroller.evaluate((box) => [box.scrollWidth, box.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // The date above the time of day, each unbroken: two lines, not one, not four.
      const time = table.getByRole('row').nth(3).locator('time');
      const [height, lineHeight] = await time.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight)]);
      expect(height / lineHeight).toBeCloseTo(2, 0);
    }
    // The dice bet's transaction id (a UUID, wider than its column): the character at the box's
    // right edge is the id's last, so rows whose time-ordered ids share their start tell apart.
    const id = page.getByRole('table').getByRole('row').nth(3).getByTitle(/^[0-9a-f-]{36}$/);
    const shownAtRightEdge = await id.evaluate((box) => {
      const { right, top, height } = box.getBoundingClientRect();
      const range = document.caretRangeFromPoint(right - 2, top + height / 2);
      return { offset: range?.startOffset, length: box.textContent?.length };
    });
    expect(shownAtRightEdge.offset).toBeGreaterThanOrEqual((shownAtRightEdge.length ?? 0) - 1);
    // Narrower than the ten columns need: the rows are cards.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('list', { name: 'Ihre Transaktionen, die neuesten zuerst' }).getByRole('listitem')).toHaveCount(4);
  });

  test('on a 360 px phone a round’s details fit their dialog: every value inside its padding', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await playRounds();
    await logIn(page, '/history');
    const dice = page.getByRole('list', { name: caption }).getByRole('listitem').filter({ hasText: 'dice-r1' });
    await dice.getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Dice round' });
    const happened = dialog.getByRole('region', { name: 'What happened' });
    await expect(happened).toContainText('Your choices');
    // Three columns side by side pushed amounts past the padding (CN¥15.00 showed as CN¥15.0).
    const outside = await dialog.evaluate((element) => {
      const panel = element.querySelector('.round-detail__panel') as HTMLElement;
      const contentRight = panel.getBoundingClientRect().right - parseFloat(getComputedStyle(panel).paddingRight);
      return [...element.querySelectorAll('dd')].filter((dd) => dd.getBoundingClientRect().right > contentRight + 0.5).map((dd) => dd.textContent);
    });
    expect(outside).toEqual([]);
  });

  test('on a 390 px phone the rows are cards: nothing cut off, dates on one line, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await playRounds();
    await logIn(page, '/history');
    await expect(page.getByRole('table', { name: caption })).toBeHidden();
    const cards = page.getByRole('list', { name: caption }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const dice = cards.filter({ hasText: 'dice-r1' });
    await expect(dice).toContainText('+CN¥9.80');
    await expect(dice).toContainText('CN¥109.80');
    // Nothing wider than the screen, so nothing is cut off or needs a sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    // A date and time on one line: one line-height tall.
    const time = dice.locator('time');
    const [height, lineHeight] = await time.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight)]);
    expect(height).toBeLessThan(lineHeight * 1.5);

    await dice.getByRole('button', { name: /^Details/ }).click();
    await expect(page.getByRole('dialog', { name: 'Dice round' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  });

  test('the history and its round read in Traditional Chinese', async ({ page }) => {
    await playRounds();
    await logIn(page, '/zh-tw/history');
    const table = page.getByRole('table', { name: '您的交易，最新的在最前面' });
    await expect(table.getByRole('row').nth(1)).toContainText('進行中');
    await expect(table.getByRole('row').nth(2)).toContainText('已退款');
    await expect(table.getByRole('row').nth(3)).toContainText('已結算');
  });
});

test.describe('given the wallet page', () => {
  test('Refresh balance says so when the wallet answers 500, and works again after', async ({ page }) => {
    await logIn(page, '/balance');
    let failing = true;
    await page.route('**/api/getData', async (route) => {
      const body = route.request().postDataJSON() as { type?: string };
      if (failing && body.type === 'getBalance') {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"boom"}}' });
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your balance could not be refreshed. Please try again.' })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Balance updated: CN¥0.00.' })).toBeVisible();
    await expect(page.getByText('Your balance could not be refreshed. Please try again.')).toBeHidden();
  });

  test('a deposit button asks for confirmation in the deposit dialog; Cancel moves no money', async ({ page }) => {
    await logIn(page, '/balance');
    await page.getByRole('button', { name: 'Deposit CN¥5,000.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog.getByRole('radio', { name: 'CN¥5,000' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'CN¥5,000' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('site-balance')).toHaveText('CN¥0.00');
    await page.getByRole('link', { name: 'See your transaction history' }).click();
    await expect(page.getByText('No transactions yet. Your deposits and game rounds will appear here.')).toBeVisible();
  });
});
