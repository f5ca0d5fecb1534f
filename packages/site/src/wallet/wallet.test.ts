import { afterEach, describe, expect, it, vi } from 'vitest';
import { deposit, history, LOGGED_OUT, noteWalletEvent, readSession, requireLogin, WalletUnavailableError } from './wallet.ts';

function element(props: Record<string, unknown>): HTMLElement {
  const el = document.createElement('ky-wallet');
  Object.assign(el, props);
  document.body.append(el);
  return el;
}

describe('the <ky-wallet> wrapper', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    noteWalletEvent(new CustomEvent('ky-logout'));
  });

  it("reads the element's session", () => {
    const session = { loggedIn: true, name: 'demo', alliance: 'kygaming', currency: 'cny', balance: 12.5 };
    expect(readSession(element({ session }) as never)).toEqual(session);
  });

  it('falls back to what the events said when the element has no session property', () => {
    const el = element({});
    expect(readSession(el as never)).toEqual(LOGGED_OUT);
    noteWalletEvent(new CustomEvent('ky-login', { detail: { name: 'demo', alliance: 'kygaming', currency: 'cny' } }));
    noteWalletEvent(new CustomEvent('ky-deposit', { detail: { amount: 5, balance: 5, currency: 'cny' } }));
    expect(readSession(el as never)).toEqual({ loggedIn: true, name: 'demo', alliance: 'kygaming', currency: 'cny', balance: 5 });
    noteWalletEvent(new CustomEvent('ky-logout', { detail: {} }));
    expect(readSession(el as never)).toEqual(LOGGED_OUT);
  });

  it('calls the methods the element has, and says which one it lacks', async () => {
    const rows = { rows: [], total: 0, page: 2, pageSize: 10 };
    const historyFn = vi.fn().mockResolvedValue(rows);
    element({ history: historyFn, deposit: undefined });
    await expect(history(2, 10)).resolves.toBe(rows);
    expect(historyFn).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
    await expect(deposit(5)).rejects.toBeInstanceOf(WalletUnavailableError);
  });

  it('asks for login with requireLogin(), or opens the login form on an older element', () => {
    const require = vi.fn();
    element({ requireLogin: require, openLogin: vi.fn() });
    requireLogin();
    expect(require).toHaveBeenCalledOnce();

    document.body.innerHTML = '';
    const open = vi.fn();
    element({ openLogin: open });
    requireLogin();
    expect(open).toHaveBeenCalledOnce();
  });
});
