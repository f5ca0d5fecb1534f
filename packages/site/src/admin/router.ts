import { useEffect, useState } from 'react';
import { localePath, splitLocale, type Locale } from '../i18n/locale.ts';

/** The back office's screens, by path (after the locale prefix). */
export type Screen =
  | { name: 'dashboard' }
  | { name: 'accounts' }
  | { name: 'account'; id: number }
  | { name: 'audit' }
  | { name: 'inbox' }
  | { name: 'security' }
  | { name: 'notFound' };

/**
 * `/admin` is the dashboard; `/admin2` is the accounts screen (the second entry staff bookmark);
 * the rest live under `/admin/…`.
 */
export function screenOf(path: string): Screen {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/admin') return { name: 'dashboard' };
  if (clean === '/admin2' || clean === '/admin/accounts') return { name: 'accounts' };
  const account = /^\/admin\/accounts\/(\d{1,15})$/.exec(clean);
  if (account) return { name: 'account', id: Number(account[1]) };
  if (clean === '/admin/audit') return { name: 'audit' };
  if (clean === '/admin/inbox') return { name: 'inbox' };
  if (clean === '/admin/security') return { name: 'security' };
  return { name: 'notFound' };
}

export function pathOf(screen: Screen): string {
  switch (screen.name) {
    case 'dashboard':
      return '/admin';
    case 'accounts':
      return '/admin/accounts';
    case 'account':
      return `/admin/accounts/${screen.id}`;
    case 'notFound':
      return '/admin';
    default:
      return `/admin/${screen.name}`;
  }
}

const listeners = new Set<() => void>();

/** Client-side navigation: no reload, the back button works. */
export function navigate(path: string, locale: Locale): void {
  window.history.pushState(null, '', localePath(locale, path));
  for (const listener of listeners) listener();
}

export function useLocation(): { locale: Locale; path: string } {
  const [location, setLocation] = useState(() => splitLocale(window.location.pathname));
  useEffect(() => {
    const update = () => setLocation(splitLocale(window.location.pathname));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}
