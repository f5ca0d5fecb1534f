import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/routes.tsx';
import { createFakeRgs, type FakeRgs } from '../../games/fake.ts';
import { rgsFetch, type FetchedCall } from '../../games/testing.tsx';

/*
 * /play/{game} through the site's route table, with `fetch` answered by an in-memory game server
 * (the real one is exercised end to end in tests/e2e/games.spec.ts).
 */

let api: FakeRgs;
let calls: FetchedCall[];

function renderAt(url: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const paths = () => calls.map((call) => call.path);

describe('the play page', () => {
  beforeEach(() => {
    api = createFakeRgs({ mode: 'real', balance: 50_000 });
    calls = [];
    vi.stubGlobal('fetch', rgsFetch(api, calls));
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  describe('given a launch code', () => {
    it('exchanges it once, drops it from the address and keeps the session for a reload', async () => {
      const router = renderAt('/play/original-dice?launch=one-time-code');
      expect(await screen.findByRole('heading', { level: 1, name: 'Play Dice' })).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('CN¥500.00'));
      expect(screen.getByText('Real money')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/play/original-dice');
      expect(router.state.location.search).toBe('');
      expect(calls[0]).toEqual({ path: '/rgs/session', body: { launch: 'one-time-code' }, authorization: null });
      expect(paths().filter((path) => path === '/rgs/session')).toHaveLength(1);
      expect(JSON.parse(sessionStorage.getItem('ky-rgs:session:real:original-dice') ?? '{}')).toMatchObject({ session: 'fake-session' });

      // A reload resumes the session: its balance is asked for, no new session is opened.
      cleanup();
      calls.length = 0;
      renderAt('/play/original-dice');
      await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('CN¥500.00'));
      expect(calls).toEqual([{ path: '/rgs/balance', body: {}, authorization: 'Bearer fake-session' }]);
    });

    it("has the header's wallet read the balance again when the game opens or resumes", async () => {
      const refreshBalance = vi.fn(() => Promise.resolve());
      if (!customElements.get('ky-wallet')) customElements.define('ky-wallet', class extends HTMLElement {});
      const wallet = Object.assign(document.createElement('ky-wallet'), { refreshBalance });
      document.body.append(wallet);
      // Earlier tests' pages waited for the element to be defined: let them find it first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      refreshBalance.mockClear();
      try {
        renderAt('/play/original-dice?launch=one-time-code');
        await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('CN¥500.00'));
        await waitFor(() => expect(refreshBalance).toHaveBeenCalledTimes(1));
        cleanup();
        renderAt('/play/original-dice');
        await waitFor(() => expect(refreshBalance).toHaveBeenCalledTimes(2));
      } finally {
        wallet.remove();
      }
    });

    it('sends the player to launch again when the code was used', async () => {
      api.failNext('invalid_launch');
      const router = renderAt('/play/original-wheel?launch=used');
      // Once the spent code has left the address (which runs the page's session effect again), not before.
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await act(async () => {});
      expect(await screen.findByRole('heading', { level: 2, name: 'Your game session has ended' })).toBeTruthy();
      expect(screen.getByText('This launch link has been used or has expired. Launch the game again.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Launch Lucky Wheel' }).getAttribute('href')).toBe('/getGameUrl?game=original-wheel');
    });
  });

  it('keeps saying why a launch failed after the code has left the address', async () => {
    api.failNext('wallet_unavailable');
    const router = renderAt('/play/original-dice?launch=refused-by-the-wallet');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The page's render and effects for the new address, flushed.
    await act(async () => {});
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Launch the game from your wallet' })).toBeNull();
  });

  describe('given neither a launch code nor a session', () => {
    it('offers the launch and the fun mode, and opens nothing', async () => {
      renderAt('/zh-tw/play/original-mines');
      expect(await screen.findByRole('heading', { level: 2, name: '請從錢包啟動遊戲' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '啟動踩地雷' }).getAttribute('href')).toBe('/zh-tw/getGameUrl?game=original-mines');
      expect(calls).toEqual([]);
    });
  });

  describe('when the player switches a real-money game to fun in place', () => {
    it("shows no real-money table while it resumes the tab's play-money session", async () => {
      const router = renderAt('/play/original-dice?launch=one-time-code');
      await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('CN¥500.00'));
      const real = JSON.parse(sessionStorage.getItem('ky-rgs:session:real:original-dice') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('ky-rgs:session:fun:original-dice', JSON.stringify({ ...real, mode: 'fun', session: 'fun-session' }));
      // The game server is slow to answer the play-money session's balance.
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      const inner = rgsFetch(api, calls);
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/rgs/balance')) await held;
        return inner(input, init);
      });
      await act(() => router.navigate('/play/original-dice?mode=fun'));
      expect(await screen.findByRole('status')).toBeTruthy();
      expect(screen.queryByText('Real money')).toBeNull();
      expect(screen.queryByTestId('game-balance')).toBeNull();
      answer();
      await waitFor(() => expect(screen.getAllByText('Play money').length).toBeGreaterThan(0));
    });
  });

  describe('given fun mode', () => {
    it('opens a play-money session for the game', async () => {
      api = createFakeRgs({ mode: 'fun' });
      calls = [];
      vi.stubGlobal('fetch', rgsFetch(api, calls));
      renderAt('/play/original-mines?mode=fun');
      expect(await screen.findByRole('heading', { level: 1, name: 'Play Mines' })).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('CN¥1,000.00'));
      expect(screen.getAllByText('Play money').length).toBeGreaterThan(0);
      expect(calls[0]).toEqual({ path: '/rgs/session', body: { fun: true, game: 'original-mines' }, authorization: null });
    });

    it('opens a new play-money session on a reload once the play money is spent below the smallest bet', async () => {
      api = createFakeRgs({ mode: 'fun', balance: 5 });
      calls = [];
      vi.stubGlobal('fetch', rgsFetch(api, calls));
      renderAt('/play/original-dice?mode=fun');
      await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('CN¥0.05'));
      cleanup();
      calls.length = 0;
      renderAt('/play/original-dice?mode=fun');
      await waitFor(() => expect(paths()).toEqual(['/rgs/balance', '/rgs/session']));
      expect(calls[1]?.body).toEqual({ fun: true, game: 'original-dice' });
    });
  });

  describe('when the game server no longer knows the session', () => {
    it('forgets it and asks for a new launch', async () => {
      const user = userEvent.setup();
      renderAt('/play/original-dice?launch=code');
      await user.click(await screen.findByRole('button', { name: 'Roll' }));
      await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
      api.failNext('invalid_session');
      await user.click(screen.getByRole('button', { name: 'Roll' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Your game session has ended' })).toBeTruthy();
      expect(sessionStorage.getItem('ky-rgs:session:real:original-dice')).toBeNull();
    });
  });

  it('is a 404 for a game without a client here', async () => {
    renderAt('/play/slot-candle-tomb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});
