import type { KyWalletElement } from '@ky-wallet/widget';

/*
 * The header's <ky-wallet>: the site calls the element's own methods (openDeposit, history,
 * launchGame, …), as any page that embeds the wallet does. Its session comes through
 * useWallet() (the widget's useWalletSession).
 */

/** The page's wallet element, once the widget's code has defined it. */
export async function walletElement(): Promise<KyWalletElement> {
  await customElements.whenDefined('ky-wallet');
  const element = document.querySelector('ky-wallet');
  if (!element) throw new Error('the page has no <ky-wallet>');
  return element;
}

/** Opens the wallet's login form. */
export function openLogin(): void {
  walletElement().then((wallet) => wallet.openLogin(), ignore);
}

/** Asks the player to log in: the wallet's type-1 `login_first` alert, with its Log in button. */
export function requireLogin(): void {
  walletElement().then((wallet) => wallet.requireLogin(), ignore);
}

/** A page without the element (a test of one component) has no wallet to ask. */
function ignore(): void {}
