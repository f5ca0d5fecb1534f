import { renderSVG } from 'uqr';
import { useState, type FormEvent } from 'react';
import { StaffSessionDataSchema, TotpSetupDataSchema, type StaffMe, type StaffSessionData, type TotpSetupData } from '@ky-wallet/protocol';
import { adminApi } from '../api.ts';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useAdminValidityMessages } from '../validity.ts';
import { CodeInput } from '../components/CodeInput/CodeInput.tsx';
import { Field } from '../components/Field/Field.tsx';
import { useFormFailure } from '../form-failure.ts';

/** A wrong code is its field's refusal (each form has one code field). */
const FIELDS = ['code'] as const;

/**
 * The set-up link as a QR code for a phone's authenticator app to scan: an SVG in a data URL
 * (the back office's CSP allows `img-src data:`), drawn here, so the secret goes to no service.
 */
function qrImage(uri: string): string {
  return `data:image/svg+xml,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`;
}

/** Two-factor sign-in (TOTP): start, scan or type the secret, confirm a first code. */
export function Security({ me, onChanged }: { me: StaffMe; onChanged: (session: StaffSessionData) => void }) {
  const { t } = useI18n();
  const validity = useAdminValidityMessages(t);
  const [setup, setSetup] = useState<TotpSetupData | null>(null);
  const [code, setCode] = useState('');
  /** With two-factor sign-in on, a code of the authenticator in force starts a new set-up. */
  const [currentCode, setCurrentCode] = useState('');
  const { fail, fieldError, formError, edited } = useFormFailure(FIELDS);
  /** A code field's onChange: keeps the code, and an edit clears its refusal. */
  const typed = (set: (code: string) => void) => (value: string) => {
    set(value);
    edited('code');
  };
  const [done, setDone] = useState(false);

  const start = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const form = event?.currentTarget ?? null;
    fail(null, form);
    setDone(false);
    try {
      setSetup(await adminApi('totpSetup', TotpSetupDataSchema, me.totp_enabled ? { body: { current_code: currentCode } } : {}));
      setCurrentCode('');
    } catch (failure) {
      fail(failure, form);
    }
  };
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    fail(null, form);
    try {
      onChanged(await adminApi('totpConfirm', StaffSessionDataSchema, { body: { code } }));
      setSetup(null);
      setCode('');
      setDone(true);
    } catch (failure) {
      fail(failure, form);
    }
  };

  return (
    <>
      <h1 tabIndex={-1}>{t('security.title')}</h1>
      {me.totp_enrolment_required ? <p className="bo-notice">{t('security.totpRequired')}</p> : null}
      <p>{me.totp_enabled ? t('security.totpOn') : t('security.totpOff')}</p>
      {done ? <p role="status">{t('security.done')}</p> : null}
      {setup ? (
        <form ref={validity} className="bo-form" onSubmit={(event) => void confirm(event)}>
          <p>{t('security.scan')}</p>
          <img className="bo-qr" src={qrImage(setup.uri)} alt={t('security.qr')} width="200" height="200" />
          <p>
            <a href={setup.uri}>{t('security.uri')}</a>
          </p>
          <Field label={t('security.secret')}>
            <input readOnly value={setup.secret} className="bo-mono" />
          </Field>
          <Field label={t('security.code')} error={fieldError('code')}>
            <CodeInput name="code" value={code} onChange={typed(setCode)} />
          </Field>
          <ErrorText error={formError} />
          <button type="submit" className="bo-button bo-button--primary">
            {t('security.confirm')}
          </button>
        </form>
      ) : me.totp_enabled ? (
        <form ref={validity} className="bo-form" onSubmit={(event) => void start(event)}>
          <Field label={t('security.currentCode')} hint={t('security.currentHint')} error={fieldError('code')}>
            <CodeInput name="code" value={currentCode} onChange={typed(setCurrentCode)} />
          </Field>
          <ErrorText error={formError} />
          <button type="submit" className="bo-button bo-button--primary">
            {t('security.restart')}
          </button>
        </form>
      ) : (
        <>
          <ErrorText error={formError} />
          <button type="button" className="bo-button bo-button--primary" onClick={() => void start()}>
            {t('security.start')}
          </button>
        </>
      )}
    </>
  );
}
