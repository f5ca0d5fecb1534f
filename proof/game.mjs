// The proof's game server: an Ed25519 key the wallet is given through KY_GAME_SERVER_KEYS, and
// signed calls to the seamless-wallet game API exactly as any game server makes them (the
// signature covers the raw body bytes; packages/server/README.md, "The game API").
import { createPublicKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';

export const GAME = 'original-dice';
const KEY_ID = 'proof';
const { privateKey } = generateKeyPairSync('ed25519');
const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');

/** What every server process of the proof needs in its environment to trust this game server. */
export const GAME_SERVER_ENV = { KY_GAME_SERVER_KEYS: `${KEY_ID}:${publicKey}` };

/** Signs `body` (a string: sent exactly as signed) as the proof's game server. */
export function signedHeaders(body, keyId = KEY_ID) {
  return {
    'content-type': 'application/json',
    'x-ky-key-id': keyId,
    'x-ky-signature': sign(null, Buffer.from(body), privateKey).toString('base64'),
  };
}

/** POSTs a signed body to a game API path; resolves with the HTTP status, the text and the status field. */
export async function gameCall(url, path, body) {
  const response = await fetch(url + path, { method: 'POST', headers: signedHeaders(body), body });
  const text = await response.text();
  let status;
  try {
    status = JSON.parse(text).status;
  } catch {
    status = undefined;
  }
  return { http: response.status, text, status };
}

/**
 * Opens a game session for a logged-in player as the site and a game server do: getGameUrl with
 * the player's token, then the signed session call with the launch code. Resolves with the
 * fields every later call carries: `{ token, user, game, currency }`.
 */
export async function openGameSession(url, playerToken) {
  const launch = await fetch(`${url}/api/getData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${playerToken}` },
    body: JSON.stringify({ type: 'getGameUrl', rule: { game: GAME } }),
  }).then((response) => response.json());
  if (!launch.data) throw new Error(`getGameUrl: ${JSON.stringify(launch)}`);
  const code = new URL(launch.data.url, url).searchParams.get('launch');
  const answer = await gameCall(url, '/api/game/session', JSON.stringify({ request_uuid: randomUUID(), launch_code: code }));
  const session = JSON.parse(answer.text);
  if (session.status !== 'RS_OK') throw new Error(`game session: ${answer.text}`);
  return { token: session.token, user: session.user, game: session.game, currency: session.currency };
}
