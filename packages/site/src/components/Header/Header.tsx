import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { KyWalletElement } from '@ky-wallet/widget';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { PlainKey } from '../../i18n/messages.ts';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';

const NAV: { path: string; label: PlainKey; end?: boolean }[] = [
  { path: '/', label: 'nav.home', end: true },
  { path: '/games', label: 'nav.games' },
  { path: '/news', label: 'nav.news' },
  { path: '/company', label: 'nav.company' },
  { path: '/contact', label: 'nav.contact' },
];

/** The site header: brand, main navigation, language switcher and the wallet element. */
export function Header() {
  const { t, href, tag } = useI18n();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [pathname]);

  // Like a disclosure menu: Escape closes it and gives focus back to its button; so does focus
  // moving on past it into the page. A layout effect: listening from the render that opened it,
  // not a frame later (Preact runs passive effects after paint), so an Escape right away counts.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // Not an Escape that closed the language menu inside this one: one Escape, one menu.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      menuButton.current?.focus();
    };
    // A native focusout: it bubbles from the links, in React and Preact alike.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !nav.current?.contains(next) && next !== menuButton.current) setOpen(false);
    };
    const menu = nav.current;
    document.addEventListener('keydown', onKey);
    menu?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      menu?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={href('/')} className="site-header__brand" aria-label={t('site.homeLink')}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>KY Gaming</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>
        <nav
          id="site-nav"
          aria-label={t('nav.main')}
          className="site-header__nav"
          data-open={open ? '' : undefined}
          ref={nav}
        >
          <ul className="site-header__links">
            {NAV.map((item) => (
              <li key={item.path}>
                <NavLink to={href(item.path)} end={item.end}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher />
        </nav>
        <div className="site-header__wallet">
          <WalletElement locale={tag} />
        </div>
      </div>
    </header>
  );
}

/**
 * The wallet, embedded through its public element exactly as an operator's page does. React and
 * Preact set a custom element's known properties rather than its attributes; the attributes are
 * what an operator writes and what the prerendered HTML carries, so keep them in step too.
 */
function WalletElement({ locale }: { locale: string }) {
  const element = useRef<KyWalletElement>(null);
  useLayoutEffect(() => {
    element.current?.setAttribute('locale', locale);
    element.current?.setAttribute('theme', 'dark');
    element.current?.setAttribute('age-gate', '');
  }, [locale]);
  return <ky-wallet ref={element} age-gate="" theme="dark" locale={locale} />;
}
