#!/usr/bin/env node
// `npm run bench`: prints the numbers the issues hold us to. Benchmarks, not tests: they print
// figures and never fail on them. Timings are ratios measured in one run on one machine.
//
//   npm run bench                          # everything
//   npm run bench -- deposits scale        # only these parts: machine, size, deposits, store, game, spins, scale, postgres, lighthouse
//
// BENCH_SECONDS (5) and BENCH_ROUNDS (3) set the length of the throughput runs; BENCH_NODE_ARGS
// passes flags to the servers (`--cpu-prof --cpu-prof-dir=prof` to profile them).
const PARTS = ['machine', 'size', 'deposits', 'store', 'game', 'spins', 'scale', 'postgres', 'lighthouse'];
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  process.exit(1);
}
const run = (part) => asked.length === 0 || asked.includes(part);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

// ---- the machine the figures come from: JavaScript, fresh memory, fsync (bench/machine.mjs) -
if (run('machine')) (await import('./machine.mjs')).printMachine();

// ---- widget bundle size, a breakdown by library, each game's own chunks (bench/widget-size.mjs,
// bench/game-chunks.mjs) ----------------------------------------------------------------------
if (run('size')) {
  (await import('./widget-size.mjs')).printWidgetSize();
  (await import('./game-chunks.mjs')).printGameChunks();
}

// ---- durable deposits against the cheapest route (bench/deposits.mjs) -----------------------
if (run('deposits')) await (await import('./deposits.mjs')).runDepositBench({ seconds, rounds, connections: 50 });

// ---- the embedded store's statements in process (bench/store.mjs) ----------------------------
if (run('store')) await (await import('./store.mjs')).runStoreBench();

// ---- game API: bet + win round trips (bench/game.mjs) ---------------------------------------
if (run('game')) await (await import('./game.mjs')).runGameBench({ seconds: seconds * 2, workers: 50 });

// ---- slot spins for real and play money, the server's CPU per spin (bench/spins.mjs) --------
if (run('spins')) await (await import('./spins.mjs')).runSpinBench({ seconds: seconds * 2 });

// ---- one server process vs two on one PostgreSQL (bench/scale.mjs) ---------------------------
if (run('scale')) await (await import('./scale.mjs')).runScaleBench({ seconds, rounds, connections: 64 });

// ---- PostgreSQL's CPU per statement of the deposit path, by size (bench/postgres.mjs) -------
if (run('postgres')) await (await import('./postgres.mjs')).runPostgresBench();

// ---- site page speed: Lighthouse and initial JS per page (bench/lighthouse.mjs) -------------
if (run('lighthouse')) await (await import('./lighthouse.mjs')).runLighthouse();
