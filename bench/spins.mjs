// Slot spins as players make them, the product's hottest path: a game page's POST
// /rgs/round/start, which for real money sends a signed bet and a win to the wallet's game API
// (the same server process, as `npm start` runs it). Prints spins per second, p50 and p99, and
// the server's CPU per spin; with bench/game.mjs's CPU per bet + win call, what the game server
// itself costs.
import { startBenchServer, cpuSeconds } from './server.mjs';

const GAME = process.env.BENCH_SLOT ?? 'slot-fortune-fafafa';

async function post(url, path, body, token) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * The fastest a player spins: Auto Play with Turbo, whose reels turn for 280 ms and which waits
 * 250 ms before the next spin (packages/site/src/games/slot/SlotMachine.tsx), after each answer.
 */
const TURBO_AUTO_PLAY_MS = 280 + 250;

/**
 * Spins on `sessions` (one per player) by `workers` players at once, each waiting `pauseMs` after
 * an answer, while `keepGoing(spins so far)`; their latencies.
 */
async function spin(url, sessions, amount, workers, keepGoing, pauseMs = 0) {
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const session = sessions[worker % sessions.length];
      // Players do not start in step: each begins somewhere in its first pause.
      if (pauseMs > 0) await sleep(Math.random() * pauseMs);
      while (keepGoing(latencies.length)) {
        const started = performance.now();
        try {
          await post(url, '/rgs/round/start', { amount, params: {} }, session);
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
        if (pauseMs > 0) await sleep(pauseMs);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1) ?? '-';

/** Real-money spins for `seconds` and play-money spins (at most what one address may play), 50 players at once. */
export async function runSpinBench({ seconds, workers = 50 }) {
  const { url, stop, pid } = await startBenchServer({ KY_SEED_DEMO: '1' });
  try {
    const player = await post(url, '/api/getLocalData', { type: 'login', rule: { id: 'demo', pw: 'demo1234' } });
    for (let i = 0; i < 20; i++) await post(url, '/api/getData', { type: 'deposit', rule: { amount: 50_000 } }, player.token);
    const real = [];
    for (let i = 0; i < workers; i++) {
      const { url: launch } = await post(url, '/api/getData', { type: 'getGameUrl', rule: { game: GAME } }, player.token);
      const code = new URL(launch, url).searchParams.get('launch');
      real.push((await post(url, '/rgs/session', { launch: code })).session);
    }
    const opened = await post(url, '/rgs/session', { fun: true, game: GAME });
    const amount = opened.limits.levels?.[1] ?? opened.limits.min_bet;

    console.log(`\n# Slot spins (${GAME}, ${workers} players at once, bet ${amount} minor units)`);
    console.log(`# Turbo Auto Play: each player spins again ${TURBO_AUTO_PLAY_MS} ms after an answer; no pause: at once`);
    const line = (label, result, elapsed, cpu) =>
      console.log(
        `${label.padEnd(30)} ${String(Math.round(result.latencies.length / elapsed)).padStart(7)} spins/s  p50 ${at(result.latencies, 0.5)} ms  p99 ${at(result.latencies, 0.99)} ms  ` +
          `server CPU ${cpu === undefined ? '-' : `${((cpu / result.latencies.length) * 1e6).toFixed(0)} us`}/spin  errors ${result.errors}`,
      );

    const measure = async (label, pauseMs) => {
      const cpuBefore = cpuSeconds(pid);
      const startedAt = performance.now();
      const end = Date.now() + seconds * 1000;
      const result = await spin(url, real, amount, workers, () => Date.now() < end, pauseMs);
      const cpu = cpuBefore === undefined ? undefined : (cpuSeconds(pid) ?? 0) - cpuBefore;
      line(label, result, (performance.now() - startedAt) / 1000, cpu);
    };
    await measure(`real money, Turbo Auto Play`, TURBO_AUTO_PLAY_MS);
    await measure('real money, no pause', 0);

    // Play money is limited per address (funPlayLimit: 1,200 in 10 minutes): 1,000 spins.
    const fun = [];
    for (let i = 0; i < Math.min(workers, 50); i++) fun.push((await post(url, '/rgs/session', { fun: true, game: GAME })).session);
    const funCpuBefore = cpuSeconds(pid);
    const funStarted = performance.now();
    const funResult = await spin(url, fun, amount, workers, (done) => done < 1_000);
    const funCpu = funCpuBefore === undefined ? undefined : (cpuSeconds(pid) ?? 0) - funCpuBefore;
    line('play money', funResult, (performance.now() - funStarted) / 1000, funCpu);
  } finally {
    await stop();
  }
}
