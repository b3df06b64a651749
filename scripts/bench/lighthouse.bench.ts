/**
 * The app as a visitor's phone gets it (issue 16's figures), on the production build served
 * by the local server (in-process, 127.0.0.1, a free port), every other host unreachable:
 * - Lighthouse 12, mobile preset, median of 5 runs (LIGHTHOUSE_RUNS to change): performance,
 *   accessibility, best practices and SEO scores; FCP, LCP, TBT (and each run's, the figure
 *   the machine's busy spells move most); CLS; the JS + CSS requested before the map chunk
 *   and in all, on the wire. This and the variants below take turns, one run of each per
 *   round, so a busy spell falls on all of them alike;
 * - the same with the slow link and CPU applied to the real load (Lighthouse's devtools
 *   throttling) instead of simulated from a fast one: performance, FCP, LCP, TBT, CLS; the
 *   simulation charges a module script that finished before the first paint to that paint
 *   (support/lighthouseRuns.ts, Throttling), which this figure does not;
 * - the same with the map's canvas hidden by a style injected into a copy of the build's
 *   index.html (MapLibre still loads, starts and draws into it: software rendering is hidden
 *   from the screen, not from the CPU);
 * - the same with the map's chunk refused (MapLibre never loads; the app shows its "map
 *   unavailable" ground): the app's own work without the map;
 * - MapLibre alone (scripts/bench/bareMap: the app's MapLibre build, worker and fallback
 *   style, nothing else): the floor no app code can take away, as Lighthouse's performance
 *   and TBT with its canvas shown and hidden (the floor under each of the app's two figures),
 *   and as navigation → `load` with its files cached (the offline cold start's case);
 * - the whole first visit on the wire, the service worker's install (precache) included;
 * - the offline cold start: worker installed, offline, navigation to the map's `load`; median
 *   of 9 (COLD_START_RUNS to change) with the fastest and slowest, since one run's spread on a
 *   shared machine is about 100 ms;
 * - the full subscriber snapshot of the bench catalogue (1 000 routes / 10 000 locations)
 *   over HTTP: raw and compressed bytes, server time, and the share of the article fields.
 *   With TEST_DATABASE_URL (a Postgres server, as in CI) the snapshot's server time is also
 *   measured on Postgres, the database production runs on; PGlite is the local default.
 * A bench reports; it does not fail on a missed target. BENCH_BUILD=1 rebuilds dist/ first.
 * Run: npx tsx scripts/bench/lighthouse.bench.ts   (about 8-10 minutes)
 */
import { rm } from 'node:fs/promises';
import { startLocalServer } from '../../supabase/local/server.ts';
import { launchBrowser } from '../../tests/support/browser.ts';
import { BARE_MAP_PATH, bareMapWarmStart } from './support/bareMap.ts';
import { buildBenchCopy } from './support/benchCopy.ts';
import { DIST, ensureBuild } from './support/build.ts';
import { firstVisitBytes, offlineColdStart } from './support/firstVisit.ts';
import { type LighthouseSummary, lighthouseInterleaved } from './support/lighthouseRuns.ts';
import { measureSnapshotWire } from './support/snapshotWire.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const COLD_START_RUNS = Number(process.env.COLD_START_RUNS ?? 9);
/** The map's chunk (RouteMap and MapLibre in it), refused for the "without the map" runs. */
const MAP_CHUNK = '*/assets/RouteMap-*';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

function report(name: string, value: string, note = ''): void {
  console.log(`${name}: ${value}${note ? ` (${note})` : ''}`);
}

type Variants = Record<
  'full' | 'applied' | 'hidden' | 'blocked' | 'bare' | 'bareHidden',
  LighthouseSummary
>;

function reportLighthouse({ full, applied, hidden, blocked, bare, bareHidden }: Variants): void {
  // [name, figure, target, whether MapLibre alone has a figure worth comparing]
  const rows: [string, (f: LighthouseSummary) => string, string, boolean][] = [
    ['performance', (f) => String(f.performance), 'target ≥ 92', true],
    ['accessibility', (f) => String(f.accessibility), 'target ≥ 95', false],
    ['best_practices', (f) => String(f.bestPractices), 'target ≥ 95', false],
    ['seo', (f) => String(f.seo), 'target ≥ 95', false],
    ['first_contentful_paint', (f) => ms(f.fcpMs), 'target ≤ 1200 ms', false],
    ['largest_contentful_paint', (f) => ms(f.lcpMs), 'target ≤ 2500 ms', false],
    [
      'total_blocking_time',
      (f) => ms(f.tbtMs),
      `target ≤ 200 ms; its ${RUNS} runs: ${full.tbtRunsMs.map(ms).join(', ')}`,
      true,
    ],
    ['cumulative_layout_shift', (f) => f.cls.toFixed(3), 'target ≤ 0.1', false],
    ['js_css_before_map', (f) => kb(f.jsCssBeforeMapBytes), 'on the wire; target ≤ 120 KB', false],
    [
      'js_css_first_load',
      (f) => kb(f.jsCssBytes),
      'on the wire, everything the load requested',
      true,
    ],
    ['page_load_bytes', (f) => kb(f.totalBytes), "Lighthouse's total byte weight", true],
  ];
  for (const [name, show, target, withBare] of rows) {
    const beside = [
      `map canvas hidden: ${show(hidden)}`,
      `map chunk refused: ${show(blocked)}`,
      ...(withBare ? [`MapLibre alone: ${show(bare)}, canvas hidden ${show(bareHidden)}`] : []),
    ];
    report(`lighthouse.${name}`, show(full), [target, ...beside].join('; '));
  }
  report(
    'lighthouse.applied_throttling',
    `performance ${applied.performance}, FCP ${ms(applied.fcpMs)}, LCP ${ms(applied.lcpMs)}, TBT ${ms(applied.tbtMs)}, CLS ${applied.cls.toFixed(3)}`,
    `median of ${RUNS}; the same slow 4G and 4x CPU applied to the load (devtools throttling) instead of simulated; targets as above`,
  );
  report('lighthouse.audits_below_90', full.failed.join(', ') || 'none', `in any of ${RUNS} runs`);
  for (const finding of full.findings) report('lighthouse.finding', finding);
}

async function main(): Promise<void> {
  ensureBuild();
  const benchDir = await buildBenchCopy(DIST);
  const options = { port: 0, host: '127.0.0.1', dataDir: 'memory' } as const;
  const server = await startLocalServer({ ...options, distDir: DIST });
  const benchServer = await startLocalServer({ ...options, distDir: benchDir });
  try {
    reportLighthouse(
      await lighthouseInterleaved(
        {
          full: { url: `${server.url}/` },
          applied: { url: `${server.url}/`, throttling: 'devtools' },
          hidden: { url: `${benchServer.url}/` },
          blocked: { url: `${server.url}/`, blocked: [MAP_CHUNK] },
          bare: { url: `${benchServer.url}${BARE_MAP_PATH}` },
          bareHidden: { url: `${benchServer.url}${BARE_MAP_PATH}?canvas=hidden` },
        },
        RUNS,
      ),
    );

    const browser = await launchBrowser();
    try {
      const visit = await firstVisitBytes(browser, `${server.url}/`);
      report(
        'first_visit.bytes_with_worker_install',
        mb(visit.bytes),
        `${visit.requests} responses, ${visit.workerRequests} by the service worker; on the wire`,
      );
      const starts: number[] = [];
      const bareStarts: number[] = [];
      // Interleaved, so a busy spell of the machine falls on both alike.
      for (let i = 0; i < COLD_START_RUNS; i++) {
        starts.push(await offlineColdStart(browser, `${server.url}/`));
        bareStarts.push(await bareMapWarmStart(browser, `${benchServer.url}${BARE_MAP_PATH}`));
      }
      report(
        'offline_cold_start.map_load',
        ms(median(starts)),
        `median of ${COLD_START_RUNS} (${ms(Math.min(...starts))} to ${ms(Math.max(...starts))}); worker installed, offline, navigation → map load; target ≤ 450 ms; MapLibre alone, its files cached: ${ms(median(bareStarts))}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    await benchServer.close();
    await rm(benchDir, { recursive: true, force: true });
  }

  const wire = await measureSnapshotWire();
  report(
    'snapshot.server_time',
    ms(wire.brMs),
    `full subscriber snapshot over HTTP, request to last byte, as sent to a browser (${wire.brCoding}); target ≤ 1000 ms; uncompressed ${ms(wire.identityMs)}`,
  );
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const onPostgres = await measureSnapshotWire(3, postgresUrl);
    report(
      'snapshot.server_time_postgres',
      ms(onPostgres.brMs),
      `the same on PostgreSQL (what production runs on) instead of PGlite; target ≤ 1000 ms; uncompressed ${ms(onPostgres.identityMs)}`,
    );
  }
  report(
    'snapshot.bytes',
    `${mb(wire.brBytes)} ${wire.brCoding}, ${mb(wire.gzipBytes)} ${wire.gzipCoding}`,
    `raw ${mb(wire.rawBytes)}; target ≤ 5 MB on the wire`,
  );
  report(
    'snapshot.article_fields',
    `${mb(wire.articleBytes)} raw (${((100 * wire.articleBytes) / wire.rawBytes).toFixed(0)} %)`,
    `article bodies sent in the snapshot (fetched on demand instead); without them: ${mb(wire.withoutArticles.rawBytes)} raw, ${mb(wire.withoutArticles.brBytes)} brotli`,
  );
  report(
    'snapshot.route_articles',
    `${(wire.routeArticles.rawBytes / 1e3).toFixed(1)} KB raw, ${(wire.routeArticles.brBytes / 1e3).toFixed(1)} KB ${wire.brCoding}, ${ms(wire.routeArticles.ms)}`,
    `location_articles for one route's ${wire.routeArticles.stops} stops: what opening a route (or packing it) fetches`,
  );
}

await main();
