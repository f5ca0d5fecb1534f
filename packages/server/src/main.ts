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
  const engine = built.store.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting anyway`);
      process.exit(1);
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

main().catch((error: unknown) => {
  process.stderr.write(`ky-wallet server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
