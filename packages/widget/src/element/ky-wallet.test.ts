import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import '../define';
import type { WalletError } from '../api/client';
import type { KyDepositDetail, KyErrorDetail } from '../events';
import { alertState, loginState, sessionState } from '../state/session';
import { apiError, balanceOf, loginOk, mockApi } from '../test/api';
import { collect } from '../test/render';
import { KyWalletElement } from './ky-wallet';
import { patch } from '../state/signals';

const API = 'https://wallet.test';
const loggedIn = { name: 'demo', token: 't0k3n', alliance: 'kygaming', currency: 'cny', balance: 10 };

/** Mounts `<ky-wallet>` elements and waits for their first render. */
async function mountAll(html: string): Promise<KyWalletElement[]> {
  document.body.insertAdjacentHTML('beforeend', html);
  const elements = [...document.querySelectorAll('ky-wallet')];
  await waitFor(() => elements.forEach((el) => expect(root(el).querySelector('[part~="bar"]')).not.toBeNull()));
  return elements;
}

async function mount(html = `<ky-wallet api-base="${API}"></ky-wallet>`): Promise<KyWalletElement> {
  const [el] = await mountAll(html);
  if (!el) throw new Error('no <ky-wallet> mounted');
  return el;
}

async function mountTwo(): Promise<[KyWalletElement, KyWalletElement]> {
  const [first, second] = await mountAll(`<ky-wallet api-base="${API}"></ky-wallet>`.repeat(2));
  if (!first || !second) throw new Error('two <ky-wallet> expected');
  return [first, second];
}

function root(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
}

/** Testing Library queries inside the element's shadow root. */
function shadow(element: Element) {
  return within(root(element) as unknown as HTMLElement);
}

describe('<ky-wallet>', () => {
  // Each element owns its React root, as on a real page: tests wait for the DOM (waitFor,
  // findBy) like a user would, instead of wrapping every update in act().
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  describe('given the script is loaded', () => {
    it('defines the element once, even if defined again', async () => {
      expect(customElements.get('ky-wallet')).toBe(KyWalletElement);
      await import('../define');
      expect(customElements.get('ky-wallet')).toBe(KyWalletElement);
      expect(document.createElement('ky-wallet')).toBeInstanceOf(KyWalletElement);
    });
  });

  describe('given an element on the page', () => {
    it('renders in an open shadow root styled by a constructable stylesheet, without <style>', async () => {
      const el = await mount();
      const shadowRoot = root(el);
      expect(shadowRoot.adoptedStyleSheets).toHaveLength(1);
      expect(shadowRoot.adoptedStyleSheets[0]).toBeInstanceOf(CSSStyleSheet);
      expect(shadowRoot.querySelector('style')).toBeNull();
      expect(shadowRoot.querySelector('[style]')).toBeNull();
      expect(document.head.querySelector('style')).toBeNull();
      expect(shadow(el).getByRole('button', { name: 'Log in' })).toHaveAttribute('part', 'button login-button');
      expect(shadow(el).getByRole('button', { name: 'Deposit' })).toHaveAttribute('part', 'button deposit-button');
    });

    it('fires ky-ready once after the first render', async () => {
      const events: Event[] = [];
      document.addEventListener('ky-ready', (event) => events.push(event), { once: true });
      await mount();
      await waitFor(() => expect(events).toHaveLength(1));
    });

    it('resolves attributes and the config property into config', async () => {
      const el = await mount(
        `<ky-wallet api-base="${API}/" locale="de" currency="USD" alliance="acme" deposit-amounts="10, 20,x" age-gate age-gate-days="7" theme="dark" exit-url="https://example.com"></ky-wallet>`,
      );
      expect(el.config).toEqual({
        apiBase: API,
        locale: 'de-CH',
        currency: 'usd',
        alliance: 'acme',
        depositAmounts: [10, 20],
        ageGate: true,
        ageGateDays: 7,
        theme: 'dark',
        exitUrl: 'https://example.com',
      });
      el.config = { currency: 'jpy', depositAmounts: [1000] };
      expect(el.config.currency).toBe('jpy');
      expect(el.config.alliance).toBe('acme');
      expect(el.config.depositAmounts).toEqual([1000]);
    });

    it('takes a config set before the element was upgraded', async () => {
      const early = document.createElement('div');
      document.body.append(early);
      const el = document.createElement('ky-wallet');
      Object.defineProperty(el, 'config', { value: { locale: 'zh-CN' }, configurable: true, writable: true });
      el.setAttribute('api-base', API);
      document.body.append(el);
      expect(el.config.locale).toBe('zh-CN');
    });
  });

  describe('when the locale attribute changes', () => {
    it('re-renders the text in zh-CN, and back', async () => {
      const el = await mount();
      el.setAttribute('locale', 'zh-CN');
      expect(await shadow(el).findByRole('button', { name: '登录' })).toBeInTheDocument();
      expect(shadow(el).getByRole('button', { name: '充值' })).toBeInTheDocument();
      expect(root(el).querySelector('.root')).toHaveAttribute('lang', 'zh-CN');
      el.setAttribute('locale', 'fr');
      expect(await shadow(el).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    });
  });

  describe('when the player logs in through the element', () => {
    it('opens the modal, logs in, and fires composed, bubbling events', async () => {
      const api = mockApi({ login: loginOk, getBalance: balanceOf(88) });
      const el = await mount();
      const user = userEvent.setup();
      const logins = collect<{ name: string }>(document, 'ky-login');
      const balances = collect(document, 'ky-balance');
      const ui = shadow(el);

      await user.click(ui.getByRole('button', { name: 'Log in' }));
      const dialog = ui.getByRole('dialog', { name: 'Log in' });
      await user.type(within(dialog).getByLabelText('Account'), 'demo');
      await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

      expect(await ui.findByRole('alertdialog', { name: 'Notice' })).toHaveAccessibleDescription('Login successful!');
      expect(ui.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
      expect(ui.getByText('CN¥88.00')).toBeInTheDocument();
      expect(api.calls[0]?.url).toBe(`${API}/api/getLocalData`);

      expect(logins).toHaveLength(1);
      expect(logins[0]).toMatchObject({ bubbles: true, composed: true });
      // By identity: a deep match would walk the lit element's own state (and its shadow root).
      expect(logins[0]?.target).toBe(el);
      expect(logins[0]?.detail).toEqual({ name: 'demo', alliance: 'kygaming', currency: 'cny' });
      expect(balances[0]?.detail).toEqual({ balance: 88, currency: 'cny' });

      // The Log in button is gone: focus falls back to the bar's Deposit button.
      await user.click(ui.getByRole('button', { name: 'Close' }));
      expect(root(el).activeElement).toBe(ui.getByRole('button', { name: 'Deposit' }));
    });
  });

  describe('when the site logs a player in with an automated log-in link', () => {
    it('loginWithLink() sends the id, then runs the login flow: ky-login, balance, login_success', async () => {
      const api = mockApi({ loginLink: loginOk, getBalance: balanceOf(7) });
      const el = await mount();
      const logins = collect(document, 'ky-login');
      await el.loginWithLink('L'.repeat(43));
      expect(api.of('loginLink')[0]?.body.rule).toEqual({ id: 'L'.repeat(43) });
      expect(api.of('loginLink')[0]?.url).toBe(`${API}/api/getLocalData`);
      expect(logins).toHaveLength(1);
      expect(sessionState.peek()).toMatchObject({ name: 'demo', token: 't0k3n', balance: 7 });
      expect(await shadow(el).findByRole('alertdialog', { name: 'Notice' })).toHaveAccessibleDescription('Login successful!');
    });

    it('rejects an answer without a session as login_failed, as a password login does: no ky-login', async () => {
      mockApi({ loginLink: { body: { data: { name: '', token: '', alliance: 'kygaming', currency: 'cny' } } } });
      const el = await mount();
      const logins = collect(document, 'ky-login');
      await expect(el.loginWithLink('L'.repeat(43))).rejects.toMatchObject({ code: 'login_failed' });
      expect(logins).toHaveLength(0);
      expect(alertState.peek().open).toBe(false);
    });

    it('rejects with the link code and shows no alert when the link was used', async () => {
      mockApi({ loginLink: apiError(410, 'login_link_used') });
      const el = await mount();
      const errors = collect<{ code: string }>(document, 'ky-error');
      await expect(el.loginWithLink('L'.repeat(43))).rejects.toMatchObject({ code: 'login_link_used' });
      expect(errors[0]?.detail.code).toBe('login_link_used');
      expect(alertState.peek().open).toBe(false);
      expect(sessionState.peek().token).toBe('');
    });
  });

  describe('given a logged-out player who presses Deposit', () => {
    it('shows login_first; its Log in opens the login modal; focus returns to Deposit', async () => {
      const el = await mount();
      const user = userEvent.setup();
      const ui = shadow(el);
      const deposit = ui.getByRole('button', { name: 'Deposit' });
      await user.click(deposit);
      const alert = ui.getByRole('alertdialog');
      expect(alert).toHaveAccessibleDescription('To provide a better experience, please log in first');
      expect(document.documentElement.style.overflow).toBe('hidden');

      await user.click(within(alert).getByRole('button', { name: 'Log in' }));
      expect(ui.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(document.documentElement.style.overflow).toBe('hidden');

      await user.keyboard('{Escape}');
      expect(ui.queryByRole('dialog')).not.toBeInTheDocument();
      expect(root(el).activeElement).toBe(deposit);
      expect(document.documentElement.style.overflow).toBe('');
    });
  });

  describe('given the page asks for a login while nothing has focus (requireLogin on load)', () => {
    it('shows login_first; closing it leaves focus where it was, not on the bar', async () => {
      const el = await mount();
      const user = userEvent.setup();
      const ui = shadow(el);
      expect(document.activeElement).toBe(document.body);
      el.requireLogin();
      const alert = await ui.findByRole('alertdialog');
      expect(alert).toHaveAccessibleDescription('To provide a better experience, please log in first');
      await user.click(within(alert).getByRole('button', { name: 'Close' }));
      expect(ui.queryByRole('alertdialog')).not.toBeInTheDocument();
      // Nothing in the wallet takes focus (the real browser's return to the page: e2e history.spec.ts).
      expect(root(el).activeElement).toBeNull();
    });
  });

  describe('given two elements on one page', () => {
    it('they share one session and render one global alert, in the element where the action started', async () => {
      const [first, second] = await mountTwo();
      const user = userEvent.setup();
      await user.click(shadow(second).getByRole('button', { name: 'Deposit' }));
      expect(await shadow(second).findAllByRole('alertdialog')).toHaveLength(1);
      expect(root(first).querySelectorAll('dialog[part~="alert"]')).toHaveLength(0);
      expect(root(first).querySelectorAll('dialog[part~="login-dialog"]')).toHaveLength(0);
      await user.click(shadow(second).getByRole('button', { name: 'Close' }));

      patch(sessionState, loggedIn);
      expect(await shadow(first).findByText('CN¥10.00')).toBeInTheDocument();
      expect(shadow(second).getByText('CN¥10.00')).toBeInTheDocument();
    });

    it('the next element hosts the dialogs when the first leaves', async () => {
      const [first, second] = await mountTwo();
      first.remove();
      await waitFor(() => expect(root(second).querySelector('dialog[part~="alert"]')).not.toBeNull());
      patch(alertState, { open: true, type: 2, message: 'login_success' });
      expect(await shadow(second).findByRole('alertdialog')).toHaveAccessibleDescription('Login successful!');
    });

    it('the login form and its alert show in the language of the element that opened them', async () => {
      mockApi({ login: apiError(401, 'login_failed') });
      const [first, second] = await mountAll(`<ky-wallet api-base="${API}"></ky-wallet><ky-wallet api-base="${API}" locale="zh-TW"></ky-wallet>`);
      if (!first || !second) throw new Error('two <ky-wallet> expected');
      const errors = collect<KyErrorDetail>(second, 'ky-error');
      await second.openLogin();
      // Hosted by the first element, the form and the alert were English beside a Chinese bar.
      const dialog = await shadow(second).findByRole('dialog', { name: '登入' });
      expect(root(first).querySelectorAll('dialog[part~="login-dialog"]')).toHaveLength(0);
      const user = userEvent.setup();
      await user.type(within(dialog).getByLabelText('帳號'), 'demo');
      await user.type(within(dialog).getByLabelText('密碼'), 'wrong');
      await user.click(within(dialog).getByRole('button', { name: '登入' }));
      const alert = await shadow(second).findByRole('alertdialog');
      await waitFor(() => expect(errors).toHaveLength(1));
      // ky-error's message is the alert's text.
      expect(alert).toHaveAccessibleDescription(errors[0]?.detail.message ?? '');
      expect(errors[0]?.detail.message).toBe('登入失敗！');
    });

    it("a login finished in the next element fires on it when the alert's element was removed", async () => {
      mockApi({ login: loginOk, getBalance: balanceOf(5) });
      const [first, second] = await mountTwo();
      const heard = collect(document, 'ky-login');
      first.requireLogin();
      await shadow(first).findByRole('alertdialog');
      first.remove();
      const alert = await waitFor(() => shadow(second).getByRole('alertdialog'));
      const user = userEvent.setup();
      await user.click(within(alert).getByRole('button', { name: 'Log in' }));
      const dialog = await waitFor(() => shadow(second).getByRole('dialog', { name: 'Log in' }));
      await user.type(within(dialog).getByLabelText('Account'), 'demo');
      await user.type(within(dialog).getByLabelText('Password'), 'pw');
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      // Not to the removed element (where it went before), which no listener on the page hears.
      await waitFor(() => expect(heard.map((event) => event.target)).toEqual([second]));
    });

    it('events fire on the element where the action started', async () => {
      mockApi({ login: loginOk, getBalance: balanceOf(5) });
      const [first, second] = await mountTwo();
      const onFirst = collect(first, 'ky-login');
      const onSecond = collect(second, 'ky-login');
      await second.openLogin();
      const dialog = shadow(second).getByRole('dialog', { name: 'Log in' });
      const user = userEvent.setup();
      await user.type(within(dialog).getByLabelText('Account'), 'demo');
      await user.type(within(dialog).getByLabelText('Password'), 'pw');
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(onSecond).toHaveLength(1));
      expect(onFirst).toHaveLength(0);
    });
  });

  describe('methods', () => {
    it('openLogin() resolves once the modal is shown', async () => {
      const el = await mount();
      const result = el.openLogin();
      expect(result).toBeInstanceOf(Promise);
      await result;
      expect(loginState.value.open).toBe(true);
      expect(shadow(el).getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    });

    it('refreshBalance() resolves the balance and fires ky-balance', async () => {
      patch(sessionState, loggedIn);
      mockApi({ getBalance: balanceOf(42) });
      const el = await mount();
      const balances = collect(el, 'ky-balance');
      await expect(el.refreshBalance()).resolves.toBe(42);
      expect(balances[0]?.detail).toEqual({ balance: 42, currency: 'cny' });
    });

    it("a call's late 401 ends its own session only, not the one logged in meanwhile", async () => {
      patch(sessionState, { ...loggedIn, token: 'old' });
      let answer: (reply: unknown) => void = () => undefined;
      mockApi({ history: new Promise((resolve) => (answer = resolve)) as never, logout: { body: { data: {} } } });
      const el = await mount();
      const logouts = collect(el, 'ky-logout');
      const history = el.history().then(
        () => null,
        (error: unknown) => error as WalletError,
      );
      await el.logout();
      patch(sessionState, { ...loggedIn, token: 'new' });
      answer(apiError(401, 'unauthorized'));
      expect((await history)?.code).toBe('unauthorized');
      expect(sessionState.peek().token).toBe('new');
      expect(logouts).toHaveLength(1); // the player's own logout()
    });

    it('refreshBalance() rejects with code unauthorized when logged out', async () => {
      const el = await mount();
      await expect(el.refreshBalance()).rejects.toMatchObject({ code: 'unauthorized' });
    });

    it('deposit() resolves the new balance', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({ deposit: balanceOf(60) });
      const el = await mount();
      const deposits = collect<KyDepositDetail>(el, 'ky-deposit');
      await expect(el.deposit(50)).resolves.toBe(60);
      expect(api.of('deposit')[0]?.headers['idempotency-key']).toBeTruthy();
      expect(deposits[0]?.detail).toEqual({ amount: 50, balance: 60, currency: 'cny' });
      expect(deposits[0]?.composed).toBe(true);
    });

    it('deposit() retries once after a 503 with the same key', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({ deposit: [apiError(503, 'server_busy'), balanceOf(60)] });
      const el = await mount();
      await expect(el.deposit(50)).resolves.toBe(60);
      const keys = api.of('deposit').map((call) => call.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('deposit() sends an uncertain deposit again with its key: from any element, for the same amount only', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({
        deposit: ['network-error', 'network-error', 'network-error', 'network-error', balanceOf(60), balanceOf(70)],
      });
      const [first, second] = await mountTwo();
      await expect(first.deposit(50)).rejects.toMatchObject({ code: 'network_error' });
      await expect(second.deposit(20)).rejects.toMatchObject({ code: 'network_error' }); // another amount
      await expect(second.deposit(20)).resolves.toBe(60); // the same deposit again
      await expect(first.deposit(20)).resolves.toBe(70); // settled: a new deposit
      const [a, a2, b, b2, b3, c] = api.of('deposit').map((call) => call.headers['idempotency-key']);
      expect([a2, b2, b3]).toEqual([a, b, b]);
      expect(new Set([a, b, c]).size).toBe(3);
    });

    it('deposit() rejects with an Error carrying the code and fires ky-error', async () => {
      patch(sessionState, loggedIn);
      mockApi({ deposit: apiError(400, 'amount_too_large') });
      const el = await mount();
      const errors = collect<KyErrorDetail>(el, 'ky-error');
      const failure = await el.deposit(999999).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).toMatchObject({ code: 'amount_too_large' });
      expect(errors[0]).toMatchObject({ bubbles: true, composed: true });
      expect(errors[0]?.detail).toEqual({ code: 'amount_too_large', message: 'The amount is above the maximum deposit.' });
    });

    it('deposit() while logged out shows login_first and rejects', async () => {
      const api = mockApi({});
      const el = await mount();
      await expect(el.deposit(10)).rejects.toMatchObject({ code: 'unauthorized' });
      expect(alertState.value).toEqual({ open: true, type: 1, message: 'login_first' });
      expect(api.calls).toHaveLength(0);
    });

    it('logout() resolves after the session is cleared', async () => {
      patch(sessionState, loggedIn);
      mockApi({ logout: { body: { data: {} } } });
      const el = await mount();
      const logouts = collect(el, 'ky-logout');
      await el.logout();
      expect(sessionState.value.token).toBe('');
      expect(logouts).toHaveLength(1);
    });
  });

  describe('properties', () => {
    it('has one per attribute: it wins over the attribute, and undefined gives the attribute back', async () => {
      const el = await mount(`<ky-wallet api-base="${API}" locale="en"></ky-wallet>`);
      el.locale = 'zh-HK';
      expect(el.locale).toBe('zh-TW');
      expect(await shadow(el).findByRole('button', { name: '登入' })).toBeInTheDocument();
      el.setAttribute('locale', 'de');
      expect(el.locale).toBe('zh-TW');
      el.locale = undefined;
      expect(el.locale).toBe('de-CH');
      expect(await shadow(el).findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();

      el.depositAmounts = [5, 10];
      el.ageGateDays = 3;
      el.currency = 'USD';
      expect(el.config).toMatchObject({ depositAmounts: [5, 10], ageGateDays: 3, currency: 'usd' });
      el.theme = 'dark';
      await waitFor(() => expect(root(el).querySelector('.root')).toHaveAttribute('data-theme', 'dark'));
    });

    it('takes properties set before the element was upgraded, and ignores an early session', async () => {
      const el = document.createElement('ky-wallet');
      // What a page's own script leaves on an element the browser has not upgraded yet.
      for (const [name, value] of Object.entries({
        locale: 'de-CH',
        depositAmounts: [7],
        session: { loggedIn: true, name: 'mallory' },
      })) {
        Object.defineProperty(el, name, { value, configurable: true, writable: true, enumerable: true });
      }
      el.setAttribute('api-base', API);
      document.body.append(el);
      expect(el.locale).toBe('de-CH');
      expect(el.depositAmounts).toEqual([7]);
      expect(el.session.loggedIn).toBe(false);
      expect(await shadow(el).findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    });

    it('keeps every attribute live after mount: api-base, currency, theme', async () => {
      const api = mockApi({ deposit: balanceOf(1) });
      patch(sessionState, loggedIn);
      const el = await mount();
      el.setAttribute('api-base', 'https://other.test/');
      await el.deposit(1);
      expect(api.calls[0]?.url).toBe('https://other.test/api/getData');

      // A session without a currency of its own uses the element's.
      patch(sessionState, { currency: '' });
      el.setAttribute('currency', 'usd');
      await el.deposit(2);
      expect(api.calls[1]?.body.rule).toMatchObject({ currency: 'usd', amount: 2 });

      el.setAttribute('theme', 'auto');
      await waitFor(() => expect(root(el).querySelector('.root')).toHaveAttribute('data-theme', 'auto'));
    });
  });

  describe('the session property', () => {
    it('is read-only, never holds the token, and is the same object until the session changes', async () => {
      const el = await mount();
      expect(el.session).toEqual({ loggedIn: false, name: '', alliance: 'kygaming', currency: 'cny', balance: 0 });
      patch(sessionState, loggedIn);
      const session = el.session;
      expect(session).toEqual({ loggedIn: true, name: 'demo', alliance: 'kygaming', currency: 'cny', balance: 10 });
      expect(JSON.stringify(session)).not.toContain('t0k3n');
      expect(el.session).toBe(session);
      expect(Object.isFrozen(session)).toBe(true);
      expect(() => {
        (el as { session: unknown }).session = {};
      }).toThrow(TypeError);
      // A balance fetched again and found equal changes nothing the property shows.
      patch(sessionState, { balance: 10 });
      expect(el.session).toBe(session);
      patch(sessionState, { balance: 11 });
      expect(el.session).not.toBe(session);
      expect(el.session.balance).toBe(11);
    });
  });

  describe('history()', () => {
    it('calls history with the session token and the paging asked for', async () => {
      patch(sessionState, loggedIn);
      const data = { rows: [], total: 0, page: 2, pageSize: 5 };
      const api = mockApi({ history: { body: { data } } });
      const el = await mount();
      await expect(el.history({ page: 2, pageSize: 5 })).resolves.toEqual(data);
      expect(api.calls[0]).toMatchObject({
        body: { type: 'history', rule: { player: 'demo', alliance: 'kygaming', page: 2, pageSize: 5 } },
        headers: { authorization: 'Bearer t0k3n' },
      });
    });

    it('rejects with unauthorized when logged out, without a call', async () => {
      const api = mockApi({});
      const el = await mount();
      await expect(el.history()).rejects.toMatchObject({ code: 'unauthorized' });
      expect(api.calls).toHaveLength(0);
    });
  });

  describe('history() with filters', () => {
    it('sends game, from and to, and leaves out empty ones', async () => {
      patch(sessionState, loggedIn);
      const data = { rows: [], total: 0, page: 1, pageSize: 20 };
      const api = mockApi({ history: { body: { data } } });
      const el = await mount();
      await el.history({ game: 'original-dice', from: '2026-01-01T00:00:00.000Z', to: '2026-01-31' });
      await el.history({ game: '', from: '', to: '' });
      expect(api.of('history').map((call) => call.body.rule)).toEqual([
        { player: 'demo', alliance: 'kygaming', game: 'original-dice', from: '2026-01-01T00:00:00.000Z', to: '2026-01-31' },
        { player: 'demo', alliance: 'kygaming' },
      ]);
    });
  });

  describe('round()', () => {
    const row = {
      kind: 'round',
      transaction_id: 'b1',
      parentround: '',
      round: 'r1',
      game: 'original-dice',
      bet: 10,
      wager: 10,
      win: 19.8,
      payout: 1.98,
      total_bet: 10,
      total_win: 19.8,
      balance: 109.8,
      balance_current: 109.8,
      currency: 'cny',
      state: 'closed',
      time: '2026-01-02T03:04:05Z',
    };
    const data = {
      round: row,
      transactions: [
        { transaction_id: 'b1', kind: 'bet', amount: -10, balance: 90, time: '2026-01-02T03:04:04Z', meta: { nonce: 3 } },
        { transaction_id: 'w1', kind: 'win', amount: 19.8, balance: 109.8, time: '2026-01-02T03:04:05Z', meta: {} },
      ],
    };

    it('asks for one round with the session token and resolves it validated', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({ round: { body: { data } } });
      const el = await mount();
      await expect(el.round('r1', 'original-dice')).resolves.toEqual(data);
      expect(api.calls[0]).toMatchObject({
        body: { type: 'round', rule: { player: 'demo', alliance: 'kygaming', round: 'r1', game: 'original-dice' } },
        headers: { authorization: 'Bearer t0k3n' },
      });
    });

    it('rejects with not_found for a round that is not there, and with unauthorized when logged out', async () => {
      patch(sessionState, loggedIn);
      mockApi({ round: apiError(404, 'not_found') });
      const el = await mount();
      const errors = collect<KyErrorDetail>(el, 'ky-error');
      await expect(el.round('nope', 'original-dice')).rejects.toMatchObject({ code: 'not_found' });
      expect(errors.map((event) => event.detail.code)).toEqual(['not_found']);
      expect(alertState.value.open).toBe(false);

      patch(sessionState, { token: '', name: '' });
      await expect(el.round('r1', 'original-dice')).rejects.toMatchObject({ code: 'unauthorized' });
    });
  });

  describe('openDeposit()', () => {
    it('opens the deposit dialog with the amount chosen, and deposits only when the player confirms', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({ deposit: balanceOf(5010) });
      const el = await mount();
      await el.openDeposit(5000);
      const dialog = await shadow(el).findByRole('dialog', { name: 'Deposit' });
      expect(within(dialog).getByRole('radio', { name: 'CN¥5,000' })).toBeChecked();
      expect(api.calls).toHaveLength(0);
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
      await waitFor(() => expect(sessionState.value.balance).toBe(5010));
      expect(api.of('deposit')[0]?.body.rule).toMatchObject({ amount: 5000 });
    });

    it('shows the login_first alert and rejects with unauthorized when logged out', async () => {
      const el = await mount();
      const errors = collect<KyErrorDetail>(el, 'ky-error');
      await expect(el.openDeposit(100)).rejects.toMatchObject({ code: 'unauthorized' });
      await expect(el.deposit(100)).rejects.toMatchObject({ code: 'unauthorized' });
      // Each fires ky-error, saying what the player saw: the login_first alert, not an expired session.
      const loggedOut = { code: 'unauthorized', message: 'To provide a better experience, please log in first' };
      expect(errors.map((event) => event.detail)).toEqual([loggedOut, loggedOut]);
      expect(alertState.value).toMatchObject({ open: true, type: 1, message: 'login_first' });
      expect(shadow(el).queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument();
    });
  });

  describe('requireLogin()', () => {
    it('shows the type 1 login_first alert', async () => {
      const el = await mount();
      el.requireLogin();
      const alert = await shadow(el).findByRole('alertdialog');
      expect(alert).toHaveAccessibleDescription('To provide a better experience, please log in first');
      expect(within(alert).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    });
  });

  describe('locales', () => {
    it.each([
      ['zh-TW', '登入', '儲值', '餘額'],
      ['zh-CN', '登录', '充值', '余额'],
      ['de-CH', 'Anmelden', 'Einzahlen', 'Guthaben'],
    ])('renders %s, with the money formatted for it', async (locale, logIn, deposit, balance) => {
      const el = await mount(`<ky-wallet api-base="${API}" locale="${locale}"></ky-wallet>`);
      expect(shadow(el).getByRole('button', { name: logIn })).toBeInTheDocument();
      expect(shadow(el).getByRole('button', { name: deposit })).toBeInTheDocument();
      expect(root(el).querySelector('.root')).toHaveAttribute('lang', locale);
      patch(sessionState, { ...loggedIn, balance: 1234.5 });
      const amount = await waitFor(() => {
        const node = root(el).querySelector('[part~="balance-amount"]');
        if (!node) throw new Error('no balance yet');
        return node;
      });
      expect(amount.textContent).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' }).format(1234.5));
      expect(root(el).querySelector('[part~="balance-label"]')).toHaveTextContent(balance);
    });

    it('follows the browser languages without a locale attribute, and their changes', async () => {
      const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de-AT']);
      const el = await mount();
      expect(el.locale).toBe('de-CH');
      expect(shadow(el).getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
      languages.mockReturnValue(['zh-Hant-HK']);
      window.dispatchEvent(new Event('languagechange'));
      expect(await shadow(el).findByRole('button', { name: '登入' })).toBeInTheDocument();
    });
  });

    describe('types', () => {
    it('types events, tag name and errors', () => {
      const el = document.createElement('ky-wallet');
      expectTypeOf(el).toEqualTypeOf<KyWalletElement>();
      el.addEventListener('ky-deposit', (event) => {
        expectTypeOf(event.detail.balance).toBeNumber();
      });
      el.addEventListener('ky-error', (event) => {
        expectTypeOf(event.detail).toEqualTypeOf<KyErrorDetail>();
      });
      expectTypeOf(el.deposit).returns.toEqualTypeOf<Promise<number>>();
      expectTypeOf(el.openLogin).returns.toEqualTypeOf<Promise<void>>();
      expectTypeOf<WalletError['code']>().toEqualTypeOf<KyErrorDetail['code']>();
    });
  });
});
