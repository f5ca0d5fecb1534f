import { unsafeCSS } from '@lit/reactive-element';
import app from '../App.css?inline';
import depositDialog from '../components/DepositDialog/DepositDialog.css?inline';
import dialog from '../components/Dialog/Dialog.css?inline';
import loginDialog from '../components/LoginDialog/LoginDialog.css?inline';
import walletBar from '../components/WalletBar/WalletBar.css?inline';

/**
 * The element's CSS as lit's `static styles`: lit adopts it as one constructable stylesheet shared
 * by every shadow root. No <style> element, no style attribute, nothing injected into the host
 * page, so a strict style-src CSP is fine. (Our own CSS files, so `unsafeCSS` is safe here.)
 */
export const walletStyles = unsafeCSS([app, walletBar, dialog, loginDialog, depositDialog].join('\n'));

/** The same sheet, for a shadow root that is not a `<ky-wallet>` (the stories' stage). */
export function walletStyleSheets(): CSSStyleSheet[] {
  const sheet = walletStyles.styleSheet;
  if (!sheet) throw new Error('constructable stylesheets are not supported');
  return [sheet];
}
