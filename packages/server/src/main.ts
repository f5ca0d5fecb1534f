import { createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PLAYABLE_GAME_IDS, GAME_SERVER_KEY_FILE, GameWalletClient, loadGameServerKey, registerGameServer } from '@ky-wallet/games';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/*
 * `node dist/main.js`: reads the configuration from the environment, builds the server, listens,
 * and on SIGTERM/SIGINT stops accepting connections, lets in-flight requests (and queued
 * deposits) finish, closes the store and exits.
 */

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`ky-wallet server: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const built = await buildApp(config);
  const { app } = built;

  // KY Gaming's own game server (/rgs), a client of this wallet like any other: it signs with its
  // key (KY_GAMES_PRIVATE_KEY, or one generated once into the data dir), whose public half the
  // wallet accepts, and calls the wallet over HTTP at KY_WALLET_URL or this server's own address.
  const gameKey = await loadGameServerKey({ pem: config.gamesPrivateKey, file: join(config.dataDir, GAME_SERVER_KEY_FILE) });
  built.services.games.addKey(gameKey.id, createPublicKey(gameKey.privateKey), PLAYABLE_GAME_IDS);
  const walletUrl = config.walletUrl ?? (() => ownUrl(app.server.address() as AddressInfo));
  const gameWallet = new GameWalletClient({ walletUrl, key: gameKey });
  await registerGameServer(app, { wallet: gameWallet, store: { databaseUrl: config.databaseUrl, dataDir: config.dataDir } });
  app.addHook('onClose', () => gameWallet.close());
  const engine = built.store.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      app.server.getConnections((_error, connections) => {
        app.log.error(
          { waitingFor: built.closeStage(), connections },
          `shutdown took longer than ${SHUTDOWN_GRACE_MS} ms (waiting for ${built.closeStage()}); exiting anyway`,
        );
        process.exit(1);
      });
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    built.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: address, store: built.store.engine }, `KY Wallet server listening on ${address} (${engine})`);
}

/** Where this process is reached from itself: loopback when it listens on every interface. */
function ownUrl({ address, family, port }: AddressInfo): string {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return family === 'IPv6' || host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

main().catch((error: unknown) => {
  process.stderr.write(`ky-wallet server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
