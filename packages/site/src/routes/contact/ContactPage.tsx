import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import {
  EMPTY_CONTACT,
  MAX_LENGTH,
  submitContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './validate.ts';

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; id: string } | { kind: 'error'; message: 'contact.tooMany' | 'contact.failed' | 'contact.invalid' };

const FIELD_ORDER: ContactField[] = ['first_name', 'last_name', 'email_address', 'tele_number', 'your_message', 'agree_privacy'];

/** The contact form: validated here with the server's rules, stored by POST /api/contact. */
export function ContactPage() {
  const { t, href } = useI18n();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLDivElement>(null);

  // Sent: the form is gone, so focus moves to what replaced it. A failure is an alert, read at once
  // while focus stays on Send (focusing it too would have it read twice).
  useEffect(() => {
    if (status.kind === 'sent') result.current?.focus();
  }, [status]);

  const set = <K extends ContactField>(field: K, value: ContactValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const focusFirstError = (found: ContactErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The fields say what is wrong now; an earlier send's failure is no longer the news.
      setStatus({ kind: 'editing' });
      focusFirstError(found);
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await submitContact(values);
    if (outcome.kind === 'sent') {
      setStatus({ kind: 'sent', id: outcome.id });
      setValues(EMPTY_CONTACT);
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setStatus({ kind: 'error', message: 'contact.invalid' });
      focusFirstError(outcome.errors);
    } else {
      setStatus({ kind: 'error', message: outcome.kind === 'too_many' ? 'contact.tooMany' : 'contact.failed' });
    }
  };

  const error = (field: ContactField) => {
    const code = errors[field];
    return code ? (
      <p className="field__error" id={`${field}-error`}>
        {t(`contact.error.${code}`)}
      </p>
    ) : null;
  };
  const described = (field: ContactField) => (errors[field] ? `${field}-error` : undefined);

  const text = (field: 'first_name' | 'last_name' | 'email_address' | 'tele_number', label: string, type: string, autoComplete: string, required: boolean) => (
    <div className="field">
      <label htmlFor={field}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={field}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={MAX_LENGTH[field]}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        onChange={(event) => set(field, event.target.value)}
      />
      {error(field)}
    </div>
  );

  return (
    <>
      <Meta title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      {status.kind === 'sent' ? (
        <div className="notice notice--success" role="status" tabIndex={-1} ref={result}>
          <p>{t('contact.success', { id: status.id })}</p>
          <button type="button" className="button button--ghost" onClick={() => setStatus({ kind: 'editing' })}>
            {t('contact.another')}
          </button>
        </div>
      ) : (
        <form ref={form} className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {status.kind === 'error' ? (
            <div className="notice notice--error" role="alert">
              {t(status.message)}
            </div>
          ) : null}
          <p className="contact-form__required">{t('contact.required')}</p>
          <div className="contact-form__row">
            {text('first_name', t('contact.firstName'), 'text', 'given-name', true)}
            {text('last_name', t('contact.lastName'), 'text', 'family-name', true)}
          </div>
          <div className="contact-form__row">
            {text('email_address', t('contact.email'), 'email', 'email', true)}
            {text('tele_number', t('contact.phone'), 'tel', 'tel', false)}
          </div>
          <div className="field">
            <label htmlFor="your_message">
              {t('contact.message')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="your_message"
              name="your_message"
              rows={6}
              required
              maxLength={MAX_LENGTH.your_message}
              value={values.your_message}
              aria-invalid={errors.your_message ? true : undefined}
              aria-describedby={described('your_message')}
              onChange={(event) => set('your_message', event.target.value)}
            />
            {error('your_message')}
          </div>
          <div className="field field--check">
            <input
              id="agree_privacy"
              name="agree_privacy"
              type="checkbox"
              required
              checked={values.agree_privacy}
              aria-invalid={errors.agree_privacy ? true : undefined}
              aria-describedby={described('agree_privacy')}
              onChange={(event) => set('agree_privacy', event.target.checked)}
            />
            <label htmlFor="agree_privacy">
              {t('contact.agreePrivacy')}
              <span aria-hidden="true"> *</span>
            </label>
            <Link className="field__aside" to={href('/privacy_policy')}>
              {t('contact.readPrivacy')}
            </Link>
            {error('agree_privacy')}
          </div>
          <div className="field field--check">
            <input
              id="agree_promotion"
              name="agree_promotion"
              type="checkbox"
              checked={values.agree_promotion}
              onChange={(event) => set('agree_promotion', event.target.checked)}
            />
            <label htmlFor="agree_promotion">{t('contact.agreePromotion')}</label>
          </div>
          {/* Not disabled while sending (onSubmit ignores it then): a disabled button drops the focus. */}
          <button type="submit" className="button" aria-disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? t('contact.sending') : t('contact.submit')}
          </button>
        </form>
      )}
    </>
  );
}
