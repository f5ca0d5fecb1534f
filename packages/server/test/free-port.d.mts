/** The first port of the kernel's ephemeral range (outgoing connections' local ports). */
export function ephemeralLow(): number;

/** A port nothing listens on at `host` (default 127.0.0.1), below the ephemeral range where there is room. */
export function freePort(host?: string): Promise<number>;
