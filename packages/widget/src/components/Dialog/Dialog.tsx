import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { wrapTab } from './focus';
import { hideDialog, isShown, reshowDialog, showDialog } from './modal';

export interface DialogProps {
  open: boolean;
  /** Escape, a click on the backdrop, or a close the browser forced: the owner decides. */
  onClose: () => void;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** `part` names; "dialog" plus what the dialog is. */
  part: string;
  /** False for the age gate: Escape and the backdrop do nothing; only its buttons answer it. */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog>: showModal() gives the top layer and an inert page; Tab wraps around inside.
 * Controlled: `open` says what is shown; every way of closing goes through `onClose`.
 * Content is rendered only while open, so each opening starts fresh.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, role, part, dismissible = true, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Where the press began: a drag from inside the panel that ends on the backdrop is no backdrop click.
  const pressedInside = useRef(false);

  // Closing happens in the layout phase and opening in the passive phase: when one dialog closes
  // and another opens in the same commit, focus is back at the opener before the new one records it.
  useLayoutEffect(() => {
    if (!open && ref.current) hideDialog(ref.current);
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    showDialog(dialog);
    return () => hideDialog(dialog); // unmounted while open
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      part={part}
      className="dialog"
      onCancel={(event) => {
        // Escape: route through the owner's close logic (closeLogin clears the form, ...).
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        // Closed by the browser itself (Chrome closes after repeated prevented Escapes).
        const dialog = ref.current;
        if (!dialog || !isShown(dialog)) return;
        if (dismissible) onClose();
        else reshowDialog(dialog);
      }}
      onKeyDown={(event) => wrapTab(event.currentTarget, event.nativeEvent)}
      onPointerDown={(event) => {
        pressedInside.current = event.target !== event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the <dialog> itself is on its ::backdrop.
        if (dismissible && event.target === event.currentTarget && !pressedInside.current) onClose();
        pressedInside.current = false;
      }}
    >
      {open ? <div className="panel">{children}</div> : null}
    </dialog>
  );
}
