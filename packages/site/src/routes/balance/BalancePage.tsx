import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoginPrompt, useRequireLogin } from '../../components/LoginPrompt/LoginPrompt.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { useWallet } from '../../wallet/useWallet.ts';
import { deposit, refreshBalance } from '../../wallet/wallet.ts';

/** Amount choices, in major units of the player's currency. */
export const DEPOSIT_CHOICES = [100, 500, 1000, 5000] as const;

type Outcome = { kind: 'none' } | { kind: 'busy' } | { kind: 'done'; amount: number; balance: number } | { kind: 'failed' };

/** The wallet page: balance and deposits, through the header's <ky-wallet>. */
export function BalancePage() {
  const { t, href, tag } = useI18n();
  const wallet = useWallet();
  useRequireLogin(wallet);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [other, setOther] = useState('');

  const session = wallet.status === 'ready' && wallet.session.loggedIn ? wallet.session : null;
  const money = (amount: number) => formatMoney(amount, session?.currency ?? 'cny', tag);

  const run = (amount: number) => {
    if (!(amount > 0) || outcome.kind === 'busy') return;
    setOutcome({ kind: 'busy' });
    deposit(amount).then(
      (balance) => setOutcome({ kind: 'done', amount, balance }),
      () => setOutcome({ kind: 'failed' }),
    );
  };
  const onOther = (event: FormEvent) => {
    event.preventDefault();
    run(Number(other.replace(',', '.')));
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
            <ul className="choice-list">
              {DEPOSIT_CHOICES.map((amount) => (
                <li key={amount}>
                  <button type="button" className="button" disabled={outcome.kind === 'busy'} onClick={() => run(amount)}>
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
                  inputMode="decimal"
                  autoComplete="off"
                  value={other}
                  onChange={(event) => setOther(event.target.value)}
                />
              </div>
              <button type="submit" className="button button--ghost" disabled={outcome.kind === 'busy'}>
                {t('balance.depositOther')}
              </button>
            </form>
            <p role="status" className="wallet-status">
              {outcome.kind === 'done'
                ? t('balance.deposited', { amount: money(outcome.amount), balance: money(outcome.balance) })
                : outcome.kind === 'failed'
                  ? t('balance.failed')
                  : ''}
            </p>
            <p className="actions">
              <button type="button" className="button button--ghost" onClick={() => void refreshBalance().catch(() => undefined)}>
                {t('balance.refresh')}
              </button>
              <Link to={href('/history')}>{t('balance.history')}</Link>
            </p>
          </section>
        </>
      )}
    </>
  );
}
