import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { WalletState } from '../../wallet/useWallet.tsx';
import { openLogin, requireLogin } from '../../wallet/wallet.ts';

/**
 * Asks the wallet for the type-1 `login_first` alert once, when the page learns the player is
 * logged out (SPEC.md section 6: protected actions require login).
 */
export function useRequireLogin(state: WalletState): void {
  const asked = useRef(false);
  const loggedOut = state.status === 'ready' && !state.session.loggedIn;
  useEffect(() => {
    if (loggedOut && !asked.current) {
      asked.current = true;
      requireLogin();
    }
  }, [loggedOut]);
}

/** What a page behind login shows while the player is logged out, or while the wallet loads. */
export function LoginPrompt({ state }: { state: WalletState }) {
  const { t } = useI18n();
  if (state.status === 'pending') {
    return (
      <p className="notice" role="status">
        {t('wallet.checking')}
      </p>
    );
  }
  return (
    <section className="login-prompt" aria-labelledby="login-prompt-title">
      <h2 id="login-prompt-title">{t('wallet.loginTitle')}</h2>
      <p>{t('wallet.loginText')}</p>
      <button type="button" className="button" onClick={openLogin}>
        {t('wallet.loginButton')}
      </button>
    </section>
  );
}
