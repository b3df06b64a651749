/**
 * Offline packs, end to end on this machine (production build, headless Chromium at 390x844,
 * the test map server of tests/support/testMap on loopback):
 * - the built-in route's pack: files and bytes as the worker stored them (target ≤ 15 MB);
 * - the map's share of it, and the corridor's tiles versus the bounding box at the source's
 *   maxzoom (the full per-zoom table is corridor.bench.ts);
 * - download time on loopback, from the worker's first progress to "complete";
 * - time from navigation to the map's `load` offline, served by the service worker from the
 *   precache and the pack (target < 1.5 s), median of several reloads.
 * The test map is synthetic (a street grid, a parks archive): a real vector style adds glyph
 * ranges of a few font stacks and larger tiles, a few hundred KB more.
 * Run: npx tsx scripts/bench/packs.bench.ts
 */
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_ROUTE_ID,
} from '../../src/db/builtin/museumplein.ts';
import { boundingBoxTiles, corridorTiles, routeLines } from '../../src/domain/tileCorridor.ts';
import { launchBrowser, newPhone } from '../../tests/support/browser.ts';
import { startPackApp } from '../../tests/support/packApp.ts';
import { STREET_MAXZOOM } from '../../tests/support/testMap/mapServer.ts';

const TARGET_MB = 15;
const TARGET_LOAD_MS = 1500;
const RELOADS = 5;

interface Row {
  state: string;
  bytes_total: number;
  files_total: number;
  files: { url: string; kind: string; bytes?: number }[];
}

const app = await startPackApp({ withUpdate: false });
const browser = await launchBrowser();
try {
  const context = await newPhone(browser, { serviceWorker: true });
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  const read = () =>
    page.evaluate(
      (id) =>
        new Promise<Row | null>((resolve) => {
          const open = indexedDB.open('routegids');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('packs')) return resolve(null);
            const r = db.transaction('packs').objectStore('packs').get(id);
            r.onsuccess = () => resolve((r.result as Row | undefined) ?? null);
          };
        }),
      BUILTIN_ROUTE_ID,
    );
  let started = 0;
  let row: Row | null = null;
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    row = await read();
    if (row && !started && row.state !== 'none') started = performance.now();
    if (row?.state === 'complete' || row?.state === 'error') break;
    await page.waitForTimeout(20);
  }
  const downloadMs = performance.now() - started;
  if (row?.state !== 'complete') throw new Error(`pack did not complete: ${row?.state}`);

  const mb = row.bytes_total / 1_000_000;
  const mapFiles = row.files.filter(
    (f) => !['audio', 'image', 'poster', 'inline-image', 'video'].includes(f.kind),
  );
  const mapBytes = mapFiles.reduce((s, f) => s + (f.bytes ?? 0), 0);
  console.log(
    `built-in pack: ${row.files_total} files, ${mb.toFixed(2)} MB (target ≤ ${TARGET_MB} MB) ${mb <= TARGET_MB ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `built-in pack map share: ${mapFiles.length} files, ${(mapBytes / 1000).toFixed(0)} kB (${mapFiles.filter((f) => f.kind === 'tile').length} tiles, ${mapFiles.filter((f) => f.kind === 'glyphs').length} glyph ranges, ${mapFiles.filter((f) => f.kind === 'pmtiles').length} archive)`,
  );
  const lines = routeLines(
    BUILTIN_ROUTE.path,
    BUILTIN_LOCATIONS.map((l) => ({ lat: l.lat!, lng: l.lng! })),
  );
  console.log(
    `corridor at the source maxzoom z${STREET_MAXZOOM}: ${corridorTiles(lines, STREET_MAXZOOM).length} tiles (bounding box ${boundingBoxTiles(lines, STREET_MAXZOOM).length})`,
  );
  console.log(`pack download on loopback: ${downloadMs.toFixed(0)} ms`);

  await context.setOffline(true);
  await app.map.stop();
  const times: number[] = [];
  for (let i = 0; i < RELOADS; i++) {
    await page.reload();
    await page.waitForFunction(
      () => performance.getEntriesByName('map-load').length > 0,
      undefined,
      {
        timeout: 30_000,
      },
    );
    times.push(
      await page.evaluate(
        () => performance.getEntriesByName('map-load')[0]?.startTime ?? Number.NaN,
      ),
    );
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `offline navigation → map load (service worker, pack): median ${median.toFixed(0)} ms of ${RELOADS} [${times.map((t) => t.toFixed(0)).join(', ')}] (target < ${TARGET_LOAD_MS} ms) ${median < TARGET_LOAD_MS ? 'OK' : 'MISSED'}`,
  );
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
