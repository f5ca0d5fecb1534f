import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { expect, startWalletServer, stopServer, test } from './fixtures.ts';

/*
 * The script build's locales: English is in ky-wallet.js, every other locale's texts are a chunk
 * next to it, loaded when an element needs them, never shown in English first.
 */

const english: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../packages/widget/src/i18n/locales/en/widget.json', import.meta.url), 'utf8'),
);
/** English texts that are words, not shared with other locales (numbers, symbols). */
const ENGLISH_TEXTS = Object.values(english).map((text) => text.replace(/\{\w+\}/g, '').trim());

/**
 * An operator's page on its own origin, under a strict Content-Security-Policy (scripts only from
 * itself and the wallet server: no eval, no inline), with `body` in it.
 */
async function startOperator(body: string) {
  let walletUrl = '';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' ${walletUrl}; style-src 'self'; connect-src ${walletUrl}`,
    });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator</title>
<script type="module" src="${walletUrl}/widget/ky-wallet.js"></script></head>
<body><main><h1>Operator lobby</h1>${body}</main></body></html>`);
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

/**
 * Before any page script: every shadow root gets a MutationObserver that records each text the
 * root ever holds (added text and elements, old and new character data, aria-labels), in order,
 * and the page's CSP violations are collected.
 */
async function recordShadowText(p: Page) {
  await p.addInitScript(() => {
    const texts: string[] = [];
    const violations: string[] = [];
    Object.assign(window, { shadowTexts: texts, violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective), true);
    const record = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
      if (!(node instanceof Element)) return;
      if (node.textContent) texts.push(node.textContent);
      for (const labelled of [node, ...node.querySelectorAll('[aria-label]')]) {
        const label = labelled.getAttribute('aria-label');
        if (label) texts.push(label);
      }
    };
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.oldValue) texts.push(mutation.oldValue);
          if (mutation.type === 'childList') mutation.addedNodes.forEach(record);
          else if (mutation.type === 'characterData') texts.push(mutation.target.textContent ?? '');
          else if (mutation.target instanceof Element) texts.push(mutation.target.getAttribute('aria-label') ?? '');
        }
      }).observe(root, {
        childList: true,
        subtree: true,
        characterData: true,
        characterDataOldValue: true,
        attributeFilter: ['aria-label'],
        attributeOldValue: true,
      });
      return root;
    };
  });
  return {
    texts: () => p.evaluate(() => (window as unknown as { shadowTexts: string[] }).shadowTexts.filter((text) => text.trim())),
    violations: () => p.evaluate(() => (window as unknown as { violations: string[] }).violations),
  };
}

const englishIn = (texts: string[]) => texts.filter((text) => ENGLISH_TEXTS.some((english) => text.includes(english)));

/** The requests for files under the wallet's /widget/ other than ky-wallet.js itself: locale chunks. */
function chunkRequests(p: Page, walletUrl: string): Request[] {
  const requests: Request[] = [];
  p.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === walletUrl && url.pathname.startsWith('/widget/') && url.pathname !== '/widget/ky-wallet.js') requests.push(request);
  });
  return requests;
}

function pageErrors(p: Page): string[] {
  const errors: string[] = [];
  p.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const bar = (p: Page, index = 0) => p.locator('ky-wallet').nth(index).locator('[part~="bar"]');

test('an English element renders from ky-wallet.js alone, without a locale request', async ({ page: p }) => {
  const operator = await startOperator('<ky-wallet locale="en"></ky-wallet>');
  try {
    const chunks = chunkRequests(p, operator.walletUrl);
    const ready = p.waitForEvent('console', (message) => message.text() === 'ky-ready');
    await p.addInitScript(() => document.addEventListener('ky-ready', () => console.log('ky-ready')));
    await p.goto(operator.url);
    await ready;
    await expect(bar(p).getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(chunks.map((request) => request.url())).toEqual([]);
  } finally {
    await operator.stop();
  }
});

test('a zh-TW element loads one chunk from the wallet, shows Chinese first, and switches to de-CH in place', async ({ page: p }) => {
  // Two elements share the page's i18next instance: one request for both.
  const operator = await startOperator('<ky-wallet locale="zh-TW"></ky-wallet><ky-wallet locale="zh-Hant-HK"></ky-wallet>');
  try {
    const shadow = await recordShadowText(p);
    const chunks = chunkRequests(p, operator.walletUrl);
    const errors = pageErrors(p);
    await p.goto(operator.url);

    await expect(bar(p, 0).getByRole('button', { name: '登入' })).toBeVisible();
    await expect(bar(p, 1).getByRole('button', { name: '登入' })).toBeVisible();
    expect(chunks.map((request) => new URL(request.url()).pathname)).toEqual([expect.stringMatching(/^\/widget\/ky-wallet-zh-TW-[\w-]+\.js$/)]);
    // Served like ky-wallet.js to another origin (CORS, CORP); its hashed name is cached for good.
    const response = await chunks[0]?.response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()).toMatchObject({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response?.headers()['content-type']).toMatch(/javascript/);

    const texts = await shadow.texts();
    expect(texts[0]).toContain('登入');
    expect(englishIn(texts)).toEqual([]);

    // A runtime switch: the chunk loads, the same tree re-renders in German.
    await p.evaluate(() => {
      const element = document.querySelector('ky-wallet');
      Object.assign(window, { barBefore: element?.shadowRoot?.querySelector('[part~="bar"]') });
      element?.setAttribute('locale', 'de-CH');
    });
    await expect(bar(p, 0).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(p.locator('ky-wallet').first().getByRole('group', { name: 'Portemonnaie' })).toBeVisible();
    await expect(bar(p, 1).getByRole('button', { name: '登入' })).toBeVisible();
    expect(
      await p.evaluate(
        () => (window as unknown as { barBefore: Element }).barBefore === document.querySelector('ky-wallet')?.shadowRoot?.querySelector('[part~="bar"]'),
      ),
    ).toBe(true);
    expect(chunks.map((request) => new URL(request.url()).pathname)).toEqual([
      expect.stringMatching(/^\/widget\/ky-wallet-zh-TW-[\w-]+\.js$/),
      expect.stringMatching(/^\/widget\/ky-wallet-de-CH-[\w-]+\.js$/),
    ]);
    expect(englishIn(await shadow.texts())).toEqual([]);
    expect(await shadow.violations()).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await operator.stop();
  }
});

test('a locale chunk that fails to load leaves the element in English, said in the console', async ({ page: p }) => {
  const operator = await startOperator('<ky-wallet locale="zh-CN"></ky-wallet>');
  try {
    await p.route(/\/widget\/ky-wallet-zh-CN-[\w-]+\.js$/, (route) => route.abort('connectionrefused'));
    const errors = pageErrors(p);
    const said = p.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('zh-CN texts did not load'));
    await p.goto(operator.url);
    await said;
    await expect(bar(p).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(p.locator('ky-wallet').locator('.root')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  } finally {
    await operator.stop();
  }
});
