import { useEffect, useRef, useState, type FormEvent } from 'react';
import { StaffSessionDataSchema, type StaffSessionData } from '@ky-wallet/protocol';
import { AdminApiError, adminApi } from '../api.ts';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useAdminValidityMessages } from '../validity.ts';
import { CodeInput } from '../components/CodeInput/CodeInput.tsx';
import { Field } from '../components/Field/Field.tsx';
import { useFormFailure } from '../form-failure.ts';

/** A wrong code is the code field's refusal; a wrong name or password stays the form's. */
const FIELDS = ['totp'] as const;

/** Name, password and, when the account has two-factor sign-in, the code. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: StaffSessionData) => void }) {
  const { t } = useI18n();
  const validity = useAdminValidityMessages(t);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [pending, setPending] = useState(false);
  const { fail, fieldError, formError, edited } = useFormFailure(FIELDS);
  const totpField = useRef<HTMLInputElement>(null);
  // The code field appears after a submit: focus goes where the user types next (autoFocus does
  // nothing for an element added later in Preact, which the back office runs on).
  useEffect(() => {
    if (needsTotp) totpField.current?.focus();
  }, [needsTotp]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    const form = event.currentTarget;
    setPending(true);
    fail(null, form);
    try {
      const body = { name, password, ...(needsTotp ? { totp } : {}) };
      onSignedIn(await adminApi('login', StaffSessionDataSchema, { body }));
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.code === 'totp_required') {
        setNeedsTotp(true);
      } else {
        fail(failure, form);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="bo-signin">
      <h1 tabIndex={-1}>{t('signIn.title')}</h1>
      <form ref={validity} onSubmit={(event) => void submit(event)}>
        <Field label={t('signIn.name')}>
          <input
            name="name"
            autoComplete="username"
            required
            maxLength={64}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              // "Wrong name or password" is about what was sent, not what is being typed.
              fail(null, null);
            }}
          />
        </Field>
        <Field label={t('signIn.password')}>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              fail(null, null);
            }}
          />
        </Field>
        {needsTotp ? (
          <>
            <p role="status">{t('signIn.totpHint')}</p>
            <Field label={t('signIn.totp')} error={fieldError('totp')}>
              <CodeInput
                name="totp"
                value={totp}
                onChange={(value) => {
                  setTotp(value);
                  edited('totp');
                }}
                ref={totpField}
              />
            </Field>
          </>
        ) : null}
        <ErrorText error={formError} />
        <button type="submit" className="bo-button bo-button--primary" disabled={pending}>
          {pending ? t('signIn.pending') : t('signIn.submit')}
        </button>
      </form>
    </div>
  );
}
