import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useI18n, useWallet } from '../../context';
import { isPlainMessageKey } from '../../i18n';
import { alertState, closeAlert } from '../../state/session';
import { Dialog } from '../Dialog/Dialog';

/**
 * The global alert (SPEC.md section 2). Type 1: `login_first` with Close and Log in; type 2: a
 * translated message key with Close. One per page: only the elected element renders it.
 */
export interface AlertDialogProps {
  /** The age gate is up: stay closed until it is answered. */
  blocked?: boolean;
}

export function AlertDialog({ blocked = false }: AlertDialogProps) {
  useSignals();
  const wallet = useWallet();
  const { t } = useI18n();
  const { open, type, message } = alertState.value;
  const titleId = useId();
  const messageId = useId();
  const text = type === 1 ? t('login_first') : isPlainMessageKey(message) ? t(message) : message;

  return (
    <Dialog
      open={open && !blocked}
      onClose={closeAlert}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      part="dialog alert"
    >
      <h2 id={titleId} part="dialog-title" className="title">
        {t('alert_title')}
      </h2>
      <p id={messageId} part="alert-message" className="message">
        {text}
      </p>
      <div part="actions" className="actions">
        <button
          type="button"
          part="button close-button"
          className={type === 1 ? 'btn' : 'btn btn-primary'}
          data-autofocus={type === 2 ? '' : undefined}
          onClick={closeAlert}
        >
          {t('close')}
        </button>
        {type === 1 ? (
          <button
            type="button"
            part="button alert-login-button"
            className="btn btn-primary"
            data-autofocus=""
            onClick={() => wallet.loginFromAlert()}
          >
            {t('log_in')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
