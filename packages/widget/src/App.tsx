import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { AgeGate } from './components/AgeGate/AgeGate';
import { AlertDialog } from './components/AlertDialog/AlertDialog';
import { DepositDialog } from './components/DepositDialog/DepositDialog';
import { LoginDialog } from './components/LoginDialog/LoginDialog';
import { WalletBar } from './components/WalletBar/WalletBar';
import { I18nContext, WalletContext } from './context';
import { translator } from './i18n';
import { ageGateOpen } from './state/age';
import { dialogsHost, gateHost } from './state/hosts';
import { loggedIn as loggedInState } from './state/session';
import type { Wallet } from './state/wallet';

export interface AppProps {
  /** The element's wallet; its `config` reads the element's config signal. */
  wallet: Wallet;
  onReady?: () => void;
}

/** Everything one <ky-wallet> renders in its shadow root. */
export function App({ wallet, onReady }: AppProps) {
  useSignals(); // re-renders when a signal read below changes
  const { theme } = wallet.config;
  const locale = wallet.shownLocale.value;
  const gated = ageGateOpen.value;
  const loggedIn = loggedInState.value;
  const deposit = wallet.depositDialog.value;
  const i18n = useMemo(() => (locale ? { locale, t: translator(locale) } : null), [locale]);

  // A session that ends (here or in another element) closes this element's deposit dialog.
  useEffect(() => {
    if (!loggedIn) wallet.closeDeposit();
  }, [loggedIn, wallet]);

  useEffect(() => {
    if (i18n) onReady?.();
  }, [i18n, onReady]);

  // The element's texts are still loading: nothing, rather than a flash of English.
  if (!i18n) return null;

  return (
    <WalletContext.Provider value={wallet}>
      <I18nContext.Provider value={i18n}>
        <div className="root" lang={i18n.locale} data-theme={theme}>
          <WalletBar onDeposit={() => wallet.openDeposit()} />
          {/* Behind the age gate, dialogs wait: they open once the visitor has confirmed. */}
          <DepositDialog
            open={deposit.open && loggedIn && !gated}
            amount={deposit.amount}
            opened={deposit.opened}
            onClose={() => wallet.closeDeposit()}
          />
          {dialogsHost.value === wallet.host ? (
            <>
              <LoginDialog blocked={gated} />
              <AlertDialog blocked={gated} />
            </>
          ) : null}
          {gateHost.value === wallet.host ? <AgeGate open={gated} /> : null}
        </div>
      </I18nContext.Provider>
    </WalletContext.Provider>
  );
}
