/*
 * Page scroll is locked while any dialog is open (SPEC.md section 2). Nested dialogs are counted,
 * and the page's own overflow is put back when the last one closes, down to the absence of a
 * `style` attribute, so the host's markup is left as it was. Set through CSSOM, which a strict
 * style-src CSP allows (a style attribute in markup would not be).
 */
let locks = 0;
let previous = '';
let hadStyleAttribute = false;

export function lockScroll(): void {
  if (locks++ === 0) {
    const html = document.documentElement;
    hadStyleAttribute = html.hasAttribute('style');
    previous = html.style.overflow;
    html.style.overflow = 'hidden';
  }
}

export function unlockScroll(): void {
  if (locks === 0) return;
  if (--locks === 0) {
    const html = document.documentElement;
    html.style.overflow = previous;
    if (!hadStyleAttribute && html.getAttribute('style') === '') html.removeAttribute('style');
  }
}

export function scrollLockCount(): number {
  return locks;
}
