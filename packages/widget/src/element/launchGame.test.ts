import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../define';
import type { KyErrorDetail } from '../events';
import { alertState, sessionState } from '../state/session';
import { apiError, mockApi } from '../test/api';
import { collect } from '../test/render';
import type { KyWalletElement } from './ky-wallet';
import { patch } from '../state/signals';

/*
 * launchGame(game): SPEC.md section 7's launch flow through the element's public method. Only
 * fetch is replaced (there is no server in a unit test); the end-to-end test launches for real.
 */

const API = 'https://wallet.test';
const loggedIn = { name: 'demo', token: 't0k3n', alliance: 'kygaming', currency: 'cny', balance: 10 };
const launched = { url: '/play/original-dice?launch=abc123', expires_at: 1_900_000_000_000 };

async function mount(html = `<ky-wallet api-base="${API}"></ky-wallet>`): Promise<KyWalletElement> {
  document.body.insertAdjacentHTML('beforeend', html);
  const el = document.querySelector<KyWalletElement>('ky-wallet');
  if (!el) throw new Error('no <ky-wallet> mounted');
  await waitFor(() => expect(el.shadowRoot?.querySelector('[part~="bar"]')).not.toBeNull());
  return el;
}

describe('launchGame()', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  describe('given a logged-in player', () => {
    it('calls createPlayer, then getGameUrl in the session currency, and resolves the url', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({
        createPlayer: { body: { data: { player: 'demo', alliance: 'kygaming' } } },
        getGameUrl: { body: { data: launched } },
      });
      const el = await mount();

      await expect(el.launchGame('original-dice')).resolves.toEqual(launched);

      expect(api.calls.map((call) => call.type)).toEqual(['createPlayer', 'getGameUrl']);
      expect(api.calls[0]).toMatchObject({
        url: `${API}/api/getData`,
        body: { type: 'createPlayer', rule: { player: 'demo', alliance: 'kygaming' } },
        headers: { authorization: 'Bearer t0k3n' },
      });
      expect(api.calls[1]).toMatchObject({
        body: { type: 'getGameUrl', rule: { player: 'demo', alliance: 'kygaming', currency: 'cny', game: 'original-dice' } },
        headers: { authorization: 'Bearer t0k3n' },
      });
      expect(alertState.value.open).toBe(false);
    });

    it('rejects with the server code, fires ky-error and shows no alert', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({
        createPlayer: { body: { data: { player: 'demo', alliance: 'kygaming' } } },
        getGameUrl: apiError(400, 'unknown_game'),
      });
      const el = await mount();
      const errors = collect<KyErrorDetail>(el, 'ky-error');

      const failure = await el.launchGame('slot-candle-tomb').catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(Error);
      expect(failure).toMatchObject({ code: 'unknown_game' });
      expect(errors[0]?.detail).toEqual({ code: 'unknown_game', message: 'This game cannot be started here yet.' });
      expect(alertState.value.open).toBe(false);
      // A launch code is single-use: the failed call is not repeated.
      expect(api.of('getGameUrl')).toHaveLength(1);
    });

    it('does not ask for a game url when createPlayer fails', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({ createPlayer: apiError(500, 'internal_error') });
      const el = await mount();

      await expect(el.launchGame('original-dice')).rejects.toMatchObject({ code: 'internal_error' });
      expect(api.of('getGameUrl')).toHaveLength(0);
    });
  });

  describe('given a logged-out player', () => {
    it('shows the login_first alert and rejects with unauthorized, without a call', async () => {
      const api = mockApi({});
      const el = await mount();

      await expect(el.launchGame('original-dice')).rejects.toMatchObject({ code: 'unauthorized' });
      expect(alertState.value).toEqual({ open: true, type: 1, message: 'login_first' });
      expect(api.calls).toHaveLength(0);
    });
  });

  describe('given an unanswered age gate', () => {
    it('rejects with forbidden, without a call', async () => {
      patch(sessionState, loggedIn);
      const api = mockApi({});
      const el = await mount(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);

      await expect(el.launchGame('original-dice')).rejects.toMatchObject({ code: 'forbidden' });
      expect(api.calls).toHaveLength(0);
    });
  });
});
