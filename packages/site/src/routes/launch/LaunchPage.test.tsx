import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/routes.tsx';
import { LOGGED_IN, setTestSession, startTestWidget } from '../../wallet/testing.ts';

/*
 * /getGameUrl through the site's route table, with a stand-in <ky-wallet> that has the public API
 * the site uses (`launchGame`, `requireLogin`) and a stand-in session (wallet/testing.ts): the
 * element's own launchGame() is tested in the widget, and both together end to end in tests/e2e.
 */

type Launch = (game: string) => Promise<{ url: string; expires_at: number }>;
const wallet = {
  launchGame: vi.fn<Launch>(),
};

class StandInWallet extends HTMLElement {
  launchGame(game: string) {
    return wallet.launchGame(game);
  }
  requireLogin() {}
  openLogin() {}
}

/** The game server's side: the launched game's page opens its session here, and is never answered. */
const rgs = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => undefined));

beforeAll(() => {
  startTestWidget();
  customElements.define('ky-wallet', StandInWallet);
  // No network in a unit test (jsdom's fetch would try localhost:3000).
  vi.stubGlobal('fetch', rgs);
});
afterAll(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/', url], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the launch page', () => {
  afterEach(() => {
    cleanup();
    wallet.launchGame.mockReset();
    setTestSession(LOGGED_IN);
  });

  it('launches an original at once and replaces itself with the game, in the page’s locale', async () => {
    wallet.launchGame.mockResolvedValue({ url: '/play/original-mines?launch=abc', expires_at: Date.now() + 60_000 });
    const router = renderAt('/zh-cn/getGameUrl?game=original-mines');
    // The game's page is a lazy chunk with a loader (test-setup.ts gives a cold import time).
    await waitFor(() => expect(router.state.location.pathname).toBe('/zh-cn/play/original-mines'));
    expect(router.state.location.search).toBe('?launch=abc');
    expect(wallet.launchGame).toHaveBeenCalledTimes(1);
    expect(wallet.launchGame).toHaveBeenCalledWith('original-mines');
    // Replaced, not pushed: Back goes where the player was before, not into another launch.
    expect(router.state.historyAction).toBe('REPLACE');
    // The game opens its session with the launch code.
    await waitFor(() => expect(rgs.mock.calls.some(([url, init]) => url.endsWith('/rgs/session') && init?.body === '{"launch":"abc"}')).toBe(true));
  });

  it('says it is opening the game, then shows a translated failure and tries again', async () => {
    let fail: (error: unknown) => void = () => undefined;
    wallet.launchGame.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    renderAt('/de-ch/getGameUrl?game=original-dice');
    expect(await screen.findByText('Würfel wird mit Ihrem Wallet geöffnet …')).toBeTruthy();
    fail(Object.assign(new Error('down'), { code: 'network_error' }));
    expect(await screen.findByText('Das Spiel ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es nochmals.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Das Spiel ist nicht erreichbar.');

    wallet.launchGame.mockResolvedValueOnce({ url: '/play/original-dice?launch=again', expires_at: 0 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nochmals versuchen' }));
    await waitFor(() => expect(wallet.launchGame).toHaveBeenCalledTimes(2));
  });

  it('leaves other games to their detail page and launches nothing', async () => {
    const router = renderAt('/getGameUrl?game=poke-fortune');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gamedetail/poke-fortune'));
    expect(wallet.launchGame).not.toHaveBeenCalled();
  });

  it('asks a logged-out player to log in first', async () => {
    setTestSession({ loggedIn: false, name: '', alliance: '', currency: '', balance: 0 });
    renderAt('/getGameUrl?game=original-dice');
    expect(await screen.findByRole('heading', { level: 2, name: 'Please log in' })).toBeTruthy();
    expect(wallet.launchGame).not.toHaveBeenCalled();
  });
});
