import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, startWalletServer, stopServer, test } from './fixtures.ts';

/*
 * What an operator relies on when embedding the script build (`/widget/ky-wallet.js`, preact) on
 * its own origin: strict CSP, double loading, early properties, live attributes, shared session,
 * a host page left alone, retries, theming, stacking and the age gate.
 */

type Files = Record<string, string>;

/** What these tests use of the element inside the page (the page has its own copy of the class). */
interface WalletElement extends HTMLElement {
  config: { depositAmounts: readonly number[]; currency: string };
  theme: string;
  openLogin(): Promise<void>;
}

/**
 * An operator's site on its own origin. `files(walletUrl)` maps paths to HTML, JS or CSS (by
 * extension); `headers` go on every answer. The wallet server allows this origin (CORS).
 */
async function startOperator(files: (walletUrl: string) => Files, headers: (walletUrl: string) => Record<string, string> = () => ({})) {
  let walletUrl = '';
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const body = files(walletUrl)[path];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.css') ? 'text/css' : 'text/html';
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, ...headers(walletUrl) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const wallet = await startWalletServer({ KY_ALLOWED_ORIGINS: url });
  walletUrl = wallet.url;
  return {
    url,
    walletUrl,
    async stop() {
      await wallet.stop();
      await stopServer(server);
    },
  };
}

const page = (walletUrl: string, body: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Operator</title>${head}
<script type="module" src="${walletUrl}/widget/ky-wallet.js"></script></head>
<body><main><h1>Operator lobby</h1>${body}</main></body></html>`;

const bar = (p: Page, index = 0) => p.locator('ky-wallet').nth(index).locator('[part~="bar"]');

async function logIn(p: Page, index = 0) {
  await bar(p, index).getByRole('button', { name: 'Log in' }).click();
  const dialog = p.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Account').fill('demo');
  await dialog.getByLabel('Password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await closeAlert(p, 'Login successful!');
}

async function closeAlert(p: Page, text: string) {
  const alert = p.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
}

async function deposit(p: Page, label: string, index = 0) {
  await bar(p, index).getByRole('button', { name: 'Deposit' }).click();
  const dialog = p.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('radio', { name: label }).check();
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await closeAlert(p, 'Deposit successful!');
}

/** Uncaught errors of the page. */
function pageErrors(p: Page): Error[] {
  const errors: Error[] = [];
  p.on('pageerror', (error) => errors.push(error));
  return errors;
}

test.describe('under a strict Content-Security-Policy', () => {
  test('logs in, deposits and shows every dialog without one violation', async ({ page: p }) => {
    const operator = await startOperator(
      (wallet) => ({
        '/': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict</title>
<link rel="stylesheet" href="/host.css">
<script type="module" src="${wallet}/widget/ky-wallet.js"></script></head>
<body><main><h1>Strict operator</h1><ky-wallet age-gate deposit-amounts="20,50"></ky-wallet></main></body></html>`,
        '/host.css': 'ky-wallet { --ky-color-primary: #7c2d12; } ky-wallet::part(bar) { border: 1px solid #7c2d12; }',
      }),
      (wallet) => ({
        'content-security-policy': `default-src 'self'; script-src 'self' ${wallet}; style-src 'self'; connect-src ${wallet}`,
      }),
    );
    try {
      // Registered by the browser before any page script, so it sees every violation.
      await p.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`), true);
      });
      const refused: string[] = [];
      p.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
      });
      const errors = pageErrors(p);
      const response = await p.goto(operator.url);
      expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");

      await p.getByRole('dialog', { name: 'Age verification' }).getByRole('button', { name: 'Yes, I am over 18' }).click();
      await bar(p).getByRole('button', { name: 'Deposit' }).click();
      await closeAlert(p, 'To provide a better experience, please log in first');
      await logIn(p);
      await deposit(p, 'CN¥50');
      await expect(bar(p).locator('[part~="balance-amount"]')).toHaveText('CN¥50.00');
      // The widget's own styles apply (constructable stylesheet) and so do the host's (::part).
      await expect(bar(p).getByRole('button', { name: 'Deposit' })).toHaveCSS('background-color', 'rgb(124, 45, 18)');

      expect(await p.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);

      // The detection works: a style attribute is a violation under this policy.
      await p.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color: red">inline</p>'));
      await expect.poll(() => p.evaluate(() => (window as unknown as { violations: string[] }).violations.length)).toBe(1);
    } finally {
      await operator.stop();
    }
  });
});

test.describe('loaded twice, or next to another copy of the module', () => {
  test('never throws; the first definition wins and the element works', async ({ page: p }) => {
    const operator = await startOperator((wallet) => ({
      '/': page(
        wallet,
        `<ky-wallet></ky-wallet>
<script type="module" src="${wallet}/widget/ky-wallet.js"></script>
<script type="module" src="${wallet}/widget/ky-wallet.js?copy=2"></script>
<script type="module" src="/late.js"></script>`,
      ),
      '/late.js': `await import('${wallet}/widget/ky-wallet.js?copy=3');
document.body.insertAdjacentHTML('beforeend', '<ky-wallet></ky-wallet>');`,
    }));
    try {
      const errors = pageErrors(p);
      await p.goto(operator.url);
      await expect(p.locator('ky-wallet')).toHaveCount(2);
      await expect(bar(p, 1)).toBeVisible();
      const copies = await p.evaluate(() =>
        performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/widget/ky-wallet.js')).length,
      );
      expect(copies).toBe(3);
      await bar(p, 1).getByRole('button', { name: 'Deposit' }).click();
      await closeAlert(p, 'To provide a better experience, please log in first');
      expect(errors).toEqual([]);
    } finally {
      await operator.stop();
    }
  });
});

test('properties set before the script loaded are honoured when the element upgrades', async ({ page: p }) => {
  const operator = await startOperator((wallet) => ({
    '/': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Early</title></head>
<body><main><h1>Early properties</h1><ky-wallet id="w"></ky-wallet>
<script type="module" src="/early.js"></script></main></body></html>`,
    '/early.js': `const el = document.getElementById('w');
el.config = { locale: 'de-CH', depositAmounts: [7, 70] };
el.theme = 'dark';
window.upgradedEarly = customElements.get('ky-wallet') !== undefined;
await import('${wallet}/widget/ky-wallet.js');`,
  }));
  try {
    await p.goto(operator.url);
    await expect(bar(p).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(await p.evaluate(() => (window as unknown as { upgradedEarly: boolean }).upgradedEarly)).toBe(false);
    const config = await p.evaluate(() => {
      const el = document.querySelector<WalletElement>('ky-wallet');
      // None of them is left on the instance, hiding the element's accessor.
      const set = ['config', 'theme'];
      return { amounts: el?.config.depositAmounts, theme: el?.theme, own: set.filter((name) => el && Object.hasOwn(el, name)) };
    });
    expect(config).toEqual({ amounts: [7, 70], theme: 'dark', own: [] });
    await expect(bar(p)).toHaveCSS('background-color', 'rgb(31, 41, 55)');
  } finally {
    await operator.stop();
  }
});

test('attributes stay live after mount; an unreachable server is a translated ky-error alert', async ({ page: p }) => {
  const operator = await startOperator((wallet) => ({
    '/': page(wallet, '<ky-wallet></ky-wallet>'),
  }));
  try {
    await p.goto(operator.url);
    await expect(bar(p).getByRole('button', { name: 'Log in' })).toBeVisible();
    await p.evaluate(() => {
      const el = document.querySelector('ky-wallet');
      (window as unknown as { firstBar: unknown }).firstBar = el?.shadowRoot?.querySelector('[part~="bar"]');
      const seen: unknown[] = [];
      (window as unknown as { errors: unknown[] }).errors = seen;
      document.addEventListener('ky-error', (event) => seen.push((event as CustomEvent).detail));
      el?.setAttribute('locale', 'zh-TW');
      el?.setAttribute('currency', 'usd');
      el?.setAttribute('api-base', 'http://127.0.0.1:9'); // nothing listens there
    });
    await expect(bar(p).getByRole('button', { name: '登入' })).toBeVisible();
    // Re-rendered in place, not remounted.
    expect(
      await p.evaluate(
        () =>
          (window as unknown as { firstBar: unknown }).firstBar ===
          document.querySelector('ky-wallet')?.shadowRoot?.querySelector('[part~="bar"]'),
      ),
    ).toBe(true);
    expect(await p.evaluate(() => document.querySelector<WalletElement>('ky-wallet')?.config.currency)).toBe('usd');

    await bar(p).getByRole('button', { name: '登入' }).click();
    const dialog = p.getByRole('dialog', { name: '登入' });
    await dialog.getByLabel('帳號').fill('demo');
    await dialog.getByLabel('密碼').fill('demo1234');
    await dialog.getByRole('button', { name: '登入' }).click();
    const alert = p.getByRole('alertdialog', { name: '提示' });
    await expect(alert).toContainText('網路錯誤，請檢查網路連線後再試一次。');
    expect(await p.evaluate(() => (window as unknown as { errors: unknown[] }).errors)).toEqual([
      { code: 'network_error', message: '網路錯誤，請檢查網路連線後再試一次。' },
    ]);
    await alert.getByRole('button', { name: '關閉' }).click();
    await expect(alert).toBeHidden();

    // Back to the real server: the same open form now logs in.
    await p.evaluate((url) => document.querySelector('ky-wallet')?.setAttribute('api-base', url), operator.walletUrl);
    await dialog.getByRole('button', { name: '登入' }).click();
    await expect(p.getByRole('alertdialog')).toContainText('登入成功！');
  } finally {
    await operator.stop();
  }
});

test('several elements share one session and update together; events bubble out, composed', async ({ page: p }) => {
  const operator = await startOperator((wallet) => ({
    '/': page(
      wallet,
      '<ky-wallet id="top" deposit-amounts="20"></ky-wallet><p>Games</p><ky-wallet id="side" deposit-amounts="20"></ky-wallet>',
      `<script type="module" src="/events.js"></script>`,
    ),
    '/events.js': `window.events = [];
for (const type of ['ky-ready', 'ky-login', 'ky-balance', 'ky-deposit']) {
  document.addEventListener(type, (event) => {
    const bar = event.target.shadowRoot.querySelector('[part~="bar"] button');
    window.events.push({ type, target: event.target.id, composed: event.composed, bubbles: event.bubbles, interactive: !!bar });
  });
}`,
  }));
  try {
    await p.goto(operator.url);
    await logIn(p, 1);
    for (const index of [0, 1]) await expect(bar(p, index).locator('[part~="balance-amount"]')).toHaveText('CN¥0.00');
    await deposit(p, 'CN¥20', 0);
    for (const index of [0, 1]) await expect(bar(p, index).locator('[part~="balance-amount"]')).toHaveText('CN¥20.00');

    const events = await p.evaluate(() => (window as unknown as { events: unknown[] }).events);
    expect(events).toEqual([
      { type: 'ky-ready', target: 'top', composed: true, bubbles: true, interactive: true },
      { type: 'ky-ready', target: 'side', composed: true, bubbles: true, interactive: true },
      { type: 'ky-login', target: 'side', composed: true, bubbles: true, interactive: true },
      { type: 'ky-balance', target: 'side', composed: true, bubbles: true, interactive: true },
      { type: 'ky-deposit', target: 'top', composed: true, bubbles: true, interactive: true },
      { type: 'ky-balance', target: 'top', composed: true, bubbles: true, interactive: true },
    ]);
    // Only the first element renders the page's login modal and alert.
    const dialogs = await p.evaluate(() =>
      [...document.querySelectorAll('ky-wallet')].map((el) => el.shadowRoot?.querySelectorAll('dialog').length),
    );
    expect(dialogs).toEqual([3, 1]);
  } finally {
    await operator.stop();
  }
});

test("leaves the host page alone: its context menu, its styles, its <html> after the scroll lock", async ({ page: p }) => {
  const operator = await startOperator((wallet) => ({
    '/': page(wallet, '<ky-wallet></ky-wallet>', '<link rel="stylesheet" href="/host.css"><script type="module" src="/menu.js"></script>'),
    '/host.css': 'body { background: rgb(250, 250, 240); }',
    '/menu.js': `window.menus = [];
window.addEventListener('contextmenu', (event) => window.menus.push(event.defaultPrevented));`,
  }));
  try {
    await p.goto(operator.url);
    await expect(bar(p)).toBeVisible();
    const snapshot = () =>
      p.evaluate(() => ({
        head: document.head.innerHTML,
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        html: document.documentElement.getAttribute('style'),
        body: document.body.getAttribute('style'),
      }));
    const before = await snapshot();

    await bar(p).getByRole('button', { name: 'Log in' }).click({ button: 'right' });
    await p.getByRole('heading', { name: 'Operator lobby' }).click({ button: 'right' });
    expect(await p.evaluate(() => (window as unknown as { menus: boolean[] }).menus)).toEqual([false, false]);

    await bar(p).getByRole('button', { name: 'Log in' }).click();
    await expect(p.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(await p.evaluate(() => document.documentElement.getAttribute('style'))).toBe('overflow: hidden;');
    await p.keyboard.press('Escape');
    await expect(p.getByRole('dialog', { name: 'Log in' })).toBeHidden();
    expect(await snapshot()).toEqual(before);
  } finally {
    await operator.stop();
  }
});

test('retries a deposit once after a 503 with the same key, and never a login', async ({ page: p }) => {
  const operator = await startOperator((wallet) => ({ '/': page(wallet, '<ky-wallet deposit-amounts="20"></ky-wallet>') }));
  try {
    const logins: string[] = [];
    let loginFailures = 1;
    await p.route(`${operator.walletUrl}/api/getLocalData`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      logins.push(route.request().postData() ?? '');
      if (loginFailures-- > 0) {
        return route.fulfill({ status: 503, json: { error: { code: 'server_busy', message: 'busy' } }, headers: { 'access-control-allow-origin': '*' } });
      }
      return route.continue();
    });
    const depositKeys: string[] = [];
    let depositFailures = 1;
    await p.route(`${operator.walletUrl}/api/getData`, async (route) => {
      const body = route.request().postData() ?? '';
      if (route.request().method() !== 'POST' || !body.includes('"deposit"')) return route.continue();
      depositKeys.push((await route.request().allHeaders())['idempotency-key'] ?? '');
      if (depositFailures-- > 0) {
        return route.fulfill({ status: 503, json: { error: { code: 'server_busy', message: 'busy' } }, headers: { 'access-control-allow-origin': '*' } });
      }
      return route.continue();
    });
    await p.goto(operator.url);

    await bar(p).getByRole('button', { name: 'Log in' }).click();
    const dialog = p.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Account').fill('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await closeAlert(p, 'The wallet service is busy. Please try again shortly.');
    expect(logins).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await closeAlert(p, 'Login successful!');

    await deposit(p, 'CN¥20');
    expect(depositKeys).toHaveLength(2);
    expect(depositKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(depositKeys[1]).toBe(depositKeys[0]);
    await expect(bar(p).locator('[part~="balance-amount"]')).toHaveText('CN¥20.00');
  } finally {
    await operator.stop();
  }
});

test('themes: dark, auto following prefers-color-scheme, custom properties and ::part()', async ({ page: p }) => {
  const operator = await startOperator((wallet) => ({
    '/': page(
      wallet,
      '<ky-wallet id="dark" theme="dark"></ky-wallet><ky-wallet id="auto" theme="auto"></ky-wallet><ky-wallet id="custom"></ky-wallet>',
      '<link rel="stylesheet" href="/host.css">',
    ),
    '/host.css': `#custom { --ky-color-primary: rgb(200, 0, 100); --ky-radius: 0px; --ky-font: monospace; }
#custom::part(bar) { outline: 3px solid rgb(1, 2, 3); }
ky-wallet::part(submit-button busy) { outline: 3px solid rgb(4, 5, 6); }`,
  }));
  try {
    await p.emulateMedia({ colorScheme: 'light' });
    await p.goto(operator.url);
    const surface = (id: string) => p.locator(`#${id}`).locator('[part~="bar"]');
    await expect(surface('dark')).toHaveCSS('background-color', 'rgb(31, 41, 55)');
    await expect(surface('auto')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await p.emulateMedia({ colorScheme: 'dark' });
    await expect(surface('auto')).toHaveCSS('background-color', 'rgb(31, 41, 55)');

    const login = surface('custom').getByRole('button', { name: 'Log in' });
    await expect(login).toHaveCSS('background-color', 'rgb(200, 0, 100)');
    await expect(login).toHaveCSS('border-radius', '0px');
    await expect(login).toHaveCSS('font-family', 'monospace');
    await expect(surface('custom')).toHaveCSS('outline-color', 'rgb(1, 2, 3)');

    // A pending submit button is aria-disabled, which ::part() cannot select: its `busy` part can.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route(`${operator.walletUrl}/api/getLocalData`, async (route) => {
      await held;
      await route.continue();
    });
    await login.click();
    const dialog = p.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Account').fill('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const pending = dialog.getByRole('button', { name: 'Logging in…' });
    await expect(pending).toHaveCSS('outline-color', 'rgb(4, 5, 6)');
    release();
    await closeAlert(p, 'Login successful!');
  } finally {
    await operator.stop();
  }
});

test('--ky-z-index puts the dialogs above the host layers where there is no top layer', async ({ page: p }) => {
  const operator = await startOperator((wallet) => ({
    '/': page(
      wallet,
      '<ky-wallet></ky-wallet><div id="overlay"></div>',
      '<link rel="stylesheet" href="/host.css">',
    ),
    '/host.css': `ky-wallet { --ky-z-index: 5000; }
#overlay { position: fixed; inset: 0; z-index: 4000; background: rgb(0 0 0 / 0.1); }`,
  }));
  try {
    // A browser without showModal(): no top layer.
    await p.addInitScript(() => Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined }));
    await p.goto(operator.url);
    await expect(bar(p)).toBeAttached();
    await p.evaluate(() => document.querySelector<WalletElement>('ky-wallet')?.openLogin());
    const dialog = p.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/fallback/);
    await expect(dialog).toHaveCSS('z-index', '5000');
    const onTop = await p.evaluate(() => {
      const box = document.querySelector('ky-wallet')?.shadowRoot?.querySelector('dialog[open]')?.getBoundingClientRect();
      return box ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.tagName : null;
    });
    expect(onTop).toBe('KY-WALLET');
    // And it is usable above the overlay.
    await dialog.getByLabel('Account').fill('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(p.getByRole('alertdialog')).toContainText('Login successful!');
  } finally {
    await operator.stop();
  }
});

test.describe('the age gate', () => {
  const lobby = (wallet: string, attributes = '') =>
    page(
      wallet,
      `<button type="button">Host button</button><ky-wallet age-gate ${attributes}></ky-wallet><ky-wallet age-gate></ky-wallet>`,
      '<script type="module" src="/answers.js"></script>',
    );
  const files = (wallet: string): Files => ({
    '/': '<!doctype html><html lang="en"><head><title>Start</title></head><body><main><h1>Start</h1><a href="/lobby">Lobby</a></main></body></html>',
    '/lobby': lobby(wallet),
    '/lobby-exit': lobby(wallet, 'exit-url="/bye" age-gate-days="3"'),
    '/bye': '<!doctype html><html lang="en"><head><title>Bye</title></head><body><main><h1>Bye</h1></main></body></html>',
    '/answers.js': `window.answers = [];
document.addEventListener('ky-age', (event) => window.answers.push(event.detail));`,
  });

  test('is one real modal: the page is inert, Escape does nothing, No goes back', async ({ page: p }) => {
    const operator = await startOperator(files);
    try {
      await p.goto(operator.url);
      await p.getByRole('link', { name: 'Lobby' }).click();
      const gate = p.getByRole('dialog', { name: 'Age verification' });
      await expect(gate).toBeVisible();
      await expect(gate).toContainText('Please confirm your meet the legal age requirement to continue');
      await expect(p.locator('ky-wallet').locator('dialog[open]')).toHaveCount(1);

      // Tab cycles through the gate (and the browser's own UI); the page behind it is never reached.
      for (let i = 0; i < 6; i++) {
        await p.keyboard.press('Tab');
        const focused = await p.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return !active || active === document.body ? 'browser' : active.closest('dialog') ? 'gate' : active.outerHTML;
        });
        expect(['gate', 'browser']).toContain(focused);
      }
      await p.keyboard.press('Escape');
      await p.keyboard.press('Escape');
      await expect(gate).toBeVisible();

      await gate.getByRole('button', { name: 'No, take me back' }).click();
      await expect(p).toHaveURL(`${operator.url}/`);
      // A refusal is not remembered: back in the lobby, the gate asks again.
      await p.goForward();
      await expect(p.getByRole('dialog', { name: 'Age verification' })).toBeVisible();
    } finally {
      await operator.stop();
    }
  });

  test('Yes is remembered across page loads; No goes to exit-url', async ({ page: p }) => {
    const operator = await startOperator(files);
    try {
      await p.goto(`${operator.url}/lobby-exit`);
      const gate = p.getByRole('dialog', { name: 'Age verification' });
      await gate.getByRole('button', { name: 'Yes, I am over 18' }).click();
      await expect(gate).toBeHidden();
      expect(await p.evaluate(() => (window as unknown as { answers: unknown[] }).answers)).toEqual([{ confirmed: true }]);
      await p.getByRole('button', { name: 'Host button' }).click();
      await bar(p).getByRole('button', { name: 'Log in' }).click();
      await expect(p.getByRole('dialog', { name: 'Log in' })).toBeVisible();

      await p.reload();
      await expect(bar(p).getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(p.getByRole('dialog', { name: 'Age verification' })).toHaveCount(0);
      const stored = await p.evaluate(() => JSON.parse(localStorage.getItem('ky-age-gate') ?? '{}'));
      expect(stored.confirmedAt).toBeGreaterThan(Date.now() - 60_000);

      // Four days later, past age-gate-days="3", the gate asks again; No leads to exit-url.
      await p.evaluate(() => localStorage.setItem('ky-age-gate', JSON.stringify({ confirmedAt: Date.now() - 4 * 86_400_000 })));
      await p.reload();
      await p.getByRole('dialog', { name: 'Age verification' }).getByRole('button', { name: 'No, take me back' }).click();
      await expect(p).toHaveURL(`${operator.url}/bye`);
    } finally {
      await operator.stop();
    }
  });
});
