import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { drawFrom, type Draw } from '../engine/draw.js';

const FLOATS_PER_BLOCK = 8;
const UINT32_RANGE = 4_294_967_296;

/**
 * The fair stream (fair/hmac.ts's recipe) on node:crypto's synchronous HMAC, for the game server
 * and the simulations: the same floats as the Web Crypto version the verifier runs (a test
 * checks), computed a block at a time as a round reads them.
 */
export class FairStream {
  readonly #key: KeyObject;

  constructor(
    serverSeed: string,
    readonly clientSeed: string,
  ) {
    this.#key = createSecretKey(Buffer.from(serverSeed, 'utf8'));
  }

  /** The 8 floats of block `cursor` of round `nonce`. */
  block(nonce: number, cursor: number, out: number[] = []): number[] {
    const bytes = createHmac('sha256', this.#key).update(`${this.clientSeed}:${nonce}:${cursor}`).digest();
    out.length = 0;
    for (let offset = 0; offset < 32; offset += 4) out.push(bytes.readUInt32BE(offset) / UINT32_RANGE);
    return out;
  }

  /** Round `nonce`'s floats from the `start`-th on. */
  draw(nonce: number, start = 0): Draw {
    let cursor = -1;
    const block: number[] = [];
    return drawFrom((index) => {
      const wanted = Math.floor(index / FLOATS_PER_BLOCK);
      if (wanted !== cursor) {
        this.block(nonce, wanted, block);
        cursor = wanted;
      }
      return block[index % FLOATS_PER_BLOCK] as number;
    }, start);
  }
}
