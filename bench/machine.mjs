// What kind of machine the other figures come from. The same build gave Lighthouse 100 on one
// machine and 80 on another, and deposits/healthz 0.35 on one and 0.58 on another: these three
// readings tell such machines apart. JavaScript speed is what the server's event loop and a
// page's scripts run at; the cost of fresh memory is what a new process (a Chromium renderer,
// under Lighthouse) pays to touch its pages, a few microseconds on some virtual machines against
// well under one elsewhere; fsync is what a durable commit waits for.
// Run alone with `node bench/machine.mjs`; `npm run bench` prints it first.
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGE = 4096;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function microseconds(start) {
  return Number(process.hrtime.bigint() - start) / 1e3;
}

/** Microseconds per JSON round trip of a deposit-sized body: median of 5 runs of 20,000. */
export function jsonSpeed() {
  const body = { type: 'deposit', rule: { amount: 12_345, paymentRef: 'card-4242', currency: 'CNY' }, at: '2026-11-25T17:00:00.000Z' };
  const runs = [];
  for (let run = 0; run < 5; run++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < 20_000; i++) JSON.parse(JSON.stringify({ ...body, i }));
    runs.push(microseconds(start) / 20_000);
  }
  return median(runs);
}

/** Microseconds to touch one fresh 4 KB page of memory: 128 MB that this process has not used. */
export function freshPageCost(megabytes = 128) {
  // allocUnsafeSlow: not pooled and not filled, so the pages are first touched in the loop below.
  const buffer = Buffer.allocUnsafeSlow(megabytes * 1024 * 1024);
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < buffer.length; offset += PAGE) buffer[offset] = 1;
  return microseconds(start) / (buffer.length / PAGE);
}

/** Milliseconds of a 128 KB write and its fsync (a deposit batch's WAL append): median of 50. */
export function fsyncCost() {
  const dir = mkdtempSync(join(tmpdir(), 'ky-bench-fsync-'));
  const fd = openSync(join(dir, 'wal'), 'w');
  const chunk = Buffer.alloc(128 * 1024, 1);
  const runs = [];
  try {
    for (let i = 0; i < 50; i++) {
      const start = process.hrtime.bigint();
      writeSync(fd, chunk);
      fsyncSync(fd);
      runs.push(microseconds(start) / 1e3);
    }
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
  return median(runs);
}

export function printMachine() {
  const cores = cpus();
  console.log(
    `\n# Machine: ${cores.length} x ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}\n` +
      `JSON round trip ${jsonSpeed().toFixed(2)} us; fresh memory ${freshPageCost().toFixed(2)} us per 4 KB page; ` +
      `128 KB write + fsync ${fsyncCost().toFixed(2)} ms`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  printMachine();
}
