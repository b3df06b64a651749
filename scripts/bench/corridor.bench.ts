/**
 * The built-in route's map corridor and pack list, computed (no network):
 * - tiles within 250 m of the route versus its buffered bounding box, per zoom 14–18;
 * - the pack list's files by kind for a 390 px phone at 2x with the test vector style
 *   (a z14 source, as most vector sources are), and the bytes of the bundled media.
 * Run: npx tsx scripts/bench/corridor.bench.ts
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_STOPS,
} from '../../src/db/builtin/museumplein.ts';
import type { StyleJson, TileJson } from '../../src/domain/mapStyle.ts';
import { packList } from '../../src/domain/packList.ts';
import { boundingBoxTiles, corridorTiles, routeLines } from '../../src/domain/tileCorridor.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const json = <T>(p: string): T => JSON.parse(readFileSync(path.join(root, p), 'utf8')) as T;

const points = BUILTIN_LOCATIONS.map((l) => ({ lat: l.lat!, lng: l.lng! }));
const lines = routeLines(BUILTIN_ROUTE.path, points);
for (let z = 14; z <= 18; z++) {
  const started = performance.now();
  const corridor = corridorTiles(lines, z).length;
  const ms = performance.now() - started;
  const box = boundingBoxTiles(lines, z).length;
  console.log(
    `corridor tiles z${z}: ${corridor} tiles (bounding box ${box}, ${Math.round((100 * corridor) / box)}%; computed in ${ms.toFixed(1)} ms)`,
  );
}

const started = performance.now();
const files = packList({
  route: BUILTIN_ROUTE,
  stops: BUILTIN_STOPS.map((stop, i) => ({ stop, location: BUILTIN_LOCATIONS[i]! })),
  device: { dpr: 2, imageCssWidths: [390] },
  map: {
    styleUrl: 'https://tiles.example.org/styles/liberty',
    style: json<StyleJson>('tests/fixtures/map/style.json'),
    tileJsons: {
      'https://tiles.example.org/planet': json<TileJson>('tests/fixtures/map/planet.tilejson.json'),
    },
  },
});
const listMs = performance.now() - started;
const byKind = new Map<string, number>();
for (const f of files) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
console.log(
  `built-in pack list: ${files.length} files (${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ')}) in ${listMs.toFixed(1)} ms`,
);
const mediaBytes = files
  .filter((f) => f.url.startsWith('/'))
  .reduce((sum, f) => sum + statSync(path.join(root, 'public', f.url.split('?')[0]!)).size, 0);
console.log(
  `built-in pack bundled media: ${(mediaBytes / 1024 / 1024).toFixed(2)} MB (audio and images as stored; map files not counted)`,
);
