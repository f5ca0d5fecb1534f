// The built wallet server as the benchmarks run it: its own free port on 127.0.0.1, an empty data
// directory, silent logs. Resolves once /healthz answers; stop() ends it and removes the data.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/test/free-port.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** BENCH_NODE_ARGS: extra node flags for the servers, e.g. `--cpu-prof --cpu-prof-dir=prof`. */
export const benchNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * CPU seconds (user + system) a process (or only its main thread) has used so far, from /proc
 * (Linux); undefined elsewhere.
 * CPU per request is steadier than requests per second on a machine shared with other work.
 */
export function cpuSeconds(pid, { mainThread = false } = {}) {
  try {
    // A process's main thread is the task with the process's own id (the event loop runs there).
    const stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds every core of the machine has been busy and has existed so far, from /proc/stat
 * (Linux); undefined elsewhere. Over a run, busy / total says whether the machine had any to spare.
 */
export function machineCpuSeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, total: (busy + idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}

/** @param {Record<string, string>} [env] extra environment for the server */
export async function startBenchServer(env = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ky-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_DIST: another build of the server to measure (a copy of packages/server/dist
  // inside packages/server, so that its imports resolve), e.g. to compare before and after.
  const dist = process.env.BENCH_SERVER_DIST ?? join(root, 'packages/server/dist');
  const child = spawn(process.execPath, [...benchNodeArgs, join(dist, 'main.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop, pid: child.pid };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the wallet server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
