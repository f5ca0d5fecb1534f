// Durable deposits against the same server's cheapest route, GET /healthz (which also asks the
// store a trivial query), both with autocannon at the same number of connections. On a shared
// machine the background load drifts, so the two alternate in short rounds and the ratio is taken
// over all rounds; the server's CPU time per request (from /proc) is printed too, since it does
// not depend on how much of the machine the server got.
// Run alone with `node bench/deposits.mjs`, or as part of `npm run bench`.
import { fileURLToPath } from 'node:url';
import { timeOrderedUuid } from '@ky-wallet/protocol';
import autocannon from 'autocannon';
import { printMachine } from './machine.mjs';
import { cpuSeconds, startBenchServer } from './server.mjs';

export const TARGET_RATIO = 0.5;
export const TARGET_P99_MS = 20;

/** One autocannon run; resolves with its result and the server's CPU seconds during it. */
export function measure(pid, options) {
  const before = cpuSeconds(pid);
  const mainBefore = cpuSeconds(pid, { mainThread: true });
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      const after = cpuSeconds(pid);
      const mainAfter = cpuSeconds(pid, { mainThread: true });
      resolve({
        result,
        cpu: before === undefined || after === undefined ? undefined : after - before,
        mainCpu: mainBefore === undefined || mainAfter === undefined ? undefined : mainAfter - mainBefore,
      });
    });
  });
}

/** Requests per second, latency and CPU per request of several runs taken together. */
export function summarise(runs) {
  const requests = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
  const seconds = runs.reduce((sum, run) => sum + run.result.duration, 0);
  const cpu = runs.every((run) => run.cpu !== undefined) ? runs.reduce((sum, run) => sum + run.cpu, 0) : undefined;
  const mainCpu = runs.every((run) => run.mainCpu !== undefined) ? runs.reduce((sum, run) => sum + run.mainCpu, 0) : undefined;
  const p99s = runs.map((run) => run.result.latency.p99).sort((a, b) => a - b);
  return {
    perSecond: requests / seconds,
    p50: Math.max(...runs.map((run) => run.result.latency.p50)),
    p99: p99s[Math.floor(p99s.length / 2)],
    p99s,
    errors: runs.reduce((sum, run) => sum + run.result.errors + run.result.non2xx, 0),
    cpuPerRequestUs: cpu === undefined ? undefined : (cpu * 1e6) / requests,
    mainCpuPerRequestUs: mainCpu === undefined ? undefined : (mainCpu * 1e6) / requests,
    total2xx: runs.reduce((sum, run) => sum + run.result['2xx'], 0),
  };
}

export function line(title, figures) {
  const cpu =
    figures.cpuPerRequestUs === undefined
      ? ''
      : `  server CPU ${Math.round(figures.cpuPerRequestUs)} us/req (event loop ${Math.round(figures.mainCpuPerRequestUs)})`;
  return (
    `${title.padEnd(30)} ${String(Math.round(figures.perSecond)).padStart(7)} req/s  ` +
    `p50 ${figures.p50} ms  p99 ${figures.p99} ms (rounds: ${figures.p99s.join(', ')})  errors ${figures.errors}${cpu}`
  );
}

/** Alternates /healthz and deposit runs of `seconds` each, `rounds` times, and prints the figures. */
export async function runDepositBench({ seconds = 5, rounds = 3, connections = 50 } = {}) {
  const { url, stop, pid } = await startBenchServer();
  try {
    const login = await fetch(`${url}/api/getLocalData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'login', rule: { id: 'demo', pw: 'demo1234' } }),
    }).then((res) => res.json());
    const token = login.data.token;
    const headers = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': timeOrderedUuid() });
    const healthRuns = [];
    const depositRuns = [];
    for (let round = 0; round < rounds; round++) {
      healthRuns.push(await measure(pid, { url: `${url}/healthz`, connections, duration: seconds }));
      depositRuns.push(
        await measure(pid, {
          url: `${url}/api/getData`,
          method: 'POST',
          connections,
          duration: seconds,
          body: JSON.stringify({ type: 'deposit', rule: { amount: 1 } }),
          // A fresh Idempotency-Key per deposit, time-ordered as the widget's (UUID v7).
          setupClient: (client) => {
            client.setHeaders(headers());
            client.on('response', () => client.setHeaders(headers()));
          },
        }),
      );
    }
    // Deposits per database transaction (group commit), from the server's own /metrics.
    const metrics = await fetch(`${url}/metrics`).then((res) => res.text());
    const metric = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? Number.NaN);
    const batches = metric('ky_group_commit_batch_size_count');
    const health = summarise(healthRuns);
    const deposit = summarise(depositRuns);
    console.log(
      `\n# Durable deposits vs /healthz on the embedded store (SQLite, every batch synced to disk before it is answered; ${connections} connections, ` +
        `${rounds} alternating rounds of ${seconds} s; target ratio >= ${TARGET_RATIO}, deposit p99 <= ${TARGET_P99_MS} ms)`,
    );
    console.log(line('GET /healthz', health));
    console.log(line('POST /api/getData deposit', deposit));
    const ratio = deposit.perSecond / health.perSecond;
    console.log(
      `deposit / healthz ratio: ${ratio.toFixed(3)} ${ratio >= TARGET_RATIO ? '(ok)' : '(BELOW TARGET)'}; ` +
        `deposit p99 ${deposit.p99} ms ${deposit.p99 <= TARGET_P99_MS ? '(ok)' : '(OVER TARGET)'}` +
        (health.cpuPerRequestUs && deposit.cpuPerRequestUs
          ? `; by server CPU per request: ${(health.cpuPerRequestUs / deposit.cpuPerRequestUs).toFixed(2)} ` +
            `(event loop: ${(health.mainCpuPerRequestUs / deposit.mainCpuPerRequestUs).toFixed(2)})`
          : ''),
    );
    const balance = await fetch(`${url}/api/getData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'getBalance', rule: {} }),
    }).then((res) => res.json());
    // Requests still in flight when a run's clock stops complete after it, so the balance may be a little higher.
    console.log(
      `deposits of 1 answered 2xx: ${deposit.total2xx}; balance after the runs: ${balance.data.balance}; ` +
        `${batches} commits, ${(metric('ky_group_commit_batch_size_sum') / batches).toFixed(1)} deposits per commit`,
    );
    return { health, deposit, ratio };
  } finally {
    await stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  printMachine();
  await runDepositBench({ seconds: Number(process.env.BENCH_SECONDS ?? 5), rounds: Number(process.env.BENCH_ROUNDS ?? 3) });
}
