import { describe, expect, it, vi } from 'vitest';
import {
  alertStore,
  clearSession,
  closeAlert,
  isLoggedIn,
  loginStore,
  menuStore,
  resetStores,
  sessionStore,
} from './session';

describe('session stores', () => {
  describe('given empty sessionStorage', () => {
    it('starts from the SPEC.md defaults', () => {
      expect(sessionStore.get()).toEqual({ name: '', token: '', alliance: 'kygaming', currency: 'cny', balance: 0 });
      expect(alertStore.get()).toEqual({ open: false, type: 1, message: '' });
      expect(menuStore.get()).toEqual({ link: 'home', open: false });
      expect(isLoggedIn(sessionStore.get())).toBe(false);
    });
  });

  describe('given a saved session (page reload)', () => {
    it('reads it from the `login` key', () => {
      sessionStorage.setItem('login', JSON.stringify({ name: 'demo', token: 't', alliance: 'a', currency: 'usd', balance: 3 }));
      resetStores();
      expect(sessionStore.get()).toEqual({ name: 'demo', token: 't', alliance: 'a', currency: 'usd', balance: 3 });
      expect(isLoggedIn(sessionStore.get())).toBe(true);
    });

    it('replaces garbage with defaults', () => {
      sessionStorage.setItem('login', '{"name":42,"balance":"lots"}');
      sessionStorage.setItem('alert', 'not json');
      resetStores();
      expect(sessionStore.get()).toEqual({ name: '', token: '', alliance: 'kygaming', currency: 'cny', balance: 0 });
      expect(alertStore.get()).toEqual({ open: false, type: 1, message: '' });
    });
  });

  describe('when a store changes', () => {
    it('persists it and notifies subscribers', () => {
      const listener = vi.fn();
      const unsubscribe = sessionStore.subscribe(listener);
      sessionStore.set({ name: 'demo', token: 't' });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(JSON.parse(sessionStorage.getItem('login') ?? '')).toMatchObject({ name: 'demo', token: 't' });
      unsubscribe();
      sessionStore.set({ balance: 1 });
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('never writes the login form (a password) to sessionStorage', () => {
      loginStore.set({ id: 'demo', pw: 'secret' });
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret');
    });
  });

  it('clearSession empties name, token, alliance and currency and zeroes the balance', () => {
    sessionStore.set({ name: 'demo', token: 't', balance: 5 });
    clearSession();
    expect(sessionStore.get()).toEqual({ name: '', token: '', alliance: '', currency: '', balance: 0 });
  });

  it('closeAlert sets open false, type 1, message empty', () => {
    alertStore.set({ open: true, type: 2, message: 'login_success' });
    closeAlert();
    expect(alertStore.get()).toEqual({ open: false, type: 1, message: '' });
    expect(JSON.parse(sessionStorage.getItem('alert') ?? '')).toEqual({ open: false, type: 1, message: '' });
  });
});
