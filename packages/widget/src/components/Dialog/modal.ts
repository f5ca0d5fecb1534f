import { deepActiveElement, tabStops } from './focus';
import { lockScroll, unlockScroll } from './scrollLock';

/*
 * The stack of open modal dialogs across every <ky-wallet> on the page. showModal() gives the
 * top layer and the inert page; this adds what it leaves to each browser: where focus goes in,
 * that Tab wraps around inside, where focus returns, and the scroll lock.
 */

interface Entry {
  dialog: HTMLDialogElement;
  /** What had focus when the dialog opened; it gets focus back on close. */
  opener: HTMLElement | null;
  /** The opener's tree (a shadow root or the document), to find a fallback in. */
  root: Node;
}

const stack: Entry[] = [];

export function isShown(dialog: HTMLDialogElement): boolean {
  return stack.some((entry) => entry.dialog === dialog);
}

/** The element that gets focus when the dialog opens: `[data-autofocus]`, else the first Tab stop. */
function initialFocus(dialog: HTMLDialogElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabStops(dialog)[0] ?? null;
}

/**
 * showModal() where the browser has it (the top layer: above everything, whatever the host's
 * z-indexes). Where it does not, the dialog opens in place and the `fallback` class positions it
 * fixed at `--ky-z-index`, with a backdrop drawn by a shadow.
 */
function open(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') {
    dialog.showModal();
  } else {
    dialog.classList.add('fallback');
    dialog.setAttribute('open', '');
  }
}

export function showDialog(dialog: HTMLDialogElement): void {
  if (isShown(dialog)) return;
  const opener = deepActiveElement();
  stack.push({ dialog, opener, root: opener?.getRootNode() ?? dialog.getRootNode() });
  open(dialog);
  lockScroll();
  // Browsers differ on what showModal() focuses (the dialog, its first control, [autofocus]);
  // React renders no autofocus attribute, so choose explicitly.
  initialFocus(dialog)?.focus();
}

/** Opens again a dialog the browser closed on its own (a dialog that cannot be dismissed). */
export function reshowDialog(dialog: HTMLDialogElement): void {
  if (!isShown(dialog)) return;
  open(dialog);
  initialFocus(dialog)?.focus();
}

export function hideDialog(dialog: HTMLDialogElement): void {
  const index = stack.findIndex((entry) => entry.dialog === dialog);
  if (index < 0) return;
  const [entry] = stack.splice(index, 1);
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
  unlockScroll();
  if (!entry) return;
  const above = stack.slice(index);
  if (above.length > 0) {
    // A dialog opened from this one is still on top: leave focus there, and let that dialog
    // return focus to where this one would have.
    for (const other of above) {
      if (!other.opener?.isConnected || dialog.contains(other.opener)) {
        other.opener = entry.opener;
        other.root = entry.root;
      }
    }
    return;
  }
  returnFocus(entry);
}

function returnFocus({ opener, root }: Entry): void {
  if (opener?.isConnected) {
    opener.focus();
    if (deepActiveElement() === opener) return;
  }
  // The opener is gone or disabled (after login the "Log in" button is replaced): focus the
  // dialog now on top, else the wallet's stable fallback (the bar's Deposit button). Opened with
  // nothing focused (by the page, on load) and no dialog left: as on a fresh page, the Deposit
  // button would pull a keyboard user from the top of the page into the header.
  const top = stack.at(-1);
  if (!top && !opener) {
    startTabAtTop();
    return;
  }
  const target = top
    ? initialFocus(top.dialog)
    : (root as Partial<ParentNode>).querySelector?.<HTMLElement>('[data-focus-fallback]');
  target?.focus();
}

/**
 * Nothing focused, and the next Tab from the top of the page, as on a fresh page. Left alone, the
 * browser would go on from where the closed dialog was: past the page's skip link, logo and menu.
 */
function startTabAtTop(): void {
  const body = document.body;
  const tabIndex = body.getAttribute('tabindex');
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  if (tabIndex === null) body.removeAttribute('tabindex');
  else body.setAttribute('tabindex', tabIndex);
}
