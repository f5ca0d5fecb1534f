#!/usr/bin/env node
// `npm run bench`: prints the numbers the issues hold us to. Benchmarks, not tests: they print
// figures and never fail on them. Timings are ratios measured in one run on one machine.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function gzipBytes(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

// ---- (a) widget bundle size ------------------------------------------------------------
const widget = join(root, 'packages/widget/dist/ky-wallet.js');
if (!existsSync(widget)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
console.log('# Widget bundle (target <= 40 KB gzip)');
console.log(`dist/ky-wallet.js: ${kb(readFileSync(widget).length)} raw, ${kb(gzipBytes(widget))} gzip`);

// ---- (b) deposit throughput against the cheapest route ---------------------------------
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const dataDir = await mkdtemp(join(tmpdir(), 'ky-bench-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (i > 200) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
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
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}

// ---- (c) site page speed: Lighthouse and initial JS per page (bench/lighthouse.mjs) -----
const { runLighthouse } = await import('./lighthouse.mjs');
await runLighthouse();
