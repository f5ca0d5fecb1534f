import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminEndpoint } from '@ky-wallet/protocol';
import type * as Api from './api.ts';
import { App } from './App.tsx';
import { I18nProvider, makeI18n } from './i18n/i18n.tsx';
import en from './i18n/locales/en/admin.json';
import zhTW from './i18n/locales/zh-TW/admin.json';
import { LOCALE_COOKIE, type Locale } from '../i18n/locale.ts';
import type { Catalogue } from '../i18n/messages.ts';
import { auditLog, session, staff } from './story-fixtures.ts';

/** The server's answers, by endpoint: a value, or an error code to refuse with. */
let answers: Partial<Record<AdminEndpoint, unknown>> = {};

vi.mock('./api.ts', async (original) => {
  const api = await original<typeof Api>();
  return {
    ...api,
    adminApi: (endpoint: AdminEndpoint) => {
      const answer = answers[endpoint];
      if (answer instanceof api.AdminApiError) return Promise.reject(answer);
      return answer === undefined ? new Promise(() => undefined) : Promise.resolve(answer);
    },
  };
});

const { AdminApiError } = await vi.importActual<typeof Api>('./api.ts');

function renderApp(path: string, locale: Locale = 'en', messages: Catalogue = en) {
  window.history.replaceState(null, '', path);
  return render(
    <I18nProvider value={makeI18n(locale, messages)}>
      <App />
    </I18nProvider>,
  );
}

function clearLocaleCookie() {
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
}

describe('the back office’s header', () => {
  beforeEach(() => clearLocaleCookie());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    clearLocaleCookie();
    answers = {};
  });

  it('changes the language only when one is chosen, not while moving through them (WCAG 3.2.2)', async () => {
    answers = { me: new AdminApiError('unauthorized', 'sign in') };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    renderApp('/zh-tw/admin2?q=anna', 'zh-tw', zhTW);
    await screen.findByRole('heading', { level: 1, name: '登入後台' });
    const header = screen.getByRole('banner');

    // Arrow keys on a select fire change at each option: none of them may leave the page.
    for (const select of within(header).queryAllByRole('combobox')) {
      for (const option of within(select).getAllByRole('option')) {
        fireEvent.change(select, { target: { value: (option as HTMLOptionElement).value } });
      }
    }
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/zh-tw/admin2');
    expect(document.cookie).not.toContain(LOCALE_COOKIE);

    // The languages are links to the same screen (its query kept), each named in its own language.
    const links = {
      en: ['English', '/admin2?q=anna', 'en'],
      'zh-tw': ['繁體中文', '/zh-tw/admin2?q=anna', 'zh-TW'],
      'zh-cn': ['简体中文', '/zh-cn/admin2?q=anna', 'zh-CN'],
      'de-ch': ['Deutsch (Schweiz)', '/de-ch/admin2?q=anna', 'de-CH'],
    } as const;
    for (const [locale, [name, href, lang]] of Object.entries(links)) {
      const link = within(header).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('lang')).toBe(lang);
      expect(link.getAttribute('aria-current')).toBe(locale === 'zh-tw' ? 'true' : null);
    }
    // The disclosure that holds them says which language is on, translated.
    expect(within(header).getByText('語言：繁體中文')).toBeTruthy();

    // Following one stores the choice first, as the select did (the page load is the browser's).
    const follow = (event: Event) => event.preventDefault();
    document.addEventListener('click', follow);
    try {
      await userEvent.setup().click(within(header).getByRole('link', { name: 'Deutsch (Schweiz)' }));
    } finally {
      document.removeEventListener('click', follow);
    }
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de-ch`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('moves focus to the new screen after a navigation from the menu, not on the first load', async () => {
    answers = { me: session(staff('admin')), auditLog: auditLog() };
    renderApp('/admin/security');
    await screen.findByRole('heading', { level: 1, name: 'Security' });
    // The first screen leaves focus where the browser puts it.
    expect(document.activeElement).toBe(document.body);

    const user = userEvent.setup();
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    const link = within(menu).getByRole('link', { name: 'Audit log' });
    act(() => link.focus());
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    expect(window.location.pathname).toBe('/admin/audit');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('offers Security alone while two-factor enrolment is due, and every screen of the role after', async () => {
    answers = { me: session(staff('operator', { totp_enrolment_required: true })) };
    renderApp('/admin/security');
    const menu = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Security']);
    cleanup();
    answers = { me: session(staff('operator')) };
    renderApp('/admin/security');
    const full = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(full).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Accounts', 'Audit log', 'Contact inbox', 'Security']);
  });

  it('says an unknown address has no screen, in the page’s language, with the way to the dashboard', async () => {
    answers = { me: session(staff('user')) };
    renderApp('/admin/no-such-screen', 'zh-tw', zhTW);
    expect(await screen.findByRole('heading', { level: 1, name: zhTW['notFound.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: zhTW['notFound.back'] }).getAttribute('href')).toBe('/zh-tw/admin');
    expect(within(screen.getByRole('navigation', { name: zhTW['nav.label'] })).getAllByRole('link').map((link) => link.textContent)).toEqual([
      zhTW['nav.dashboard'],
      zhTW['nav.accounts'],
      zhTW['nav.security'],
    ]);
  });
});
