import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type BrowserContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { freePort } from '../../packages/server/test/free-port.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface WalletServer {
  /** e.g. http://127.0.0.1:43121 */
  url: string;
}

/**
 * Stops a test's static server. close() alone waits for every connection to end, and Chromium keeps
 * connections it opened ahead of need (never used, so never idle to Node) for many seconds.
 */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The port found free was taken before the server bound it. */
class PortTaken extends Error {}

/**
 * Starts the built server (as `npm start` runs it) on its own port and empty data directory. A port
 * found free can still be taken before the server binds it, by another listener. (freePort chooses
 * it below the range outgoing connections take their local ports from; before it did, one CI run saw
 * such a connection take it: EADDRINUSE, exit 1.) Such a start is tried again on another port.
 */
export async function startWalletServer(env: Record<string, string> = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWalletServerOnce(env);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startWalletServerOnce(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ky-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Real scrypt, at its floor (2^10: ~3 ms a hash against ~50 at 2^14), as the server tests run it.
      KY_SCRYPT_COST: '10',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // Passed on as it comes; the end kept, to tell a taken port from another failure.
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-2_000);
  });
  const closed = new Promise((resolve) => child.once('close', resolve));
  const url = `http://127.0.0.1:${port}`;
  // Generous: a busy two-core machine (CI) has taken over 20 s to start a server beside its other work.
  const deadline = Date.now() + 45_000;
  let lastAnswer: string;
  for (;;) {
    if (child.exitCode !== null) {
      await closed; // its last words read
      await rm(dataDir, { recursive: true, force: true });
      if (stderrTail.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      // fetch has no timeout of its own: a port that accepts but never answers must not hang the loop.
      const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await health.body?.cancel();
      if (health.ok) break;
      lastAnswer = `HTTP ${health.status}`;
    } catch (error) {
      // Not listening yet. Said if it never does: fetch refuses some ports itself ("bad port").
      lastAnswer = String((error as Error).cause ?? error);
    }
    if (Date.now() > deadline) {
      // Not left running behind a failed test (each one it left held a port and its CPU share).
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`server on port ${port} did not become healthy in 45 s (last: ${lastAnswer})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      try {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // A graceful shutdown exits 0; 1 means it ran out of its grace period.
        const code = await exited;
        if (code !== 0) throw new Error(`the wallet server exited with ${code} on SIGTERM`);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A plain static HTTP server on another port: another origin, like an operator's page. */
export async function startHostPage(html: () => string) {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () => stopServer(server),
  };
}

export interface WalletTestOptions {
  /**
   * The wallet's age gate answered before any page of the test's browser context loads (see
   * confirmAgeBeforeLoad), for tests of what lies behind the gate. Off by default: a fresh context
   * is a first visit, and the gate comes up.
   */
  ageConfirmed: boolean;
}

/** Every test gets its own server and database, so balances start at 0. */
export const test = base.extend<{ wallet: WalletServer } & WalletTestOptions>({
  ageConfirmed: [false, { option: true }],
  context: async ({ context, ageConfirmed }, use) => {
    if (ageConfirmed) await confirmAgeBeforeLoad(context);
    await use(context);
  },
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  wallet: async ({}, use) => {
    const server = await startWalletServer();
    await use({ url: server.url });
    await server.stop();
  },
});

export { expect } from '@playwright/test';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/**
 * Serves a built directory (e.g. storybook-static) on 127.0.0.1. Files under /assets/ have
 * content-hashed names and may be cached for good, as a real deployment serves them.
 */
export async function startStaticServer(dir: string) {
  const { readFile } = await import('node:fs/promises');
  const { extname, normalize } = await import('node:path');
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    // Browsers ask for /favicon.ico on their own; Storybook's dev server answers it too.
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': MIME[extname(file)] ?? 'application/octet-stream',
        ...(path.startsWith('/assets/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => stopServer(server) };
}

/**
 * Collects the page's uncaught errors and console errors, for the test to fail on; `stop()` ends
 * it on a tab that outlives the test (its listeners must not).
 */
export function watchErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return {
    errors,
    stop: () => {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
    },
  };
}

/**
 * The texts of the elements (`selector` inside `container`) that run over more than one line: a
 * short label broken between two of its characters, as Chinese text is wherever it may break.
 */
export function textsOnSeveralLines(container: Locator, selector: string): Promise<(string | null)[]> {
  return container.evaluate(
    (element, cells) =>
      [...element.querySelectorAll(cells)]
        .filter((cell) => {
          // The tops of the lines its text runs on (text only: a badge's own box starts higher).
          const tops = new Set<number>();
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = document.createRange();
            text.selectNodeContents(node);
            for (const line of text.getClientRects()) tops.add(Math.round(line.top));
          }
          return tops.size > 1;
        })
        .map((cell) => cell.textContent),
    selector,
  );
}

/**
 * The wallet's age gate, answered before the page loads, as by a returning visitor (the widget
 * keeps the confirmation in localStorage `ky-age-gate`), for tests of what lies behind it. The gate
 * comes up over a page once the widget has loaded, when the browser is idle: a locator handler
 * answers it before an action only if it is already up, and a bet typed while its modal dialog
 * opened was lost (the page behind a modal is inert; Playwright's fill said nothing).
 */
export async function confirmAgeBeforeLoad(pages: Page | BrowserContext): Promise<void> {
  await pages.addInitScript(() => localStorage.setItem('ky-age-gate', JSON.stringify({ confirmedAt: Date.now() })));
}
