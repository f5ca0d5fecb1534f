import { describe, expect, it } from 'vitest';
import { NodeStream } from '../../test/hmac-stream.js';
import { diceOutcome } from '../games/original-dice/math.js';
import { floats, floatsOfBlock, hmacBytes, sha256Hex, toHex } from './hmac.js';
import { minesPositions } from '../games/original-mines/math.js';
import { verifyRound } from './verify.js';
import { wheelOutcome } from '../games/original-wheel/math.js';

// Known answers computed outside this code, with OpenSSL:
//   printf 'lucky:0:0' | openssl dgst -sha256 -hmac "$SEED"      (and so on)
//   printf "$SEED" | openssl dgst -sha256
const SEED = '9c8b7a6f5e4d3c2b1a0998877665544332211ffeeddccbbaa001122334455667';
const KNOWN = {
  seedHash: '0d4d81ae99154013a7bc9d0d23638edf32c7059a564196ab110e4608256d0337',
  'lucky:0:0': 'cbe6b962843b8001f6159353d58563df0ec45df9ae6c3fff8b224db04b1e2f99',
  'lucky:0:1': '11d97c3bf11d44f5823531d52ad784798ffe03271bbc9b368f151b637668d089',
  'lucky:42:0': '2153965b5ada4afa9a63d68249fa46f7a5ea645f99b30b5ea451ab0eba786507',
};

describe('the fair stream', () => {
  it('hashes the server seed as its text', async () => {
    expect(await sha256Hex(SEED)).toBe(KNOWN.seedHash);
  });

  it('is HMAC-SHA256(server seed, client seed:nonce:cursor)', async () => {
    expect(toHex(await hmacBytes(SEED, 'lucky', 0, 0))).toBe(KNOWN['lucky:0:0']);
    expect(toHex(await hmacBytes(SEED, 'lucky', 0, 1))).toBe(KNOWN['lucky:0:1']);
    expect(toHex(await hmacBytes(SEED, 'lucky', 42, 0))).toBe(KNOWN['lucky:42:0']);
  });

  it('reads each block as 8 big-endian uint32 / 2^32 and moves to the next cursor after 8', async () => {
    const block = await hmacBytes(SEED, 'lucky', 0, 0);
    const first = floatsOfBlock(block);
    expect(first).toHaveLength(8);
    expect(first[0]).toBe(0xcbe6b962 / 2 ** 32);
    expect(first[1]).toBe(0x843b8001 / 2 ** 32);
    const ten = await floats(SEED, 'lucky', 0, 10);
    expect(ten.slice(0, 8)).toEqual(first);
    expect(ten[8]).toBe(0x11d97c3b / 2 ** 32);
    expect(ten[9]).toBe(0xf11d44f5 / 2 ** 32);
  });

  it('gives the same floats as the node:crypto stream the simulations use', async () => {
    const node = new NodeStream(SEED, 'lucky');
    for (const nonce of [0, 1, 42, 999_999]) {
      expect(node.floats(nonce, 20)).toEqual(await floats(SEED, 'lucky', nonce, 20));
    }
  });
});

describe('known rounds', () => {
  // 0xcbe6b962 = 3420895586; 3420895586 / 2^32 * 10000 = 7964.9…; * 50 = 39.8…
  it('dice: lucky:0 rolls 79.64', async () => {
    const { outcome, server_seed_hash } = await verifyRound('original-dice', {
      serverSeed: SEED,
      clientSeed: 'lucky',
      nonce: 0,
      params: { direction: 'over', target: 5049 },
    });
    expect(server_seed_hash).toBe(KNOWN.seedHash);
    expect(outcome).toEqual({ result: 7964, won: true, multiplier: 20000 });
    // 0x2153965b = 559126107 -> 13.01
    expect(diceOutcome(await floats(SEED, 'lucky', 42, 1), { direction: 'under', target: 4950 })).toEqual({
      result: 1301,
      won: true,
      multiplier: 20000,
    });
  });

  it('wheel: lucky:0 stops on segment 39', async () => {
    const { outcome } = await verifyRound('original-wheel', { serverSeed: SEED, clientSeed: 'lucky', nonce: 0, params: { risk: 'high' } });
    expect(outcome).toEqual(wheelOutcome([0xcbe6b962 / 2 ** 32], { risk: 'high' }));
    expect(outcome.segment).toBe(39);
  });

  it('mines: lucky:0 with 3 mines hides them under tiles 13, 19 and 24', async () => {
    // j0 = floor(0.7964… * 25) = 19; j1 = 1 + floor(0.5165… * 24) = 13; j2 = 2 + floor(0.9612… * 23) = 24
    const { outcome } = await verifyRound('original-mines', { serverSeed: SEED, clientSeed: 'lucky', nonce: 0, params: { mines: 3 } });
    expect(outcome.mine_tiles).toEqual([13, 19, 24]);
    expect(minesPositions(await floats(SEED, 'lucky', 0, 24), 24)).toHaveLength(24);
  });
});
