/**
 * `@ky-wallet/games`: KY Gaming's own game server. It knows the games' rules; the wallet knows
 * only money. They meet at the signed game API (`@ky-wallet/protocol`'s game.ts).
 */
export { GameWalletClient, GameWalletError, type GameWalletClientOptions } from './wallet-client.js';
export { generatePrivateKeyPem, privateKeyFromPem, publicKeyBase64, type GameServerKey } from './keys.js';
