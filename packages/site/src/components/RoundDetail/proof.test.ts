import type { RoundTransaction } from '@ky-wallet/protocol';
import { describe, expect, it } from 'vitest';
import { actionsOf, fairnessHref, proofOf, roundDetails } from './proof.ts';

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
    ).toBe('/zh-tw/fairness?game=original-wheel&server_seed=s&server_seed_hash=ab&client_seed=c&nonce=0');
  });

  it("carries the round's choices for our originals, so the page recomputes that very round", () => {
    const proof = { server_seed_hash: 'ab', client_seed: 'c', nonce: 2 };
    expect(fairnessHref('/fairness', 'original-dice', { ...proof, params: { direction: 'over', target: 7525 } })).toBe(
      '/fairness?game=original-dice&server_seed_hash=ab&client_seed=c&nonce=2&direction=over&target=75.25',
    );
    expect(fairnessHref('/fairness', 'original-mines', { ...proof, params: { mines: 7 } })).toContain('&mines=7');
    expect(fairnessHref('/fairness', 'original-wheel', { ...proof, params: { risk: 'high' } })).toContain('&risk=high');
    // A choice the page would not take is left out (its default stands), never sent as something else.
    expect(fairnessHref('/fairness', 'original-mines', { ...proof, params: { mines: 99 } })).not.toContain('mines=');
    expect(proofOf([tx({ server_seed_hash: 'h', client_seed: 'c', nonce: 1, params: { mines: 5 } })])?.params).toEqual({ mines: 5 });
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

  it("include the player's choices our game server keeps in the proof, unless meta has its own", () => {
    const proof = { server_seed_hash: 'h', client_seed: 'c', nonce: 1, params: { mines: 3 }, outcome: { mine_tiles: [1, 2, 3] } };
    expect(actionsOf({ actions: [{ type: 'bet', amount: 100, at: 1 }], proof })).toEqual([
      ['params', { mines: 3 }],
      ['actions', [{ type: 'bet', amount: 100, at: 1 }]],
    ]);
    expect(actionsOf({ params: { mines: 5 }, proof })).toEqual([['params', { mines: 5 }]]);
    expect(actionsOf({ fairness: { params: { risk: 'low' } } })).toEqual([['params', { risk: 'low' }]]);
    expect(actionsOf({ proof: 'not an object' })).toEqual([]);
  });

  it("leave out the unit our game server names for its multipliers (how to read them), not a third party's key of that name", () => {
    const meta = { multiplier_scale: 10_000, reason: 'expired' };
    expect(actionsOf(meta, 'original-wheel')).toEqual([['reason', 'expired']]);
    expect(actionsOf(meta, 'acme-crash')).toEqual([
      ['multiplier_scale', 10_000],
      ['reason', 'expired'],
    ]);
  });
});

describe('what happened in a round', () => {
  const bet = { type: 'bet', amount: 100, at: 1 };
  const roll = { type: 'roll', result: 3070, won: true, at: 2 };
  const proof = { server_seed_hash: 'h', client_seed: 'c', nonce: 1, params: { direction: 'over', target: 2500 } };

  it('shows each thing once: what a movement repeats is left out, a list goes on where it was', () => {
    const bets = tx({ actions: [bet], proof });
    const win = tx({ actions: [bet, roll], proof: { ...proof, outcome: { result: 3070 } } }, 'win');
    expect(roundDetails([bets, win])).toEqual([
      {
        tx: bets,
        entries: [
          { key: 'params', value: proof.params, from: 0 },
          { key: 'actions', value: [bet], from: 0 },
        ],
      },
      { tx: win, entries: [{ key: 'actions', value: [roll], from: 1 }] },
    ]);
  });

  it('leaves out a movement that adds nothing, and shows a list whole when it does not go on from the last', () => {
    const bets = tx({ actions: [bet], proof });
    const refund = tx({ reason: 'bet_unanswered', actions: [bet] }, 'rollback');
    const again = tx({ actions: [bet] }, 'win');
    expect(roundDetails([bets, again])).toEqual([{ tx: bets, entries: expect.any(Array) as unknown }]);
    expect(roundDetails([bets, refund])[1]).toEqual({ tx: refund, entries: [{ key: 'reason', value: 'bet_unanswered', from: 0 }] });
    const other = tx({ actions: [roll] }, 'win');
    expect(roundDetails([bets, other])[1]?.entries).toEqual([{ key: 'actions', value: [roll], from: 0 }]);
    expect(roundDetails([tx({}), tx({ server_seed_hash: 'h' }, 'win')])).toEqual([]);
  });
});
