import { useSignals } from '@preact/signals-react/runtime';
import { LOGIN_ID_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@ky-wallet/protocol';
import { useId, type FormEvent } from 'react';
import { useI18n, useWallet } from '../../context';
import { loginState } from '../../state/session';
import { patch } from '../../state/signals';
import { Dialog } from '../Dialog/Dialog';
import { SubmitButton } from '../SubmitButton/SubmitButton';

/** The login form modal (SPEC.md section 4). One per page: only the elected element renders it. */
export interface LoginDialogProps {
  /** The age gate is up: stay closed until it is answered. */
  blocked?: boolean;
}

export function LoginDialog({ blocked = false }: LoginDialogProps) {
  useSignals();
  const wallet = useWallet();
  const { t } = useI18n();
  const { open, pending, id, pw, origin } = loginState.value;
  // The element that asked for the login makes the call and fires the events.
  const owner = origin ?? wallet;
  const titleId = useId();
  const idField = useId();
  const pwField = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    // An id of spaces only is no id (the server trims it): empty, so `required` says so.
    const idInput = form.elements.namedItem('id');
    if (idInput instanceof HTMLInputElement && idInput.value.trim() === '' && idInput.value !== '') {
      idInput.value = '';
      patch(loginState, { id: '' });
    }
    // SPEC.md section 5: only a form the browser finds valid is sent; otherwise it says why, in
    // the widget's language rather than the browser's (a custom message, cleared on input).
    for (const [name, key] of [['id', 'account_required'], ['pw', 'password_required']] as const) {
      const input = form.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) continue;
      input.setCustomValidity('');
      if (input.validity.valueMissing) input.setCustomValidity(t(key));
    }
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    void owner.login(id, pw);
  }

  return (
    <Dialog open={open && !blocked} onClose={() => owner.closeLogin()} labelledBy={titleId} part="dialog login-dialog">
      <form className="form login-form" noValidate onSubmit={submit}>
        <h2 id={titleId} part="dialog-title" className="title">
          {t('login_title')}
        </h2>
        <div className="field">
          <label part="label" className="label" htmlFor={idField}>
            {t('account')}
          </label>
          <input
            id={idField}
            part="input"
            className="input"
            name="id"
            required
            maxLength={LOGIN_ID_MAX_LENGTH}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus=""
            value={id}
            onChange={(event) => {
              event.target.setCustomValidity('');
              patch(loginState, { id: event.target.value });
            }}
          />
        </div>
        <div className="field">
          <label part="label" className="label" htmlFor={pwField}>
            {t('password')}
          </label>
          <input
            id={pwField}
            part="input"
            className="input"
            name="pw"
            type="password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="current-password"
            value={pw}
            onChange={(event) => {
              event.target.setCustomValidity('');
              patch(loginState, { pw: event.target.value });
            }}
          />
        </div>
        <div part="actions" className="actions">
          <button type="button" part="button cancel-button" className="btn" onClick={() => owner.closeLogin()}>
            {t('cancel')}
          </button>
          <SubmitButton pending={pending}>{pending ? t('logging_in') : t('log_in')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
