#!/usr/bin/env node
// `npm run bench`: prints the numbers the issues hold us to. Benchmarks, not tests: they print
// figures and never fail on them. Timings are ratios measured in one run on one machine.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';
import { printWidgetSize } from './widget-size.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

// ---- (a) widget bundle size, and a breakdown by library (bench/widget-size.mjs) -----------
printWidgetSize();

// ---- (b) deposit throughput against the cheapest route ---------------------------------
const { url, stop } = await startBenchServer();

try {
  const login = await fetch(`${url}/api/getLocalData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'login', rule: { id: 'demo', pw: 'demo1234' } }),
  }).then((res) => res.json());
  const token = login.data.token;

  const run = (title, options) =>
    new Promise((resolve, reject) => {
      autocannon({ connections, duration: seconds, ...options }, (err, result) =>
        err ? reject(err) : resolve({ title, result }),
      );
    });

  const health = await run('GET /healthz', { url: `${url}/healthz`, method: 'GET' });
  const deposit = await run('POST /api/getData deposit', {
    url: `${url}/api/getData`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'deposit', rule: { amount: 1 } }),
    // A fresh Idempotency-Key per deposit, as the widget sends.
    setupClient: (client) => {
      client.on('response', () => client.setHeaders({
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      }));
    },
  });

  console.log(`\n# Deposit throughput on the embedded store (${connections} connections, ${seconds} s each; target ratio >= 0.5)`);
  for (const { title, result } of [health, deposit]) {
    const errors = result.errors + result.non2xx;
    console.log(
      `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
    );
  }
  const ratio = deposit.result.requests.average / health.result.requests.average;
  console.log(`deposit / healthz ratio: ${ratio.toFixed(2)}`);

  const balance = await fetch(`${url}/api/getData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'getBalance', rule: {} }),
  }).then((res) => res.json());
  // Requests still in flight when the clock stops complete after it, so the balance may be a little higher.
  console.log(`deposits of 1 answered 2xx in the window: ${deposit.result['2xx']}; balance after the run: ${balance.data.balance}`);
} finally {
  await stop();
}

// ---- (c) game API: bet + win round trips (bench/game.mjs) -----------------------------------
const { runGameBench } = await import('./game.mjs');
await runGameBench({ seconds, workers: connections });

// ---- (d) site page speed: Lighthouse and initial JS per page (bench/lighthouse.mjs) -----
const { runLighthouse } = await import('./lighthouse.mjs');
await runLighthouse();
