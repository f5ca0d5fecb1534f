/**
 * The main entry. As `<script type="module" src=".../ky-wallet.js">` (the self-contained build)
 * or `import '@ky-wallet/widget'` (the bundler build, React as a peer), it defines `<ky-wallet>`.
 * The exports are the class and the public types.
 */
import './define';

export { KyWalletElement, TAG_NAME } from './define';
export { WalletError } from './api/client';
export { LOCALES, type Locale } from './i18n';
export type { WalletConfig, ResolvedWalletConfig, Theme } from './config';
export type { WalletSession } from './state/session';
export type { HistoryOptions } from './state/wallet';
export type {
  DepositRow,
  ErrorCode,
  HistoryData,
  HistoryRow,
  RoundData,
  RoundRow,
  RoundState,
  RoundTransaction,
} from '@ky-wallet/protocol';
export type * from './events';
export type { KyWalletAttributes, KyWalletEventProps, KyWalletJSXProps } from './jsx';
