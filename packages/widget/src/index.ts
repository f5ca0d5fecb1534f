/**
 * Script-tag entry: `<script type="module" src=".../ky-wallet.js">` defines `<ky-wallet>`.
 * The exports are the public types and the class, for pages that import the module.
 */
import './define';

export { KyWalletElement, TAG_NAME } from './define';
export type { WalletConfig, ResolvedWalletConfig } from './config';
export type * from './events';
export { WalletError } from './api/client';
