/**
 * Where the main thread's time goes from navigation to the map's `load`, by source file: a
 * CPU profile (Chromium's sampling profiler over CDP, 4x CPU slowdown as Lighthouse's mobile
 * preset) of the production build, built once more with source maps into a temporary folder
 * and mapped back to `src/…` and `node_modules/<package>`. Not part of `npm run bench` (not a
 * .bench.ts): run it when deciding what the entry chunk should stop doing at start.
 * PROFILE_AFTER_LOAD_MS=8000 goes on profiling that long after the map's `load` (sync, the
 * worker's install, the re-renders they cause) and adds a third column for it.
 * PROFILE_OFFLINE=1 profiles the offline cold start instead: the service worker installed by a
 * first visit, then the app opened again with the network off (as offline_cold_start measures).
 * Run: npx tsx scripts/bench/profile-startup.ts   (PROFILE_CPU_RATE=1 for no slowdown)
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { startLocalServer } from '../../supabase/local/server.ts';
import { launchBrowser, newPhone } from '../../tests/support/browser.ts';
import { ROOT } from './support/build.ts';

type Node = {
  id: number;
  children?: number[];
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
};
type Profile = {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const AFTER_LOAD_MS = Number(process.env.PROFILE_AFTER_LOAD_MS ?? 0);
const OFFLINE = process.env.PROFILE_OFFLINE === '1';

function buildWithMaps(outDir: string): void {
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

/** `src/…`, `node_modules/<package>`, or what the runtime calls it. */
function owner(source: string | null, fallback: string): string {
  if (!source) return fallback;
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return `node_modules/${rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'routegids-profile-'));
  buildWithMaps(outDir);
  const server = await startLocalServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    distDir: outDir,
  });
  const browser = await launchBrowser();
  try {
    const context = await newPhone(browser, { offlineFrom: server.url, serviceWorker: OFFLINE });
    if (OFFLINE) {
      const first = await context.newPage();
      await first.goto(`${server.url}/`);
      await first.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await first.close();
      await context.setOffline(true);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: [number, number][] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => performance.getEntriesByName('map-load').length > 0, null, {
      timeout: 120_000,
    });
    if (AFTER_LOAD_MS > 0) await page.waitForTimeout(AFTER_LOAD_MS);
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      mapLoad: performance.getEntriesByName('map-load')[0]?.startTime ?? 0,
      now: performance.now(),
      longTasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    }));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    // The profile's clock (µs) at the page's navigation start, near enough for two windows.
    const navigationStart = profile.endTime / 1000 - marks.now;

    const maps = new Map<string, TraceMap | null>();
    const mapFor = async (url: string) => {
      if (!maps.has(url)) {
        const file = path.join(outDir, new URL(url).pathname);
        maps.set(
          url,
          await readFile(`${file}.map`, 'utf8').then(
            (t) => new TraceMap(t),
            () => null,
          ),
        );
      }
      return maps.get(url) ?? null;
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const frameOwner = new Map<number, string>();
    const ownerOf = async (node: Node): Promise<string> => {
      const known = frameOwner.get(node.id);
      if (known) return known;
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      let key = functionName ? `(${functionName})` : '(program)';
      if (url.startsWith(server.url)) {
        const map = await mapFor(url);
        const pos = map
          ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
          : null;
        key = owner(pos?.source ?? null, new URL(url).pathname);
      } else if (url) key = 'other scripts';
      frameOwner.set(node.id, key);
      return key;
    };
    /** The app file nearest the sample on its stack: the code that asked for the work. */
    const responsible = async (node: Node): Promise<string> => {
      for (let n: Node | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
        const o = await ownerOf(n);
        if (o.startsWith('src/')) return o;
      }
      return ownerOf(node);
    };
    type Tally = Map<string, [number, number, number]>;
    const self: Tally = new Map();
    const blame: Tally = new Map();
    const add = (t: Tally, key: string, ms: number, phase: 0 | 1 | 2) => {
      const row = t.get(key) ?? [0, 0, 0];
      row[phase] += ms;
      t.set(key, row);
    };
    const inTask = new Map<number, Map<string, number>>();
    let at = profile.startTime / 1000;
    for (let i = 0; i < profile.samples.length; i++) {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      at += ms;
      const node = byId.get(profile.samples[i] as number);
      const since = at - navigationStart;
      if (!node || since < 0) continue;
      const phase = since <= marks.fcp ? 0 : since <= marks.mapLoad ? 1 : 2;
      add(self, await ownerOf(node), ms, phase);
      add(blame, await responsible(node), ms, phase);
      const task = marks.longTasks.findIndex(([s, d]) => since >= s && since <= s + d);
      if (task >= 0) {
        const tally = inTask.get(task) ?? new Map<string, number>();
        const key = await responsible(node);
        tally.set(key, (tally.get(key) ?? 0) + ms);
        inTask.set(task, tally);
      }
    }
    console.log(
      `startup profile (CPU ${RATE}x slower): first contentful paint ${marks.fcp.toFixed(0)} ms, map load ${marks.mapLoad.toFixed(0)} ms after navigation`,
    );
    const print = (title: string, t: Tally) => {
      const after = AFTER_LOAD_MS > 0 ? ` / ${AFTER_LOAD_MS} ms after it` : '';
      console.log(`${title} (ms before first paint / after it, until map load${after})`);
      const sum = (r: number[]) => r.reduce((a, b) => a + b, 0);
      const rows = [...t.entries()].sort((a, b) => sum(b[1]) - sum(a[1]));
      for (const [key, row] of rows.slice(0, 25)) {
        const cells = (AFTER_LOAD_MS > 0 ? row : row.slice(0, 2)).map((v) =>
          v.toFixed(0).padStart(6),
        );
        console.log(`  ${cells.join(' ')}  ${key}`);
      }
    };
    print('self time by file or package', self);
    print('by the app file nearest on the stack', blame);
    const blocking = marks.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    console.log(
      `long tasks (over 50 ms): ${marks.longTasks.length}, blocking ${blocking.toFixed(0)} ms in all`,
    );
    marks.longTasks.forEach(([start, duration], i) => {
      const top = [...(inTask.get(i) ?? new Map()).entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ');
      console.log(
        `  at ${start.toFixed(0).padStart(6)} ms, ${duration.toFixed(0).padStart(4)} ms: ${top}`,
      );
    });
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
