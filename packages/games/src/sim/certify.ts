import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Draw } from '../engine/draw.js';
import { scaled, weightedIndex } from '../engine/draw.js';
import { MULTIPLIER_SCALE, type AnyGameEngine } from '../engine/engine.js';
import { GAMES } from '../games/index.js';
import { FairStream } from '../rgs/stream.js';
import { entryOf } from './entries.js';
import { playRound, Z_99, type Strategy } from './simulate.js';
import { chiSquare, CONFIDENCE, runsTest, serialCorrelation, type TestResult } from './statistics.js';

/*
 * npm run certify -- [game-id|all] [--draws N] [--rounds N] [--out DIR]
 *
 * A report per game, in Markdown, with what a test lab looks at: the fair stream's raw output
 * and the game's scaled outputs (every below(n) and weighted() read of a round, by its place in
 * the round: reel stops, symbol and tier draws) tested for frequency, runs and serial
 * correlation at 99% confidence; the measured RTP against the exact one; and how the stream is
 * seeded and why its rounds never repeat. Written to certification/<game>.md (and index.md).
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    draws: { type: 'string', default: '10000000' },
    rounds: { type: 'string', default: '2000000' },
    out: { type: 'string', default: 'certification' },
  },
});

const DRAWS = Number(values.draws);
const ROUNDS = Number(values.rounds);
const OUT = resolve(values.out);
const which = positionals[0] ?? 'all';
const ids = which === 'all' ? Object.keys(GAMES) : [which];

/** One scaled read of a round: below(n) or weighted(w), by its place among the round's reads. */
interface ReadKey {
  place: number;
  kind: 'below' | 'weighted';
  /** n, or the weights joined. */
  classes: string;
}

/** A Draw that counts every scaled read it makes, by place and kind. */
function countingDraw(draw: Draw, counts: Map<string, { key: ReadKey; expected: number[]; observed: number[] }>, firsts: number[]): Draw {
  let place = 0;
  const count = (key: ReadKey, expected: () => number[], value: number) => {
    const id = `${key.place}|${key.kind}|${key.classes}`;
    let entry = counts.get(id);
    if (!entry) {
      entry = { key, expected: expected(), observed: new Array<number>(expected().length).fill(0) };
      counts.set(id, entry);
    }
    entry.observed[value] = (entry.observed[value] ?? 0) + 1;
    if (key.place === 0) firsts.push(value);
    place++;
  };
  return {
    // A plain float (dice's result, mines' shuffle) is tested in 100 equal classes.
    float() {
      const value = draw.float();
      count({ place, kind: 'below', classes: 'float' }, () => new Array<number>(100).fill(1 / 100), Math.floor(value * 100));
      return value;
    },
    below(n) {
      const value = scaled(draw.float(), n);
      if (n <= 100_000) count({ place, kind: 'below', classes: String(n) }, () => new Array<number>(n).fill(1 / n), value);
      else place++;
      return value;
    },
    weighted(weights) {
      const value = weightedIndex(draw.float(), weights);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      count({ place, kind: 'weighted', classes: weights.join(',') }, () => weights.map((weight) => weight / total), value);
      return value;
    },
    get used() {
      return draw.used;
    },
  };
}

/** The number of failures among `tests` tests at 99% that a fair generator exceeds one time in a thousand. */
function failuresAllowed(tests: number): number {
  const p = 1 - CONFIDENCE;
  return Math.ceil(tests * p + 3.09 * Math.sqrt(tests * p * (1 - p)));
}

function rawTests(serverSeed: string): TestResult[] {
  const stream = new FairStream(serverSeed, 'certification');
  const floats = new Float64Array(DRAWS);
  const block: number[] = [];
  for (let i = 0, nonce = 0; i < DRAWS; nonce++) {
    for (let cursor = 0; cursor < 4 && i < DRAWS; cursor++) {
      stream.block(nonce, cursor, block);
      for (const float of block) if (i < DRAWS) floats[i++] = float;
    }
  }
  const bins = new Array<number>(256).fill(0);
  const bytes = new Array<number>(256).fill(0);
  for (const float of floats) {
    const bin = Math.floor(float * 256);
    bins[bin] = (bins[bin] ?? 0) + 1;
    const word = Math.round(float * 2 ** 32);
    for (let shift = 0; shift < 32; shift += 8) bytes[(word >>> shift) & 255] = (bytes[(word >>> shift) & 255] ?? 0) + 1;
  }
  return [
    chiSquare('frequency of the floats in 256 equal classes', bins, new Array<number>(256).fill(DRAWS / 256)),
    chiSquare('frequency of the 256 byte values', bytes, new Array<number>(256).fill((DRAWS * 4) / 256)),
    runsTest('runs above and below 0.5', floats, 0.5),
    serialCorrelation('lag-1 serial correlation', floats),
  ];
}

interface GameReport {
  game: string;
  engine: AnyGameEngine;
  raw: TestResult[];
  scaled: { key: ReadKey; result: TestResult }[];
  sequence: TestResult[];
  rounds: number;
  rtp: { measured: number; low: number; high: number; exact: number | null; method: string | null };
  seeding: { seeds: number; distinct: number; committed: boolean; roundsCompared: number; repeats: number };
}

async function certify(game: string): Promise<GameReport> {
  const entry = await entryOf(game);
  const serverSeed = randomBytes(32).toString('hex');
  const raw = rawTests(serverSeed);

  const counts = new Map<string, { key: ReadKey; expected: number[]; observed: number[] }>();
  const firsts: number[] = [];
  const stream = new FairStream(serverSeed, 'certification-rounds');
  let sum = 0;
  let squares = 0;
  const strategy: Strategy = entry.strategy;
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const win = playRound(entry.engine, countingDraw(stream.draw(nonce), counts, firsts), strategy) / MULTIPLIER_SCALE;
    sum += win;
    squares += win * win;
  }
  const scaledResults = [...counts.values()]
    .filter(({ observed }) => observed.reduce((total, count) => total + count, 0) >= 5 * observed.length)
    .sort((a, b) => a.key.place - b.key.place)
    .map(({ key, expected, observed }) => {
      const total = observed.reduce((all, count) => all + count, 0);
      const label =
        key.classes === 'float'
          ? `read ${key.place + 1}: a number, in 100 classes`
          : key.kind === 'below'
            ? `read ${key.place + 1}: below(${key.classes})`
            : `read ${key.place + 1}: weighted over ${key.classes.split(',').length} classes`;
      return { key, result: chiSquare(`${label}, ${total.toLocaleString('en')} draws`, observed, expected.map((share) => share * total)) };
    });
  const firstClasses = [...counts.values()].find(({ key }) => key.place === 0)?.observed.length ?? 2;
  const sequence = [runsTest('runs of the first read above and below its median', firsts, (firstClasses - 1) / 2), serialCorrelation('lag-1 serial correlation of the first read', firsts)];

  const mean = sum / ROUNDS;
  const sigma = Math.sqrt(Math.max(0, squares / ROUNDS - mean * mean));
  const half = (Z_99 * sigma) / Math.sqrt(ROUNDS);
  const exact = entry.exact?.() ?? null;

  // Seeding: 100,000 server seeds as the game server makes them (32 bytes of the operating
  // system's CSPRNG), all distinct, each committed by its SHA-256; and the first block of a
  // million rounds of one pair, all distinct (the nonce is in every block's message).
  const seeds = new Set<string>();
  let committed = true;
  for (let i = 0; i < 100_000; i++) {
    const seed = randomBytes(32).toString('hex');
    seeds.add(seed);
    if (i < 100 && createHash('sha256').update(seed).digest('hex').length !== 64) committed = false;
  }
  const firstBlocks = new Set<string>();
  const compared = Math.min(ROUNDS, 1_000_000);
  const block: number[] = [];
  for (let nonce = 0; nonce < compared; nonce++) firstBlocks.add(stream.block(nonce, 0, block).join(','));

  return {
    game,
    engine: entry.engine,
    raw,
    scaled: scaledResults,
    sequence,
    rounds: ROUNDS,
    rtp: { measured: mean * 100, low: (mean - half) * 100, high: (mean + half) * 100, exact: exact?.rtp ?? null, method: exact?.method ?? null },
    seeding: { seeds: 100_000, distinct: seeds.size, committed, roundsCompared: compared, repeats: compared - firstBlocks.size },
  };
}

const row = (test: TestResult) =>
  `| ${test.name} | ${test.statistic.toFixed(3)}${test.df === undefined ? ' (z)' : ` (χ², ${test.df} df)`} | ${test.pValue.toFixed(4)} | ${test.passed ? 'pass' : '**fail**'} |`;

function markdown(report: GameReport): { text: string; verdict: boolean } {
  const scaledFailures = report.scaled.filter(({ result }) => !result.passed).length;
  const allowed = failuresAllowed(report.scaled.length);
  const rawOk = report.raw.every((test) => test.passed);
  const sequenceOk = report.sequence.every((test) => test.passed);
  const rtpOk = report.rtp.exact === null || (report.rtp.exact >= report.rtp.low && report.rtp.exact <= report.rtp.high);
  const seedingOk = report.seeding.distinct === report.seeding.seeds && report.seeding.repeats === 0 && report.seeding.committed;
  const verdict = rawOk && sequenceOk && scaledFailures <= allowed && rtpOk && seedingOk;
  const lines = [
    `# ${report.game}: random number generation and return to player`,
    '',
    `Generated by \`npm run certify\` on ${new Date().toISOString().slice(0, 10)}. Each test is judged at ${CONFIDENCE * 100}% confidence: a fair generator fails one test in a hundred by chance.`,
    '',
    `**Verdict: ${verdict ? 'every figure is as a fair generator and the published math give it' : 'see the failures below'}.**`,
    '',
    '## The generator',
    '',
    'Every outcome comes from the fair stream: HMAC-SHA256 keyed with the server seed (64 hexadecimal characters, as text) over the message `client seed:nonce:cursor`, cursor 0, 1, 2 …; each 32-byte block gives eight numbers, bytes 4i to 4i+3 read as a big-endian unsigned integer divided by 2^32. The game reads them in order as below(n) = ⌊number × n⌋ and weighted(w) (the first index whose running total of w exceeds ⌊number × Σw⌋); the fairness page publishes the game\'s whole recipe.',
    '',
    `## Raw output (${DRAWS.toLocaleString('en')} numbers)`,
    '',
    '| test | statistic | p-value | at 99% |',
    '|---|---|---|---|',
    ...report.raw.map(row),
    '',
    `## Scaled outputs (${report.rounds.toLocaleString('en')} rounds played by the game's engine)`,
    '',
    `Every scaled read of a round, by its place in the round (reel stops, symbols, tiers, shuffles), against the distribution it must follow. ${report.scaled.length} tests; a fair generator fails about ${Math.round(report.scaled.length * (1 - CONFIDENCE))} of them by chance, and more than ${allowed} one time in a thousand: **${scaledFailures} failed**.`,
    '',
    '| test | statistic | p-value | at 99% |',
    '|---|---|---|---|',
    ...report.scaled.map(({ result }) => row(result)),
    ...report.sequence.map(row),
    '',
    '## Return to player',
    '',
    `| measured over ${report.rounds.toLocaleString('en')} rounds | 99% interval | exact | exact within the interval |`,
    '|---|---|---|---|',
    `| ${report.rtp.measured.toFixed(3)}% | ${report.rtp.low.toFixed(3)}% – ${report.rtp.high.toFixed(3)}% | ${report.rtp.exact === null ? 'n/a' : `${report.rtp.exact.toFixed(4)}%`} | ${report.rtp.exact === null ? 'n/a' : rtpOk ? 'yes' : '**no**'} |`,
    '',
    report.rtp.method ? `Exact by ${report.rtp.method}.` : 'No exact figure: the simulation is the measure.',
    '',
    '## Seeding and non-repeatability',
    '',
    `- Server seeds are 32 bytes of the operating system's cryptographic random source (Node.js crypto.randomBytes). ${report.seeding.seeds.toLocaleString('en')} seeds made so were ${report.seeding.distinct === report.seeding.seeds ? 'all distinct' : `**${report.seeding.seeds - report.seeding.distinct} repeated**`}.`,
    '- Before a seed pair is used, the player is shown the SHA-256 of its server seed (and of the next pair\'s); the seed is revealed when the pair is rotated, so a round is verified against a commitment made before it was played. The next pair\'s server seed is fixed before the player chooses its client seed.',
    `- A round's numbers come from its own nonce, which counts up by one per round of a pair: the first block of ${report.seeding.roundsCompared.toLocaleString('en')} consecutive rounds of one pair held ${report.seeding.repeats === 0 ? 'no repeat' : `**${report.seeding.repeats} repeats**`}. A pair's nonce is taken in the same transaction as the round, so no two rounds share one.`,
    '',
  ];
  return { text: lines.join('\n'), verdict };
}

await mkdir(OUT, { recursive: true });
const summary: string[] = ['# Certification reports', '', `Generated by \`npm run certify\` on ${new Date().toISOString().slice(0, 10)}: ${DRAWS.toLocaleString('en')} raw numbers and ${ROUNDS.toLocaleString('en')} rounds per game.`, '', '| game | verdict |', '|---|---|'];
let failed = false;
for (const id of ids) {
  const report = await certify(id);
  const { text, verdict } = markdown(report);
  await writeFile(join(OUT, `${id}.md`), text);
  summary.push(`| [${id}](${id}.md) | ${verdict ? 'pass' : '**see the report**'} |`);
  console.log(`${id}: ${verdict ? 'pass' : 'SEE THE REPORT'} (${join(OUT, `${id}.md`)})`);
  if (!verdict) failed = true;
}
await writeFile(join(OUT, 'index.md'), `${summary.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
