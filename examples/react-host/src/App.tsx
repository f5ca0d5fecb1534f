import { useRef, useState } from 'react';
import { KyWallet, useWalletSession, type KyWalletElement, type Locale } from '@ky-wallet/widget/react';

// The wallet API lives on the wallet server, not on this app's origin, so the bundler build needs
// `apiBase` (the script-tag build defaults to the origin it was loaded from).
const API_BASE: string = import.meta.env.VITE_KY_API_BASE ?? 'http://127.0.0.1:8787';

export function App() {
  const wallet = useRef<KyWalletElement>(null);
  const session = useWalletSession(wallet);
  const [locale, setLocale] = useState<Locale>('en');
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((previous) => [line, ...previous]);

  return (
    <>
      <header>
        <h1>React host</h1>
        <KyWallet
          ref={wallet}
          apiBase={API_BASE}
          locale={locale}
          depositAmounts={[10, 20, 50]}
          theme="light"
          onReady={() => log('ready')}
          onLogin={(event) => log(`login ${event.detail.name}`)}
          onDeposit={(event) => log(`deposit ${event.detail.amount} → ${event.detail.balance}`)}
          onError={(event) => log(`error ${event.detail.code}`)}
        />
      </header>
      <main>
        <h2>Session, from useWalletSession()</h2>
        <p data-testid="session">
          {session.loggedIn ? `${session.name}: ${session.balance} ${session.currency.toUpperCase()}` : 'Not logged in'}
        </p>
        <p>
          <label>
            Language{' '}
            <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
              <option value="en">English</option>
              <option value="zh-TW">繁體中文</option>
              <option value="zh-CN">简体中文</option>
              <option value="de-CH">Deutsch (Schweiz)</option>
            </select>
          </label>{' '}
          <button type="button" onClick={() => void wallet.current?.deposit(10).catch(() => undefined)}>
            Deposit 10 through the element's method
          </button>
        </p>
        <h2>Events</h2>
        <ol data-testid="events">
          {events.map((line, index) => (
            <li key={events.length - index}>{line}</li>
          ))}
        </ol>
      </main>
    </>
  );
}
