import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  AccountViewSchema,
  AuditDataSchema,
  LedgerDataSchema,
  LoginLinkDataSchema,
  RoundsDataSchema,
  mayDo,
  outranks,
  type AccountView,
  type AuditData,
  type LedgerData,
  type LoginLinkData,
  type RoundsData,
  type StaffMe,
} from '@ky-wallet/protocol';
import { EmptySchema, adminApi, endSession } from '../api.ts';
import { DataTable, timeColumn } from '../components/DataTable/DataTable.tsx';
import { RoundDetail } from '../components/RoundDetail/RoundDetail.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { localePath } from '../../i18n/locale.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useAdminValidityMessages } from '../validity.ts';
import { useFormFailure } from '../form-failure.ts';
import { navigate } from '../router.ts';
import { AccountForm } from './AccountForm.tsx';
import { AuditTable } from './Audit.tsx';
import { useStaffLists } from './use-staff-lists.ts';
import { Field } from '../components/Field/Field.tsx';

/** One account: its fields, lock/unlock, password, log-in link, and a player's ledger and rounds. */
export function AccountDetail({ me, id }: { me: StaffMe; id: number }) {
  const i18n = useI18n();
  const { t, has, locale, money, major, dateTime } = i18n;
  const [account, setAccount] = useState<AccountView | null>(null);
  const [ledger, setLedger] = useState<LedgerData | null>(null);
  const [rounds, setRounds] = useState<RoundsData | null>(null);
  const [openRound, setOpenRound] = useState<RoundsData['rows'][number] | null>(null);
  const [audit, setAudit] = useState<AuditData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [dialog, setDialog] = useState<'edit' | 'password' | 'link' | null>(null);
  const [link, setLink] = useState<LoginLinkData | null>(null);
  const lists = useStaffLists(me);
  const own = account?.id === me.id;
  // What the server allows (protocol's outranks): one's own account is edited and its password
  // set, never locked; another only by staff whose role outranks its role.
  const mayChange = mayDo(me.role, 'accounts.update') && account !== null && (own || outranks(me.role, account.role));
  const mayLock = mayChange && !own && mayDo(me.role, 'accounts.lock');
  // A round state the catalogue does not know (a newer server's) shows as it is.
  const roundState = (state: string) => {
    const key = `round.${state}` as const;
    return has(key) ? t(key) : state;
  };

  const load = useCallback(async () => {
    setError(null);
    try {
      const found = await adminApi('getAccount', AccountViewSchema, { params: { id } });
      setAccount(found);
      if (found.role === 'player') {
        const [ledgerData, roundsData] = await Promise.all([
          adminApi('playerLedger', LedgerDataSchema, { params: { id } }),
          adminApi('playerRounds', RoundsDataSchema, { params: { id } }),
        ]);
        setLedger(ledgerData);
        setRounds(roundsData);
      }
      if (['admin', 'operator', 'account_manager'].includes(me.role)) {
        setAudit(await adminApi('auditLog', AuditDataSchema, { query: { target: id, pageSize: 20 } }));
      }
    } catch (failure) {
      setError(failure);
    }
  }, [id, me.role]);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    setNotice('');
    try {
      await action();
      setNotice(done);
      await load();
    } catch (failure) {
      setError(failure);
    }
  };

  if (!account) {
    return (
      <>
        <h1 tabIndex={-1}>{t('account.accountName')}</h1>
        <ErrorText error={error} />
      </>
    );
  }

  const fields: [string, string][] = [
    [t('account.id'), String(account.id)],
    [t('account.accountName'), account.account_name],
    [t('account.name'), account.name],
    [t('account.role'), t(`role.${account.role}`)],
    [t('account.state'), t(`state.${account.state}`)],
    [t('account.email'), account.email],
    [t('account.phone'), account.phone_number],
    [t('account.memo'), account.memo],
    [t('account.manager'), account.account_manager?.account_name ?? t('account.none')],
    [t('account.operator'), account.operator?.account_name ?? t('account.none')],
    [t('account.alliance'), account.alliance],
    [t('account.autoLogin'), t(account.auto_login ? 'account.yes' : 'account.no')],
    [t('account.totpRequired'), t(account.totp_required ? 'account.yes' : 'account.no')],
    [t('account.totpEnabled'), t(account.totp_enabled ? 'account.yes' : 'account.no')],
    [t('account.created'), dateTime(account.created_at)],
  ];
  if (account.currency !== null && account.balance !== null) {
    fields.push([t('account.balance'), money(account.balance, account.currency)]);
  }

  return (
    <>
      <p>
        <a
          href={localePath(locale, '/admin/accounts')}
          onClick={(event) => {
            event.preventDefault();
            navigate('/admin/accounts', locale);
          }}
        >
          {t('account.back')}
        </a>
      </p>
      <div className="bo-title-row">
        <h1 tabIndex={-1}>
          {account.account_name}{' '}
          <span className={`bo-state bo-state--${account.state}`}>{t(`state.${account.state}`)}</span>
        </h1>
      </div>
      {mayChange ? (
        <div className="bo-actions">
          <button type="button" className="bo-button" onClick={() => setDialog('edit')}>
            {t('account.edit')}
          </button>
          {!mayLock ? null : account.state === 'active' ? (
            <button
              type="button"
              className="bo-button bo-button--danger"
              onClick={() =>
                void act(() => adminApi('lockAccount', AccountViewSchema, { params: { id } }), t('account.locked'))
              }
            >
              {t('account.lock')}
            </button>
          ) : (
            <button
              type="button"
              className="bo-button"
              onClick={() =>
                void act(() => adminApi('unlockAccount', AccountViewSchema, { params: { id } }), t('account.unlocked'))
              }
            >
              {t('account.unlock')}
            </button>
          )}
          <button type="button" className="bo-button" onClick={() => setDialog('password')}>
            {t('account.setPassword')}
          </button>
          {account.role === 'player' && account.auto_login && account.state === 'active' ? (
            <button
              type="button"
              className="bo-button"
              onClick={() =>
                void (async () => {
                  setError(null);
                  try {
                    setLink(await adminApi('createLoginLink', LoginLinkDataSchema, { params: { id } }));
                    setDialog('link');
                  } catch (failure) {
                    setError(failure);
                  }
                })()
              }
            >
              {t('account.loginLink')}
            </button>
          ) : null}
          {mayDo(me.role, 'accounts.totp') && account.totp_enabled ? (
            <button
              type="button"
              className="bo-button"
              onClick={() =>
                void act(() => adminApi('resetTotp', AccountViewSchema, { params: { id } }), t('account.saved'))
              }
            >
              {t('account.resetTotp')}
            </button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="bo-notice-line">
        {notice}
      </p>
      <ErrorText error={error} />
      <dl className="bo-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {ledger && account.currency !== null ? (
        <DataTable
          caption={t('account.ledger')}
          fileName={`ledger-${account.account_name}`}
          rows={ledger.rows}
          rowKey={(row) => row.id}
          columns={[
            timeColumn<LedgerData['rows'][number]>(i18n, (row) => row.created_at),
            { label: t('col.kind'), render: (row) => t(`kind.${row.kind}`), csv: (row) => row.kind },
            { label: t('col.game'), render: (row) => row.game ?? '', csv: (row) => row.game ?? '' },
            { label: t('col.round'), render: (row) => row.round ?? '', csv: (row) => row.round ?? '' },
            { label: t('col.amount'), numeric: true, render: (row) => money(row.amount, row.currency), csv: (row) => major(row.amount, row.currency) },
            {
              label: t('col.balance'),
              numeric: true,
              render: (row) => money(row.balance_after, row.currency),
              csv: (row) => major(row.balance_after, row.currency),
            },
          ]}
        />
      ) : null}
      {rounds && account.currency !== null ? (
        <DataTable
          caption={t('account.rounds')}
          fileName={`rounds-${account.account_name}`}
          rows={rounds.rows}
          rowKey={(row) => `${row.game}:${row.round}`}
          columns={[
            timeColumn<RoundsData['rows'][number]>(i18n, (row) => row.updated_at),
            { label: t('col.game'), render: (row) => row.game, csv: (row) => row.game },
            { label: t('col.round'), render: (row) => row.round, csv: (row) => row.round },
            { label: t('col.state'), render: (row) => roundState(row.state), csv: (row) => row.state },
            { label: t('col.totalBet'), numeric: true, render: (row) => money(row.total_bet, row.currency), csv: (row) => major(row.total_bet, row.currency) },
            { label: t('col.totalWin'), numeric: true, render: (row) => money(row.total_win, row.currency), csv: (row) => major(row.total_win, row.currency) },
            {
              label: t('col.proof'),
              render: (row) => (
                <button type="button" className="bo-button bo-button--ghost" aria-label={t('round.detailsOf', { round: row.round })} onClick={() => setOpenRound(row)}>
                  {t('round.details')}
                </button>
              ),
              csv: (row) => JSON.stringify(row.proof),
            },
          ]}
        />
      ) : null}
      {audit ? <AuditTable data={audit} caption={t('account.history')} /> : null}
      {openRound ? <RoundDetail round={openRound} onClose={() => setOpenRound(null)} /> : null}

      {dialog === 'edit' ? (
        <AccountForm
          me={me}
          account={account}
          operators={lists.operators}
          managers={lists.managers}
          onClose={() => setDialog(null)}
          onDone={(saved) => {
            setDialog(null);
            setAccount(saved);
            setNotice(t('account.saved'));
            void load();
          }}
        />
      ) : null}
      {dialog === 'password' ? (
        <PasswordDialog
          own={own}
          onClose={() => setDialog(null)}
          onSave={async (password, current) => {
            await adminApi('setPassword', EmptySchema, { params: { id }, body: { password, current_password: current } });
            setDialog(null);
            // A new password ends every session of the account, this one too: sign in with it.
            if (own) endSession();
            else setNotice(t('account.passwordSet'));
          }}
        />
      ) : null}
      {dialog === 'link' && link ? <LinkDialog link={link} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/** The fields of the password dialog that show a refusal of their own. */
const PASSWORD_FIELDS = ['current_password', 'password'] as const;

/** A new password; one's own (`own`) only with the current one, which the server checks. */
function PasswordDialog({
  own,
  onClose,
  onSave,
}: {
  own: boolean;
  onClose: () => void;
  onSave: (password: string, current: string | undefined) => Promise<void>;
}) {
  const { t } = useI18n();
  const validity = useAdminValidityMessages(t);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  // A wrong current password is shown at its field, which takes focus.
  const { fail, fieldError, formError, edited } = useFormFailure(PASSWORD_FIELDS);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) return;
    fail(null, form);
    try {
      await onSave(password, own ? current : undefined);
    } catch (failure) {
      fail(failure, form);
    }
  };
  return (
    <Dialog title={t('account.setPassword')} onClose={onClose}>
      <form ref={validity} className="bo-form" onSubmit={(event) => void submit(event)}>
        {own ? (
          <Field label={t('account.currentPassword')} error={fieldError('current_password')}>
            <input
              name="current_password"
              type="password"
              required
              maxLength={256}
              autoComplete="current-password"
              value={current}
              onChange={(e) => {
                setCurrent(e.target.value);
                edited('current_password');
              }}
            />
          </Field>
        ) : null}
        <Field label={t('account.password')} hint={t('account.passwordHint')} error={fieldError('password')}>
          <input
            name="password"
            type="password"
            required
            minLength={8}
            maxLength={256}
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              edited('password');
            }}
          />
        </Field>
        <ErrorText error={formError} />
        <div className="bo-form__actions">
          <button type="submit" className="bo-button bo-button--primary">
            {t('account.setPassword')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function LinkDialog({ link, onClose }: { link: LoginLinkData; onClose: () => void }) {
  const { t, dateTime } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog title={t('account.loginLinkTitle')} onClose={onClose}>
      <p>{t('account.loginLinkHelp', { time: dateTime(link.expires_at) })}</p>
      <Field label={t('account.loginLinkTitle')}>
        <input readOnly className="bo-mono" value={link.url} onFocus={(e) => e.target.select()} />
      </Field>
      <div className="bo-form__actions">
        <button
          type="button"
          className="bo-button bo-button--primary"
          onClick={() =>
            void navigator.clipboard?.writeText(link.url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('account.copied') : t('account.copy')}
        </button>
      </div>
    </Dialog>
  );
}
