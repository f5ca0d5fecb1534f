// Where a page's main-thread time goes while it loads and hydrates, under Lighthouse's mobile CPU
// slowdown (4x; BENCH_CPU_SLOWDOWN): the tasks over 50 ms (what total blocking time counts) with
// the trace events inside them, then the JavaScript in each busy stretch, by function. Run after
// `npm run build`: `node bench/page-profile.mjs /games` (any site path; default /games). A tool to
// read, not a figure: it prints minified names, so read them against packages/site/dist/assets.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startBenchServer } from './server.mjs';

const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

export async function profilePage(path = '/games') {
  const { url, stop } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await cdp.send('Profiler.start');
    await page.goto(url + path);
    // The site marks #root[data-ready] once hydrated; the wallet starts when idle after that.
    await page.waitForSelector('#root[data-ready]');
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    console.log(`\n# ${path} at ${SLOWDOWN}x CPU slowdown: tasks over 50 ms (the longest events inside each)`);
    printLongTasks(events);
    console.log('\n# JavaScript by busy stretch (between idle samples), inclusive ms');
    printStretches(profile);
  } finally {
    await browser.close();
    await stop();
  }
}

function printLongTasks(events) {
  const tasks = events.filter((event) => event.name === 'RunTask' && event.dur > 50_000).sort((a, b) => a.ts - b.ts);
  const start = Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  for (const task of tasks) {
    const inside = new Map();
    for (const event of events) {
      if (event.ph !== 'X' || event.name === 'RunTask' || event.tid !== task.tid || event.pid !== task.pid) continue;
      if (event.ts < task.ts || event.ts + (event.dur ?? 0) > task.ts + task.dur) continue;
      const name = event.name + (event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : '');
      inside.set(name, Math.max(inside.get(name) ?? 0, event.dur ?? 0));
    }
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms  ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ` +
        top.map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`).join(' | '),
    );
  }
}

function printStretches(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (time += delta));
  const stretches = [];
  let current;
  profile.samples.forEach((id, index) => {
    if (byId.get(id).callFrame.functionName === '(idle)') {
      current = undefined;
      return;
    }
    if (!current) stretches.push((current = { start: times[index], end: times[index], samples: [] }));
    current.end = times[index];
    current.samples.push(index);
  });
  for (const stretch of stretches.filter((s) => s.end - s.start > 25_000)) {
    const inclusive = new Map();
    for (const index of stretch.samples) {
      const weight = profile.timeDeltas[index + 1] ?? 0;
      const seen = new Set();
      for (let id = profile.samples[index]; id !== undefined; id = parent.get(id)) {
        const key = name(byId.get(id));
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + weight);
      }
    }
    console.log(
      `\n${String(Math.round((stretch.start - profile.startTime) / 1000)).padStart(6)} ms, ${Math.round((stretch.end - stretch.start) / 1000)} ms busy`,
    );
    for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(1, 13)) {
      console.log(`  ${(us / 1000).toFixed(1).padStart(6)}  ${key}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await profilePage(process.argv[2]);
