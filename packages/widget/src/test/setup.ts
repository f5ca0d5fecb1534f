import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetState } from '../state/signals';

/*
 * happy-dom's <dialog> only toggles the `open` attribute: Escape does not fire `cancel`. This
 * polyfill (tests only, never the product) does what a browser does with a modal dialog's Escape.
 */
const modals: HTMLDialogElement[] = [];
const showModal = HTMLDialogElement.prototype.showModal;
const close = HTMLDialogElement.prototype.close;
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  showModal.call(this);
  modals.push(this);
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
  const index = modals.indexOf(this);
  if (index >= 0) modals.splice(index, 1);
  close.call(this, returnValue);
};
document.addEventListener(
  'keydown',
  (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  },
  true,
);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetState();
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  document.documentElement.style.overflow = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
