import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { AgeGate } from './components/AgeGate/AgeGate';
import { AlertDialog } from './components/AlertDialog/AlertDialog';
import { DepositDialog } from './components/DepositDialog/DepositDialog';
import { LoginDialog } from './components/LoginDialog/LoginDialog';
import { WalletBar } from './components/WalletBar/WalletBar';
import type { ResolvedWalletConfig } from './config';
import { I18nContext, WalletContext } from './context';
import { translator } from './i18n';
import { useAgeGateOpen } from './state/age';
import { hostStore } from './state/hosts';
import { isLoggedIn, sessionStore } from './state/session';
import { useStore } from './state/store';
import type { Wallet } from './state/wallet';

export interface AppProps {
  wallet: Wallet;
  /** The element's configuration; re-renders when it changes. */
  config: { subscribe: (listener: () => void) => () => void; get: () => ResolvedWalletConfig };
  onReady?: () => void;
}

/** Everything one <ky-wallet> renders in its shadow root. */
export function App({ wallet, config, onReady }: AppProps) {
  const { locale, theme } = useSyncExternalStore(config.subscribe, config.get);
  const hosts = useStore(hostStore);
  const gated = useAgeGateOpen();
  const loggedIn = isLoggedIn(useStore(sessionStore));
  const deposit = useStore(wallet.depositDialog);
  const i18n = useMemo(() => ({ locale, t: translator(locale) }), [locale]);

  // A session that ends (here or in another element) closes this element's deposit dialog.
  useEffect(() => {
    if (!loggedIn) wallet.closeDeposit();
  }, [loggedIn, wallet]);

  useEffect(() => onReady?.(), [onReady]);

  return (
    <WalletContext.Provider value={wallet}>
      <I18nContext.Provider value={i18n}>
        <div className="root" lang={locale} data-theme={theme}>
          <WalletBar onDeposit={() => wallet.openDeposit()} />
          {/* Behind the age gate, dialogs wait: they open once the visitor has confirmed. */}
          <DepositDialog
            open={deposit.open && loggedIn && !gated}
            amount={deposit.amount}
            opened={deposit.opened}
            onClose={() => wallet.closeDeposit()}
          />
          {hosts.dialogs === wallet.host ? (
            <>
              <LoginDialog blocked={gated} />
              <AlertDialog blocked={gated} />
            </>
          ) : null}
          {hosts.gate === wallet.host ? <AgeGate open={gated} /> : null}
        </div>
      </I18nContext.Provider>
    </WalletContext.Provider>
  );
}
