/**
 * Sync benchmarks on fake-indexeddb (the same Dexie code the browser runs):
 * - applying a full snapshot of 1 000 routes / 10 000 locations (target < 1.5 s);
 * - re-applying that snapshot unchanged (nothing is written);
 * - whether a live query of one route's stops re-renders after a pull that does not touch
 *   that route (it must not), and how soon it does after a pull that does.
 * Run: npx tsx scripts/bench/sync-apply.bench.ts
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { RoutegidsDB } from '../../src/db/database.ts';
import { queryRouteStops } from '../../src/db/hooks/routeQueries.ts';
import type { LocationRow, RouteRow, RouteStopRow } from '../../src/domain/rows.ts';
import { applyPull } from '../../src/sync/applyPull.ts';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { location, route, stop } from '../../tests/fixtures/rows.ts';

const ROUTES = 1_000;
const STOPS_PER_ROUTE = 10;
const COLD_RUNS = 3;

let seq = 0;
const next = () => ++seq;

function routeRow(i: number): RouteRow {
  return route(`route-${i}`, {
    description: 'Een wandeling door de stad, langs verhalen die je nergens anders hoort.',
    description_en: 'A walk through the city, past stories you will not hear anywhere else.',
    daypass: i % 2 === 0,
    is_trial: i === 0,
    distance_m: 1348,
    stop_count: STOPS_PER_ROUTE,
    change_seq: next(),
  });
}

/** A story with the size of a real one: two slider images and an article in both languages. */
function locationRow(i: number): LocationRow {
  return location(`loc-${i}`, {
    slug: `verhaal-${i}`,
    webflow_item_id: `wf-${i}`,
    webflow_collection_id: 'wf',
    created_on: '2024-01-01T00:00:00Z',
    updated_on: '2024-01-01T00:00:00Z',
    published_on: '2024-01-01T00:00:00Z',
    slider_images: [
      `/storage/v1/object/public/media/${i}-1.webp`,
      `/storage/v1/object/public/media/${i}-2.webp`,
    ],
    intro: 'Introtekst van dit verhaal.',
    article_nl: `<p>${'Een verhaal over deze plek. '.repeat(40)}</p>`,
    article_en: `<p>${'A story about this place. '.repeat(40)}</p>`,
    title_nl: `Verhaal ${i}`,
    title_en: `Story ${i}`,
    lat: 52.35 + (i % 100) / 1000,
    lng: 4.85 + Math.floor(i / 100) / 1000,
    author: 'Redactie',
    change_seq: next(),
  });
}

const stopRow = (r: number, k: number): RouteStopRow =>
  stop(`stop-${r}-${k}`, `route-${r}`, `loc-${r * STOPS_PER_ROUTE + k}`, k + 1, next());

function snapshot(): SyncPullResponse {
  const routes = Array.from({ length: ROUTES }, (_, i) => routeRow(i));
  const locations = Array.from({ length: ROUTES * STOPS_PER_ROUTE }, (_, i) => locationRow(i));
  const stops = routes.flatMap((_, r) =>
    Array.from({ length: STOPS_PER_ROUTE }, (_, k) => stopRow(r, k)),
  );
  return {
    cursor: seq,
    full: true,
    access_key: 'subscriber',
    access: { has_subscription: true, has_day_pass: false, day_pass_expiry: null, checked_at: '' },
    routes,
    route_locations: stops,
    locations,
    like_counts: locations
      .filter((_, i) => i % 5 === 0)
      .map((l, i) => ({ location_id: l.id, likes: i % 17 })),
    my_likes: [],
    removed: { routes: [], route_locations: [], locations: [] },
  };
}

/** An incremental pull that edits 100 other routes, their stops and stories. */
function unrelatedChanges(full: SyncPullResponse, skipRoute: string): SyncPullResponse {
  const routes = full.routes.filter((r) => r.id !== skipRoute).slice(0, 100);
  const ids = new Set(routes.map((r) => r.id));
  const stops = full.route_locations.filter((s) => ids.has(s.route_id));
  const locIds = new Set(stops.map((s) => s.location_id));
  return {
    ...full,
    full: false,
    routes: routes.map((r) => ({ ...r, name: `${r.name}*`, change_seq: next() })),
    route_locations: stops.map((s) => ({ ...s, change_seq: next() })),
    locations: full.locations
      .filter((l) => locIds.has(l.id))
      .map((l) => ({ ...l, title_nl: `${l.title_nl}*`, change_seq: next() })),
    like_counts: [],
    cursor: seq,
  };
}

const now = () => performance.now();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const db = new RoutegidsDB(`bench-sync-${process.pid}`);
  await db.open();
  const full = snapshot();
  const opts = { userId: null, now: new Date().toISOString() };

  // A shared CI machine is noisy: the median of a few cold applies, each into an empty store.
  const cold: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const empty = new RoutegidsDB(`bench-sync-${process.pid}-cold-${run}`);
    await empty.open();
    const started = now();
    await applyPull(empty, full, opts);
    cold.push(now() - started);
    empty.close();
  }
  cold.sort((a, b) => a - b);
  console.log(
    `sync apply full snapshot (1000 routes / 10000 locations): ${cold[COLD_RUNS >> 1]?.toFixed(0)} ms median of ${COLD_RUNS}, slowest ${cold.at(-1)?.toFixed(0)} ms (target < 1500 ms)`,
  );
  await applyPull(db, full, opts);

  let t = now();
  const again = await applyPull(db, full, opts);
  console.log(`sync re-apply unchanged full snapshot: ${(now() - t).toFixed(0)} ms`);
  console.log(`sync rows written by an unchanged snapshot: ${again?.written ?? 0} rows (target 0)`);

  const watched = 'route-500';
  let renders = 0;
  let rendered: () => void = () => {};
  const sub = liveQuery(() => queryRouteStops(db, watched)).subscribe(() => {
    renders += 1;
    rendered();
  });
  await new Promise<void>((r) => {
    rendered = r;
  });
  const before = renders;
  await applyPull(db, unrelatedChanges(full, watched), opts);
  await wait(200);
  console.log(
    `sync live query re-renders of an untouched route after a pull: ${renders - before} renders (target 0)`,
  );

  const touched = full.locations.find((l) => l.id === 'loc-5000');
  if (!touched) throw new Error('bench data has no loc-5000');
  const renderedAgain = new Promise<void>((r) => {
    rendered = r;
  });
  t = now();
  await applyPull(
    db,
    {
      ...unrelatedChanges(full, watched),
      routes: [],
      route_locations: [],
      locations: [{ ...touched, title_nl: 'Nieuw', change_seq: next() }],
      cursor: seq,
    },
    opts,
  );
  await renderedAgain;
  console.log(
    `sync live query re-render after a pull touching its route: ${(now() - t).toFixed(1)} ms`,
  );
  sub.unsubscribe();
  db.close();
}

await main();
