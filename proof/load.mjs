// Money operations as clients really send them: concurrent deposits over many players, each with
// its own Idempotency-Key, retried under the same key when the answer is lost (the server was
// killed, the database restarted), a share of them sent twice on purpose, and a few sent again
// with the same key and another amount. Every acknowledgement is recorded for store.mjs to check.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { PASSWORD } from './store.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function login(url, name, from) {
  const response = await fetch(`${url}/api/getLocalData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ type: 'login', rule: { id: name, pw: PASSWORD } }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`login of ${name}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Logs every player in (a few at a time: each login is a scrypt on the server). */
export async function loginAll(url, players) {
  for (let i = 0; i < players.length; i += 8) {
    await Promise.all(players.slice(i, i + 8).map(async (player) => (player.token = await login(url, player.name))));
  }
}

async function deposit(url, token, key, amount) {
  const response = await fetch(`${url}/api/getData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ type: 'deposit', rule: { amount } }),
  });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', text: await response.text() };
}

/**
 * Runs `ops` deposits with `concurrency` clients against `targets` (server processes; the load is
 * split across them, and a retried operation goes to another one when there are several).
 * `chaos` actions run once when that share of the operations is done (kill -9 and restart, a
 * database restart). Resolves with what was acknowledged and what went wrong on the wire.
 */
export async function runLoad({ targets, players, ops, retryShare = 0.2, conflicts = 10, concurrency = 48, chaos = [] }) {
  const acknowledged = new Map(players.map((player) => [player.id, []]));
  const stats = { ops, retriedOnPurpose: 0, replayMismatch: 0, conflictsRefused: 0, conflictsAccepted: 0, fiveHundreds: 0, unavailable: 0, networkErrors: 0, unexpected: [] };
  let next = 0;
  let done = 0;
  const pending = [...chaos].sort((a, b) => a.at - b.at);
  let chaosRunning = Promise.resolve();

  async function untilAnswered(target, player, key, amount) {
    for (;;) {
      let answer;
      try {
        answer = await deposit(target.url, player.token, key, amount);
      } catch {
        stats.networkErrors += 1; // killed or restarting: ask again under the same key
        await pause(25);
        continue;
      }
      if (answer.status === 503 || (answer.status === 409 && answer.text.includes('idempotency_in_flight'))) {
        stats.unavailable += 1;
        await pause(25);
        continue;
      }
      if (answer.status >= 500) stats.fiveHundreds += 1;
      return answer;
    }
  }

  async function client() {
    for (;;) {
      const i = next++;
      if (i >= ops) return;
      const player = players[i % players.length];
      const target = targets[i % targets.length];
      const other = targets[(i + 1) % targets.length];
      const key = randomUUID();
      const amount = 1 + (i % 9);
      const first = await untilAnswered(target, player, key, amount);
      if (first.status !== 200) {
        stats.unexpected.push(`${first.status} ${first.text.slice(0, 200)}`);
      } else {
        acknowledged.get(player.id).push({ key, minor: amount * 100 });
        if (i % Math.round(1 / retryShare) === 0) {
          // The client did not hear the answer and sends the same request again.
          stats.retriedOnPurpose += 1;
          const again = await untilAnswered(other, player, key, amount);
          if (again.status !== 200 || again.text !== first.text || !again.replayed) stats.replayMismatch += 1;
        }
        if (i % Math.max(1, Math.floor(ops / conflicts)) === 1) {
          // The same key with other content: refused, and no money moves.
          const conflict = await untilAnswered(other, player, key, amount + 1);
          if (conflict.status === 409 && conflict.text.includes('idempotency_conflict')) stats.conflictsRefused += 1;
          else stats.conflictsAccepted += 1;
        }
      }
      done += 1;
      while (pending.length > 0 && done >= pending[0].at * ops) {
        const { action } = pending.shift();
        chaosRunning = chaosRunning.then(action);
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  await chaosRunning;
  stats.seconds = (performance.now() - started) / 1000;
  return { acknowledged, stats };
}

/**
 * Deposits per second for `seconds` with `connections` keep-alive connections split over
 * `targets`, a fresh key per deposit (autocannon: the client should not be what is measured).
 */
export async function depositsPerSecond({ targets, players, seconds, connections }) {
  const perTarget = Math.max(1, Math.floor(connections / targets.length));
  let clientIndex = 0;
  const runs = targets.map(
    (target) =>
      new Promise((resolve, reject) => {
        autocannon(
          {
            url: `${target.url}/api/getData`,
            method: 'POST',
            connections: perTarget,
            duration: seconds,
            body: JSON.stringify({ type: 'deposit', rule: { amount: 1 } }),
            setupClient(client) {
              const player = players[clientIndex++ % players.length];
              const headers = () => ({
                'content-type': 'application/json',
                authorization: `Bearer ${player.token}`,
                'idempotency-key': randomUUID(),
              });
              client.setHeaders(headers());
              client.on('response', () => client.setHeaders(headers()));
            },
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      }),
  );
  const results = await Promise.all(runs);
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}
