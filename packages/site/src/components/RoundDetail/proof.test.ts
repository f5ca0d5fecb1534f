import type { RoundTransaction } from '@ky-wallet/protocol';
import { describe, expect, it } from 'vitest';
import { actionsOf, fairnessHref, proofOf } from './proof.ts';

const tx = (meta: Record<string, unknown>, kind: RoundTransaction['kind'] = 'bet'): RoundTransaction => ({
  transaction_id: `t-${kind}`,
  kind,
  amount: kind === 'bet' ? -10 : 10,
  balance: 90,
  time: '2026-11-23T10:00:00Z',
  meta,
});

describe("a round's fairness proof", () => {
  it('is found at the top of meta, under proof, or under fairness', () => {
    const proof = { server_seed_hash: 'ab12', client_seed: 'lucky', nonce: 7 };
    expect(proofOf([tx(proof)])).toEqual(proof);
    expect(proofOf([tx({ action: 'roll' }), tx({ proof }, 'win')])).toEqual(proof);
    expect(proofOf([tx({ fairness: { ...proof, nonce: '7', server_seed: 'revealed' } })])).toEqual({
      ...proof,
      server_seed: 'revealed',
    });
  });

  it('is missing when an input is', () => {
    expect(proofOf([tx({ server_seed_hash: 'ab12', nonce: 1 })])).toBeNull();
    expect(proofOf([tx({ server_seed_hash: '', client_seed: 'c', nonce: 1 })])).toBeNull();
    expect(proofOf([tx({ server_seed_hash: 'h', client_seed: 'c', nonce: 1.5 })])).toBeNull();
    expect(proofOf([])).toBeNull();
  });

  it('links to the fairness page with the three inputs, and the seed once it is revealed', () => {
    expect(fairnessHref('/fairness', 'original-dice', { server_seed_hash: 'ab', client_seed: 'my seed', nonce: 3 })).toBe(
      '/fairness?game=original-dice&server_seed_hash=ab&client_seed=my+seed&nonce=3',
    );
    expect(
      fairnessHref('/zh-tw/fairness', 'original-wheel', { server_seed_hash: 'ab', client_seed: 'c', nonce: 0, server_seed: 's' }),
    ).toBe('/zh-tw/fairness?game=original-wheel&server_seed_hash=ab&client_seed=c&nonce=0&server_seed=s');
  });
});

describe("a movement's actions", () => {
  it('are what meta holds besides the proof', () => {
    expect(
      actionsOf({ params: { target: 50 }, outcome: { result: 12.34 }, server_seed_hash: 'h', client_seed: 'c', nonce: 1, proof: {}, empty: null }),
    ).toEqual([
      ['params', { target: 50 }],
      ['outcome', { result: 12.34 }],
    ]);
  });
});
