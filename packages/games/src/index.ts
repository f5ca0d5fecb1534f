/**
 * `@ky-wallet/games`: KY Gaming's own game server. It knows the games' rules; the wallet knows
 * only money. They meet at the signed game API (`@ky-wallet/protocol`'s game.ts).
 */
export { GameWalletClient, GameWalletError, type GameWalletClientOptions } from './wallet-client.js';
export {
  GAME_SERVER_KEY_FILE,
  generatePrivateKeyPem,
  loadGameServerKey,
  OWN_GAME_SERVER_KEY_ID,
  privateKeyFromPem,
  publicKeyBase64,
  type GameServerKey,
} from './keys.js';
export { PLAYABLE_GAME_IDS, type PlayableGameId } from './contract.js';
export { registerGameServer, type RegisterGameServerOptions } from './rgs/plugin.js';
export { GameServer, type GameServerOptions, type GameServerLog, type RetryOptions, type RoundAction } from './rgs/game-server.js';
export { RgsError, fromWallet, RGS_HTTP_STATUS } from './rgs/errors.js';
export { allowsBet, betLimitsOf, defaultBetLimits, type BetLimits } from './rgs/limits.js';
export { openRgsStore, RgsStore, RGS_SQLITE_FILE, type RgsStoreOptions, type RoundRow, type RoundState } from './store/index.js';
