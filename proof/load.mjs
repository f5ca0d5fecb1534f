// Money operations as clients really send them, over many players at once: deposits through the
// player API (each with its own Idempotency-Key) and game rounds through the signed game API
// (a bet, then its win or its rollback, each with its own transaction_uuid). An operation whose
// answer is lost (the server was killed, the database restarted) is sent again under the same key
// or transaction_uuid until answered; a share of them are sent twice on purpose, and a few are
// sent again with the same key and other content. Every acknowledgement is recorded for
// store.mjs to check against the database.
import { randomUUID } from 'node:crypto';
import { timeOrderedUuid } from '@ky-wallet/protocol';
import autocannon from 'autocannon';
import { gameCall, openGameSession } from './game.mjs';
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

/** Opens a game session for every logged-in player (`player.game`: token, user, game, currency). */
export async function openGameSessions(url, players) {
  for (let i = 0; i < players.length; i += 8) {
    await Promise.all(players.slice(i, i + 8).map(async (player) => (player.game = await openGameSession(url, player.token))));
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

/** What one load unit is: a deposit (one operation), or a game round (a bet, then its win or rollback). */
function unitOf(i) {
  if (i % 3 === 0) return { kind: 'deposit', ops: 1 };
  return { kind: 'round', settle: i % 6 === 2 ? 'rollback' : 'win', ops: 2 };
}

/** How many units make `ops` operations. */
function unitsFor(ops) {
  let units = 0;
  for (let count = 0; count < ops; units++) count += unitOf(units).ops;
  return units;
}

/**
 * Runs `ops` money operations with `concurrency` clients against `targets` (server processes;
 * the load is split across them, and an operation sent again goes to another one when there are
 * several). Every player first gets a deposit to bet with. `chaos` actions run once when that
 * share of the load is done (kill -9 and restart, a database restart). Resolves with what was
 * acknowledged, per account `{ kind, key, minor }` (minor: the signed effect on the balance),
 * and what went wrong on the wire.
 */
export async function runLoad({ targets, players, ops, retryShare = 0.2, conflicts = 10, concurrency = 48, chaos = [] }) {
  const acknowledged = new Map(players.map((player) => [player.id, []]));
  const stats = {
    planned: ops,
    acked: { deposit: 0, bet: 0, win: 0, rollback: 0 },
    retriedOnPurpose: 0,
    replayMismatch: 0,
    conflictsRefused: 0,
    conflictsAccepted: 0,
    fiveHundreds: 0,
    unavailable: 0,
    networkErrors: 0,
    unexpected: [],
  };
  const units = unitsFor(ops);
  // A multiple of 3: unit i is a deposit when i % 3 is 0 and a round otherwise (unitOf).
  const conflictEvery = 3 * Math.max(1, Math.floor(units / conflicts / 3));
  let next = 0;
  let done = 0;
  let sentTwice = 0;
  const pending = [...chaos].sort((a, b) => a.at - b.at);
  let chaosRunning = Promise.resolve();

  /** Sends one deposit until it is answered (not a lost answer, not 503 or a key in flight). */
  async function depositUntilAnswered(target, player, key, amount) {
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

  /** Sends one signed game call (the same bytes every time) until the wallet answers it. */
  async function gameUntilAnswered(target, path, body) {
    for (;;) {
      let answer;
      try {
        answer = await gameCall(target.url, path, body);
      } catch {
        stats.networkErrors += 1;
        await pause(25);
        continue;
      }
      // RS_ERROR_UNKNOWN: the wallet failed and changed nothing; the game server retries with the same ids.
      if (answer.http === 200 && answer.status === 'RS_ERROR_UNKNOWN') {
        stats.unavailable += 1;
        await pause(25);
        continue;
      }
      if (answer.http >= 500) stats.fiveHundreds += 1;
      return answer;
    }
  }

  /** Records an acknowledged operation, and sends a share of them a second time on purpose. */
  async function acknowledge(player, kind, key, minor, again) {
    acknowledged.get(player.id).push({ kind, key, minor });
    stats.acked[kind] += 1;
    if (sentTwice++ % Math.round(1 / retryShare) === 0) {
      // The client did not hear the answer and sends the same request again.
      stats.retriedOnPurpose += 1;
      if (!(await again())) stats.replayMismatch += 1;
    }
  }

  async function runDeposit(i, player, target, other) {
    const key = randomUUID();
    const amount = 1 + (i % 9);
    const first = await depositUntilAnswered(target, player, key, amount);
    if (first.status !== 200) return stats.unexpected.push(`deposit: ${first.status} ${first.text.slice(0, 200)}`);
    await acknowledge(player, 'deposit', key, amount * 100, async () => {
      const again = await depositUntilAnswered(other, player, key, amount);
      return again.status === 200 && again.text === first.text && again.replayed;
    });
    if (i % conflictEvery === 0) {
      // The same key with other content: refused, and no money moves.
      const conflict = await depositUntilAnswered(other, player, key, amount + 1);
      if (conflict.status === 409 && conflict.text.includes('idempotency_conflict')) stats.conflictsRefused += 1;
      else stats.conflictsAccepted += 1;
    }
  }

  async function runRound(i, unit, player, target, other) {
    const session = player.game;
    const common = { token: session.token, user: session.user, game: session.game };
    const round = randomUUID();
    const bet = { ...common, currency: session.currency, transaction_uuid: randomUUID(), round, amount: 100 * (1 + (i % 9)) };
    const betBody = JSON.stringify({ request_uuid: randomUUID(), ...bet });
    const placed = await gameUntilAnswered(target, '/api/game/bet', betBody);
    if (placed.status !== 'RS_OK') return stats.unexpected.push(`bet: ${placed.http} ${placed.text.slice(0, 200)}`);
    const sameAnswer = (path, body, first) => async () => (await gameUntilAnswered(other, path, body)).text === first.text;
    await acknowledge(player, 'bet', bet.transaction_uuid, -bet.amount, sameAnswer('/api/game/bet', betBody, placed));
    if (i % conflictEvery === 1) {
      // The same transaction_uuid with another amount: refused, and no money moves.
      const conflict = await gameUntilAnswered(other, '/api/game/bet', JSON.stringify({ request_uuid: randomUUID(), ...bet, amount: bet.amount + 1 }));
      if (conflict.status === 'RS_ERROR_DUPLICATE_TRANSACTION') stats.conflictsRefused += 1;
      else stats.conflictsAccepted += 1;
    }

    const settlement =
      unit.settle === 'win'
        ? { ...common, currency: session.currency, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round, amount: bet.amount * (i % 3), round_closed: true }
        : { ...common, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round };
    const path = `/api/game/${unit.settle}`;
    const body = JSON.stringify({ request_uuid: randomUUID(), ...settlement });
    const settled = await gameUntilAnswered(target, path, body);
    if (settled.status !== 'RS_OK') return stats.unexpected.push(`${unit.settle}: ${settled.http} ${settled.text.slice(0, 200)}`);
    // A win pays its amount; a rollback refunds the bet's stake.
    const minor = unit.settle === 'win' ? settlement.amount : bet.amount;
    await acknowledge(player, unit.settle, settlement.transaction_uuid, minor, sameAnswer(path, body, settled));
  }

  // Every player gets money to bet with first (acknowledged deposits like any other).
  await Promise.all(
    players.map(async (player) => {
      const key = randomUUID();
      const answer = await depositUntilAnswered(targets[0], player, key, 5000);
      if (answer.status !== 200) throw new Error(`funding deposit: ${answer.status} ${answer.text}`);
      acknowledged.get(player.id).push({ kind: 'deposit', key, minor: 500_000 });
      stats.acked.deposit += 1;
    }),
  );

  async function client() {
    for (;;) {
      const i = next++;
      if (i >= units) return;
      const player = players[i % players.length];
      const target = targets[i % targets.length];
      const other = targets[(i + 1) % targets.length];
      const unit = unitOf(i);
      if (unit.kind === 'deposit') await runDeposit(i, player, target, other);
      else await runRound(i, unit, player, target, other);
      done += 1;
      while (pending.length > 0 && done >= pending[0].at * units) {
        const { action } = pending.shift();
        chaosRunning = chaosRunning.then(action);
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  await chaosRunning;
  stats.seconds = (performance.now() - started) / 1000;
  stats.ops = Object.values(stats.acked).reduce((sum, n) => sum + n, 0) - players.length;
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
                // Time-ordered, as the widget's: deposits/s of what players send.
                'idempotency-key': timeOrderedUuid(),
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
