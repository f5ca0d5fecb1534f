import { useEffect, useRef, useState, type ReactNode } from 'react';
import { StaffSessionDataSchema, mayDo, type Action, type StaffMe, type StaffSessionData } from '@ky-wallet/protocol';
import { AdminApiError, EmptySchema, adminApi, onSessionLost, setCsrfToken } from './api.ts';
import { ErrorText } from './components/ErrorText/ErrorText.tsx';
import { HTML_LANG, localePath } from '../i18n/locale.ts';
import { useI18n, type AdminPlainKey } from './i18n/i18n.tsx';
import { navigate, pathOf, screenOf, useLocation, type Screen } from './router.ts';
import { AccountDetail } from './screens/AccountDetail.tsx';
import { Accounts } from './screens/Accounts.tsx';
import { Audit } from './screens/Audit.tsx';
import { Dashboard } from './screens/Dashboard.tsx';
import { Inbox } from './screens/Inbox.tsx';
import { Security } from './screens/Security.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { LanguageMenu } from './components/LanguageMenu/LanguageMenu.tsx';

/** The screens, each behind the action it needs (the protocol's MATRIX), if any. */
const NAV: { screen: Screen; label: AdminPlainKey; action?: Action }[] = [
  { screen: { name: 'dashboard' }, label: 'nav.dashboard', action: 'dashboard.read' },
  { screen: { name: 'accounts' }, label: 'nav.accounts', action: 'accounts.read' },
  { screen: { name: 'audit' }, label: 'nav.audit', action: 'audit.read' },
  { screen: { name: 'inbox' }, label: 'nav.inbox', action: 'contacts.read' },
  { screen: { name: 'security' }, label: 'nav.security' },
];

/** The screens a staff member is offered: while two-factor enrolment is due, Security alone. */
function navFor(me: StaffMe) {
  return NAV.filter((item) => (me.totp_enrolment_required ? item.screen.name === 'security' : !item.action || mayDo(me.role, item.action)));
}

/** The back office: the staff session (`me`), then the screen the path names. */
export function App() {
  const { t, locale } = useI18n();
  const { path } = useLocation();
  const [session, setSession] = useState<StaffSessionData | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);

  const signedIn = (data: StaffSessionData) => {
    setCsrfToken(data.csrf_token);
    setSession(data);
  };

  useEffect(() => {
    adminApi('me', StaffSessionDataSchema).then(signedIn, (failure: unknown) => {
      if (failure instanceof AdminApiError && (failure.code === 'unauthorized' || failure.code === 'account_locked')) {
        setSession(null);
      } else {
        setError(failure);
        setSession(null);
      }
    });
  }, []);

  // A session that ends under a screen goes back to the sign-in form, saying why.
  useEffect(
    () =>
      onSessionLost((code) => {
        setError(new AdminApiError(code, code));
        setSession(null);
      }),
    [],
  );

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);

  if (session === undefined) return <p className="bo-loading">{t('app.loading')}</p>;
  if (session === null) {
    return (
      <Frame>
        <ErrorText error={error} />
        <SignIn onSignedIn={signedIn} />
      </Frame>
    );
  }
  const me = session.me;
  // Required two-factor sign-in that is not set up: the only screen is Security.
  const screen: Screen = me.totp_enrolment_required ? { name: 'security' } : screenOf(path);

  const signOut = async () => {
    await adminApi('logout', EmptySchema).catch(() => undefined);
    setSession(null);
  };

  return (
    <Frame me={me} screen={screen} onSignOut={() => void signOut()}>
      {screen.name === 'dashboard' ? <Dashboard me={me} /> : null}
      {screen.name === 'accounts' ? <Accounts me={me} /> : null}
      {screen.name === 'account' ? <AccountDetail key={screen.id} me={me} id={screen.id} /> : null}
      {screen.name === 'audit' ? <Audit /> : null}
      {screen.name === 'inbox' ? <Inbox /> : null}
      {screen.name === 'security' ? <Security me={me} onChanged={signedIn} /> : null}
      {screen.name === 'notFound' ? <NotFound /> : null}
    </Frame>
  );
}

/** An address with no screen: says so, and offers the dashboard. */
function NotFound() {
  const { t, locale } = useI18n();
  return (
    <>
      <h1 tabIndex={-1}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a
          href={localePath(locale, pathOf({ name: 'dashboard' }))}
          onClick={(event) => {
            event.preventDefault();
            navigate(pathOf({ name: 'dashboard' }), locale);
          }}
        >
          {t('notFound.back')}
        </a>
      </p>
    </>
  );
}

/** Skip link, header with navigation and language, and the main landmark. */
function Frame({
  me,
  screen,
  onSignOut,
  children,
}: {
  me?: StaffMe;
  screen?: Screen;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const { path } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // After a client-side navigation or a sign-in, focus moves to the new screen, so that screen
  // readers announce it and start there: to its heading, or to main until it has one. Always, as
  // the site's Layout does: what was used to get here (a menu link) may still be on the page. A
  // screen that loads first (an account) replaces its heading when its data comes: focus follows
  // it, until the staff member does anything (then it is theirs).
  const signedInAs = me?.id;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const focusHeading = () => (root.querySelector<HTMLElement>('h1') ?? root).focus({ preventScroll: true });
    focusHeading();
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active === root || active.tagName === 'H1') focusHeading();
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = () => observer.disconnect();
    document.addEventListener('pointerdown', stop, { once: true });
    document.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      document.removeEventListener('pointerdown', stop);
      document.removeEventListener('keydown', stop);
    };
  }, [path, signedInAs]);

  // The tab's title names the screen (its heading), as every page of the site does.
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const name = () => {
      const heading = root.querySelector('h1')?.textContent?.trim();
      document.title = heading && heading !== t('app.title') ? `${heading} – ${t('app.title')}` : t('app.title');
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [t]);

  return (
    <>
      <a className="bo-skip" href="#bo-main">
        {t('app.skip')}
      </a>
      <header className="bo-header">
        <span className="bo-brand">{t('app.title')}</span>
        {me && screen ? (
          <nav aria-label={t('nav.label')}>
            <ul>
              {navFor(me).map((item) => {
                const href = pathOf(item.screen);
                const current = screen.name === item.screen.name || (screen.name === 'account' && item.screen.name === 'accounts');
                return (
                  <li key={item.label}>
                    <a
                      href={localePath(locale, href)}
                      aria-current={current ? 'page' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(href, locale);
                      }}
                    >
                      {t(item.label)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <div className="bo-header__end">
          <LanguageMenu path={path} />
          {me && onSignOut ? (
            <>
              <span className="bo-who">{t('nav.signedInAs', { name: me.account_name, role: t(`role.${me.role}`) })}</span>
              <button type="button" className="bo-button bo-button--ghost" onClick={onSignOut}>
                {t('nav.signOut')}
              </button>
            </>
          ) : null}
        </div>
      </header>
      <main id="bo-main" ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
