/** The first port of the kernel's ephemeral range (outgoing connections' local ports). */
export function ephemeralLow(): number;

/**
 * A port nothing listens on at `host` (default 127.0.0.1), below the ephemeral range where there is
 * room, and one fetch connects to. `pick(n)`: an integer from 0 to n - 1 (default: at random).
 */
export function freePort(host?: string, pick?: (n: number) => number): Promise<number>;
