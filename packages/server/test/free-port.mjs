// A port for a server process that a test, the proof or a benchmark starts. Plain JavaScript: the
// proof and the benchmarks import it too, and they run on Node.js without a compiler.
//
// Why not listen(0), read the port, close and hand it on: the kernel takes that port from its
// ephemeral range, the same range every process's outgoing connections (Chromium's, PostgreSQL
// clients') get their local ports from, so one of them can take it before the server binds it
// (EADDRINUSE: seen once in CI). Below that range only a listener can take a port, and every
// listener here probes first.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Lowest port handed out at random: below it are the ports services are usually configured on, and
 * every port that fetch (Node's and Chromium's) refuses to connect to: the Fetch standard's "bad
 * ports" end at 10080 (with a floor of 10,000, one CI run's server was never found healthy on it).
 */
const FLOOR = 20_000;

/**
 * The first port of the kernel's ephemeral range: Linux says it; macOS, the BSDs and Windows use
 * IANA's dynamic range, from 49152.
 */
export function ephemeralLow() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 49_152;
  }
}

/** @returns {Promise<number | undefined>} the port listened on, undefined if it was refused */
function listenOnce(port, host) {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(undefined));
    probe.listen(port, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/**
 * A port nothing listens on at `host`, at random below the ephemeral range; from the kernel (listen
 * on 0) where that range starts too low to leave room, or after 50 ports in a row were taken.
 * `pick(n)`: an integer from 0 to n - 1 (tests choose the ports).
 */
export async function freePort(host = '127.0.0.1', pick = randomInt) {
  const room = ephemeralLow() - FLOOR;
  for (let attempt = 0; room >= 1_000 && attempt < 50; attempt++) {
    const port = await listenOnce(FLOOR + pick(room), host);
    if (port !== undefined) return port;
  }
  const port = await listenOnce(0, host);
  if (port === undefined) throw new Error(`no port to listen on at ${host}`);
  return port;
}
