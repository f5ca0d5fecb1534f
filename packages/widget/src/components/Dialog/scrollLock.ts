/*
 * Page scroll is locked while any dialog is open (SPEC.md section 2). Nested dialogs are counted,
 * and the page's own overflow value is put back when the last one closes. Set through CSSOM, which
 * a strict style-src CSP allows (a style attribute in markup would not be).
 */
let locks = 0;
let previous = '';

export function lockScroll(): void {
  if (locks++ === 0) {
    const style = document.documentElement.style;
    previous = style.overflow;
    style.overflow = 'hidden';
  }
}

export function unlockScroll(): void {
  if (locks === 0) return;
  if (--locks === 0) document.documentElement.style.overflow = previous;
}

export function scrollLockCount(): number {
  return locks;
}
