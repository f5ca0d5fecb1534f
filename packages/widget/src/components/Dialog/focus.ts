// Focus inside a dialog: where the focus is (through shadow roots), where Tab stops, and Tab
// wrapping around. The site's own dialogs use it too (`@ky-wallet/widget/dialog-focus`).

const FOCUSABLE = ':is(button,input,select,textarea):not(:disabled),a[href],[tabindex]';

/** document.activeElement, followed into open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let element: Element | null = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/** What a Tab stop is: a radio's group (Tab stops at one radio of each), else the element. */
const stopOf = (element: Element | null | undefined): unknown =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name ? element.name : element;

/** Where Tab stops, in order: a radio group at its checked radio, else at its first. */
export function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  const seen = new Set<unknown>();
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].flatMap((element) => {
    const stop = stopOf(element);
    // No dialog of ours hides a control (what is not shown is not rendered), so no visibility check.
    if (element.tabIndex < 0 || seen.has(stop)) return [];
    seen.add(stop);
    // A radio group's name is a plain word in every dialog of ours (`amount`): no CSS escaping.
    return stop === element ? element : (dialog.querySelector<HTMLElement>(`[name="${stop as string}"]:checked`) ?? element);
  });
}

/**
 * Tab on the dialog's last stop goes to its first, Shift+Tab on the first to the last (the
 * WAI-ARIA dialog pattern). A modal <dialog> alone lets Tab out into the browser's own controls,
 * and without showModal() out into the page. (Ctrl+Tab and Alt+Tab never reach a page.)
 */
export function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const stops = event.key === 'Tab' ? tabStops(dialog) : [];
  const [from, to] = event.shiftKey ? [stops[0], stops.at(-1)] : [stops.at(-1), stops[0]];
  if (!to || stopOf(deepActiveElement()) !== stopOf(from)) return;
  event.preventDefault();
  to.focus();
}
