import { describe, expect, it } from 'vitest';
import { FAIRNESS_DEFAULTS, fairnessPath, readFairnessQuery, unreadableFairnessParams } from './fairnessLink.ts';

const read = (path: string) => readFairnessQuery(new URL(path, 'http://site.test').searchParams);

describe('the /fairness query', () => {
  it('carries a dice round with its direction and target, and reads it back', () => {
    const path = fairnessPath({
      game: 'original-dice',
      server_seed_hash: 'ab12',
      client_seed: 'my seed: 1',
      nonce: 41,
      direction: 'over',
      target: 5049,
      mines: 7,
      risk: 'high',
    });
    expect(path).toBe('/fairness?game=original-dice&server_seed_hash=ab12&client_seed=my+seed%3A+1&nonce=41&direction=over&target=50.49');
    expect(read(path)).toEqual({ ...FAIRNESS_DEFAULTS, server_seed_hash: 'ab12', client_seed: 'my seed: 1', nonce: 41, direction: 'over', target: 5049 });
  });

  it('keeps only the parameter its game uses', () => {
    expect(fairnessPath({ game: 'original-mines', server_seed: 'seed', client_seed: 'c', nonce: 0, mines: 5, risk: 'high' })).toBe(
      '/fairness?game=original-mines&server_seed=seed&client_seed=c&nonce=0&mines=5',
    );
    expect(fairnessPath({ game: 'original-wheel', client_seed: 'c', nonce: 3, risk: 'low', mines: 5 })).toBe(
      '/fairness?game=original-wheel&client_seed=c&nonce=3&risk=low',
    );
  });

  it('falls back to the defaults for anything missing or malformed', () => {
    expect(read('/fairness')).toEqual(FAIRNESS_DEFAULTS);
    expect(read('/fairness?game=slot-x&nonce=-1&mines=25&risk=extreme&direction=sideways&target=abc')).toEqual(FAIRNESS_DEFAULTS);
    expect(read('/fairness?server_seed_hash=ABCDEF&nonce=007')).toMatchObject({ server_seed_hash: 'abcdef', nonce: 7 });
  });

  it('names what a link gives but the form cannot read', () => {
    const unreadable = (path: string) => unreadableFairnessParams(new URL(path, 'http://x').searchParams);
    expect(unreadable('/fairness?game=slot-x&nonce=-1&mines=30&risk=bogus&direction=sideways&target=abc')).toEqual([
      'game',
      'nonce',
      'mines',
      'risk',
      'direction',
      'target',
    ]);
    expect(unreadable('/fairness?game=original-mines&nonce=007&mines=24&client_seed=')).toEqual([]);
    expect(unreadable('/fairness')).toEqual([]);
  });
});
