#!/usr/bin/env node
// `npm run proof` (and `npm run proof -- --short` in CI): proves the wallet against real server
// processes on SQLite and on a throwaway PostgreSQL cluster, and prints the figures as tables.
//
// 1. Load: concurrent money operations over many players, deposits through the player API and
//    bets, wins and rollbacks through the signed game API; 20% sent twice under the same key or
//    transaction_uuid, a few sent again with the same one and other content: 0 lost, 0 doubled,
//    every balance = what was acknowledged = its ledger.
// 2. Crashes: the same load while the server is killed with SIGKILL three times (and, on
//    PostgreSQL, the database restarts): every acknowledged operation is there, none half applied.
// 3. Malformed requests generated with fast-check against every endpoint, the game API's too:
//    0 5xx, 0 state changes, every answer a JSON error with a code (the game API: HTTP 200 with
//    an RS_ERROR_ status).
// 4. Two server processes on one PostgreSQL: the load split across them with the same zero
//    figures, login throttling and idempotency holding across processes, and deposits/s with two
//    processes against one: on the machine's shared cores for information, and with each process
//    held to a CPU budget of its own (as on machines of their own), where two must do at least
//    what one does.
//
// Exits non-zero when a correctness figure is not what it must be. Needs `npm run build` first,
// and root (the PostgreSQL cluster runs as the postgres user, as in .ci/run).
import { cpuBudgets, INSTANCE_CPU } from './cpu-budget.mjs';
import { postgresCluster, serverProcess } from './processes.mjs';
import { createPlayers, freshDatabase, snapshot, verifyMoney } from './store.mjs';
import { depositsPerSecond, login, loginAll, openGameSessions, runLoad } from './load.mjs';
import { fuzz } from './fuzz.mjs';
import { GAME_SERVER_ENV, openGameSession } from './game.mjs';

const short = process.argv.includes('--short');
const OPS = short ? 1_000 : 10_000;
const PLAYERS = short ? 50 : 100;
const FUZZ = short ? 1_000 : 10_000;
const SECONDS = short ? 3 : 10;
const CONNECTIONS = 64;

const failures = [];
const must = (label, ok) => {
  if (!ok) failures.push(label);
};
const moneyRows = [];
const fuzzRows = [];
const crossRows = [];
let run = 0;

const begun = performance.now();
function log(message) {
  process.stderr.write(`proof: ${((performance.now() - begun) / 1000).toFixed(0).padStart(4)} s  ${message}\n`);
}

/** A database, `count` players on it, and their tokens from `url`'s server. */
async function playersOn(database, count) {
  return createPlayers(database, count, `proof${++run}`);
}

function checkMoney(label, figures, stats) {
  must(`${label}: lost`, figures.lost === 0);
  must(`${label}: doubled`, figures.doubled === 0);
  must(`${label}: balance = acknowledged`, figures.balanceOff === 0);
  must(`${label}: balance = ledger`, figures.ledgerOff === 0);
  must(`${label}: half applied`, figures.halfApplied === 0);
  must(`${label}: replays`, stats.replayMismatch === 0);
  must(`${label}: conflicts refused`, stats.conflictsAccepted === 0 && stats.conflictsRefused > 0);
  must(`${label}: 500s`, stats.fiveHundreds === 0);
  must(`${label}: unexpected answers`, stats.unexpected.length === 0);
  const acked = Object.values(stats.acked).reduce((sum, n) => sum + n, 0);
  must(`${label}: every acknowledgement counted`, figures.acked === acked && stats.ops >= OPS);
  if (stats.unexpected.length > 0) log(`${label}: unexpected answers, e.g. ${stats.unexpected.slice(0, 3).join(' | ')}`);
}

async function moneyScenario({ engine, cluster, label, chaos, servers = 1 }) {
  const database = await freshDatabase(cluster);
  const players = await playersOn(database, PLAYERS);
  const targets = [];
  for (let i = 0; i < servers; i++) targets.push(await serverProcess({ ...database.env, ...GAME_SERVER_ENV }));
  try {
    await loginAll(targets[0].url, players);
    await openGameSessions(targets[0].url, players);
    const events = [];
    const actions = (chaos ?? []).map(({ at, kind }) => ({
      at,
      action: async () => {
        if (kind === 'kill') {
          await targets[0].kill9();
          await targets[0].start();
          events.push('kill -9');
        } else {
          cluster.restart();
          events.push(`database restart (server ${targets.every((target) => target.alive()) ? 'lived' : 'DIED'})`);
          must(`${label}: server survives the database restart`, targets.every((target) => target.alive()));
        }
      },
    }));
    log(`${label} on ${engine}: ${OPS} money operations over ${PLAYERS} players, ${servers} process(es)`);
    const { acknowledged, stats } = await runLoad({ targets, players, ops: OPS, chaos: actions });
    for (const target of targets) await target.stop();
    const figures = await verifyMoney(database, acknowledged);
    checkMoney(`${label} (${engine})`, figures, stats);
    moneyRows.push({
      scenario: label,
      engine,
      ...figures,
      byKind: `${stats.acked.deposit} / ${stats.acked.bet} / ${stats.acked.win} / ${stats.acked.rollback}`,
      retried: stats.retriedOnPurpose,
      replayMismatch: stats.replayMismatch,
      conflicts: `${stats.conflictsRefused}/${stats.conflictsRefused + stats.conflictsAccepted}`,
      fiveHundreds: stats.fiveHundreds,
      retriedAfterFailure: stats.networkErrors + stats.unavailable,
      perSecond: Math.round(stats.ops / stats.seconds),
      events: events.join(', ') || '-',
    });
    return { database, players };
  } finally {
    for (const target of targets) await target.stop();
  }
}

async function fuzzScenario({ engine, cluster }) {
  const database = await freshDatabase(cluster);
  const [player] = await playersOn(database, 1);
  const server = await serverProcess({ ...database.env, ...GAME_SERVER_ENV });
  try {
    const token = await login(server.url, player.name);
    // Money to bet with, so that a bet is refused for what is wrong with it, not for the balance.
    const funded = await fetch(`${server.url}/api/getData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': 'fuzz-funding' },
      body: JSON.stringify({ type: 'deposit', rule: { amount: 1000 } }),
    });
    if (funded.status !== 200) throw new Error(`funding the fuzz player: ${funded.status} ${await funded.text()}`);
    const game = await openGameSession(server.url, token);
    const before = await snapshot(database);
    log(`malformed requests on ${engine}: ${FUZZ}`);
    const stats = await fuzz({ url: server.url, token, game, count: FUZZ });
    // The player's own token must still work: nothing revoked it.
    const check = await fetch(`${server.url}/api/getData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'getBalance' }),
    });
    const after = await snapshot(database);
    const changed = Object.keys(before).filter((key) => before[key] !== after[key]);
    must(`fuzz (${engine}): 5xx`, stats.fiveHundreds === 0);
    must(`fuzz (${engine}): state changes ${changed.join(', ')}`, changed.length === 0 && check.status === 200);
    must(`fuzz (${engine}): every answer a JSON error with a code`, stats.notJsonError === 0 && stats.unknownCode === 0 && stats.succeeded === 0);
    must(`fuzz (${engine}): all sent`, stats.sent === FUZZ);
    if (stats.examples.length > 0) log(`fuzz examples: ${stats.examples.join('\n  ')}`);
    const counts = (byKey) => Object.entries(byKey).map(([key, n]) => `${key}:${n}`).join(' ');
    fuzzRows.push({ engine, ...stats, stateChanges: changed.length, statuses: counts(stats.byStatus), gameStatuses: counts(stats.byGameStatus) });
  } finally {
    await server.stop();
  }
}

async function crossProcessScenario(cluster) {
  const database = await freshDatabase(cluster);
  const players = await playersOn(database, Math.max(PLAYERS, 50));
  const env = { ...database.env, ...GAME_SERVER_ENV, KY_TRUST_PROXY: '1' };
  const one = await serverProcess(env);
  const two = await serverProcess(env);
  const budgets = cpuBudgets();
  try {
    // Login throttling: a stranger's failures alternate between the processes; the limit (5 per
    // account and address) holds for the pair as one, and the owner elsewhere is let in.
    const victim = players[0];
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const server = i % 2 === 0 ? one : two;
      const response = await fetch(`${server.url}/api/getLocalData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ type: 'login', rule: { id: victim.name, pw: `guess-${i}` } }),
      });
      statuses.push(response.status);
    }
    const throttled = statuses.join(',') === '401,401,401,401,401,429,429';
    const owner = await login(two.url, victim.name, '203.0.113.20').then(
      () => true,
      () => false,
    );
    must('two processes: login throttle holds across processes', throttled);
    must("two processes: the owner is not locked out by a stranger's failures", owner);
    crossRows.push({ check: 'login throttle, failures alternating between processes', result: `${statuses.join(' ')} ${throttled ? '(held)' : '(BROKEN)'}` });
    crossRows.push({ check: "owner logs in from their own address meanwhile", result: owner ? '200' : 'REFUSED' });

    // Deposits per second: one process, then both, same clients, same database; first on the
    // machine's shared cores (for information), then with each process held to a CPU budget of
    // its own, as instances on machines of their own are (proof/cpu-budget.mjs): the target.
    await loginAll(one.url, players);
    log(`deposits/s with one process and with two (${SECONDS} s each, ${CONNECTIONS} connections)`);
    const rates = async () => {
      const single = await depositsPerSecond({ targets: [one], players, seconds: SECONDS, connections: CONNECTIONS });
      const double = await depositsPerSecond({ targets: [one, two], players, seconds: SECONDS, connections: CONNECTIONS });
      must('deposits/s: no errors', single.errors === 0 && double.errors === 0);
      return { single, double, ratio: double.perSecond / single.perSecond };
    };
    const rateRow = (check, { perSecond, p99, errors }, extra = '') =>
      crossRows.push({ check, result: `${Math.round(perSecond)} (p99 ${p99} ms, errors ${errors})${extra}` });
    const shared = await rates();
    rateRow('deposits/s, one process, shared cores', shared.single);
    rateRow('deposits/s, two processes, shared cores', shared.double, `; two/one = ${shared.ratio.toFixed(2)} (for information)`);
    if (budgets) {
      budgets.limit(one.pid(), INSTANCE_CPU);
      budgets.limit(two.pid(), INSTANCE_CPU);
      const budgeted = await rates();
      must('deposits/s: two processes >= one, each with a CPU budget of its own', budgeted.ratio >= 1);
      rateRow(`deposits/s, one process, ${INSTANCE_CPU} of a core`, budgeted.single);
      rateRow(`deposits/s, two processes, ${INSTANCE_CPU} of a core each`, budgeted.double, `; two/one = ${budgeted.ratio.toFixed(2)} (target >= 1)`);
    } else {
      crossRows.push({ check: 'deposits/s with a CPU budget per process', result: 'not measured: needs root and a cgroup cpu controller' });
    }
  } finally {
    await one.stop();
    await two.stop();
    budgets?.release();
  }
}

function table(title, rows, columns) {
  console.log(`\n## ${title}\n`);
  console.log(`| ${columns.map(([label]) => label).join(' | ')} |`);
  console.log(`|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map(([, get]) => String(get(row))).join(' | ')} |`);
}

const started = performance.now();
let cluster;
try {
  log(`${short ? 'short' : 'full'} run: ${OPS} operations, ${PLAYERS} players, ${FUZZ} malformed requests`);
  await moneyScenario({ engine: 'SQLite', label: 'load' });
  await moneyScenario({ engine: 'SQLite', label: 'kill -9 x3', chaos: [{ at: 0.2, kind: 'kill' }, { at: 0.45, kind: 'kill' }, { at: 0.7, kind: 'kill' }] });
  await fuzzScenario({ engine: 'SQLite' });

  log('starting a throwaway PostgreSQL cluster');
  cluster = await postgresCluster();
  await moneyScenario({ engine: 'PostgreSQL', cluster, label: 'load' });
  await moneyScenario({
    engine: 'PostgreSQL',
    cluster,
    label: 'kill -9 x3 + db restart',
    chaos: [{ at: 0.2, kind: 'kill' }, { at: 0.4, kind: 'kill' }, { at: 0.6, kind: 'kill' }, { at: 0.8, kind: 'db' }],
  });
  await fuzzScenario({ engine: 'PostgreSQL', cluster });
  await moneyScenario({ engine: 'PostgreSQL', cluster, label: 'two processes', servers: 2 });
  await crossProcessScenario(cluster);
} catch (error) {
  failures.push(`the proof itself failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  cluster?.stop();
}

console.log(`# KY Wallet proof (${short ? 'short' : 'full'}: ${OPS} money operations over ${PLAYERS} players per run, ${FUZZ} malformed requests per engine)`);
table('Money: every acknowledged operation exactly once', moneyRows, [
  ['scenario', (row) => row.scenario],
  ['engine', (row) => row.engine],
  ['acknowledged', (row) => row.acked],
  ['deposits / bets / wins / rollbacks', (row) => row.byKind],
  ['lost', (row) => row.lost],
  ['doubled', (row) => row.doubled],
  ['balance != acknowledged', (row) => row.balanceOff],
  ['balance != ledger', (row) => row.ledgerOff],
  ['half applied', (row) => row.halfApplied],
  ['sent twice (replay differs)', (row) => `${row.retried} (${row.replayMismatch})`],
  ['same key, other content refused', (row) => row.conflicts],
  ['500s', (row) => row.fiveHundreds],
  ['retried after a failure', (row) => row.retriedAfterFailure],
  ['operations/s', (row) => row.perSecond],
  ['events', (row) => row.events],
]);
table('Malformed requests', fuzzRows, [
  ['engine', (row) => row.engine],
  ['sent', (row) => row.sent],
  ['5xx', (row) => row.fiveHundreds],
  ['state changes', (row) => row.stateChanges],
  ['not a JSON error with a code', (row) => row.notJsonError + row.unknownCode + row.succeeded],
  ['of them game API calls', (row) => row.game],
  ['HTTP statuses', (row) => row.statuses],
  ['game API statuses', (row) => row.gameStatuses],
]);
table('Two processes on one PostgreSQL', crossRows, [
  ['check', (row) => row.check],
  ['result', (row) => row.result],
]);
console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s`);
if (failures.length > 0) {
  console.log(`\nFAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll figures hold.');
