/**
 * Bundle and map start-up, on the built app served locally:
 * - gzip size of the JavaScript the first paint needs (entry + its static imports: logo,
 *   "Kaart laden..." overlay, footer), target ≤ 150 KB;
 * - MapLibre in its own lazy chunk, and its worker;
 * - everything the map screen needs (first paint + map + drawer), target ≤ 550 KB;
 * - that supabase-js, howler and swiper stay out of the first paint;
 * - time from navigation to the map's `load` event (performance mark 'map-load'), cold, in
 *   headless Chromium at 390x844, with the network as it is and with every request outside
 *   the app's origin blocked.
 * Run: npx tsx scripts/bench/bundle.bench.ts   (BENCH_BUILD=1 forces a fresh build)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalServer } from '../../supabase/local/server.ts';
import { launchBrowser, newPhone } from '../../tests/support/browser.ts';
import { DIST as dist, ensureBuild } from './support/build.ts';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const manifestPath = path.join(dist, '.vite/manifest.json');

const FIRST_PAINT_TARGET_KB = 150;
const MAP_SCREEN_TARGET_KB = 550;
/**
 * Lazy chunks the map screen loads right away (the map, the drawer's sheet): by source where
 * the module has a chunk of its own, by name where a first-screen stage took it in
 * (vite.config.ts, scripts/vite/firstScreenChunks.ts: the sheet is in 'screen').
 */
const MAP_SCREEN_LAZY = ['src/ui/map/RouteMap.tsx', 'src/ui/drawer/StopSheet.tsx', 'screen'];
const RUNS = 3;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string): number =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunk and everything it imports statically (what the browser must fetch before running it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

const files = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...keys].map((k) => manifest[k]?.file).filter((f): f is string => !!f);

function report(name: string, value: string, note = ''): void {
  console.log(`${name}: ${value}${note ? ` (${note})` : ''}`);
}

function sizes(manifest: Manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const firstPaint = staticClosure(manifest, entryKey);
  const firstPaintFiles = files(manifest, firstPaint);
  const firstPaintBytes = firstPaintFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  const firstPaintCss = firstPaintFiles.length
    ? [...firstPaint].flatMap((k) => manifest[k]?.css ?? []).reduce((s, f) => s + gzipSize(f), 0)
    : 0;

  const mapScreen = new Set(firstPaint);
  for (const wanted of MAP_SCREEN_LAZY) {
    const key = manifest[wanted]
      ? wanted
      : Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]?.name === wanted);
    if (key) staticClosure(manifest, key, mapScreen);
  }
  const mapScreenFiles = files(manifest, mapScreen);
  const mapScreenBytes = mapScreenFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  const mapChunk = manifest['src/ui/map/RouteMap.tsx'];
  const worker = mapChunk?.assets?.find((a) => a.includes('maplibre-gl-worker'));
  const workerBytes = worker ? gzipSize(worker) : 0;
  const mapChunkBytes = mapChunk ? gzipSize(mapChunk.file) : 0;
  const mapInFirstPaint = firstPaintFiles.some((f) =>
    readFileSync(path.join(dist, f), 'utf8').includes('maplibregl-canvas'),
  );

  const firstPaintText = firstPaintFiles
    .map((f) => readFileSync(path.join(dist, f), 'utf8'))
    .join('\n');
  const heavyInFirstPaint = Object.entries({
    'supabase-js': /GoTrueClient|PostgrestClient/,
    howler: /Howler|howler/,
    swiper: /swiper-wrapper|swiper-slide/,
    maplibre: /maplibregl-canvas/,
    // The engine starts after first paint (src/app/main.tsx); an action the first screen calls
    // can drag it in through a static import of src/sync/supabase/runtime.ts.
    'sync engine': /sync pull failed/,
  })
    .filter(([, marker]) => marker.test(firstPaintText))
    .map(([name]) => name);

  report(
    'bundle.first_paint_js',
    kb(firstPaintBytes),
    `gzip, ${firstPaintFiles.length} files; target ≤ ${FIRST_PAINT_TARGET_KB} KB`,
  );
  report('bundle.first_paint_css', kb(firstPaintCss), 'gzip');
  report(
    'bundle.maplibre_chunk',
    kb(mapChunkBytes),
    `gzip; own lazy chunk: ${mapInFirstPaint ? 'NO' : 'yes'}`,
  );
  report('bundle.maplibre_worker', kb(workerBytes), `gzip; ${worker ?? 'not found'}`);
  report(
    'bundle.map_screen_js',
    kb(mapScreenBytes),
    `gzip, first paint + map + drawer, worker not included; target ≤ ${MAP_SCREEN_TARGET_KB} KB`,
  );
  report('bundle.map_screen_js_with_worker', kb(mapScreenBytes + workerBytes), 'gzip');
  report(
    'bundle.heavy_libs_in_first_paint',
    heavyInFirstPaint.length ? heavyInFirstPaint.join(', ') : 'none',
    'target: none',
  );

  const lazy = Object.entries(manifest)
    .filter(([k, c]) => !mapScreen.has(k) && c.file.endsWith('.js'))
    .map(([k, c]) => `${c.src ?? k} ${kb(gzipSize(c.file))}`);
  report('bundle.loaded_when_needed', lazy.join('; ') || 'none');
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function mapLoadTimes(): Promise<void> {
  const server = await startLocalServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    distDir: dist,
  });
  const browser = await launchBrowser();
  try {
    for (const blockThirdParty of [false, true]) {
      const loads: number[] = [];
      const paints: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Blocking third parties shows what the app costs itself (no map style, no tiles).
        const context = await newPhone(browser, {
          ...(blockThirdParty ? { offlineFrom: server.url } : {}),
        });
        const page = await context.newPage();
        await page.goto(server.url);
        await page.waitForFunction(
          () => performance.getEntriesByName('map-load').length > 0,
          undefined,
          {
            timeout: 60_000,
          },
        );
        const [load, paint] = await page.evaluate(() => [
          performance.getEntriesByName('map-load')[0]?.startTime ?? Number.NaN,
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        ]);
        loads.push(load);
        paints.push(paint);
        await context.close();
      }
      const label = blockThirdParty ? 'third_party_blocked' : 'network_as_is';
      report(
        `startup.first_contentful_paint.${label}`,
        `${median(paints).toFixed(0)} ms`,
        `median of ${RUNS}, cold`,
      );
      report(
        `startup.map_load.${label}`,
        `${median(loads).toFixed(0)} ms`,
        `median of ${RUNS}, cold, navigation → map load`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

ensureBuild();
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
sizes(manifest);
await mapLoadTimes();
