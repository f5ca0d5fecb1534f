import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

/* The real `node dist/main.js` in a process of its own, for the tests that need one. */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const mainJs = join(serverDir, 'dist/main.js');

/**
 * Brings dist/ up to date (incremental, 0.2 s when it is): the spawned server is the built one.
 * Vitest's global setup for this project (global-setup.ts), once a run, before any test file, so
 * that files in parallel workers never build it at the same time.
 */
export function buildServer(): void {
  // The compiler the package's build script runs (TypeScript 7; its exports hide bin/).
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', serverDir], { stdio: 'inherit' });
}

export interface Running {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts the server with `env` (and node's own `nodeArgs`) and resolves once /healthz answers. */
export async function startProcess(env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, mainJs], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), KY_SCRYPT_COST: '10' /* scrypt's floor: see helpers.ts */, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet: wait for the next turn of the event loop and ask again
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { url, child, exited };
}
