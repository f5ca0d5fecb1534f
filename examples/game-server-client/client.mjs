#!/usr/bin/env node
// A third-party game server's side of the KY Wallet game API, in plain Node (no dependencies):
// sign each body with Ed25519, send it, read the `status`. It plays one dice-like round for the
// demo player: launch (as the player's browser would), open the game session, bet, win.
//
//   node examples/game-server-client/client.mjs               # against http://127.0.0.1:8080
//   WALLET_URL=http://127.0.0.1:8787 node examples/game-server-client/client.mjs
//
// The first run writes a private key to key.pem beside this file (or $KY_EXAMPLE_KEY_FILE) and
// prints the line the wallet needs: start the server with KY_GAME_SERVER_KEYS=example-client:<key>.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WALLET_URL = process.env.WALLET_URL ?? 'http://127.0.0.1:8080';
const KEY_ID = process.env.KY_EXAMPLE_KEY_ID ?? 'example-client';
const KEY_FILE = process.env.KY_EXAMPLE_KEY_FILE ?? fileURLToPath(new URL('key.pem', import.meta.url));

if (!existsSync(KEY_FILE)) {
  const { privateKey } = generateKeyPairSync('ed25519');
  writeFileSync(KEY_FILE, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
}
const privateKey = createPrivateKey(readFileSync(KEY_FILE));
const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
console.log(`game server key: KY_GAME_SERVER_KEYS=${KEY_ID}:${publicKey}`);

/** POSTs a signed game API call. The signature covers the exact bytes sent. */
async function gameApi(path, request) {
  const body = JSON.stringify({ request_uuid: randomUUID(), ...request });
  const response = await fetch(WALLET_URL + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-ky-key-id': KEY_ID,
      'x-ky-signature': sign(null, Buffer.from(body), privateKey).toString('base64'),
    },
    body,
  });
  const answer = await response.json();
  console.log(`${path.padEnd(20)} ${answer.status}${answer.balance === undefined ? '' : `  balance ${answer.balance}`}`);
  if (answer.status !== 'RS_OK') {
    if (answer.status === 'RS_ERROR_INVALID_SIGNATURE') console.error('The wallet does not know this key: restart it with the KY_GAME_SERVER_KEYS line above.');
    process.exit(1);
  }
  return answer;
}

/** The player's side (what <ky-wallet> does): log in and ask for a launch URL. */
async function playerApi(path, body, token) {
  const response = await fetch(WALLET_URL + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const player = await playerApi('/api/getLocalData', { type: 'login', rule: { id: 'demo', pw: 'demo1234' } });
await playerApi('/api/getData', { type: 'deposit', rule: { amount: 10 } }, player.token);
const { url } = await playerApi('/api/getData', { type: 'getGameUrl', rule: { game: 'original-dice' } }, player.token);
const launchCode = new URL(url, WALLET_URL).searchParams.get('launch');

// From here on, the game server: the launch code arrived with the player's browser.
const session = await gameApi('/api/game/session', { launch_code: launchCode });
const common = { token: session.token, user: session.user, game: session.game };
await gameApi('/api/game/balance', common);
const round = randomUUID();
const betId = randomUUID();
await gameApi('/api/game/bet', { ...common, currency: session.currency, transaction_uuid: betId, round, amount: 100 });
// Sending the same bet again is safe: same transaction_uuid, same answer, no second debit.
await gameApi('/api/game/bet', { ...common, currency: session.currency, transaction_uuid: betId, round, amount: 100 });
await gameApi('/api/game/win', {
  ...common,
  currency: session.currency,
  transaction_uuid: randomUUID(),
  reference_transaction_uuid: betId,
  round,
  amount: 198,
  round_closed: true,
});
