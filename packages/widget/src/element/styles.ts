import app from '../App.css?inline';
import depositDialog from '../components/DepositDialog/DepositDialog.css?inline';
import dialog from '../components/Dialog/Dialog.css?inline';
import loginDialog from '../components/LoginDialog/LoginDialog.css?inline';
import walletBar from '../components/WalletBar/WalletBar.css?inline';

let sheet: CSSStyleSheet | null = null;

/**
 * One constructable stylesheet shared by every element's shadow root: no <style> element, no
 * style attribute, nothing injected into the host page, so a strict style-src CSP is fine.
 */
export function walletStyleSheets(): CSSStyleSheet[] {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync([app, walletBar, dialog, loginDialog, depositDialog].join('\n'));
  }
  return [sheet];
}
