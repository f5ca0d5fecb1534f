// Game API throughput: bet + win round trips per second, signed like any game server's, through
// the same GameWalletClient our game server uses. Workers play closed rounds (bet 1.00, win 1.00)
// for several players at once, so the balances never run out.
import { randomUUID } from 'node:crypto';
import { GameWalletClient, generatePrivateKeyPem, privateKeyFromPem, publicKeyBase64 } from '@ky-wallet/games';
import { cpuSeconds, startBenchServer } from './server.mjs';

const PLAYERS = 10;

/** Prints bet+win round trips per second with `workers` concurrent rounds for `seconds`. */
export async function runGameBench({ seconds, workers }) {
  const privateKey = privateKeyFromPem(generatePrivateKeyPem());
  const { url, stop, pid } = await startBenchServer({ KY_GAME_SERVER_KEYS: `bench:${publicKeyBase64(privateKey)}`, KY_SEED_DEMO: '1' });
  try {
    const client = new GameWalletClient({ walletUrl: url, key: { id: 'bench', privateKey } });
    const player = await playerApi(url, '/api/getLocalData', { type: 'login', rule: { id: 'demo', pw: 'demo1234' } });
    await playerApi(url, '/api/getData', { type: 'deposit', rule: { amount: 1000 } }, player.token);
    const sessions = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { url: launch } = await playerApi(url, '/api/getData', { type: 'getGameUrl', rule: { game: 'original-dice' } }, player.token);
      sessions.push(await client.session(new URL(launch, url).searchParams.get('launch')));
    }

    const latencies = [];
    let errors = 0;
    const cpuBefore = cpuSeconds(pid);
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        const session = sessions[worker % sessions.length];
        const common = { token: session.token, user: session.user, game: session.game, currency: session.currency };
        while (Date.now() < end) {
          const started = performance.now();
          const round = randomUUID();
          const bet = randomUUID();
          try {
            await client.bet({ ...common, transaction_uuid: bet, round, amount: 100 });
            await client.win({ ...common, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round, amount: 100, round_closed: true });
            latencies.push(performance.now() - started);
          } catch {
            errors++;
          }
        }
      }),
    );
    const cpu = cpuBefore === undefined ? undefined : (cpuSeconds(pid) ?? 0) - cpuBefore;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1) ?? '-';
    console.log(`\n# Game API on the embedded store (${workers} concurrent rounds, ${seconds} s)`);
    console.log(
      `${'bet + win round trips'.padEnd(28)} ${String(Math.round(latencies.length / seconds)).padStart(7)} rounds/s  ` +
        `p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  errors ${errors}  ` +
        `server CPU ${cpu === undefined ? '-' : `${((cpu / (2 * latencies.length)) * 1e6).toFixed(0)} us`}/call (${Math.round((2 * latencies.length) / seconds)} calls/s)`,
    );
  } finally {
    await stop();
  }
}

async function playerApi(url, path, body, token) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}
