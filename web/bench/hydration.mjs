// What blocks a phone's main thread while a server-rendered page becomes
// the app's (issue 70): each public route loaded in Chromium with its CPU
// unslowed, traced with the DevTools Protocol's timeline and CPU sampler.
// Lighthouse's simulated throttling does the same sum: a task's duration
// times the CPU slowdown, less 50 ms, for each task after the first
// contentful paint. Here each such task is named by what ran in it (the
// JavaScript functions its samples spent most time in), so that a long
// task is found, not only counted.
// Usage: node bench/hydration.mjs BASE_URL SLOWDOWN RUNS ROUTE...
// Prints, per route, the median of RUNS loads of that sum, and the long
// tasks of the run whose sum was the median, by when they started after
// the first contentful paint (a task under way at the paint counts whole).
import { launch, median } from './phone.mjs';

const [base, slowdownArg = '4', runsArg = '3', ...routes] = process.argv.slice(2);
const slowdown = Number(slowdownArg);
const runs = Number(runsArg);
const LONG = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'loading'];

/** The trace's long tasks after the first contentful paint (as the phone
 * would run them), each with its top frames. */
function longTasks(events) {
  const thread = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'ParseHTML'));
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const fcp = mine.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  // The main thread's CPU samples (their chunks carry the profile's id).
  const ids = new Set(mine.filter((e) => e.name === 'Profile').map((e) => e.id));
  const nodes = new Map();
  const samples = [];
  let at = 0;
  for (const chunk of events.filter((e) => e.pid === thread.pid && ids.has(e.id))) {
    if (chunk.name === 'Profile') {
      at = chunk.args.data.startTime;
      continue;
    }
    const profile = chunk.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    (profile.samples ?? []).forEach((id, i) => {
      at += chunk.args.data.timeDeltas[i];
      samples.push([at, id]);
    });
  }
  const frame = (node) => `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').split('/').pop()}`;
  const tasks = [];
  for (const task of mine.filter((e) => e.name === 'RunTask' && e.ph === 'X')) {
    const ms = task.dur / 1000;
    const blocking = ms * slowdown - LONG;
    if (blocking <= 0 || task.ts + task.dur < fcp) continue;
    const counts = new Map();
    // And each sample's own function, where the time was spent.
    const own = new Map();
    for (const [ts, id] of samples) {
      if (ts < task.ts || ts > task.ts + task.dur) continue;
      const leaf = nodes.get(id);
      if (leaf) own.set(frame(leaf), (own.get(frame(leaf)) ?? 0) + 1);
      const seen = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const name = frame(node);
        if (name.startsWith('(') || seen.has(name)) continue;
        seen.add(name);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    const total = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur).length || 1;
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`);
    // The app's components and hooks (by React's naming rule), where
    // React's own frames hide which part of the page took the time.
    const app = [...counts.entries()]
      .filter(([name]) => /^([A-Z]|use[A-Z])/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, n]) => `${name.split(' ')[0]} ${Math.round((100 * n) / total)}%`);
    const self = [...own.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`);
    tasks.push({ at: (task.ts - fcp) / 1000, ms, blocking, top, app, self });
  }
  return tasks;
}

const browser = await launch();
try {
  for (const route of routes) {
    const loads = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${base}${route}`, { waitUntil: 'load' });
      // Until the app has the page and the device's copy is loaded.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const trace = JSON.parse((await browser.stopTracing()).toString());
      const tasks = longTasks(trace.traceEvents);
      loads.push({ tbt: tasks.reduce((sum, t) => sum + t.blocking, 0), tasks });
      await context.close();
    }
    const tbt = median(loads.map((l) => l.tbt));
    console.log(`${route.padEnd(32)} ${String(Math.round(tbt)).padStart(5)} ms blocking (CPU ${slowdown}x; runs: ${loads.map((l) => Math.round(l.tbt)).join(', ')})`);
    for (const task of loads.find((l) => l.tbt === tbt).tasks) {
      console.log(`    ${task.at.toFixed(0).padStart(5)} ms after the first paint: ${task.ms.toFixed(1)} ms -> ${Math.round(task.blocking)} ms blocking: ${task.top.join(', ') || '(no JavaScript: parsing, style, layout)'}`);
      if (task.app.length > 0) console.log(`          components and hooks: ${task.app.join(', ')}`);
      if (task.self.length > 0) console.log(`          its own time in: ${task.self.join(', ')}`);
    }
  }
} finally {
  await browser.close();
}
