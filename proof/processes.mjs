// The real things the proof runs against: wallet server processes (`node
// packages/server/dist/main.js`, killable with SIGKILL and restartable on the same data), and a
// throwaway PostgreSQL cluster (initdb + pg_ctl, as .ci/run starts one) that can be restarted
// under load.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/test/free-port.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
const mainJs = join(root, 'packages/server/dist/main.js');

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * One wallet server process on its own port. `kill9()` ends it without a chance to flush
 * anything; `start()` brings it back on the same port and data; `stop()` is SIGTERM (graceful).
 * `nodeArgs`: extra node flags (e.g. `--cpu-prof`), `main`: another build's main.js (benchmarks).
 */
export async function serverProcess(env, { nodeArgs = [], main = mainJs } = {}) {
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child;
  let exited;
  const api = {
    url,
    async start() {
      child = spawn(process.execPath, [...nodeArgs, main], {
        cwd: root,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          KY_SCRYPT_COST: '14',
          LOG_LEVEL: 'error',
          KY_SITE_DIR: join(root, 'packages/site/dist'),
          KY_WIDGET_DIR: join(root, 'packages/widget/dist'),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
      exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stderr })));
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await tick();
      }
    },
    /** SIGKILL: the process gets no chance to finish anything. */
    async kill9() {
      child.kill('SIGKILL');
      return exited;
    },
    /** SIGTERM: drains and exits; resolves with its exit. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      return exited;
    },
    /** The process id (the benchmarks read its CPU time). */
    pid() {
      return child.pid;
    },
    /** Whether the process is still running (it must survive a database restart). */
    alive() {
      return child.exitCode === null && child.signalCode === null;
    },
  };
  await api.start();
  return api;
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 (needs root: it runs as the postgres user). */
export async function postgresCluster() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const version = versions.at(-1);
  if (!version) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb); .ci/run installs it');
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'ky-proof-pg-'));
  chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const port = await freePort();
  const asPostgres = (command) =>
    execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: ['ignore', 'ignore', 'pipe'] });
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (action, extra = '') => asPostgres(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w ${extra} ${action}`);
  ctl('start', `-o "${options}"`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** A crash-like restart: immediate shutdown (no checkpoint), then start again. */
    restart() {
      ctl('stop', '-m immediate');
      ctl('start', `-o "${options}"`);
    },
    stop() {
      try {
        ctl('stop', '-m fast');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function uidOf(user) {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

function gidOf(user) {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
