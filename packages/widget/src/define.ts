import { KyWalletElement } from './element/ky-wallet';

export const TAG_NAME = 'ky-wallet';

// A page that loads the bundle twice (two script tags, a bundler copy) must not throw.
if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, KyWalletElement);

declare global {
  interface HTMLElementTagNameMap {
    'ky-wallet': KyWalletElement;
  }
}

export { KyWalletElement };
