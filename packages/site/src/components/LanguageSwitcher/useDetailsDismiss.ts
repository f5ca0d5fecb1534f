import { useEffect, type RefObject } from 'react';

/**
 * Makes a `<details>` disclosure behave like a menu: a click outside it or Escape closes it
 * (Escape gives the focus back to its summary). The site's and the back office's language menus.
 */
export function useDetailsDismiss(details: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
        // Handled: a menu this one sits in (the header's on a phone) stays open.
        event.preventDefault();
      } else if (!element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [details]);
}
