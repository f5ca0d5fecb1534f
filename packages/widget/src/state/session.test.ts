import { describe, expect, it, vi } from 'vitest';
import {
  alertState,
  clearSession,
  closeAlert,
  isLoggedIn,
  loginState,
  menuState,
  sessionState,
} from './session';
import { patch, resetState } from './signals';

describe('session signals', () => {
  describe('given empty sessionStorage', () => {
    it('starts from the SPEC.md defaults', () => {
      expect(sessionState.value).toEqual({ name: '', token: '', alliance: 'kygaming', currency: 'cny', balance: 0 });
      expect(alertState.value).toEqual({ open: false, type: 1, message: '' });
      expect(menuState.value).toEqual({ link: 'home', open: false });
      expect(isLoggedIn(sessionState.value)).toBe(false);
    });
  });

  describe('given a saved session (page reload)', () => {
    it('reads it from the `login` key', () => {
      sessionStorage.setItem('login', JSON.stringify({ name: 'demo', token: 't', alliance: 'a', currency: 'usd', balance: 3 }));
      resetState();
      expect(sessionState.value).toEqual({ name: 'demo', token: 't', alliance: 'a', currency: 'usd', balance: 3 });
      expect(isLoggedIn(sessionState.value)).toBe(true);
    });

    it('replaces garbage with defaults', () => {
      sessionStorage.setItem('login', '{"name":42,"balance":"lots"}');
      sessionStorage.setItem('alert', 'not json');
      resetState();
      expect(sessionState.value).toEqual({ name: '', token: '', alliance: 'kygaming', currency: 'cny', balance: 0 });
      expect(alertState.value).toEqual({ open: false, type: 1, message: '' });
    });
  });

  describe('when a signal changes', () => {
    it('persists it and notifies subscribers', () => {
      const listener = vi.fn();
      const unsubscribe = sessionState.subscribe(listener);
      listener.mockClear(); // a signal's subscriber also runs once at once, with the current value
      patch(sessionState, { name: 'demo', token: 't' });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(JSON.parse(sessionStorage.getItem('login') ?? '')).toMatchObject({ name: 'demo', token: 't' });
      unsubscribe();
      patch(sessionState, { balance: 1 });
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('never writes the login form (a password) to sessionStorage', () => {
      patch(loginState, { id: 'demo', pw: 'secret' });
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret');
    });
  });

  it('clearSession empties name, token, alliance and currency and zeroes the balance', () => {
    patch(sessionState, { name: 'demo', token: 't', balance: 5 });
    clearSession();
    expect(sessionState.value).toEqual({ name: '', token: '', alliance: '', currency: '', balance: 0 });
  });

  it('closeAlert sets open false, type 1, message empty', () => {
    patch(alertState, { open: true, type: 2, message: 'login_success' });
    closeAlert();
    expect(alertState.value).toEqual({ open: false, type: 1, message: '' });
    expect(JSON.parse(sessionStorage.getItem('alert') ?? '')).toEqual({ open: false, type: 1, message: '' });
  });
});
