import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_API_PATHS, TIME_ORDERED_UUID_PATTERN, type HistoryData, type RoundData } from '@ky-wallet/protocol';
import { forEachEngine, type EngineTarget } from '../../server/test/engines.js';
import { call, createPlayer, dataOf, startServer, tokenFor, type TestServer } from '../../server/test/helpers.js';
import {
  FUN_BALANCE,
  type DiceRollData,
  type PlayableGameId,
  type MinesRoundData,
  type SessionData,
  type WheelSpinData,
} from '../src/contract.js';
import { minesPayout, verifyRound, WHEEL_SEGMENTS } from '../src/fair/index.js';
import { generatePrivateKeyPem, privateKeyFromPem, publicKeyBase64 } from '../src/keys.js';
import type { RgsStoreOptions } from '../src/store/index.js';
import { GameWalletClient } from '../src/wallet-client.js';
import { FlakyProxy } from './flaky-proxy.js';
import { RGS_PATHS, startRgs, waitFor, type TestRgs } from './rgs.js';

/*
 * The game server against the real wallet server, on each engine: real launches, real signed
 * bet/win/rollback over HTTP, the wallet's ledger and history checked after every step. The
 * wallet is reached through a proxy that can lose answers, to drive the failure paths.
 */

const KEY_ID = 'ky-originals';

forEachEngine('game server with the wallet', (engine, makeTarget) => {
  describe(`game server with the real wallet on ${engine}`, () => {
    let target: EngineTarget;
    let server: TestServer;
    let proxy: FlakyProxy;
    let rgs: TestRgs;
    let rgsDir: string;
    let storeOptions: RgsStoreOptions;
    let wallet: GameWalletClient;
    let seq = 0;
    const retry = { attempts: 2, delayMs: 5, backoffMs: 0, inFlightMs: 60_000 };

    beforeAll(async () => {
      target = await makeTarget();
      const privateKey = privateKeyFromPem(generatePrivateKeyPem());
      server = await startServer({ ...target.options, gameServerKeys: [{ id: KEY_ID, publicKey: publicKeyBase64(privateKey) }] });
      proxy = await new FlakyProxy(server.url).start();
      wallet = new GameWalletClient({ walletUrl: proxy.url, key: { id: KEY_ID, privateKey }, timeoutMs: 5_000 });
      rgsDir = await mkdtemp(join(tmpdir(), 'ky-rgs-test-'));
      // PostgreSQL: the wallet's own database (rgs_ tables beside the wallet's); SQLite: games.sqlite.
      storeOptions = { databaseUrl: target.options.databaseUrl, dataDir: rgsDir };
      rgs = await startRgs({ wallet, store: storeOptions, retry });
    });
    afterAll(async () => {
      await rgs?.stop();
      await proxy?.stop();
      await server?.stop();
      await target?.dispose();
      if (rgsDir) await rm(rgsDir, { recursive: true, force: true });
    });

    /** A new player with `deposit` CNY, logged in to the wallet. */
    async function player(deposit = 100) {
      const name = `rgs-${engine}-${++seq}`;
      const accountId = await createPlayer(server, name, 'secret-pw-1');
      const token = await tokenFor(server, name, 'secret-pw-1');
      if (deposit > 0) dataOf(await call(server, token, 'deposit', { amount: deposit }, { 'idempotency-key': randomUUID() }));
      return { name, accountId, token };
    }

    /** Launches `game` as the site does (getGameUrl) and opens the game server session with the code. */
    async function launch(token: string, game: PlayableGameId): Promise<SessionData> {
      const { url } = dataOf<{ url: string }>(await call(server, token, 'getGameUrl', { game }));
      const launchCode = new URL(url, server.url).searchParams.get('launch');
      return rgs.data<SessionData>(RGS_PATHS.session, { launch: launchCode });
    }

    /** The wallet's balance and ledger sum (minor units): they must always agree. */
    async function walletOf(accountId: number): Promise<number> {
      const balance = (await server.built.store.getWallet(accountId))?.balance;
      expect(await server.built.store.sumTransactions(accountId)).toBe(balance);
      return balance ?? Number.NaN;
    }

    async function serverSeedOf(hash: string): Promise<string> {
      const row = await rgs.games.store.db.selectFrom('rgs_seeds').select('server_seed').where('server_seed_hash', '=', hash).executeTakeFirstOrThrow();
      return row.server_seed;
    }

    const history = (token: string, rule: Record<string, unknown> = {}) => call(server, token, 'history', rule).then((a) => dataOf<HistoryData>(a));
    const roundDetail = (token: string, round: string, game: PlayableGameId) =>
      call(server, token, 'round', { round, game }).then((a) => dataOf<RoundData>(a));

    it('launches a real session bound to the player, game and currency', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-dice');
      expect(session).toMatchObject({ mode: 'real', game: 'original-dice', currency: 'cny', balance: 10_000, user: p.name });
      expect(session.limits).toEqual({ min_bet: 10, max_bet: 200_000 });
      expect(await rgs.data(RGS_PATHS.balance, {}, session.session)).toEqual({ balance: 10_000, currency: 'cny' });
      // The launch code was single-use.
      const { url } = dataOf<{ url: string }>(await call(server, p.token, 'getGameUrl', { game: 'original-dice' }));
      const code = new URL(url, server.url).searchParams.get('launch');
      await rgs.data(RGS_PATHS.session, { launch: code });
      expect(await rgs.error(RGS_PATHS.session, { launch: code })).toEqual({ status: 401, code: 'invalid_launch' });
    });

    it('plays dice wins and losses through the wallet; balance, ledger and history agree', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-dice');
      const rolls: DiceRollData[] = [];
      while (rolls.length < 40 && !(rolls.some((r) => r.won) && rolls.some((r) => !r.won))) {
        const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 500, direction: 'under', target: 4950 }, session.session);
        expect(roll.balance).toBe(await walletOf(p.accountId));
        rolls.push(roll);
      }
      expect(rolls.some((r) => r.won) && rolls.some((r) => !r.won)).toBe(true);
      const expected = 10_000 + rolls.reduce((sum, r) => sum + r.payout - 500, 0);
      expect(await walletOf(p.accountId)).toBe(expected);

      const rows = (await history(p.token, { game: 'original-dice' })).rows;
      expect(rows).toHaveLength(rolls.length);
      const newest = rolls.at(-1) as DiceRollData;
      expect(rows[0]).toMatchObject({ kind: 'round', round: newest.round, state: 'closed', bet: 5, win: newest.payout / 100, balance: expected / 100 });
      // Round ids are time-ordered (UUID v7), as are their transaction_uuids: both stores' indexes grow at their end.
      for (const roll of rolls) expect(roll.round).toMatch(TIME_ORDERED_UUID_PATTERN);
      for (const row of rows) expect(row.kind === 'round' && row.transaction_id).toMatch(TIME_ORDERED_UUID_PATTERN);

      // The wallet keeps what the game server sent: the actions and the proof, the outcome included.
      const detail = await roundDetail(p.token, newest.round, 'original-dice');
      expect(detail.transactions.map((t) => t.kind)).toEqual(['bet', 'win']);
      const winMeta = detail.transactions[1]?.meta as { proof: Record<string, unknown>; actions: { type: string }[] };
      expect(winMeta.proof).toEqual({
        ...newest.proof,
        params: { direction: 'under', target: 4950 },
        outcome: { result: newest.result, won: newest.won, multiplier: newest.multiplier },
      });
      expect(winMeta.actions.map((a) => a.type)).toEqual(['bet', 'roll']);
      const { outcome } = await verifyRound('original-dice', {
        serverSeed: await serverSeedOf(newest.proof.server_seed_hash),
        clientSeed: newest.proof.client_seed,
        nonce: newest.proof.nonce,
        params: { direction: 'under', target: 4950 },
      });
      expect(outcome.result).toBe(newest.result);
    });

    it('spins the wheel through the wallet', async () => {
      const p = await player(50);
      const session = await launch(p.token, 'original-wheel');
      let balance = 5_000;
      const spins: WheelSpinData[] = [];
      for (const risk of ['low', 'medium', 'high', 'medium'] as const) {
        const spin = await rgs.data<WheelSpinData>(RGS_PATHS.wheelSpin, { amount: 1_000, risk }, session.session);
        balance += spin.payout - 1_000;
        expect(spin.balance).toBe(balance);
        // Ten-thousandths, as dice and mines: the payout is the bet times multiplier / 10,000.
        expect(spin.multiplier).toBe(WHEEL_SEGMENTS[risk][spin.segment]);
        expect(spin.payout).toBe(Math.floor((1_000 * spin.multiplier) / 10_000));
        spins.push(spin);
      }
      expect(await walletOf(p.accountId)).toBe(balance);
      expect((await history(p.token, { game: 'original-wheel' })).rows.every((row) => row.kind === 'round' && row.state === 'closed')).toBe(true);
      // The wallet keeps the multipliers as sent, and every meta says their unit (older meta, without it, has the wheel's in hundredths).
      const low = spins[0] as WheelSpinData;
      const detail = await roundDetail(p.token, low.round, 'original-wheel');
      for (const { meta } of detail.transactions) expect(meta.multiplier_scale).toBe(10_000);
      const winMeta = detail.transactions[1]?.meta as { proof: { outcome: unknown }; actions: { type: string; multiplier?: number }[] };
      expect(winMeta.proof.outcome).toEqual({ segment: low.segment, multiplier: low.multiplier });
      expect(winMeta.actions.find((action) => action.type === 'spin')?.multiplier).toBe(low.multiplier);
    });

    it('plays mines: one bet, reveals kept by the game server, one win; a bust closes with a win of 0', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-mines');
      const serverSeed = await serverSeedOf(session.fairness.server_seed_hash);
      const board = async (nonce: number, mines: number) =>
        (await verifyRound('original-mines', { serverSeed, clientSeed: session.fairness.client_seed, nonce, params: { mines } })).outcome.mine_tiles;

      const round = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 2_000, mines: 3 }, session.session);
      expect(round.balance).toBe(8_000);
      expect(await walletOf(p.accountId)).toBe(8_000);
      expect((await history(p.token)).rows[0]).toMatchObject({ round: round.round, state: 'open' });
      const mines = await board(0, 3);
      const gems = [...Array(25).keys()].filter((tile) => !mines.includes(tile));
      for (const tile of gems.slice(0, 3)) await rgs.data(RGS_PATHS.minesReveal, { round: round.round, tile }, session.session);
      expect(await walletOf(p.accountId)).toBe(8_000); // reveals move no money
      const cashed = await rgs.data<MinesRoundData>(RGS_PATHS.minesCashout, { round: round.round }, session.session);
      const payout = minesPayout(2_000, 3, 3);
      expect(cashed).toMatchObject({ state: 'cashed_out', payout, balance: 8_000 + payout, mine_tiles: mines });
      expect(await walletOf(p.accountId)).toBe(8_000 + payout);
      const detail = await roundDetail(p.token, round.round, 'original-mines');
      expect(detail.transactions.map((t) => [t.kind, t.amount])).toEqual([
        ['bet', -20],
        ['win', payout / 100],
      ]);
      const actions = (detail.transactions[1]?.meta as { actions: { type: string }[] }).actions.map((a) => a.type);
      expect(actions).toEqual(['bet', 'reveal', 'reveal', 'reveal', 'cashout']);

      const second = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 1_000, mines: 3 }, session.session);
      const busted = await rgs.data<MinesRoundData>(RGS_PATHS.minesReveal, { round: second.round, tile: (await board(1, 3))[1] }, session.session);
      expect(busted).toMatchObject({ state: 'busted', payout: 0, balance: 7_000 + payout });
      expect(await walletOf(p.accountId)).toBe(7_000 + payout);
      expect((await history(p.token)).rows[0]).toMatchObject({ round: second.round, state: 'closed', win: 0 });
    });

    it('answers not_enough_money with the balance, stores no round and takes no nonce; nothing moves', async () => {
      const p = await player(5);
      const session = await launch(p.token, 'original-dice');
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 501, direction: 'under', target: 4950 }, session.session)).toEqual({
        status: 402,
        code: 'not_enough_money',
        balance: 500,
      });
      expect(await walletOf(p.accountId)).toBe(500);
      expect(await rgs.games.store.roundsOf(`real:${p.name}`)).toEqual([]);
      // The pair's nonces have no gap: the next round is nonce 0.
      const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 }, session.session);
      expect(roll.proof.nonce).toBe(0);
    });

    it('asks the wallet before refusing a bet its last answer could not cover (a deposit since then)', async () => {
      const p = await player(5);
      const session = await launch(p.token, 'original-dice');
      await call(server, p.token, 'deposit', { amount: 10 });
      const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 1_000, direction: 'under', target: 4950 }, session.session);
      expect(roll.proof.nonce).toBe(0);
      expect(roll.balance).toBe(500 + 1_000 - 1_000 + roll.payout);
    });

    it('voids a bet the wallet refuses although its last answer covered it (the balance fell meanwhile)', async () => {
      const p = await player(5);
      const session = await launch(p.token, 'original-dice');
      await server.built.store.db.updateTable('wallets').set({ balance: 100 }).where('account_id', '=', p.accountId).execute();
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 400, direction: 'under', target: 4950 }, session.session)).toEqual({
        status: 402,
        code: 'not_enough_money',
        balance: 100,
      });
      const [round] = await rgs.games.store.roundsOf(`real:${p.name}`);
      expect(round).toMatchObject({ state: 'void', error: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    });

    it('answers user_disabled for a locked player, invalid_session once the wallet token expired', async () => {
      const p = await player(50);
      const session = await launch(p.token, 'original-dice');
      await server.built.store.setAccountState(p.accountId, 'locked');
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 }, session.session)).toMatchObject({ status: 403, code: 'user_disabled' });
      await server.built.store.setAccountState(p.accountId, 'active');
      await server.built.store.db.updateTable('game_sessions').set({ expires_at: 1 }).where('account_id', '=', p.accountId).execute();
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 }, session.session)).toMatchObject({ status: 401, code: 'invalid_session' });
      expect(await walletOf(p.accountId)).toBe(5_000);
    });

    it('ends a real session with the wallet login that launched it: expires_at says when, then invalid_session', async () => {
      const p = await player(50);
      const loginEnds = Date.now() + 2_000;
      await server.built.store.db.updateTable('sessions').set({ expires_at: loginEnds }).where('account_id', '=', p.accountId).execute();
      const session = await launch(p.token, 'original-dice');
      expect(session.expires_at).toBe(loginEnds);
      const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 }, session.session);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, loginEnds - Date.now()) + 10));
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 100, direction: 'under', target: 4950 }, session.session)).toMatchObject({ status: 401, code: 'invalid_session' });
      expect(await rgs.error(RGS_PATHS.balance, {}, session.session)).toMatchObject({ status: 401, code: 'invalid_session' });
      expect(await walletOf(p.accountId)).toBe(roll.balance);
    });

    it('plays fun mode without ever calling the wallet', async () => {
      const before = await server.built.store.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const calls = [...proxy.calls.values()].reduce((a, b) => a + b, 0);
      const session = await rgs.data<SessionData>(RGS_PATHS.session, { fun: true, game: 'original-dice' });
      let balance = FUN_BALANCE;
      for (let i = 0; i < 5; i++) {
        const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 1_000, direction: 'over', target: 5049 }, session.session);
        balance += roll.payout - 1_000;
        expect(roll.balance).toBe(balance);
      }
      const after = await server.built.store.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect([...proxy.calls.values()].reduce((a, b) => a + b, 0)).toBe(calls);
    });

    it('keeps an open mines round across a game server restart and settles it after', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-mines');
      const serverSeed = await serverSeedOf(session.fairness.server_seed_hash);
      const round = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 1_000, mines: 2 }, session.session);
      const { outcome } = await verifyRound('original-mines', { serverSeed, clientSeed: session.fairness.client_seed, nonce: round.proof.nonce, params: { mines: 2 } });
      const gem = [...Array(25).keys()].find((tile) => !outcome.mine_tiles.includes(tile)) as number;
      await rgs.data(RGS_PATHS.minesReveal, { round: round.round, tile: gem }, session.session);

      await rgs.stop();
      rgs = await startRgs({ wallet, store: storeOptions, retry });
      const resumed = await rgs.data<MinesRoundData>(RGS_PATHS.minesActive, {}, session.session);
      expect(resumed).toMatchObject({ round: round.round, state: 'open', revealed: [gem], mine_tiles: null });
      expect((await history(p.token)).rows[0]).toMatchObject({ round: round.round, state: 'open' });
      const cashed = await rgs.data<MinesRoundData>(RGS_PATHS.minesCashout, { round: round.round }, session.session);
      expect(cashed.balance).toBe(9_000 + minesPayout(1_000, 2, 1));
      expect(await walletOf(p.accountId)).toBe(cashed.balance);
    });

    it('repeats a bet whose answer was lost, with the same transaction_uuid: one bet in the ledger', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-dice');
      const sent = (path: string) => proxy.calls.get(path) ?? 0;
      const [bets, wins] = [sent(GAME_API_PATHS.bet), sent(GAME_API_PATHS.win)];
      proxy.drop(GAME_API_PATHS.bet, 1);
      proxy.drop(GAME_API_PATHS.win, 1);
      const roll = await rgs.data<DiceRollData>(RGS_PATHS.diceRoll, { amount: 1_000, direction: 'under', target: 4950 }, session.session);
      proxy.heal();
      expect([sent(GAME_API_PATHS.bet) - bets, sent(GAME_API_PATHS.win) - wins]).toEqual([2, 2]);
      expect(roll.balance).toBe(9_000 + roll.payout);
      expect(await walletOf(p.accountId)).toBe(roll.balance);
      const detail = await roundDetail(p.token, roll.round, 'original-dice');
      expect(detail.transactions.map((t) => t.kind)).toEqual(['bet', 'win']);
      expect(detail.round.state).toBe('closed');
    });

    it('rolls back a bet whose outcome stays unknown, and tells the player to try again', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-dice');
      const bets = proxy.calls.get(GAME_API_PATHS.bet) ?? 0;
      proxy.drop(GAME_API_PATHS.bet); // every answer lost, though the wallet takes the bet
      expect(await rgs.error(RGS_PATHS.diceRoll, { amount: 1_000, direction: 'under', target: 4950 }, session.session)).toMatchObject({
        status: 503,
        code: 'wallet_unavailable',
      });
      proxy.heal();
      expect((proxy.calls.get(GAME_API_PATHS.bet) ?? 0) - bets).toBe(retry.attempts);
      expect(await walletOf(p.accountId)).toBe(10_000);
      const [round] = await rgs.games.store.roundsOf(`real:${p.name}`);
      expect(round).toMatchObject({ state: 'rolled_back' });
      const detail = await roundDetail(p.token, (round as { id: string }).id, 'original-dice');
      expect(detail.transactions.map((t) => t.kind)).toEqual(['bet', 'rollback']);
      expect(detail.round.state).toBe('rolled_back');
    });

    it('owes a win the wallet did not answer, shows the round open, and pays it from the retry loop', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-mines');
      const serverSeed = await serverSeedOf(session.fairness.server_seed_hash);
      const round = await rgs.data<MinesRoundData>(RGS_PATHS.minesStart, { amount: 1_000, mines: 1 }, session.session);
      const { outcome } = await verifyRound('original-mines', { serverSeed, clientSeed: session.fairness.client_seed, nonce: round.proof.nonce, params: { mines: 1 } });
      const gem = outcome.mine_tiles[0] === 0 ? 1 : 0;
      await rgs.data(RGS_PATHS.minesReveal, { round: round.round, tile: gem }, session.session);
      proxy.refuse(GAME_API_PATHS.win); // the wallet never hears of the win
      const cashed = await rgs.data<MinesRoundData>(RGS_PATHS.minesCashout, { round: round.round }, session.session);
      const payout = minesPayout(1_000, 1, 1);
      expect(cashed).toMatchObject({ state: 'cashed_out', payout, balance: 9_000 + payout });
      expect(await walletOf(p.accountId)).toBe(9_000);
      expect((await history(p.token)).rows[0]).toMatchObject({ round: round.round, state: 'open' });
      expect(await rgs.games.store.findRound(round.round)).toMatchObject({ state: 'settling' });

      expect(await rgs.games.settlePending()).toBe(1); // still refused: stays owed
      expect(await rgs.games.store.findRound(round.round)).toMatchObject({ state: 'settling', attempts: 2 });
      proxy.heal();
      expect(await rgs.games.settlePending()).toBe(1);
      expect(await rgs.games.store.findRound(round.round)).toMatchObject({ state: 'closed', balance: 9_000 + payout });
      expect(await walletOf(p.accountId)).toBe(9_000 + payout);
      expect((await history(p.token)).rows[0]).toMatchObject({ round: round.round, state: 'closed' });
    });

    it('after a crash between bet and win, the round stays open in the wallet until the restarted game server rolls it back', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-wheel');
      // Bet taken by the wallet, its answer lost, and the rollback lost too: then the "crash".
      proxy.drop(GAME_API_PATHS.bet);
      proxy.refuse(GAME_API_PATHS.rollback);
      await rgs.error(RGS_PATHS.wheelSpin, { amount: 2_000, risk: 'high' }, session.session);
      const [round] = await rgs.games.store.roundsOf(`real:${p.name}`);
      const id = (round as { id: string }).id;
      // As the process would have left it had it died right after sending the bet.
      await rgs.games.store.db.updateTable('rgs_rounds').set({ state: 'betting', next_attempt_at: 0 }).where('id', '=', id).execute();
      await rgs.stop();
      expect(await walletOf(p.accountId)).toBe(8_000);
      expect((await history(p.token)).rows[0]).toMatchObject({ round: id, state: 'open' });

      proxy.heal();
      // The restarted game server settles what it finds as soon as it listens.
      rgs = await startRgs({ wallet, store: storeOptions, retry, retryLoop: true });
      await waitFor(async () => (await rgs.games.store.findRound(id))?.state === 'rolled_back');
      expect(await walletOf(p.accountId)).toBe(10_000);
      expect((await history(p.token)).rows[0]).toMatchObject({ round: id, state: 'rolled_back' });
    });
  });
});
