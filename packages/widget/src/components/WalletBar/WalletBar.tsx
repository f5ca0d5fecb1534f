import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useI18n, useWallet } from '../../context';
import { formatMoney } from '../../format';
import { ageGateOpen } from '../../state/age';
import { balanceAwaited, isLoggedIn, sessionState } from '../../state/session';

export interface WalletBarProps {
  /** The Deposit button, when logged in. */
  onDeposit: () => void;
}

/** What the element shows inline: Log in + Deposit, or name, balance, Deposit + Log out. */
export function WalletBar({ onDeposit }: WalletBarProps) {
  useSignals();
  const wallet = useWallet();
  const { t, locale } = useI18n();
  const session = sessionState.value;
  const loggedIn = isLoggedIn(session);
  // A session that has just begun has no balance of its own yet: busy, so the live region
  // announces the amount once, when it comes.
  const balancePending = loggedIn && balanceAwaited.value === session.token;
  // Behind an unanswered age gate nothing here works (the modal gate makes the page inert too;
  // this also covers browsers without a top layer).
  const gated = ageGateOpen.value;
  const loginButton = useRef<HTMLButtonElement>(null);
  const focusLoginNext = useRef(false);

  // The Log out button disappears with the session: hand focus to the Log in button that replaces it.
  useEffect(() => {
    if (!loggedIn && focusLoginNext.current) {
      focusLoginNext.current = false;
      loginButton.current?.focus();
    }
  }, [loggedIn]);

  return (
    <div part="bar" className="bar" role="group" aria-label={t('wallet')} inert={gated}>
      {loggedIn ? (
        <>
          {/* A long name is cut short with an ellipsis (12rem); the pointer's tooltip shows it whole. */}
          <span part="name" className="name" title={session.name}>
            {session.name}
          </span>
          <span
            part="balance"
            className="balance"
            aria-live="polite"
            aria-atomic="true"
            aria-busy={balancePending || undefined}
          >
            <span part="balance-label" className="balance-label">
              {t('balance')}
            </span>{' '}
            <span part="balance-amount" className="balance-amount">
              {balancePending ? '…' : formatMoney(session.balance, wallet.currency, locale)}
            </span>
          </span>
        </>
      ) : null}
      {/* The buttons wrap as one: on a narrow bar, "Log out" never ends up alone on a line. */}
      <span part="bar-actions" className="bar-actions">
        {loggedIn ? null : (
          <button
            ref={loginButton}
            type="button"
            part="button login-button"
            className="btn btn-primary"
            onClick={() => wallet.openLogin()}
          >
            {t('log_in')}
          </button>
        )}
        {/* Always in the same place, so it survives login and logout: the focus fallback. */}
        <button
          type="button"
          part="button deposit-button"
          className={loggedIn ? 'btn btn-primary' : 'btn'}
          data-focus-fallback=""
          onClick={() => (loggedIn ? onDeposit() : wallet.requireLogin())}
        >
          {t('deposit')}
        </button>
        {loggedIn ? (
          <button
            type="button"
            part="button logout-button"
            className="btn btn-quiet"
            onClick={() => {
              focusLoginNext.current = true;
              void wallet.logout();
            }}
          >
            {t('log_out')}
          </button>
        ) : null}
      </span>
    </div>
  );
}
