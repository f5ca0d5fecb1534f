import { KyWalletElement } from './element/ky-wallet';

export const TAG_NAME = 'ky-wallet';

// A page that loads the script twice, or next to another copy (a bundler build), must not throw:
// the first definition wins and every <ky-wallet> on the page is of that class.
if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, KyWalletElement);

declare global {
  interface HTMLElementTagNameMap {
    'ky-wallet': KyWalletElement;
  }
}

export { KyWalletElement };
