import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoginPrompt, useRequireLogin } from '../../components/LoginPrompt/LoginPrompt.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { exponentOf, parseMajor } from '../../games/money.ts';
import { useWallet } from '../../wallet/useWallet.tsx';
import { walletElement } from '../../wallet/wallet.ts';

/** Amount choices, in major units of the player's currency. */
export const DEPOSIT_CHOICES = [100, 500, 1000, 5000] as const;

/** What the status line under the buttons says last. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'deposited'; amount: number; balance: number }
  | { kind: 'refreshing' }
  | { kind: 'refreshed'; balance: number }
  | { kind: 'refreshFailed' };

/**
 * The wallet page: balance and deposits, through the header's <ky-wallet>. A deposit button opens
 * the widget's own deposit dialog with that amount chosen, so the player confirms every deposit
 * in the same place, with the same alerts, as from the wallet bar: nothing is credited on one click.
 */
export function BalancePage() {
  const { t, href, tag } = useI18n();
  const wallet = useWallet();
  useRequireLogin(wallet);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [other, setOther] = useState('');
  const [otherInvalid, setOtherInvalid] = useState(false);
  const otherField = useRef<HTMLInputElement>(null);

  const session = wallet.status === 'ready' && wallet.session.loggedIn ? wallet.session : null;
  const currency = session?.currency ?? 'cny';
  const money = (amount: number) => formatMoney(amount, currency, tag);

  // The dialog belongs to the widget: its ky-deposit event says a deposit went through.
  useEffect(() => {
    const onDeposit = (event: Event) => {
      const detail = (event as CustomEvent<{ amount?: unknown; balance?: unknown }>).detail;
      if (typeof detail?.amount === 'number' && typeof detail.balance === 'number') {
        setOutcome({ kind: 'deposited', amount: detail.amount, balance: detail.balance });
      }
    };
    document.addEventListener('ky-deposit', onDeposit);
    return () => document.removeEventListener('ky-deposit', onDeposit);
  }, []);

  const ask = (amount?: number) => {
    // Logged out meanwhile: the widget refuses with its login_first alert, which says it all.
    walletElement()
      .then((element) => element.openDeposit(amount))
      .catch(() => undefined);
  };
  const onOther = (event: FormEvent) => {
    event.preventDefault();
    const text = other.trim();
    // Empty: choose in the dialog. Otherwise a positive amount with at most the currency's
    // decimals, a comma read as the decimal mark (so "1,000" is refused, not read as 1); said
    // here, as the dialog would open on its first amount instead. The dialog checks the bounds.
    const minor = text === '' ? undefined : parseMajor(text, currency);
    if (minor === null) {
      setOtherInvalid(true);
      otherField.current?.focus();
      return;
    }
    ask(minor === undefined ? undefined : minor / 10 ** exponentOf(currency));
  };
  const refresh = () => {
    if (outcome.kind === 'refreshing') return;
    setOutcome({ kind: 'refreshing' });
    walletElement()
      .then((element) => element.refreshBalance())
      .then(
      (balance) => setOutcome({ kind: 'refreshed', balance }),
      () => setOutcome({ kind: 'refreshFailed' }),
    );
  };

  return (
    <>
      <Meta title={t('balance.meta.title')} description={t('balance.meta.description')} noindex />
      <PageHeader title={t('balance.title')} />
      {!session ? (
        <LoginPrompt state={wallet} />
      ) : (
        <>
          <dl className="facts-grid wallet-summary">
            <div className="facts-grid__item">
              <dt>{t('balance.player')}</dt>
              <dd>{session.name}</dd>
            </div>
            <div className="facts-grid__item">
              <dt>{t('balance.balance')}</dt>
              <dd className="wallet-summary__balance" data-testid="site-balance">
                {money(session.balance)}
              </dd>
            </div>
            <div className="facts-grid__item">
              <dt>{t('balance.currency')}</dt>
              <dd>{session.currency.toUpperCase()}</dd>
            </div>
          </dl>
          <section aria-labelledby="balance-deposit">
            <h2 id="balance-deposit">{t('balance.deposit')}</h2>
            <p className="wallet-hint">{t('balance.confirmHint')}</p>
            <ul className="choice-list">
              {DEPOSIT_CHOICES.map((amount) => (
                <li key={amount}>
                  <button type="button" className="button" aria-haspopup="dialog" onClick={() => ask(amount)}>
                    {t('balance.depositAmount', { amount: money(amount) })}
                  </button>
                </li>
              ))}
            </ul>
            <form className="inline-form" onSubmit={onOther}>
              <div className="field">
                <label htmlFor="deposit-other">{t('balance.otherAmount')}</label>
                <input
                  id="deposit-other"
                  ref={otherField}
                  inputMode="decimal"
                  autoComplete="off"
                  value={other}
                  aria-invalid={otherInvalid}
                  aria-describedby={otherInvalid ? 'deposit-other-error' : undefined}
                  onChange={(event) => {
                    setOther(event.target.value);
                    setOtherInvalid(false);
                  }}
                />
                {otherInvalid ? (
                  <p id="deposit-other-error" className="wallet-error" role="alert">
                    {t('balance.otherInvalid')}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button button--ghost" aria-haspopup="dialog">
                {t('balance.depositOther')}
              </button>
            </form>
            {/* A deposit is announced by the wallet (its alert, then its balance's live region):
                here it is only shown, or a screen reader hears it three times. A refresh has no
                alert: its result is a polite status, a failure an alert, read at once. The live
                regions stay in the page so screen readers hear what is put in them. */}
            <div className="wallet-outcome">
              {outcome.kind === 'deposited' ? (
                <p className="wallet-status">
                  {t('balance.deposited', { amount: money(outcome.amount), balance: money(outcome.balance) })}
                </p>
              ) : null}
              <p role="status" className="wallet-status">
                {outcome.kind === 'refreshed' ? t('balance.refreshed', { balance: money(outcome.balance) }) : ''}
              </p>
            </div>
            <p role="alert" className="wallet-error">
              {outcome.kind === 'refreshFailed' ? t('balance.refreshFailed') : ''}
            </p>
            <p className="actions">
              <button
                type="button"
                className="button button--ghost"
                // Not disabled while busy: a disabled button would drop the keyboard focus.
                aria-busy={outcome.kind === 'refreshing'}
                onClick={refresh}
              >
                {outcome.kind === 'refreshing' ? t('balance.refreshing') : t('balance.refresh')}
              </button>
              <Link to={href('/history')}>{t('balance.history')}</Link>
            </p>
          </section>
        </>
      )}
    </>
  );
}
