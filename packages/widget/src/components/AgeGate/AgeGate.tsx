import { useId, useState } from 'react';
import { useI18n, useWallet } from '../../context';
import { confirmAge, leavePage, refuseAge } from '../../state/age';
import { Dialog } from '../Dialog/Dialog';

export interface AgeGateProps {
  open: boolean;
}

/**
 * The age gate (SPEC.md sections 1 and 5): a modal that only its two buttons answer. One per page:
 * only the first element that asks for it renders it, in its language, with its days and exit URL.
 */
export function AgeGate({ open }: AgeGateProps) {
  const wallet = useWallet();
  const { t } = useI18n();
  const titleId = useId();
  const messageId = useId();
  // Refused with nowhere to go back to: the gate stays and says why.
  const [stuck, setStuck] = useState(false);

  function confirm() {
    confirmAge(wallet.config.ageGateDays);
    wallet.emit('ky-age', { confirmed: true });
  }

  function refuse() {
    refuseAge();
    // The page may keep the visitor (preventDefault), e.g. to show its own message.
    if (wallet.emit('ky-age', { confirmed: false }, true)) setStuck(!leavePage(wallet.config.exitUrl));
  }

  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      dismissible={false}
      labelledBy={titleId}
      describedBy={messageId}
      part="dialog age-gate"
    >
      <h2 id={titleId} part="dialog-title" className="title">
        {t('age_title')}
      </h2>
      <p id={messageId} part="age-gate-message" className="message">
        {t('age_message')}
      </p>
      {stuck ? (
        <p part="age-gate-message" className="message" role="alert">
          {t('age_refused')}
        </p>
      ) : null}
      <div part="actions" className="actions">
        <button type="button" part="button age-exit-button" className="btn" onClick={refuse}>
          {t('age_exit')}
        </button>
        <button
          type="button"
          part="button age-confirm-button"
          className="btn btn-primary"
          data-autofocus=""
          onClick={confirm}
        >
          {t('age_confirm')}
        </button>
      </div>
    </Dialog>
  );
}
