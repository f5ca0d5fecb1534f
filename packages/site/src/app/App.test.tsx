import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from './routes.tsx';

/** The whole site (layout, lazy pages, loaders) at `url`, in memory. */
function renderAt(url: string, extra: RouteObject[] = []) {
  const routes = createRoutes();
  if (extra.length) {
    const pages = routes[0]?.children?.[0]?.children?.[0];
    pages?.children?.unshift(...extra);
  }
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the site', () => {
  afterEach(() => cleanup());

  describe('given a rule page', () => {
    it('renders the document in its language, with real tables and captions', async () => {
      renderAt('/gamerule/original-mines/en');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Mines: game rules' });
      const article = heading.closest('article');
      expect(article?.getAttribute('lang')).toBe('en');
      const table = within(article as HTMLElement).getAllByRole('table')[0];
      expect(table?.querySelector('caption')?.textContent).toBe('Multiplier by gems uncovered and number of mines');
      const others = screen.getByRole('navigation', { name: 'These rules in other languages' });
      expect(within(others).getByRole('link', { name: '简体中文' }).getAttribute('href')).toBe('/gamerule/original-mines/zh-cn');
      // The title is set by an effect after the page renders: wait for it rather than race it.
      await waitFor(() => expect(document.title).toBe('Mines: game rules | KY Gaming'));
    });

    it('sets lang on a Chinese document under an English interface', async () => {
      renderAt('/gamerule/slot-32d-cleopatra/zh-tw');
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.closest('article')?.getAttribute('lang')).toBe('zh-TW');
    });

    it('shows the 404 page for a language a game lacks, offering the languages it has', async () => {
      renderAt('/gamerule/slot-monkeyking/zh-tw');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
      expect(screen.getByText('Page not found: /gamerule/slot-monkeyking/zh-tw')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: /rules not available in 繁體中文/ })).toBeTruthy();
      const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(links).toContain('/gamerule/slot-monkeyking/en');
      expect(links).toContain('/gamerule/slot-monkeyking/zh-cn');
    });
  });

  describe('given unknown things', () => {
    it.each(['/nowhere', '/gamedetail/no-such-game', '/gamerule/no-such-game/en', '/gamerule/original-dice/fr', '/newscontent/nope'])(
      '%s shows the 404 page with its path',
      async (path) => {
        renderAt(path);
        expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
        expect(screen.getByText(`Page not found: ${path}`)).toBeTruthy();
        expect(screen.getByText('404')).toBeTruthy();
      },
    );

    it('shows the 404 page in the locale of the prefix', async () => {
      renderAt('/de-ch/nirgends');
      expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
      expect(screen.getByText('Seite nicht gefunden: /de-ch/nirgends')).toBeTruthy();
    });

    it('shows the 500 page when a page throws while rendering, inside the layout', async () => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderAt('/boom', [
        {
          path: 'boom',
          Component: () => {
            throw new Error('boom');
          },
        },
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
      expect(screen.getByText('500')).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      quiet.mockRestore();
    });
  });

  describe('given the catalogue with filters in the query', () => {
    it('shows only matching games, in the prefix locale', async () => {
      renderAt('/zh-tw/games?type=scratch&category=scratch');
      expect(await screen.findByRole('heading', { level: 1, name: '我們的遊戲' })).toBeTruthy();
      const cards = document.querySelectorAll('[data-game]');
      expect(cards.length).toBe(6);
      expect([...cards].every((card) => card.getAttribute('data-game')?.startsWith('scratch-'))).toBe(true);
      expect((screen.getByLabelText('遊戲類型') as HTMLSelectElement).value).toBe('scratch');
    });

    it('says so when nothing matches', async () => {
      renderAt('/games?type=slot&category=scratch');
      expect(await screen.findByText('No game matches these filters.')).toBeTruthy();
    });
  });

  describe('given the layout', () => {
    it('has the navigation, the language switcher, the wallet element and the footer links', async () => {
      renderAt('/company');
      await screen.findByRole('heading', { level: 1, name: 'About KY Gaming' });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'Games', 'News', 'Company', 'Contact']) expect(within(nav).getByRole('link', { name })).toBeTruthy();
      expect(within(nav).getByRole('link', { name: '繁體中文' }).getAttribute('href')).toBe('/zh-tw/company');
      const wallet = document.querySelector('ky-wallet');
      expect(wallet?.hasAttribute('age-gate')).toBe(true);
      expect(wallet?.getAttribute('locale')).toBe('en');
      const footer = screen.getByRole('navigation', { name: 'Footer' });
      for (const name of ['Privacy policy', 'Site map', 'Contact us', 'Language']) {
        expect(within(footer).getByRole('link', { name })).toBeTruthy();
      }
      expect(screen.getByText(/Play responsibly/)).toBeTruthy();
    });

    it("gives the wallet the locale's tag and sets <html lang>", async () => {
      renderAt('/zh-cn/company');
      await screen.findByRole('heading', { level: 1, name: '关于 KY Gaming' });
      expect(document.querySelector('ky-wallet')?.getAttribute('locale')).toBe('zh-CN');
      expect(document.documentElement.lang).toBe('zh-CN');
    });

    it('names English pages en-US in <html lang> (SPEC.md section 2), the wallet en', async () => {
      renderAt('/company');
      await screen.findByRole('heading', { level: 1, name: 'About KY Gaming' });
      expect(document.querySelector('ky-wallet')?.getAttribute('locale')).toBe('en');
      expect(document.documentElement.lang).toBe('en-US');
    });
  });

  describe('given the privacy policy', () => {
    it('has its five sections with anchors and a contents list', async () => {
      renderAt('/privacy_policy');
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
      for (const id of ['information-collection', 'cookies', 'third-party-disclosure', 'security', 'general']) {
        expect(document.getElementById(id)?.tagName).toBe('SECTION');
        expect(document.querySelector(`a[href="#${id}"]`)).toBeTruthy();
      }
    });
  });
});
