import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { DeferHydration } from '../components/DeferHydration/DeferHydration.tsx';
import { Footer } from '../components/Footer/Footer.tsx';
import { Header } from '../components/Header/Header.tsx';
import { I18nProvider, useI18n } from '../i18n/I18nContext.tsx';
import { HTML_LANG, splitLocale } from '../i18n/locale.ts';
import { messagesFor, type Catalogue } from '../i18n/messages.ts';
import { WalletProvider } from '../wallet/useWallet.tsx';
import { openLogin } from '../wallet/wallet.ts';
import { contentMount } from './contentMount.ts';
import type { OpenLoginState } from './routes.tsx';

/** The last catalogue shown: a page whose own catalogue failed to load keeps the previous one. */
let lastMessages: Catalogue | undefined;

export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { locale } = splitLocale(location.pathname);
  const messages = messagesFor(locale) ?? lastMessages;
  if (!messages) throw new Error(`messages for ${locale} are not loaded`);
  lastMessages = messages;

  // In the commit that shows the new locale's text, not after its paint: a screen reader reads
  // the page in the language <html lang> names.
  useLayoutEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);

  // /login/{id} lands here with state { openLogin: true }: open the wallet's login form once.
  const wantsLogin = (location.state as OpenLoginState | null)?.openLogin === true;
  useEffect(() => {
    if (!wantsLogin) return;
    openLogin();
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [wantsLogin, navigate, location.pathname, location.search]);

  // After a client-side navigation, move focus to the new page so screen readers start there.
  const first = useRef(true);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <I18nProvider locale={locale} messages={messages}>
      <SkipLink />
      <WalletProvider>
        <Header />
        <main id="main" tabIndex={-1} ref={main}>
          <DeferHydration key={contentMount(location)}>
            <Outlet />
          </DeferHydration>
        </main>
        <DeferHydration>
          <Footer />
        </DeferHydration>
      </WalletProvider>
      <ScrollRestoration />
    </I18nProvider>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a className="skip-link" href="#main">
      {t('site.skip')}
    </a>
  );
}
