import { useMemo, type Ref } from 'react';
import type { WalletConfig } from '../config';
import type { KyWalletElement } from '../element/ky-wallet';
import type {
  KyAgeEvent,
  KyBalanceEvent,
  KyDepositEvent,
  KyErrorEvent,
  KyLoginEvent,
  KyLogoutEvent,
  KyReadyEvent,
} from '../events';
import '../define';

export interface KyWalletProps extends WalletConfig {
  /** The `<ky-wallet>` element, for its methods (`openLogin()`, `deposit()`, `history()`…). */
  ref?: Ref<KyWalletElement>;
  id?: string;
  className?: string;
  onLogin?: (event: KyLoginEvent) => void;
  onLogout?: (event: KyLogoutEvent) => void;
  onBalance?: (event: KyBalanceEvent) => void;
  onDeposit?: (event: KyDepositEvent) => void;
  onError?: (event: KyErrorEvent) => void;
  onAge?: (event: KyAgeEvent) => void;
  onReady?: (event: KyReadyEvent) => void;
}

/**
 * `<ky-wallet>` for React 19: configuration as typed props, events as callbacks. React sets the
 * `config` property and adds the `on…` listeners before the element is connected, so even
 * `onReady` is never missed.
 */
export function KyWallet({
  ref,
  id,
  className,
  onLogin,
  onLogout,
  onBalance,
  onDeposit,
  onError,
  onAge,
  onReady,
  ...config
}: KyWalletProps) {
  // A new object only when a value changed: each new `config` re-renders the element.
  const key = JSON.stringify(config);
  const stableConfig = useMemo(() => JSON.parse(key) as WalletConfig, [key]);
  return (
    <ky-wallet
      ref={ref}
      id={id}
      className={className}
      config={stableConfig}
      onky-login={onLogin}
      onky-logout={onLogout}
      onky-balance={onBalance}
      onky-deposit={onDeposit}
      onky-error={onError}
      onky-age={onAge}
      onky-ready={onReady}
    />
  );
}
