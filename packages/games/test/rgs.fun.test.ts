import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachEngine, type EngineTarget } from '../../server/test/engines.js';
import {
  FUN_BALANCE,
  type DiceRollData,
  type MinesRoundData,
  type RevealedSeedData,
  type SeedsData,
  type SessionData,
  type WheelSpinData,
} from '../src/contract.js';
import { dicePayout, minesPayout, verifyRound, wheelPayout, WHEEL_SEGMENTS } from '../src/fair/index.js';
import type { RgsStoreOptions } from '../src/store/index.js';
import { proofOutcome } from '../src/rgs/game-server.js';
import { FREE_JSON_LIMITS, freeJsonProblem } from '@ky-wallet/protocol';
import { manualClock, RGS_PATHS, startRgs, type TestRgs } from './rgs.js';

/*
 * The game server in fun mode, through HTTP on each store engine: no wallet exists here at all
 * (fun money never reaches one). Rounds are checked against the published recipe: after the
 * seeds are rotated, verifyRound on the revealed seed must give what was played.
 */

forEachEngine('game server (fun)', (engine, makeTarget) => {
  describe(`game server in fun mode on ${engine}`, () => {
    let target: EngineTarget;
    let rgs: TestRgs;
    const clock = manualClock();
    let storeOptions: RgsStoreOptions;

    beforeAll(async () => {
      target = await makeTarget();
      storeOptions = { databaseUrl: target.options.databaseUrl, dataDir: target.options.dataDir };
      rgs = await startRgs({ store: storeOptions, now: clock.now });
    });
    afterAll(async () => {
      await rgs?.stop();
      await target?.dispose();
    });

    const fun = (game: string, currency?: string) =>
      rgs.data<SessionData>(RGS_PATHS.session, { fun: true, game, ...(currency ? { currency } : {}) });

    /** The server seed in use, from the store (what rotation would reveal), to predict outcomes. */
    async function serverSeedOf(session: SessionData): Promise<string> {
      const rows = await rgs.games.store.db
        .selectFrom('rgs_seeds')
        .select(['server_seed', 'server_seed_hash'])
        .where('server_seed_hash', '=', session.fairness.server_seed_hash)
        .execute();
      expect(rows).toHaveLength(1);
      return (rows[0] as { server_seed: string }).server_seed;
    }

    it('opens play-money sessions for one address only so often (each is stored), with 429 too_many_attempts past it', async () => {
      const limited = await startRgs({ store: storeOptions, now: clock.now, funSessionLimit: { max: 2, windowMs: 60_000 } });
      try {
        const open = () => limited.post(RGS_PATHS.session, { fun: true, game: 'original-wheel' });
        expect((await open()).status).toBe(200);
        expect((await open()).status).toBe(200);
        expect(await limited.error(RGS_PATHS.session, { fun: true, game: 'original-wheel' })).toEqual({ status: 429, code: 'too_many_attempts' });
        // A new window, a new allowance.
        clock.advance(60_000);
        expect((await open()).status).toBe(200);
      } finally {
        await limited.stop();
      }
    });

    it('limits what one address plays for fun and how often a session rotates its seeds: each is stored', async () => {
      const limited = await startRgs({
        store: storeOptions,
        now: clock.now,
        funPlayLimit: { max: 3, windowMs: 60_000 },
        rotationLimit: { max: 2, windowMs: 60_000 },
      });
      try {
        const session = await limited.data<SessionData>(RGS_PATHS.session, { fun: true, game: 'original-dice' });
        const roll = { amount: 100, direction: 'under', target: 4950 };
        expect((await limited.post(RGS_PATHS.diceRoll, roll, session.session)).status).toBe(200);
        expect((await limited.post(RGS_PATHS.seeds, {}, session.session)).status).toBe(200);
        expect((await limited.post(RGS_PATHS.seeds, {}, session.session)).status).toBe(200);
        // The fourth play-money write of the address in the window, a roll: refused before it is stored.
        expect(await limited.error(RGS_PATHS.diceRoll, roll, session.session)).toEqual({ status: 429, code: 'too_many_attempts' });
        clock.advance(60_000);
        expect((await limited.post(RGS_PATHS.seeds, {}, session.session)).status).toBe(200);
        expect((await limited.post(RGS_PATHS.seeds, {}, session.session)).status).toBe(200);
        expect(await limited.error(RGS_PATHS.seeds, {}, session.session)).toEqual({ status: 429, code: 'too_many_attempts' });
      } finally {
        await limited.stop();
      }
    });

    it('takes rotations of one session at once one after the other: each reveals the pair before it', async () => {
      const session = await fun('original-dice');
      const answers = await Promise.all(Array.from({ length: 5 }, () => rgs.post(RGS_PATHS.seeds, {}, session.session)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const revealed = answers.map((answer) => (answer.body.data as SeedsData).revealed.server_seed_hash);
      expect(new Set(revealed).size).toBe(5);
      expect(revealed).toContain(session.fairness.server_seed_hash);
    });

    it('forgets what a play-money session played two days after it ended (real-money rounds are kept for the history)', async () => {
      const session = await fun('original-wheel');
      await rgs.data(RGS_PATHS.wheelSpin, { amount: 100, risk: 'low' }, session.session);
      await rgs.data(RGS_PATHS.seeds, {}, session.session);
      const { owner } = await rgs.games.store.db.selectFrom('rgs_seeds').select('owner').where('server_seed_hash', '=', session.fairness.server_seed_hash).executeTakeFirstOrThrow();
      const count = async (table: 'rgs_rounds' | 'rgs_seeds') =>
        Number((await rgs.games.store.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('owner', '=', owner).executeTakeFirstOrThrow()).n);
      expect([await count('rgs_rounds'), await count('rgs_seeds')]).toEqual([1, 2]);
      clock.advance(24 * 60 * 60 * 1000 + 2 * 24 * 60 * 60 * 1000 + 1);
      await rgs.games.settlePending();
      expect([await count('rgs_rounds'), await count('rgs_seeds')]).toEqual([0, 0]);
      expect(await rgs.error(RGS_PATHS.balance, {}, session.session)).toEqual({ status: 401, code: 'invalid_session' });
    });

    it('opens a fun session with play money, the rule page limits and a seed pair', async () => {
      const session = await fun('original-dice');
      expect(session).toMatchObject({ mode: 'fun', game: 'original-dice', currency: 'cny', balance: FUN_BALANCE, user: '' });
      expect(session.limits).toEqual({ min_bet: 10, max_bet: 200_000 });
      expect(session.fairness.nonce).toBe(0);
      expect(session.fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(session.session.length).toBeGreaterThanOrEqual(43);
      expect((await fun('original-wheel')).limits).toEqual({ min_bet: 10, max_bet: 20_000 });
      expect((await fun('original-mines')).limits).toEqual({ min_bet: 10, max_bet: 100_000 });
      expect((await fun('original-dice', 'jpy')).limits).toEqual({ min_bet: 1, max_bet: 2000 });
      const balance = await rgs.data<{ balance: number }>(RGS_PATHS.balance, {}, session.session);
      expect(balance).toEqual({ balance: FUN_BALANCE, currency: 'cny' });
    });

    it('rolls dice that the revealed seed reproduces, paying the multiplier', async () => {
      const session = await fun('original-dice');
      let balance = FUN_BALANCE;
      const rolls: DiceRollData[] = [];
      for (let i = 0; i < 12; i++) {
        const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 1000, direction: i % 2 ? 'over' : 'under', target: 4950 + i }, session.session);
        expect(roll.proof.nonce).toBe(i);
        expect(roll.fairness.nonce).toBe(i + 1);
        expect(roll.payout).toBe(dicePayout(1000, roll));
        balance += roll.payout - 1000;
        expect(roll.balance).toBe(balance);
        rolls.push(roll);
      }
      // While the pair is in use its seed stays secret, to everyone.
      const lookUp = (hash: string) => rgs.data<RevealedSeedData>(RGS_PATHS.revealedSeed, { server_seed_hash: hash });
      expect(await lookUp(session.fairness.server_seed_hash)).toEqual({ server_seed: null });
      const seeds = await rgs.data<SeedsData>(RGS_PATHS.seeds, { client_seed: 'my own seed' }, session.session);
      // Once rotated, anyone with the hash (a history's verify link) gets it, no session needed.
      expect(await lookUp(session.fairness.server_seed_hash)).toEqual({ server_seed: seeds.revealed.server_seed });
      expect(await lookUp(seeds.fairness.server_seed_hash)).toEqual({ server_seed: null });
      expect(await rgs.error(RGS_PATHS.revealedSeed, { server_seed_hash: 'ABC' })).toMatchObject({ status: 400, code: 'invalid_request' });
      expect(seeds.revealed).toMatchObject({ server_seed_hash: session.fairness.server_seed_hash, client_seed: session.fairness.client_seed, rounds: 12 });
      expect(seeds.fairness).toMatchObject({ client_seed: 'my own seed', nonce: 0 });
      expect(seeds.fairness.server_seed_hash).not.toBe(session.fairness.server_seed_hash);
      // The new pair's server seed is the one committed before the player chose its client seed,
      // and the pair after it is committed already.
      expect(seeds.fairness.server_seed_hash).toBe(session.fairness.next_server_seed_hash);
      expect(seeds.fairness.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([session.fairness.server_seed_hash, seeds.fairness.server_seed_hash]).not.toContain(seeds.fairness.next_server_seed_hash);
      for (const [i, roll] of rolls.entries()) {
        const { outcome, server_seed_hash } = await verifyRound('original-dice', {
          serverSeed: seeds.revealed.server_seed,
          clientSeed: roll.proof.client_seed,
          nonce: roll.proof.nonce,
          params: { direction: i % 2 ? 'over' : 'under', target: 4950 + i },
        });
        expect(server_seed_hash).toBe(roll.proof.server_seed_hash);
        expect(outcome).toEqual({ result: roll.result, won: roll.won, multiplier: roll.multiplier });
      }
      const next = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 10, direction: 'under', target: 9500 }, session.session);
      expect(next.proof).toEqual({ server_seed_hash: seeds.fairness.server_seed_hash, client_seed: 'my own seed', nonce: 0 });
    });

    it('refuses a client seed with control or invisible characters, on both engines, and keeps the pair in use', async () => {
      const session = await fun('original-dice');
      // NUL (PostgreSQL's text cannot hold it), a right-to-left override, zero-width and bidi-isolate characters.
      for (const client_seed of ['a\u0000b', '\u202Eevil', 'a\u200Bb', '\u200B', 'x\u2066y', 'tab\there', 'line\nbreak']) {
        expect(await rgs.error(RGS_PATHS.seeds, { client_seed }, session.session), JSON.stringify(client_seed)).toEqual({
          status: 400,
          code: 'invalid_request',
        });
      }
      const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 }, session.session);
      expect(roll.proof).toEqual({ server_seed_hash: session.fairness.server_seed_hash, client_seed: session.fairness.client_seed, nonce: 0 });
      // Seeds in any script, with spaces inside, and emoji are text people read: taken, trimmed.
      const seeds = await rgs.data<SeedsData>(RGS_PATHS.seeds, { client_seed: '  幸運 seed 🍀 ' }, session.session);
      expect(seeds.revealed.server_seed_hash).toBe(session.fairness.server_seed_hash);
      expect(seeds.fairness.client_seed).toBe('幸運 seed 🍀');
    });

    it('spins the wheel on the exported segment order', async () => {
      const session = await fun('original-wheel');
      const serverSeed = await serverSeedOf(session);
      for (const risk of ['low', 'medium', 'high'] as const) {
        const spin = await rgs.data<WheelSpinData>(RGS_PATHS.wheelSpin, { amount: 500, risk }, session.session);
        const { outcome } = await verifyRound('original-wheel', { serverSeed, clientSeed: spin.proof.client_seed, nonce: spin.proof.nonce, params: { risk } });
        expect(spin.segment).toBe(outcome.segment);
        expect(spin.multiplier).toBe(WHEEL_SEGMENTS[risk][spin.segment]);
        expect(spin.payout).toBe(wheelPayout(500, spin));
      }
    });

    it('refuses bad bets with the contract codes', async () => {
      const session = await fun('original-dice');
      const dice = (body: object) => rgs.error(RGS_PATHS.diceRoll, body, session.session);
      expect(await dice({ amount: 9, direction: 'under', target: 4950 })).toEqual({ status: 400, code: 'invalid_request' });
      expect(await dice({ amount: 200_001, direction: 'under', target: 4950 })).toEqual({ status: 400, code: 'invalid_request' });
      expect(await dice({ amount: 100, direction: 'under', target: 9501 })).toEqual({ status: 400, code: 'invalid_request' });
      expect(await dice({ amount: 100, direction: 'sideways', target: 4950 })).toEqual({ status: 400, code: 'invalid_request' });
      expect(await dice({ amount: 1.5, direction: 'under', target: 4950 })).toEqual({ status: 400, code: 'invalid_request' });
      // More than the 1,000.00 of play money, within the bet limit:
      expect(await dice({ amount: 150_000, direction: 'under', target: 4950 })).toEqual({ status: 402, code: 'not_enough_money', balance: FUN_BALANCE });
      // A dice session does not spin the wheel; no session, no play.
      expect(await rgs.error(RGS_PATHS.wheelSpin, { amount: 100, risk: 'low' }, session.session)).toMatchObject({ code: 'invalid_request' });
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 })).toEqual({ status: 401, code: 'invalid_session' });
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 }, 'forged')).toEqual({ status: 401, code: 'invalid_session' });
      expect(await rgs.error(RGS_PATHS.session, { fun: true, game: 'original-poker' })).toMatchObject({ code: 'invalid_request' });
      expect(await rgs.error(RGS_PATHS.session, { launch: 'abc' })).toEqual({ status: 401, code: 'invalid_launch' });
      const raw = await fetch(rgs.url + RGS_PATHS.diceRoll, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.session}` },
        body: '{"amount":',
      });
      expect(raw.status).toBe(400);
      expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
      // What the client sent is never quoted back: not a parser's token, not a refused value.
      const quoted = await fetch(rgs.url + RGS_PATHS.diceRoll, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.session}` },
        body: '{"amount": <script>',
      });
      expect(await quoted.json()).toEqual({ error: { code: 'invalid_request', message: 'the body is not valid JSON' } });
      const refused = await rgs.post(RGS_PATHS.diceRoll, { amount: 100, direction: '<script>', target: 4950 }, session.session);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).not.toContain('script');
      expect((refused.body.error as { message: string }).message).toMatch(/^direction: /);
      // Too large is 413, as on the wallet's API (Fastify's default limit here: 1 MiB).
      const large = await fetch(rgs.url + RGS_PATHS.diceRoll, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.session}` },
        body: JSON.stringify({ amount: 100, pad: 'x'.repeat(1_100_000) }),
      });
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ error: { code: 'invalid_request', message: 'the body is too large' } });
      expect((await rgs.data<{ balance: number }>(RGS_PATHS.balance, {}, session.session)).balance).toBe(FUN_BALANCE);
    });

    it('plays mines: reveals, a bust that shows the board, a cash-out at the exact multiplier', async () => {
      const session = await fun('original-mines');
      const serverSeed = await serverSeedOf(session);
      const board = async (nonce: number, mines: number) =>
        (await verifyRound('original-mines', { serverSeed, clientSeed: session.fairness.client_seed, nonce, params: { mines } })).outcome.mine_tiles;

      // Round 1: 5 mines, two gems, cash out.
      const start = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 2000, mines: 5 }, session.session);
      expect(start).toMatchObject({ state: 'open', revealed: [], mine_tiles: null, multiplier: 10_000, payout: 0, balance: FUN_BALANCE - 2000 });
      expect(start.next_multiplier).toBe(12_125); // 0.97 * 25 / 20
      expect(await rgs.error(RGS_PATHS.minesStart, { amount: 2000, mines: 5 }, session.session)).toMatchObject({ status: 409, code: 'round_state' });
      expect(await rgs.error(RGS_PATHS.minesCashout, { round: start.round }, session.session)).toMatchObject({ code: 'round_state' });
      expect(await rgs.error(RGS_PATHS.seeds, {}, session.session)).toMatchObject({ code: 'round_state' });
      const mines1 = await board(0, 5);
      const gems = [...Array(25).keys()].filter((tile) => !mines1.includes(tile));
      const first = await rgs.data<MinesRoundData>(RGS_PATHS.minesReveal, { round: start.round, tile: gems[0] }, session.session);
      expect(first).toMatchObject({ state: 'open', revealed: [gems[0]], multiplier: 12_125 });
      expect(await rgs.error(RGS_PATHS.minesReveal, { round: start.round, tile: gems[0] }, session.session)).toMatchObject({ code: 'invalid_request' });
      await rgs.data(RGS_PATHS.minesReveal, { round: start.round, tile: gems[1] }, session.session);
      const active = await rgs.data<MinesRoundData>(RGS_PATHS.minesActive, {}, session.session);
      expect(active).toMatchObject({ round: start.round, revealed: [gems[0], gems[1]], mine_tiles: null });
      const cashed = await rgs.data<MinesRoundData>(RGS_PATHS.minesCashout, { round: start.round }, session.session);
      expect(cashed).toMatchObject({ state: 'cashed_out', payout: minesPayout(2000, 5, 2), mine_tiles: mines1, next_multiplier: null });
      expect(cashed.balance).toBe(FUN_BALANCE - 2000 + minesPayout(2000, 5, 2));
      expect(await rgs.data(RGS_PATHS.minesActive, {}, session.session)).toBeNull();
      expect(await rgs.error(RGS_PATHS.minesReveal, { round: start.round, tile: gems[2] }, session.session)).toMatchObject({ code: 'round_state' });

      // Round 2: 3 mines, step on one.
      const second = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 1000, mines: 3 }, session.session);
      expect(second.proof.nonce).toBe(1);
      const mines2 = await board(1, 3);
      const busted = await rgs.data<MinesRoundData>(RGS_PATHS.minesReveal, { round: second.round, tile: mines2[0] }, session.session);
      expect(busted).toMatchObject({ state: 'busted', payout: 0, mine_tiles: mines2, balance: cashed.balance - 1000 });

      // Round 3: 24 mines, the one gem ends the round by itself at 24.25x.
      const third = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 100, mines: 24 }, session.session);
      const mines3 = await board(2, 24);
      const only = [...Array(25).keys()].find((tile) => !mines3.includes(tile));
      const won = await rgs.data<MinesRoundData>(RGS_PATHS.minesReveal, { round: third.round, tile: only }, session.session);
      expect(won).toMatchObject({ state: 'cashed_out', payout: 2425, multiplier: 242_500 });
    });

    it('keeps an open mines round across a restart, and settles it after 24 hours', async () => {
      const session = await fun('original-mines');
      const serverSeed = await serverSeedOf(session);
      const { outcome } = await verifyRound('original-mines', { serverSeed, clientSeed: session.fairness.client_seed, nonce: 0, params: { mines: 1 } });
      const tile = outcome.mine_tiles[0] === 0 ? 1 : 0;
      const round = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 1000, mines: 1 }, session.session);
      await rgs.data(RGS_PATHS.minesReveal, { round: round.round, tile }, session.session);

      await rgs.stop();
      rgs = await startRgs({ store: storeOptions, now: clock.now });
      const resumed = await rgs.data<MinesRoundData>(RGS_PATHS.minesActive, {}, session.session);
      expect(resumed).toMatchObject({ round: round.round, state: 'open', revealed: [tile], balance: FUN_BALANCE - 1000 });

      // Nothing is due yet; a day later the round is cashed out at its multiplier (1 gem, 1 mine).
      expect(await rgs.games.settlePending()).toBe(0);
      clock.advance(24 * 60 * 60 * 1000 + 1);
      expect(await rgs.games.settlePending()).toBe(1);
      const stored = await rgs.games.store.findRound(round.round);
      expect(stored).toMatchObject({ state: 'closed', ending: 'cashed_out', payout: minesPayout(1000, 1, 1) });
    });
  });
});

describe('a round’s outcome in its win’s meta', () => {
  it('is the game’s view, or its multiplier alone when the view would not fit the wallet’s meta', () => {
    const view = { spins: [{ grid: [['A']] }] };
    expect(proofOutcome(view, 12_345)).toBe(view);
    const long = { spins: Array.from({ length: 800 }, () => ({ grid: [['WILD', 'WILD', 'WILD']], wins: [{ kind: 'ways', symbol: 'A', ways: 9, win: 100 }] })) };
    expect(JSON.stringify(long).length).toBeGreaterThan(FREE_JSON_LIMITS.bytes);
    const shortened = proofOutcome(long, 12_345);
    expect(shortened).toEqual({ truncated: true, multiplier: 12_345 });
    expect(freeJsonProblem({ proof: { outcome: shortened }, actions: [] })).toBeUndefined();
  });
});
