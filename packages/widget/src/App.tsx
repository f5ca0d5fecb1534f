import { useEffect, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertDialog } from './components/AlertDialog/AlertDialog';
import { DepositDialog } from './components/DepositDialog/DepositDialog';
import { LoginDialog } from './components/LoginDialog/LoginDialog';
import { WalletBar } from './components/WalletBar/WalletBar';
import { WalletContext } from './context';
import { isLoggedIn, sessionStore } from './state/session';
import { useStore } from './state/store';
import type { Wallet } from './state/wallet';

export interface AppProps {
  wallet: Wallet;
  /** Whether this element renders the page's one login modal and alert. */
  hostsDialogs: { subscribe: (listener: () => void) => () => void; get: () => boolean };
  /** Re-render when the configuration changes. */
  config: { subscribe: (listener: () => void) => () => void; get: () => unknown };
  onReady?: () => void;
}

/** Everything one <ky-wallet> renders in its shadow root. */
export function App({ wallet, hostsDialogs, config, onReady }: AppProps) {
  useSyncExternalStore(config.subscribe, config.get);
  const isHost = useSyncExternalStore(hostsDialogs.subscribe, hostsDialogs.get);
  const loggedIn = isLoggedIn(useStore(sessionStore));
  const [depositOpen, setDepositOpen] = useState(false);
  const language = wallet.i18n.language;

  // A session that ends (here or in another element) closes this element's deposit dialog.
  useEffect(() => {
    if (!loggedIn) setDepositOpen(false);
  }, [loggedIn]);

  useEffect(() => onReady?.(), [onReady]);

  return (
    <WalletContext.Provider value={wallet}>
      <I18nextProvider i18n={wallet.i18n}>
        <div className="root" lang={language}>
          <WalletBar onDeposit={() => setDepositOpen(true)} />
          <DepositDialog open={depositOpen && loggedIn} onClose={() => setDepositOpen(false)} />
          {isHost ? (
            <>
              <LoginDialog />
              <AlertDialog />
            </>
          ) : null}
        </div>
      </I18nextProvider>
    </WalletContext.Provider>
  );
}
