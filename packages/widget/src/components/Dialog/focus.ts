// Focus inside a dialog: where the focus is (through shadow roots), where Tab stops, and Tab
// wrapping around. The site's own dialogs use it too (`@ky-wallet/widget/dialog-focus`).

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex]';

/** document.activeElement, followed into open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let element: Element | null = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/** What a Tab stop is: a radio's group (Tab stops at one radio of each), else the element. */
function stopOf(element: Element | null | undefined): unknown {
  return element instanceof HTMLInputElement && element.type === 'radio' && element.name ? element.name : element;
}

/** Where Tab stops, in order: a radio group at its checked radio, else at its first. */
export function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
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
