// A tiny static file server for the examples: another origin than the wallet server, like an
// operator's own site. The examples point at the wallet server `npm run examples` starts
// (DEFAULT_WALLET_URL); `walletUrl` serves them pointed at another one (the end-to-end tests).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

export const DEFAULT_WALLET_URL = 'http://127.0.0.1:8787';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves `root` on 127.0.0.1:`port` (0: any free port). `headers` are added to every answer.
 * `walletUrl` may be a function, read per request (when the wallet server starts after this one).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveStatic(root, { port = 0, walletUrl = DEFAULT_WALLET_URL, headers = {} } = {}) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body = await readFile(file);
      const target = typeof walletUrl === 'function' ? walletUrl() : walletUrl;
      if (type.startsWith('text/') && target !== DEFAULT_WALLET_URL) {
        body = Buffer.from(body.toString('utf8').replaceAll(DEFAULT_WALLET_URL, target));
      }
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...headers });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    // close() alone would wait for connections a browser opened ahead of need and never used.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
