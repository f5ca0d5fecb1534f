import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GameWalletClient,
  GameWalletError,
  generatePrivateKeyPem,
  privateKeyFromPem,
  publicKeyBase64,
} from '@ky-wallet/games';
import { GAME_API_PATHS, type GameSessionAnswer, type HistoryData, type RoundData } from '@ky-wallet/protocol';
import { openPlayerSession } from '../src/services/auth.js';
import { AdminStore } from '../src/store/admin-store.js';
import { forEachEngine, type EngineTarget } from './engines.js';
import { call, createPlayer, dataOf, errorOf, get, startServer, tokenFor, type TestServer } from './helpers.js';

/*
 * The seamless-wallet game API through HTTP against a real server, on every engine: a test game
 * server (the same signed GameWalletClient our own game server uses) plays rounds, replays and
 * conflicts them, rolls them back, and sends what a well-behaved server never would.
 */

const KEY_ID = 'test-game-server';

function gameApiSuite(engine: 'sqlite' | 'postgres', makeTarget: () => Promise<EngineTarget>) {
  describe(`game API on ${engine}`, () => {
    let target: EngineTarget;
    let server: TestServer;
    let client: GameWalletClient;
    const privateKey = privateKeyFromPem(generatePrivateKeyPem());
    let seq = 0;

    beforeAll(async () => {
      target = await makeTarget();
      server = await startServer({
        ...target.options,
        gameServerKeys: [{ id: KEY_ID, publicKey: publicKeyBase64(privateKey) }],
      });
      client = new GameWalletClient({ walletUrl: server.url, key: { id: KEY_ID, privateKey } });
    });
    afterAll(async () => {
      await server?.stop();
      await target?.dispose();
    });

    /** A new player with `balance` (major units) deposited, logged in. */
    async function player(balance = 100, currency = 'cny') {
      const name = `gamer-${++seq}`;
      const accountId = await createPlayer(server, name, 'secret-pw-1', currency);
      const token = await tokenFor(server, name, 'secret-pw-1');
      if (balance > 0) dataOf(await call(server, token, 'deposit', { amount: balance }, { 'idempotency-key': randomUUID() }));
      return { name, accountId, token };
    }

    /** Launches `game` for the player as the site would, and opens the game session. */
    async function launch(token: string, game = 'original-dice'): Promise<GameSessionAnswer> {
      const { url } = dataOf<{ url: string }>(await call(server, token, 'getGameUrl', { game }));
      const code = new URL(url, server.url).searchParams.get('launch');
      expect(url).toMatch(new RegExp(`^/play/${game}\\?launch=`));
      return client.session(code ?? '');
    }

    /** A new player with 100 deposited, at a dice game whose session is open: the fields every call of it carries. */
    async function diceTable() {
      const p = await player(100);
      const session = await launch(p.token);
      return { p, base: { token: session.token, user: p.name, game: 'original-dice', currency: 'cny' } };
    }

    /** Makes the player's login end `ms` from now (as KY_TOKEN_TTL would); returns when. */
    async function loginEndsIn(accountId: number, ms: number): Promise<number> {
      const at = Date.now() + ms;
      await server.built.store.db.updateTable('sessions').set({ expires_at: at }).where('account_id', '=', accountId).execute();
      return at;
    }

    async function until(time: number): Promise<void> {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now()) + 10));
    }

    async function failure(promise: Promise<unknown>): Promise<GameWalletError> {
      const error = await promise.then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      if (!(error instanceof GameWalletError)) throw new Error(`expected a GameWalletError, got ${String(error)}`);
      return error;
    }

    async function ledgerSum(accountId: number): Promise<number> {
      return server.built.store.sumTransactions(accountId);
    }

    async function balanceOf(accountId: number): Promise<number> {
      return (await server.built.store.getWallet(accountId))?.balance ?? Number.NaN;
    }

    it('opens sessions only for the games a key serves: another game’s launch code is left for its own server', async () => {
      const minesOnly = privateKeyFromPem(generatePrivateKeyPem());
      server.built.services.games.addKey('mines-studio', publicKeyBase64(minesOnly), ['original-mines']);
      const minesClient = new GameWalletClient({ walletUrl: server.url, key: { id: 'mines-studio', privateKey: minesOnly } });
      const p = await player(100);
      const code = async (game: string) => {
        const { url } = dataOf<{ url: string }>(await call(server, p.token, 'getGameUrl', { game }));
        return new URL(url, server.url).searchParams.get('launch') ?? '';
      };
      const dice = await code('original-dice');
      const refused = await failure(minesClient.session(dice));
      expect(refused.status).toBe('RS_ERROR_INVALID_TOKEN');
      expect(refused.message).toMatch(/a game this key does not serve/);
      // Not used up: the server that serves dice still opens it.
      expect(await client.session(dice)).toMatchObject({ status: 'RS_OK', game: 'original-dice' });
      expect(await minesClient.session(await code('original-mines'))).toMatchObject({ status: 'RS_OK', game: 'original-mines' });
    });

    it('opens a game session once per launch code, bound to player, game and currency', async () => {
      const p = await player(100);
      const { url } = dataOf<{ url: string; expires_at: number }>(await call(server, p.token, 'getGameUrl', { game: 'original-dice' }));
      const code = new URL(url, server.url).searchParams.get('launch') ?? '';
      const session = await client.session(code);
      expect(session).toMatchObject({ status: 'RS_OK', user: p.name, game: 'original-dice', currency: 'cny', balance: 10_000 });
      expect(session.expires_at).toBeGreaterThan(Date.now());
      expect((await failure(client.session(code))).status).toBe('RS_ERROR_INVALID_TOKEN');
    });

    it('refuses an expired launch code and unknown games', async () => {
      const p = await player(0);
      const { url } = dataOf<{ url: string }>(await call(server, p.token, 'getGameUrl', { game: 'original-wheel' }));
      await server.built.store.db.updateTable('game_launches').set({ expires_at: 0 }).where('account_id', '=', p.accountId).execute();
      const code = new URL(url, server.url).searchParams.get('launch') ?? '';
      expect((await failure(client.session(code))).status).toBe('RS_ERROR_INVALID_TOKEN');
      expect(errorOf(await call(server, p.token, 'getGameUrl', { game: 'poke-fortune' })).code).toBe('unknown_game');
      expect(errorOf(await call(server, undefined, 'getGameUrl', { game: 'original-dice' })).code).toBe('unauthorized');
      expect(errorOf(await call(server, p.token, 'getGameUrl', { game: 'original-dice', currency: 'usd' })).code).toBe('currency_mismatch');
    });

    it('plays a round: bet, then win closing it; a replay answers the first answer and moves nothing', async () => {
      const { p, base } = await diceTable();
      const bet = { ...base, request_uuid: randomUUID(), transaction_uuid: randomUUID(), round: 'r-1', amount: 1_000, meta: { target: 4950 } };
      const betBody = JSON.stringify(bet);
      const first = await (await client.postSigned(GAME_API_PATHS.bet, betBody)).text();
      expect(JSON.parse(first)).toEqual({ status: 'RS_OK', request_uuid: bet.request_uuid, user: p.name, currency: 'cny', balance: 9_000 });
      // The same transaction again, even as another HTTP request, answers byte for byte the first.
      const again = await (await client.postSigned(GAME_API_PATHS.bet, JSON.stringify({ ...bet, request_uuid: randomUUID() }))).text();
      expect(again).toBe(first);
      expect(await balanceOf(p.accountId)).toBe(9_000);

      const win = await client.win({
        ...base,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet.transaction_uuid,
        round: 'r-1',
        amount: 1_980,
        round_closed: true,
        meta: { result: 1234, won: true },
      });
      expect(win.balance).toBe(10_980);
      expect(await ledgerSum(p.accountId)).toBe(10_980);

      // The round is closed: no more bets in it.
      const late = await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'r-1', amount: 100 }));
      expect(late.status).toBe('RS_ERROR_ROUND_CLOSED');
      expect(late.answer.balance).toBe(10_980);
    });

    it('answers a conflict for the same transaction_uuid with other content', async () => {
      const { p, base } = await diceTable();
      const transaction_uuid = randomUUID();
      await client.bet({ ...base, transaction_uuid, round: 'c-1', amount: 500 });
      const conflict = await failure(client.bet({ ...base, transaction_uuid, round: 'c-1', amount: 600 }));
      expect(conflict.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await balanceOf(p.accountId)).toBe(9_500);
    });

    it('takes one identical bet once when it arrives many times at once', async () => {
      const p = await player(100);
      const session = await launch(p.token);
      const bet = { token: session.token, user: p.name, game: 'original-dice', currency: 'cny', transaction_uuid: randomUUID(), round: 'race-1', amount: 700 };
      const answers = await Promise.all(Array.from({ length: 12 }, () => client.bet(bet)));
      expect(new Set(answers.map((answer) => answer.balance))).toEqual(new Set([9_300]));
      expect(await balanceOf(p.accountId)).toBe(9_300);
      expect(await ledgerSum(p.accountId)).toBe(9_300);
    });

    it('refuses a bet larger than the balance, with the balance', async () => {
      const p = await player(5);
      const session = await launch(p.token);
      const error = await failure(
        client.bet({ token: session.token, user: p.name, game: 'original-dice', currency: 'cny', transaction_uuid: randomUUID(), round: 'n-1', amount: 501 }),
      );
      expect(error.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
      expect(error.answer.balance).toBe(500);
      expect(await ledgerSum(p.accountId)).toBe(500);
    });

    it('refuses a win that would take the balance past 2^53 - 1 minor units, and moves nothing', async () => {
      const { p, base } = await diceTable();
      const bet = randomUUID();
      await client.bet({ ...base, transaction_uuid: bet, round: 'big-1', amount: 100 });
      const win = { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'big-1', amount: Number.MAX_SAFE_INTEGER };
      const refused = await failure(client.win(win));
      expect(refused.status).toBe('RS_ERROR_LIMIT_REACHED');
      expect(refused.answer.balance).toBe(9_900);
      expect(await balanceOf(p.accountId)).toBe(9_900);
      expect(await ledgerSum(p.accountId)).toBe(9_900);
      // The round is still open: a win it can hold settles it.
      expect((await client.win({ ...win, transaction_uuid: randomUUID(), amount: 200, round_closed: true })).balance).toBe(10_100);
    });

    it('refuses a win without its bet, or naming a bet of another round or player', async () => {
      const p = await player(100);
      const q = await player(100);
      const ps = await launch(p.token);
      const qs = await launch(q.token);
      const pBase = { token: ps.token, user: p.name, game: 'original-dice', currency: 'cny' };
      const qBase = { token: qs.token, user: q.name, game: 'original-dice', currency: 'cny' };
      const pBet = randomUUID();
      await client.bet({ ...pBase, transaction_uuid: pBet, round: 'w-1', amount: 100 });
      const orphan = await failure(client.win({ ...pBase, transaction_uuid: randomUUID(), reference_transaction_uuid: randomUUID(), round: 'w-1', amount: 100 }));
      expect(orphan.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const otherRound = await failure(client.win({ ...pBase, transaction_uuid: randomUUID(), reference_transaction_uuid: pBet, round: 'w-2', amount: 100 }));
      expect(otherRound.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const otherPlayer = await failure(client.win({ ...qBase, transaction_uuid: randomUUID(), reference_transaction_uuid: pBet, round: 'w-1', amount: 100 }));
      expect(otherPlayer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await balanceOf(p.accountId)).toBe(9_900);
      expect(await balanceOf(q.accountId)).toBe(10_000);
    });

    it('tells apart two players of one name in two alliances: each game session has a user of its own', async () => {
      const p = await player(100);
      const otherId = await createPlayer(server, p.name, 'secret-pw-1', 'cny', 'another-alliance');
      const other = await openPlayerSession(server.built.store, server.built.config, { id: otherId, name: p.name, alliance: 'another-alliance' });
      dataOf(await call(server, other.token, 'deposit', { amount: 50 }, { 'idempotency-key': randomUUID() }));
      const mine = await launch(p.token);
      const theirs = await launch(other.token);
      // The server's own alliance keeps the plain name; another alliance's name is qualified.
      expect(mine.user).toBe(p.name);
      expect(theirs.user).toBe(`another-alliance:${p.name}`);
      const at = (session: GameSessionAnswer, user: string) => ({ token: session.token, user, game: 'original-dice', currency: 'cny', request_uuid: randomUUID() });
      expect((await client.balance(at(theirs, theirs.user))).balance).toBe(5_000);
      expect((await client.balance(at(mine, mine.user))).balance).toBe(10_000);
      expect((await failure(client.balance(at(theirs, mine.user)))).status).toBe('RS_ERROR_INVALID_USER');
    });

    it('refuses another player\'s name, another game and another currency on a token', async () => {
      const p = await player(100);
      const session = await launch(p.token);
      const bet = { token: session.token, user: p.name, game: 'original-dice', currency: 'cny', round: 't-1', amount: 100 };
      expect((await failure(client.bet({ ...bet, user: 'demo', transaction_uuid: randomUUID() }))).status).toBe('RS_ERROR_INVALID_USER');
      expect((await failure(client.bet({ ...bet, game: 'original-mines', transaction_uuid: randomUUID() }))).status).toBe('RS_ERROR_INVALID_GAME');
      expect((await failure(client.bet({ ...bet, currency: 'usd', transaction_uuid: randomUUID() }))).status).toBe('RS_ERROR_WRONG_CURRENCY');
      expect((await failure(client.bet({ ...bet, token: 'forged', transaction_uuid: randomUUID() }))).status).toBe('RS_ERROR_INVALID_TOKEN');
      expect(await ledgerSum(p.accountId)).toBe(10_000);
    });

    it('refuses bets on an expired token or of a locked player, but still settles their open rounds', async () => {
      const p = await player(100);
      const session = await launch(p.token);
      const base = { token: session.token, user: p.name, game: 'original-dice', currency: 'cny' };
      const open = randomUUID();
      await client.bet({ ...base, transaction_uuid: open, round: 'l-1', amount: 1_000 });

      // Locked as the back office locks: the state, and every game session revoked.
      await server.built.store.setAccountState(p.accountId, 'locked');
      await server.built.store.games.revokeSessions(p.accountId, Date.now());
      expect((await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'l-2', amount: 100 }))).status).toBe('RS_ERROR_USER_DISABLED');
      expect((await failure(client.balance(base))).status).toBe('RS_ERROR_USER_DISABLED');
      const partial = await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: open, round: 'l-1', amount: 0 });
      expect(partial.balance).toBe(9_000);
      await server.built.store.setAccountState(p.accountId, 'active');
      // Unlocked, the revoked session still takes no bets: the game must be launched again.
      expect((await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'l-2', amount: 100 }))).status).toBe('RS_ERROR_INVALID_TOKEN');

      const relaunched = await launch(p.token);
      await server.built.store.db.updateTable('game_sessions').set({ expires_at: 1 }).where('account_id', '=', p.accountId).execute();
      const expired = { ...base, token: relaunched.token, transaction_uuid: randomUUID(), round: 'l-3', amount: 100 };
      expect((await failure(client.bet(expired))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      const settled = await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: open, round: 'l-1', amount: 2_000, round_closed: true });
      expect(settled.balance).toBe(11_000);
    });

    it('keeps an expired token while its rounds may still settle, through the hourly purge', async () => {
      const p = await player(100);
      const session = await launch(p.token);
      const base = { token: session.token, user: p.name, game: 'original-dice', currency: 'cny' };
      const open = randomUUID();
      const closed = { ...base, transaction_uuid: randomUUID(), round: 'pg-2', amount: 500, round_closed: true };
      await client.bet({ ...base, transaction_uuid: open, round: 'pg-1', amount: 1_000 });
      await client.bet(closed);
      // Expired two days ago: the purge (as the hourly timer runs it) leaves the session, whose
      // round pg-1 is open, and a retry of a settled round's bet within the retention still answers.
      const now = Date.now();
      await server.built.store.db.updateTable('game_sessions').set({ expires_at: now - 2 * 86_400_000 }).where('account_id', '=', p.accountId).execute();
      await server.built.services.wallet.purge(now);
      expect((await client.bet(closed)).balance).toBe(8_500);
      const settled = await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: open, round: 'pg-1', amount: 3_000, round_closed: true });
      expect(settled.balance).toBe(11_500);

      // Once no round of its game is open and the retention has passed, it goes.
      await server.built.services.wallet.purge(now + 30 * 86_400_000);
      expect((await failure(client.bet(closed))).status).toBe('RS_ERROR_INVALID_TOKEN');
      expect(await ledgerSum(p.accountId)).toBe(11_500);
    });

    it('ends a game session when the login that launched it ends: no bets or balance after, open rounds still settle', async () => {
      const p = await player(100);
      const loginEnds = await loginEndsIn(p.accountId, 2_000);
      const session = await launch(p.token);
      // The game server is told: its session ends with the login, not 4 hours on.
      expect(session.expires_at).toBe(loginEnds);
      const base = { token: session.token, user: p.name, game: 'original-dice', currency: 'cny' };
      const open = randomUUID();
      await client.bet({ ...base, transaction_uuid: open, round: 'le-1', amount: 1_000 });

      await until(loginEnds);
      expect((await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'le-2', amount: 100 }))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await failure(client.balance(base))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      const settled = await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: open, round: 'le-1', amount: 2_000, round_closed: true });
      expect(settled.balance).toBe(11_000);
      // Logged in again, the player launches the game anew.
      const again = await launch(await tokenFor(server, p.name, 'secret-pw-1'));
      expect(again.expires_at - Date.now()).toBeGreaterThan(3_600_000);
      expect((await client.bet({ ...base, token: again.token, transaction_uuid: randomUUID(), round: 'le-3', amount: 100 })).balance).toBe(10_900);
    });

    it("ends the player's game sessions at their logout: no more bets, open rounds still settle", async () => {
      const { p, base } = await diceTable();
      const open = randomUUID();
      await client.bet({ ...base, transaction_uuid: open, round: 'lo-1', amount: 1_000 });
      expect((await call(server, p.token, 'logout')).status).toBe(200);
      expect((await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'lo-2', amount: 100 }))).status).toBe('RS_ERROR_INVALID_TOKEN');
      const settled = await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: open, round: 'lo-1', amount: 2_000, round_closed: true });
      expect(settled.balance).toBe(11_000);
      expect(await ledgerSum(p.accountId)).toBe(11_000);
    });

    it('spends the launch codes a player asked for when they log out, are locked or get a new password', async () => {
      const launchCode = async (token: string) => {
        const { url } = dataOf<{ url: string }>(await call(server, token, 'getGameUrl', { game: 'original-dice' }));
        return new URL(url, server.url).searchParams.get('launch') ?? '';
      };
      const admin = new AdminStore(server.built.store);
      for (const end of ['logout', 'lock', 'password'] as const) {
        const p = await player(100);
        const code = await launchCode(p.token);
        if (end === 'logout') expect((await call(server, p.token, 'logout')).status).toBe(200);
        if (end === 'lock') await admin.setState(p.accountId, 'locked');
        if (end === 'password') await admin.setPassword(p.accountId, await server.built.services.hasher.hash('another-pw-1'));
        expect((await failure(client.session(code))).status, end).toBe('RS_ERROR_INVALID_TOKEN');
      }
    });

    it('rolls a bet back once; a rollback that arrives first refuses its bet for good', async () => {
      const { p, base } = await diceTable();
      const bet = randomUUID();
      await client.bet({ ...base, transaction_uuid: bet, round: 'rb-1', amount: 2_500 });
      const refund = await client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'rb-1' });
      expect(refund.balance).toBe(10_000);
      // A second rollback of the same bet (another id) acknowledges and refunds nothing.
      const twice = await client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'rb-1' });
      expect(twice.balance).toBe(10_000);
      const winAfter = await failure(client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'rb-1', amount: 5_000 }));
      expect(winAfter.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');

      const never = randomUUID();
      const early = await client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: never, round: 'rb-2' });
      expect(early.balance).toBe(10_000);
      const tooLate = await failure(client.bet({ ...base, transaction_uuid: never, round: 'rb-2', amount: 100 }));
      expect(tooLate.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await balanceOf(p.accountId)).toBe(10_000);
      expect(await ledgerSum(p.accountId)).toBe(10_000);
    });

    // PostgreSQL only: SQLite runs a batch's movements one after the other, so they never overlap.
    if (engine === 'postgres') it(
      'keeps the stake of a bet whose rollback arrives while the bet waits for its wallet: refunded or refused, never lost',
      async () => {
        // Hub88's retry policy: the game server gives up on a bet and rolls it back while the wallet
        // is still on it (here the bet waits for the wallet's row, which a deposit batch would hold).
        const { p, base } = await diceTable();
        const holder = new pg.Client({ connectionString: target.options.databaseUrl });
        await holder.connect();
        const waiting = async () =>
          Number((await holder.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]?.n);
        try {
          await holder.query('BEGIN');
          await holder.query('SELECT balance FROM wallets WHERE account_id = $1 FOR UPDATE', [p.accountId]);
          const uuid = randomUUID();
          const bet = client.bet({ ...base, transaction_uuid: uuid, round: 'race-1', amount: 1_000 }).then(
            (answer) => ({ ok: true as const, balance: answer.balance }),
            (error: unknown) => ({ ok: false as const, status: (error as GameWalletError).status }),
          );
          await expect.poll(waiting, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
          let rolledBack = false;
          const rollback = client
            .rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: uuid, round: 'race-1' })
            .finally(() => (rolledBack = true));
          await expect.poll(async () => rolledBack || (await waiting()) >= 2, { timeout: 10_000 }).toBe(true);
          await holder.query('COMMIT');
          const [betAnswer, rollbackAnswer] = await Promise.all([bet, rollback]);
          // Whichever took the wallet first: a bet then refunded, or a rollback that refuses its bet.
          expect(rollbackAnswer.balance).toBe(10_000);
          expect(betAnswer.ok ? betAnswer.balance : betAnswer.status).toSatisfy((v) => v === 9_000 || v === 'RS_ERROR_TRANSACTION_ROLLED_BACK');
          expect(await balanceOf(p.accountId)).toBe(10_000);
          expect(await ledgerSum(p.accountId)).toBe(10_000);
        } finally {
          await holder.query('ROLLBACK').catch(() => undefined);
          await holder.end();
        }
      },
    );

    // PostgreSQL only, as above.
    if (engine === 'postgres') it(
      'refuses a bet that waited for the wallet while its player was locked or logged out, or their login ended',
      async () => {
        const admin = new AdminStore(server.built.store);
        for (const end of ['lock', 'logout', 'login ended'] as const) {
          const p = await player(100);
          const loginEnds = end === 'login ended' ? await loginEndsIn(p.accountId, 2_000) : undefined;
          const session = await launch(p.token);
          const base = { token: session.token, user: p.name, game: 'original-dice', currency: 'cny' };
          const holder = new pg.Client({ connectionString: target.options.databaseUrl });
          await holder.connect();
          try {
            await holder.query('BEGIN');
            await holder.query('SELECT balance FROM wallets WHERE account_id = $1 FOR UPDATE', [p.accountId]);
            const bet = failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: `${end}-1`, amount: 1_000 }));
            await expect
              .poll(async () => Number((await holder.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]?.n), { timeout: 10_000 })
              .toBeGreaterThanOrEqual(1);
            if (end === 'lock') await admin.setState(p.accountId, 'locked');
            else if (end === 'logout') expect((await call(server, p.token, 'logout')).status).toBe(200);
            else await until(loginEnds ?? 0);
            await holder.query('COMMIT');
            const status = { lock: 'RS_ERROR_USER_DISABLED', logout: 'RS_ERROR_INVALID_TOKEN', 'login ended': 'RS_ERROR_TOKEN_EXPIRED' }[end];
            expect((await bet).status, end).toBe(status);
            expect(await balanceOf(p.accountId)).toBe(10_000);
            expect(await ledgerSum(p.accountId)).toBe(10_000);
          } finally {
            await holder.query('ROLLBACK').catch(() => undefined);
            await holder.end();
          }
        }
      },
    );

    it('closes an open round when a rollback of a bet it never saw says round_closed: no more bets or wins there', async () => {
      const { p, base } = await diceTable();
      const placed = randomUUID();
      await client.bet({ ...base, transaction_uuid: placed, round: 'rb-close', amount: 300 });
      // The game server voids a second bet whose request never reached the wallet, and ends the round.
      const early = await client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: randomUUID(), round: 'rb-close', round_closed: true });
      expect(early.balance).toBe(9_700);
      expect((await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'rb-close', amount: 100 }))).status).toBe('RS_ERROR_ROUND_CLOSED');
      const win = await failure(client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: placed, round: 'rb-close', amount: 600 }));
      expect(win.status).toBe('RS_ERROR_ROUND_CLOSED');
      const history = dataOf<HistoryData>(await call(server, p.token, 'history', {}));
      expect(history.rows.find((row) => row.kind === 'round')).toMatchObject({ round: 'rb-close', state: 'closed', total_bet: 3 });
      expect(await ledgerSum(p.accountId)).toBe(9_700);
    });

    it('lets a rollback that arrives first refuse only its own player’s bet', async () => {
      const [alice, bob] = [await player(100), await player(100)];
      const [aliceSession, bobSession] = [await launch(alice.token), await launch(bob.token)];
      const id = randomUUID();
      await client.rollback({ token: bobSession.token, user: bob.name, game: 'original-dice', transaction_uuid: randomUUID(), reference_transaction_uuid: id, round: 'early-1' });
      // Bob's early rollback names an id Alice's bet then uses: hers is not his to refuse.
      const bet = await client.bet({ token: aliceSession.token, user: alice.name, game: 'original-dice', currency: 'cny', transaction_uuid: id, round: 'early-1', amount: 400 });
      expect(bet.balance).toBe(9_600);
      expect(await ledgerSum(alice.accountId)).toBe(9_600);
      expect(await ledgerSum(bob.accountId)).toBe(10_000);
    });

    it('rolls back a bet that closed its round (its answer lost, the game server voids it), once', async () => {
      const { p, base } = await diceTable();
      const bet = randomUUID();
      // A round of one bet: it closes the round itself (a loss needs no win).
      await client.bet({ ...base, transaction_uuid: bet, round: 'void-1', amount: 700, round_closed: true });
      const refund = await client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'void-1' });
      expect(refund.balance).toBe(10_000);
      const twice = await client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'void-1' });
      expect(twice.balance).toBe(10_000);
      expect((await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'void-1', amount: 100 }))).status).toBe('RS_ERROR_ROUND_CLOSED');
      const history = dataOf<HistoryData>(await call(server, p.token, 'history', {}));
      expect(history.rows.find((row) => row.kind === 'round')).toMatchObject({ round: 'void-1', state: 'rolled_back' });

      // Of two bets in a closed round, refunding one leaves it closed (not open again).
      const [first, second] = [randomUUID(), randomUUID()];
      await client.bet({ ...base, transaction_uuid: first, round: 'void-2', amount: 300 });
      await client.bet({ ...base, transaction_uuid: second, round: 'void-2', amount: 200, round_closed: true });
      expect((await client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: second, round: 'void-2' })).balance).toBe(9_700);
      expect((await failure(client.bet({ ...base, transaction_uuid: randomUUID(), round: 'void-2', amount: 100 }))).status).toBe('RS_ERROR_ROUND_CLOSED');
      expect(await balanceOf(p.accountId)).toBe(9_700);
      expect(await ledgerSum(p.accountId)).toBe(9_700);
    });

    it('refuses the rollback of a bet a win has paid, and of a bet never seen in a closed round: no money moves', async () => {
      const { p, base } = await diceTable();
      const bet = randomUUID();
      await client.bet({ ...base, transaction_uuid: bet, round: 'paid-1', amount: 2_500 });
      await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'paid-1', amount: 1_000 });
      // The round is still open, but its bet is settled: refunding the stake would leave the win.
      const paid = await failure(client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'paid-1' }));
      expect(paid.status).toBe('RS_ERROR_UNKNOWN');
      expect(paid.message).toMatch(/a win has paid this bet/);
      expect(await balanceOf(p.accountId)).toBe(8_500);
      const closed = await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'paid-1', amount: 0, round_closed: true });
      expect(closed.balance).toBe(8_500);

      // A rollback of a bet the wallet never saw, in that closed round: refused, nothing recorded.
      const never = randomUUID();
      const late = await failure(client.rollback({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: never, round: 'paid-1' }));
      expect(late.status).toBe('RS_ERROR_ROUND_CLOSED');
      const history = dataOf<HistoryData>(await call(server, p.token, 'history', {}));
      expect(history.rows.find((row) => row.kind === 'round')).toMatchObject({ round: 'paid-1', state: 'closed', total_win: 10 });
      expect(await balanceOf(p.accountId)).toBe(8_500);
      expect(await ledgerSum(p.accountId)).toBe(8_500);
    });

    it('refuses a signed body sent to another call than its own, and fields no call has: no money moves', async () => {
      const { p, base } = await diceTable();
      const bet = randomUUID();
      await client.bet({ ...base, transaction_uuid: bet, round: 'x-1', amount: 1_000 });
      const win = { ...base, request_uuid: randomUUID(), transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'x-1', amount: 5_000 };
      const statusOf = async (path: string, body: unknown) => {
        const answer = (await (await client.postSigned(path, JSON.stringify(body))).json()) as { status: string; message?: string };
        return `${answer.status} ${answer.message ?? ''}`.trim();
      };
      // A win's signed bytes replayed to the rollback endpoint would refund the stake instead.
      expect(await statusOf(GAME_API_PATHS.rollback, win)).toBe('RS_ERROR_WRONG_TYPES amount: is not a field of this call');
      // ... and to the bet endpoint, a bet of its amount under its id (the player would pay the win).
      expect(await statusOf(GAME_API_PATHS.bet, win)).toBe('RS_ERROR_WRONG_TYPES reference_transaction_uuid: is not a field of this call');
      const { amount: _amount, currency: _currency, ...rollback } = win;
      expect(await statusOf(GAME_API_PATHS.win, rollback)).toMatch(/^RS_ERROR_WRONG_TYPES (amount|currency): /);
      expect(await statusOf(GAME_API_PATHS.balance, { ...base, request_uuid: randomUUID(), transaction_uuid: randomUUID() })).toMatch(/^RS_ERROR_WRONG_TYPES transaction_uuid: /);
      // A free bet it does not know is refused, not charged; meta is an object.
      const free = { ...base, request_uuid: randomUUID(), transaction_uuid: randomUUID(), round: 'x-2', amount: 100, is_free: true };
      expect(await statusOf(GAME_API_PATHS.bet, free)).toBe('RS_ERROR_WRONG_TYPES is_free: is not a field of this call');
      expect(await statusOf(GAME_API_PATHS.bet, { ...free, is_free: undefined, meta: [1] })).toMatch(/^RS_ERROR_WRONG_TYPES meta: /);
      expect(await balanceOf(p.accountId)).toBe(9_000);
      expect(await ledgerSum(p.accountId)).toBe(9_000);
    });

    it('says a missing field is required, a field the call lacks is not one of it, and a wrong type what it expects', async () => {
      const { p, base } = await diceTable();
      const bet = randomUUID();
      await client.bet({ ...base, transaction_uuid: bet, round: 'f-1', amount: 1_000 });
      const statusOf = async (path: string, body: Record<string, unknown>) => {
        const answer = (await (await client.postSigned(path, JSON.stringify({ ...body, request_uuid: randomUUID() }))).json()) as { status: string; message?: string };
        return `${answer.status} ${answer.message ?? ''}`.trim();
      };
      const win = { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'f-1', amount: 500 };
      const { reference_transaction_uuid: _reference, ...winWithoutBet } = win;
      expect(await statusOf(GAME_API_PATHS.win, winWithoutBet)).toBe('RS_ERROR_WRONG_TYPES reference_transaction_uuid: is required');
      const { round: _round, ...betWithoutRound } = { ...base, transaction_uuid: randomUUID(), round: 'f-2', amount: 100 };
      expect(await statusOf(GAME_API_PATHS.bet, betWithoutRound)).toBe('RS_ERROR_WRONG_TYPES round: is required');
      const { amount: _amount, ...betWithoutAmount } = { ...base, transaction_uuid: randomUUID(), round: 'f-2', amount: 100 };
      expect(await statusOf(GAME_API_PATHS.bet, betWithoutAmount)).toBe('RS_ERROR_WRONG_TYPES amount: is required');
      expect(await statusOf(GAME_API_PATHS.win, { ...win, bonus: 1 })).toBe('RS_ERROR_WRONG_TYPES bonus: is not a field of this call');
      expect(await statusOf(GAME_API_PATHS.win, { ...win, amount: '500' })).toBe('RS_ERROR_WRONG_TYPES amount: Invalid type: Expected number');
      expect(await balanceOf(p.accountId)).toBe(9_000);
    });

    it('refuses meta nested too deep or too large as wrong types (a retry would not change it): no money moves', async () => {
      const { p, base } = await diceTable();
      const bet = randomUUID();
      await client.bet({ ...base, transaction_uuid: bet, round: 'm-1', amount: 1_000 });
      const send = async (path: string, body: Record<string, unknown>, meta: string) => {
        // Spliced in as text: the test's own JSON.stringify would overflow on it too.
        const text = JSON.stringify({ ...body, request_uuid: randomUUID(), transaction_uuid: randomUUID() }).replace(/\}$/, `,"meta":${meta}}`);
        const answer = (await (await client.postSigned(path, text)).json()) as { status: string; message?: string };
        return `${answer.status} ${answer.message ?? ''}`.trim();
      };
      const nested = (levels: number) => `{"a":${'['.repeat(levels - 1)}1${']'.repeat(levels - 1)}}`;
      // 14 KB, under the body limit: deep enough to overflow any walk of it.
      const deep = nested(7_000);
      const tooDeep = 'RS_ERROR_WRONG_TYPES meta: nests deeper than 32 levels of objects and arrays';
      const betBody = { ...base, round: 'm-2', amount: 100 };
      const winBody = { ...base, reference_transaction_uuid: bet, round: 'm-1', amount: 100 };
      const rollbackBody = { ...base, reference_transaction_uuid: bet, round: 'm-1' };
      expect(await send(GAME_API_PATHS.bet, betBody, deep)).toBe(tooDeep);
      expect(await send(GAME_API_PATHS.win, winBody, deep)).toBe(tooDeep);
      expect(await send(GAME_API_PATHS.rollback, rollbackBody, deep)).toBe(tooDeep);
      expect(await send(GAME_API_PATHS.bet, betBody, nested(33))).toBe(tooDeep);
      const large = JSON.stringify({ log: 'x'.repeat(64 * 1024) });
      expect(await send(GAME_API_PATHS.bet, betBody, large)).toBe('RS_ERROR_WRONG_TYPES meta: is larger than 65536 bytes of JSON');
      expect(await balanceOf(p.accountId)).toBe(9_000);
      expect(await ledgerSum(p.accountId)).toBe(9_000);
      // At the limits, taken, and its meta kept as sent.
      expect(await send(GAME_API_PATHS.bet, betBody, nested(32))).toBe('RS_OK');
      const detail = dataOf<RoundData>(await call(server, p.token, 'round', { round: 'm-2', game: 'original-dice' }));
      expect(JSON.stringify(detail.transactions[0]?.meta)).toBe(nested(32));
      expect(await balanceOf(p.accountId)).toBe(8_900);
    });

    it('refuses unsigned, badly signed and foreign-key requests, and malformed bodies, always with HTTP 200', async () => {
      const p = await player(100);
      const session = await launch(p.token);
      const body = JSON.stringify({ request_uuid: 'u-1', token: session.token, user: p.name, game: 'original-dice' });
      const send = async (text: string, headers: Record<string, string>) => {
        const response = await fetch(server.url + GAME_API_PATHS.balance, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: text,
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { status: string; request_uuid: string };
      };
      // The game server's request id is answered back even then (Hub88 does), when it is one.
      expect(await send(body, {})).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: 'u-1' });
      expect(await send(body.replace('u-1', 'not an id'), {})).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: '' });
      expect(await send('{not json', {})).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: '' });
      const stranger = generateKeyPairSync('ed25519').privateKey;
      const strangerSig = sign(null, Buffer.from(body), stranger).toString('base64');
      expect((await send(body, { 'x-ky-key-id': KEY_ID, 'x-ky-signature': strangerSig })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect((await send(body, { 'x-ky-key-id': 'nobody', 'x-ky-signature': strangerSig })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
      // A signature over other bytes (the body altered in transit) does not verify.
      const signed = await client.postSigned(GAME_API_PATHS.balance, body);
      expect(((await signed.json()) as { status: string }).status).toBe('RS_OK');
      const tampered = body.replace(p.name, 'demo');
      const goodSig = sign(null, Buffer.from(body), privateKey).toString('base64');
      expect((await send(tampered, { 'x-ky-key-id': KEY_ID, 'x-ky-signature': goodSig })).status).toBe('RS_ERROR_INVALID_SIGNATURE');

      const syntax = await client.postSigned(GAME_API_PATHS.bet, '{not json');
      expect(((await syntax.json()) as { status: string }).status).toBe('RS_ERROR_WRONG_SYNTAX');
      // JSON declared in another charset is refused before it is read: a syntax error of the
      // request, not RS_ERROR_UNKNOWN (which tells the game server to send it again).
      const latin1Sig = sign(null, Buffer.from(body), privateKey).toString('base64');
      const latin1 = await send(body, { 'content-type': 'application/json; charset=latin1', 'x-ky-key-id': KEY_ID, 'x-ky-signature': latin1Sig });
      expect(latin1.status).toBe('RS_ERROR_WRONG_SYNTAX');
      const types = await client.postSigned(GAME_API_PATHS.bet, JSON.stringify({ request_uuid: 'u-2', token: session.token, amount: '5' }));
      expect(await types.json()).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES', request_uuid: 'u-2' });
      const negative = await client.postSigned(
        GAME_API_PATHS.bet,
        JSON.stringify({ request_uuid: 'u-3', token: session.token, user: p.name, game: 'original-dice', currency: 'cny', transaction_uuid: 'x', round: 'r', amount: -5 }),
      );
      expect(((await negative.json()) as { status: string }).status).toBe('RS_ERROR_WRONG_TYPES');
      expect(await ledgerSum(p.accountId)).toBe(10_000);
    });

    it('shows rounds beside deposits in the history, newest first, with every field, filterable, and each round openable', async () => {
      const p = await player(100);
      const session = await launch(p.token, 'original-mines');
      const base = { token: session.token, user: p.name, game: 'original-mines', currency: 'cny' };
      const bet = randomUUID();
      await client.bet({ ...base, transaction_uuid: bet, round: 'h-1', amount: 1_000, meta: { mines: 3 } });
      const open = dataOf<HistoryData>(await call(server, p.token, 'history', {}));
      expect(open.total).toBe(2);
      expect(open.rows[0]).toMatchObject({ kind: 'round', round: 'h-1', game: 'original-mines', state: 'open', bet: 10, total_bet: 10, balance: 90 });

      await client.win({ ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round: 'h-1', amount: 2_500, round_closed: true, meta: { revealed: [1, 2] } });
      const history = dataOf<HistoryData>(await call(server, p.token, 'history', {}));
      expect(history.rows.map((row) => row.kind)).toEqual(['round', 'deposit']);
      expect(history.rows[0]).toEqual({
        kind: 'round',
        transaction_id: bet,
        parentround: '',
        round: 'h-1',
        game: 'original-mines',
        bet: 10,
        wager: 10,
        win: 25,
        payout: 2.5,
        total_bet: 10,
        total_win: 25,
        balance: 115,
        balance_current: 115,
        currency: 'cny',
        state: 'closed',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
      });
      expect(history.rows[1]).toMatchObject({ kind: 'deposit', amount: 100, balance: 100, balance_current: 115 });

      const onlyMines = dataOf<HistoryData>(await call(server, p.token, 'history', { game: 'original-mines' }));
      expect(onlyMines.rows.map((row) => row.kind)).toEqual(['round']);
      const none = dataOf<HistoryData>(await call(server, p.token, 'history', { game: 'original-dice' }));
      expect(none).toMatchObject({ rows: [], total: 0 });
      const past = dataOf<HistoryData>(await call(server, p.token, 'history', { to: '2020-01-01' }));
      expect(past.total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect(dataOf<HistoryData>(await call(server, p.token, 'history', { from: today, to: today })).total).toBe(2);

      const detail = dataOf<RoundData>(await call(server, p.token, 'round', { round: 'h-1', game: 'original-mines' }));
      expect(detail.transactions).toEqual([
        expect.objectContaining({ transaction_id: bet, kind: 'bet', amount: -10, balance: 90, meta: { mines: 3 } }),
        expect.objectContaining({ kind: 'win', amount: 25, balance: 115, meta: { revealed: [1, 2] } }),
      ]);
      const other = await player(0);
      expect(errorOf(await call(server, other.token, 'round', { round: 'h-1', game: 'original-mines' })).code).toBe('not_found');
    });

    it('serves an OpenAPI 3.1 document of the player and game APIs', async () => {
      const answer = await get(server, '/api/openapi.json');
      expect(answer.status).toBe(200);
      const doc = answer.body as { openapi: string; paths: Record<string, { post?: { requestBody?: unknown } }> };
      expect(doc.openapi).toBe('3.1.0');
      for (const path of [...Object.values(GAME_API_PATHS), '/api/getData', '/api/getLocalData', '/api/contact']) {
        expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
      }
    });
  });
}

forEachEngine('game API', gameApiSuite);
