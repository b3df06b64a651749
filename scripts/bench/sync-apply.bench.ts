/**
 * Sync benchmarks on fake-indexeddb (the same Dexie code the browser runs):
 * - applying a full snapshot of 1 000 routes / 10 000 locations (target < 1.5 s), and the
 *   longest turn of the event loop meanwhile (what a task on the main thread could not run
 *   sooner; fake-indexeddb's own work counts too, so this is an upper bound; target ≤ 50 ms);
 * - re-applying that snapshot unchanged (nothing is written);
 * - whether a live query of one route's stops re-renders after a pull that does not touch
 *   that route (it must not), and how soon it does after a pull that does.
 * The same apply in real Chromium with its long tasks: sync-apply-chromium.bench.ts.
 * Run: npx tsx scripts/bench/sync-apply.bench.ts
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { RoutegidsDB } from '../../src/db/database.ts';
import { queryRouteStops } from '../../src/db/hooks/routeQueries.ts';
import { applyPull } from '../../src/sync/applyPull.ts';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { benchSnapshot, sequence } from './support/benchSnapshot.ts';

const COLD_RUNS = 3;
const next = sequence();
let seq = 0;
const advance = () => {
  seq = next();
  return seq;
};

function snapshot(): SyncPullResponse {
  const res = benchSnapshot(advance);
  return res;
}

/** Runs `fn` and reports the longest gap between two turns of the event loop meanwhile. */
async function longestTurn<T>(fn: () => Promise<T>): Promise<{ value: T; longest: number }> {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const value = await fn();
  running = false;
  return { value, longest: Math.max(longest, performance.now() - last) };
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
    routes: routes.map((r) => ({ ...r, name: `${r.name}*`, change_seq: advance() })),
    route_locations: stops.map((s) => ({ ...s, change_seq: advance() })),
    locations: full.locations
      .filter((l) => locIds.has(l.id))
      .map((l) => ({ ...l, title_nl: `${l.title_nl}*`, change_seq: advance() })),
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
  const turns: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const empty = new RoutegidsDB(`bench-sync-${process.pid}-cold-${run}`);
    await empty.open();
    const started = now();
    const { longest } = await longestTurn(() => applyPull(empty, full, opts));
    cold.push(now() - started);
    turns.push(longest);
    await empty.delete(); // fake-indexeddb keeps closed databases in memory: a bigger heap, longer GC pauses
  }
  cold.sort((a, b) => a - b);
  turns.sort((a, b) => a - b);
  console.log(
    `sync apply full snapshot (1000 routes / 10000 locations): ${cold[COLD_RUNS >> 1]?.toFixed(0)} ms median of ${COLD_RUNS}, slowest ${cold.at(-1)?.toFixed(0)} ms (target < 1500 ms)`,
  );
  console.log(
    `sync apply full snapshot, longest event-loop turn: ${turns[COLD_RUNS >> 1]?.toFixed(0)} ms median of ${COLD_RUNS} (target ≤ 50 ms; includes fake-indexeddb's own work)`,
  );
  await applyPull(db, full, opts);

  let t = now();
  const { value: again, longest: againTurn } = await longestTurn(() => applyPull(db, full, opts));
  console.log(
    `sync re-apply unchanged full snapshot: ${(now() - t).toFixed(0)} ms, longest event-loop turn ${againTurn.toFixed(0)} ms`,
  );
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
      locations: [{ ...touched, title_nl: 'Nieuw', change_seq: advance() }],
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
