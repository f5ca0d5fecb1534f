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

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex]';

/** document.activeElement, followed into open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let element: Element | null = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

export function isShown(dialog: HTMLDialogElement): boolean {
  return stack.some((entry) => entry.dialog === dialog);
}

/** The element that gets focus when the dialog opens: `[data-autofocus]`, else the first Tab stop. */
function initialFocus(dialog: HTMLDialogElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabStops(dialog)[0] ?? null;
}

/** What a Tab stop is: a radio's group (Tab stops at one radio of each), else the element. */
function stopOf(element: Element | null | undefined): unknown {
  return element instanceof HTMLInputElement && element.type === 'radio' && element.name ? element.name : element;
}

/** Where Tab stops, in order: a radio group at its checked radio, else at its first. */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  const seen = new Set<unknown>();
  const stops: HTMLElement[] = [];
  for (const element of dialog.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const stop = stopOf(element);
    if (element.tabIndex < 0 || element.checkVisibility?.() === false || seen.has(stop)) continue;
    seen.add(stop);
    stops.push(stop === element ? element : (dialog.querySelector<HTMLElement>(`[name="${CSS.escape(stop as string)}"]:checked`) ?? element));
  }
  return stops;
}

/**
 * Tab on the dialog's last stop goes to its first, Shift+Tab on the first to the last (the
 * WAI-ARIA dialog pattern). A modal <dialog> alone lets Tab out into the browser's own controls,
 * and without showModal() out into the page.
 */
export function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(dialog);
  const [from, to] = event.shiftKey ? [stops[0], stops.at(-1)] : [stops.at(-1), stops[0]];
  if (!to || stopOf(deepActiveElement()) !== stopOf(from)) return;
  event.preventDefault();
  to.focus();
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
  // nothing focused (by the page, on load) and no dialog left: focus stays where the browser's
  // close leaves it, where it was; the Deposit button would pull a keyboard user from the top of
  // the page into the header.
  const top = stack.at(-1);
  if (!top && !opener) return;
  const target = top
    ? initialFocus(top.dialog)
    : (root as Partial<ParentNode>).querySelector?.<HTMLElement>('[data-focus-fallback]');
  target?.focus();
}
