import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { GAMES, type ExactFigures } from '../games/index.js';
import { entryOf } from './entries.js';
import { published, type Published } from './published.js';
import { figuresOf, mergeTallies, type Tally } from './simulate.js';
import { volatilityOf } from './volatility.js';
import type { WorkerJob } from './worker.js';

/*
 * npm run simulate -- <game-id|all> [--rounds N] [--json] [--workers N] [--seed HEX]
 *
 * Plays each game's real engine on the real fair stream (a fresh seed pair unless --seed), split
 * across worker threads, and prints its figures beside the exact ones (from its math) and the
 * published ones (its detail page), marking what disagrees:
 * - the published RTP more than 0.05 points from the exact RTP (or, without one, outside the
 *   simulation's 99% interval);
 * - the exact RTP outside the simulation's 99% interval (the engine does not play its math);
 * - the hit rate more than 0.5 points from the published one;
 * - the largest possible win other than the published maximum win;
 * - the volatility other than the one sigma gives (sim/volatility.ts), where the family has thresholds.
 * Exits 1 when anything disagrees.
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '1000000' },
    json: { type: 'boolean', default: false },
    workers: { type: 'string', default: String(availableParallelism()) },
    seed: { type: 'string' },
  },
});

const rounds = Number(values.rounds);
const workers = Math.max(1, Number(values.workers));
const which = positionals[0] ?? 'all';
const ids = which === 'all' ? Object.keys(GAMES) : [which];
if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive whole number');

function run(job: WorkerJob): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

interface Report {
  game: string;
  rounds: number;
  simulated: ReturnType<typeof figuresOf> & { largest: number };
  exact: ExactFigures | null;
  published: Published;
  engineMaxWin: number;
  disagreements: string[];
}

async function report(game: string): Promise<Report> {
  const entry = await entryOf(game);
  const serverSeed = values.seed ?? randomBytes(32).toString('hex');
  const clientSeed = 'simulation';
  const share = Math.ceil(rounds / workers);
  const jobs: WorkerJob[] = [];
  for (let from = 0; from < rounds; from += share) jobs.push({ game, serverSeed, clientSeed, from, rounds: Math.min(share, rounds - from) });
  const tally = mergeTallies(await Promise.all(jobs.map(run)));
  const simulated = { ...figuresOf(tally), largest: tally.largest };
  const exact = entry.exact?.() ?? null;
  const page = await published(game);
  const disagreements: string[] = [];
  if (exact) {
    if (Math.abs(exact.rtp - page.rtp) > 0.05) disagreements.push(`published RTP ${page.rtp}% is ${(page.rtp - exact.rtp).toFixed(3)} points from the exact ${exact.rtp.toFixed(3)}%`);
    if (exact.rtp < simulated.rtpLow || exact.rtp > simulated.rtpHigh) disagreements.push(`exact RTP ${exact.rtp.toFixed(3)}% is outside the simulation's 99% interval`);
  } else if (page.rtp < simulated.rtpLow || page.rtp > simulated.rtpHigh) {
    disagreements.push(`published RTP ${page.rtp}% is outside the simulation's 99% interval`);
  }
  const hitRate = exact?.hitRate ?? simulated.hitRate;
  if (Math.abs(hitRate - page.hit_rate) > 0.5) disagreements.push(`hit rate ${hitRate.toFixed(2)}% is more than 0.5 points from the published ${page.hit_rate}%`);
  if (entry.engine.maxWin !== page.max_win * 10_000) disagreements.push(`largest possible win ${entry.engine.maxWin / 10_000}x is not the published ${page.max_win}x`);
  if (exact && exact.maxWin !== entry.engine.maxWin) disagreements.push(`the math's largest win ${exact.maxWin / 10_000}x is not the engine's ${entry.engine.maxWin / 10_000}x`);
  const volatility = volatilityOf(entry.engine.family, exact?.sigma ?? simulated.sigma);
  if (volatility !== undefined && volatility !== page.volatility) disagreements.push(`volatility is ${volatility} by sigma ${(exact?.sigma ?? simulated.sigma).toFixed(2)}, published ${page.volatility}`);
  return { game, rounds: tally.rounds, simulated, exact, published: page, engineMaxWin: entry.engine.maxWin, disagreements };
}

const percent = (value: number, digits = 3) => `${value.toFixed(digits)}%`;
const times = (tenThousandths: number) => `${(tenThousandths / 10_000).toLocaleString('en')}x`;

const reports: Report[] = [];
for (const id of ids) {
  const out = await report(id);
  reports.push(out);
  if (values.json) continue;
  const { simulated: s, exact: e, published: p } = out;
  console.log(`\n${out.game}  (${out.rounds.toLocaleString('en')} rounds)`);
  console.log(`  RTP        simulated ${percent(s.rtp)} [99%: ${percent(s.rtpLow)} .. ${percent(s.rtpHigh)}]   exact ${e ? percent(e.rtp) : 'n/a'}   published ${p.rtp}%`);
  console.log(`  hit rate   simulated ${percent(s.hitRate, 2)}   exact ${e ? percent(e.hitRate, 2) : 'n/a'}   published ${p.hit_rate}%`);
  console.log(`  max win    largest seen ${times(s.largest)}   possible ${times(out.engineMaxWin)}   published ${p.max_win.toLocaleString('en')}x`);
  const sigma = e?.sigma ?? s.sigma;
  console.log(`  sigma      ${sigma.toFixed(2)} bets (${volatilityOf((await entryOf(out.game)).engine.family, sigma) ?? 'set by the player'})   published ${p.volatility}`);
  if (e) console.log(`  exact by   ${e.method}`);
  for (const line of out.disagreements) console.log(`  DISAGREES  ${line}`);
  if (out.disagreements.length === 0) console.log('  agrees with its detail page');
}
if (values.json) console.log(JSON.stringify(reports, null, 2));
process.exitCode = reports.some((out) => out.disagreements.length > 0) ? 1 : 0;
