#!/usr/bin/env node
// `npm run examples`: the wallet server and both example hosts, each on its own origin:
//   wallet server  http://127.0.0.1:8787  (API + /widget/ky-wallet.js, data in data/examples)
//   plain-html     http://127.0.0.1:8788  (script tag, attributes, event log)
//   react-host     http://127.0.0.1:8789  (Vite dev server, <KyWallet> and useWalletSession())
// Builds the protocol, server and widget first if they are not built. Ctrl+C stops everything.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { DEFAULT_WALLET_URL, serveStatic } from './serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const PLAIN_PORT = 8788;
const REACT_PORT = 8789;
const plainUrl = `http://127.0.0.1:${PLAIN_PORT}`;
const reactUrl = `http://127.0.0.1:${REACT_PORT}`;

const outputs = ['packages/protocol/dist/index.js', 'packages/server/dist/main.js', 'packages/widget/dist/index.js'];
if (!outputs.every((path) => existsSync(`${root}/${path}`))) {
  console.log('[examples] building protocol, server and widget…');
  const workspaces = ['@ky-wallet/protocol', '@ky-wallet/server', '@ky-wallet/widget'].flatMap((name) => ['-w', name]);
  execFileSync('npm', ['run', 'build', ...workspaces], { cwd: root, stdio: 'inherit' });
}

const wallet = spawn(process.execPath, [`${root}/packages/server/dist/main.js`], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: new URL(DEFAULT_WALLET_URL).port,
    DATA_DIR: `${root}/data/examples`,
    KY_ALLOWED_ORIGINS: [plainUrl, reactUrl].join(','),
  },
});

const plain = await serveStatic(here('plain-html'), { port: PLAIN_PORT });
process.env.VITE_KY_API_BASE = DEFAULT_WALLET_URL;
const react = await createServer({ root: here('react-host'), configFile: here('react-host/vite.config.ts'), server: { port: REACT_PORT } });
await react.listen();

console.log(`
  wallet server  ${DEFAULT_WALLET_URL}   (demo player: demo / demo1234)
  plain-html     ${plain.url}/
  react-host     ${reactUrl}/
`);

async function stop() {
  wallet.kill('SIGTERM');
  await Promise.all([plain.stop(), react.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wallet.on('exit', (code) => {
  if (code) console.error(`[examples] the wallet server exited with ${code}`);
  void stop();
});
