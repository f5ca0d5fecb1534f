import { useState, type FormEvent } from 'react';
import {
  rolesAssignableBy,
  mixesLookalikeScripts,
  AccountViewSchema,
  type AccountRoleName,
  type AccountView,
  type StaffMe,
} from '@ky-wallet/protocol';
import { adminApi } from '../api.ts';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useAdminValidityMessages } from '../validity.ts';
import { useFormFailure } from '../form-failure.ts';
import { Field } from '../components/Field/Field.tsx';

/** The fields that show a refusal of their own (the checkboxes have no Field). */
const FIELDS = ['account_name', 'password', 'role', 'name', 'email', 'phone_number', 'operator', 'account_manager', 'currency', 'memo'] as const;

/**
 * "Add new account" and "Edit" in one form, in a dialog: every field of an account. The password
 * is asked only when creating (it is set, never shown); operators and account managers are picked
 * from the accounts the staff member can see.
 */
export function AccountForm({
  me,
  account,
  operators,
  managers,
  onDone,
  onClose,
}: {
  me: StaffMe;
  account?: AccountView;
  operators: AccountView[];
  managers: AccountView[];
  onDone: (account: AccountView) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const validity = useAdminValidityMessages(t);
  const creating = account === undefined;
  const [form, setForm] = useState({
    account_name: account?.account_name ?? '',
    password: '',
    role: (account?.role ?? 'player') as AccountRoleName,
    name: account?.name ?? '',
    email: account?.email ?? '',
    phone_number: account?.phone_number ?? '',
    memo: account?.memo ?? '',
    operator: account?.operator ? String(account.operator.id) : '',
    account_manager: account?.account_manager ? String(account.account_manager.id) : '',
    auto_login: account?.auto_login ?? false,
    totp_required: account?.totp_required ?? false,
    currency: account?.currency ?? '',
  });
  // A refusal of one field (the name is taken, say) is shown at that field, which takes focus.
  const { fail, fieldError, formError, edited } = useFormFailure(FIELDS);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    edited(key);
  };
  // The protocol's rule, which the server applies.
  const roles = rolesAssignableBy(me.role);
  const isAdmin = me.role === 'admin';
  const canMove = me.role === 'admin' || me.role === 'operator';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (!element.checkValidity()) return;
    // What no pattern can say: a name mixing look-alike scripts. The browser shows it as its own
    // finding (validity.ts words it) until the name is edited; the server refuses it too.
    const name = element.elements.namedItem('account_name');
    if (creating && name instanceof HTMLInputElement && mixesLookalikeScripts(name.value)) {
      name.setCustomValidity(t('form.mixedScripts'));
      name.reportValidity();
      return;
    }
    setPending(true);
    fail(null, element);
    const links = {
      ...(isAdmin ? { operator: form.operator ? Number(form.operator) : null } : {}),
      ...(canMove ? { account_manager: form.account_manager ? Number(form.account_manager) : null } : {}),
    };
    const fields = {
      name: form.name,
      email: form.email,
      phone_number: form.phone_number,
      memo: form.memo,
      auto_login: form.auto_login,
      ...(isAdmin ? { totp_required: form.totp_required } : {}),
      ...links,
    };
    try {
      const saved = creating
        ? await adminApi('createAccount', AccountViewSchema, {
            body: {
              account_name: form.account_name,
              password: form.password,
              role: form.role,
              ...(form.role === 'player' && form.currency ? { currency: form.currency } : {}),
              ...fields,
            },
          })
        : await adminApi('updateAccount', AccountViewSchema, {
            params: { id: account.id },
            body: { ...fields, ...(roles.includes(form.role) && form.role !== account.role ? { role: form.role } : {}) },
          });
      onDone(saved);
    } catch (failure) {
      fail(failure, element);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title={creating ? t('accounts.add') : `${t('account.edit')}: ${account.account_name}`} onClose={onClose}>
      <form ref={validity} className="bo-form bo-form--grid" onSubmit={(event) => void submit(event)}>
        <Field label={t('account.accountName')} error={fieldError('account_name')}>
          <input
            name="account_name"
            required
            maxLength={64}
            pattern="[\p{L}\p{N}_.@\-]+"
            autoComplete="off"
            readOnly={!creating}
            value={form.account_name}
            onChange={(e) => set('account_name', e.target.value)}
          />
        </Field>
        {creating ? (
          <Field label={t('account.password')} hint={t('account.passwordHint')} error={fieldError('password')}>
            <input
              name="password"
              type="password"
              required
              minLength={8}
              maxLength={256}
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => set('password', e.target.value)}
            />
          </Field>
        ) : null}
        <Field label={t('account.role')} error={fieldError('role')}>
          <select
            name="role"
            value={form.role}
            disabled={roles.length === 0 || (!creating && account.role === 'player') || (!creating && form.role === 'player')}
            onChange={(e) => set('role', e.target.value as AccountRoleName)}
          >
            {(roles.includes(form.role) ? roles : [form.role, ...roles]).map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('account.name')} error={fieldError('name')}>
          <input name="name" maxLength={128} value={form.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label={t('account.email')} error={fieldError('email')}>
          <input name="email" type="email" maxLength={254} value={form.email} onChange={(e) => set('email', e.target.value)} />
        </Field>
        <Field label={t('account.phone')} error={fieldError('phone_number')}>
          <input
            name="phone_number"
            type="tel"
            pattern="\+?[0-9][0-9 \(\)\-]{4,24}"
            value={form.phone_number}
            onChange={(e) => set('phone_number', e.target.value)}
          />
        </Field>
        {isAdmin ? (
          <Field label={t('account.operator')} error={fieldError('operator')}>
            <select name="operator" value={form.operator} onChange={(e) => set('operator', e.target.value)}>
              <option value="">{t('account.none')}</option>
              {operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.account_name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {canMove ? (
          <Field label={t('account.manager')} error={fieldError('account_manager')}>
            <select name="account_manager" value={form.account_manager} onChange={(e) => set('account_manager', e.target.value)}>
              <option value="">{t('account.none')}</option>
              {managers.map((manager) => (
                <option key={manager.id} value={manager.id}>
                  {manager.account_name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {creating && form.role === 'player' ? (
          <Field label={t('account.currency')} error={fieldError('currency')}>
            <input
              name="currency"
              maxLength={3}
              pattern="[a-zA-Z]{3}"
              placeholder="cny"
              value={form.currency}
              onChange={(e) => set('currency', e.target.value.toLowerCase())}
            />
          </Field>
        ) : null}
        <Field label={t('account.memo')} className="bo-form__wide" error={fieldError('memo')}>
          <textarea name="memo" maxLength={2000} rows={3} value={form.memo} onChange={(e) => set('memo', e.target.value)} />
        </Field>
        <label className="bo-check bo-form__wide">
          <input type="checkbox" name="auto_login" checked={form.auto_login} onChange={(e) => set('auto_login', e.target.checked)} />
          {t('account.autoLogin')}
        </label>
        {isAdmin ? (
          <label className="bo-check bo-form__wide">
            <input
              type="checkbox"
              name="totp_required"
              checked={form.totp_required}
              onChange={(e) => set('totp_required', e.target.checked)}
            />
            {t('account.totpRequired')}
          </label>
        ) : null}
        <div className="bo-form__wide">
          <ErrorText error={formError} />
        </div>
        <div className="bo-form__actions bo-form__wide">
          <button type="submit" className="bo-button bo-button--primary" disabled={pending}>
            {creating ? t('account.create') : t('account.save')}
          </button>
          <button type="button" className="bo-button bo-button--ghost" onClick={onClose}>
            {t('account.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
