import { wrapTab } from '@ky-wallet/widget/dialog-focus';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * A real modal <dialog>: focus moves in, Tab wraps around inside (the widget's dialogs do the
 * same), Escape closes it, focus goes back to what opened it.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useI18n();
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // Closed first: while a modal dialog is open the rest of the page is inert, and Preact runs
      // this before it removes the element, so the opener could not take focus back.
      if (dialog?.open) dialog.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="bo-dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => wrapTab(event.currentTarget, event.nativeEvent)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="bo-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="bo-button bo-button--ghost" onClick={onClose}>
          {t('account.close')}
        </button>
      </div>
      {children}
    </dialog>
  );
}
