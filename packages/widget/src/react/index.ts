/**
 * `@ky-wallet/widget/react`: the React component and hook, plus everything of the main entry.
 * React 19 is a peer dependency.
 */
export * from '../index';
export { KyWallet, type KyWalletProps } from './KyWallet';
export { useWalletSession } from './useWalletSession';
