// Scale-out: deposits per second with one wallet server process and with two on the same
// PostgreSQL, the same clients and players, the load split across the processes as a load
// balancer would. One and two alternate in short rounds (the background load of a shared machine
// drifts), and the servers' CPU time per deposit is printed beside the rates. Twice: first with
// every process on the machine's shared cores (for information: on two cores that also run
// PostgreSQL and the load generator there is little for a second process to add), then with each
// server process held to a CPU budget of its own (proof/cpu-budget.mjs), as instances on machines
// of their own are: the figure the target is about.
//
// PostgreSQL: KY_BENCH_DATABASE_URL (or KY_TEST_DATABASE_URL), a role that may create databases;
// else, as root, a throwaway cluster like the proof's. Run alone with `node bench/scale.mjs`, or
// as part of `npm run bench`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { depositsPerSecond, loginAll } from '../proof/load.mjs';
import { cpuBudgets, INSTANCE_CPU } from '../proof/cpu-budget.mjs';
import { postgresCluster, serverProcess } from '../proof/processes.mjs';
import { createPlayers, dropDatabase, freshDatabase } from '../proof/store.mjs';
import { benchNodeArgs, cpuSeconds, machineCpuSeconds } from './server.mjs';

const PLAYERS = 100;

export async function runScaleBench({ seconds = 5, rounds = 3, connections = 64 } = {}) {
  const adminUrl = process.env.KY_BENCH_DATABASE_URL ?? process.env.KY_TEST_DATABASE_URL;
  let cluster;
  if (!adminUrl) {
    if (process.getuid?.() !== 0) {
      console.log('\n# Scale-out on PostgreSQL: skipped (set KY_BENCH_DATABASE_URL, or run as root for a throwaway cluster)');
      return undefined;
    }
    cluster = await postgresCluster();
  }
  const database = await freshDatabase(cluster ?? { adminUrl });
  const servers = [];
  const budgets = cpuBudgets('ky-bench');
  try {
    const players = await createPlayers(database, PLAYERS, 'scale');
    const env = { ...database.env, KY_SEED_DEMO: '0' };
    const options = { nodeArgs: benchNodeArgs, ...(process.env.BENCH_SERVER_DIST ? { main: join(process.env.BENCH_SERVER_DIST, 'main.js') } : {}) };
    servers.push(await serverProcess(env, options), await serverProcess(env, options));
    await loginAll(servers[0].url, players);
    // A short warm-up on both processes, not counted: otherwise the second process's first
    // round runs on cold code (it served nothing before), and two looked slower than it is.
    await depositsPerSecond({ targets: servers, players, seconds: Math.min(2, seconds), connections });
    const load = { servers, players, seconds, rounds, connections };

    const shared = await alternatingRounds(load);
    printRounds(
      `Scale-out on one machine's cores: deposits/s on one PostgreSQL with one server process and with two, every process ` +
        `sharing the ${Math.round(shared.one.machine?.cores ?? 2)} cores with PostgreSQL and the load generator (${PLAYERS} players, ` +
        `${connections} connections split across the processes, ${rounds} alternating rounds of ${seconds} s; for information)`,
      shared,
    );

    if (!budgets) {
      console.log('\n# Scale-out with a CPU budget per instance: skipped (needs root and a cgroup cpu controller: proof/cpu-budget.mjs)');
      return { shared };
    }
    for (const server of servers) budgets.limit(server.pid(), INSTANCE_CPU);
    const budgeted = await alternatingRounds(load);
    printRounds(
      `Scale-out with a CPU budget per instance: the same, each server process limited to ${INSTANCE_CPU} of a core as ` +
        `instances on machines of their own are (target two >= one)`,
      budgeted,
      { target: true },
    );
    return { shared, budgeted, ratio: budgeted.ratio };
  } finally {
    for (const server of servers) await server.stop();
    budgets?.release();
    // The bench's database goes with it (on a shared server it would otherwise pile up).
    await dropDatabase(database, cluster ?? { adminUrl });
    cluster?.stop();
  }
}

/** One process, then two, in alternating rounds (the background load of a shared machine drifts). */
async function alternatingRounds({ servers, players, seconds, rounds, connections }) {
  const runs = { 1: [], 2: [] };
  for (let round = 0; round < rounds; round++) {
    for (const count of [1, 2]) {
      const targets = servers.slice(0, count);
      const before = targets.map((server) => cpuSeconds(server.pid()));
      const machineBefore = machineCpuSeconds();
      const loadBefore = process.cpuUsage();
      const result = await depositsPerSecond({ targets, players, seconds, connections });
      const cpu = targets.reduce((sum, server, i) => sum + (cpuSeconds(server.pid()) ?? Number.NaN) - (before[i] ?? Number.NaN), 0);
      const load = process.cpuUsage(loadBefore);
      const machineAfter = machineCpuSeconds();
      const machine = machineBefore && machineAfter
        ? { busy: machineAfter.busy - machineBefore.busy, total: machineAfter.total - machineBefore.total }
        : undefined;
      runs[count].push({ ...result, cpu, loadCpu: (load.user + load.system) / 1e6, machine });
    }
  }
  const summary = (list) => {
    const perSecond = list.reduce((sum, run) => sum + run.perSecond, 0) / list.length;
    const p99s = list.map((run) => run.p99).sort((a, b) => a - b);
    const cpuPerDeposit = (list.reduce((sum, run) => sum + run.cpu, 0) * 1e6) / (perSecond * seconds * list.length);
    const sum = (pick) => list.reduce((total, run) => total + pick(run), 0);
    // Where the machine's CPU went: the servers, the load generator (autocannon, in this
    // process), the rest (PostgreSQL, the kernel's network work, anything else running).
    const machine = list.every((run) => run.machine)
      ? {
          cores: sum((run) => run.machine.total) / (seconds * list.length),
          busy: sum((run) => run.machine.busy) / sum((run) => run.machine.total),
          servers: sum((run) => run.cpu) / sum((run) => run.machine.total),
          load: sum((run) => run.loadCpu) / sum((run) => run.machine.total),
        }
      : undefined;
    return { perSecond, p99s, errors: sum((run) => run.errors), cpuPerDeposit, machine };
  };
  const one = summary(runs[1]);
  const two = summary(runs[2]);
  return { one, two, ratio: two.perSecond / one.perSecond, perRound: runs[2].map((run, i) => run.perSecond / runs[1][i].perSecond) };
}

function printRounds(title, { one, two, ratio, perRound }, { target = false } = {}) {
  const percent = (fraction) => `${Math.round(fraction * 100)}%`;
  console.log(`\n# ${title}`);
  for (const [label, figures] of [['one process', one], ['two processes', two]]) {
    console.log(
      `${label.padEnd(30)} ${String(Math.round(figures.perSecond)).padStart(7)} deposits/s  p99 ${figures.p99s.join(', ')} ms  ` +
        `errors ${figures.errors}  server CPU ${Math.round(figures.cpuPerDeposit)} us/deposit` +
        (figures.machine
          ? `  machine busy ${percent(figures.machine.busy)} of ${Math.round(figures.machine.cores)} cores ` +
            `(servers ${percent(figures.machine.servers)}, load generator ${percent(figures.machine.load)}, ` +
            `PostgreSQL and the rest ${percent(figures.machine.busy - figures.machine.servers - figures.machine.load)})`
          : ''),
    );
  }
  const verdict = target ? (ratio >= 1 ? ' (ok)' : ' (BELOW TARGET)') : '';
  console.log(`two / one: ${ratio.toFixed(3)}${verdict}; per round: ${perRound.map((r) => r.toFixed(2)).join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runScaleBench({ seconds: Number(process.env.BENCH_SECONDS ?? 5), rounds: Number(process.env.BENCH_ROUNDS ?? 3) });
}
