/**
 * sync_pull on a generated catalogue of 1 000 routes and 10 000 locations, on PGlite (the
 * local server's default database), measured as server time: one asRole transaction with the
 * answer as text, the way the local server runs an RPC and sends it on (not parsed). The full
 * snapshot also reports JSON.parse of that text in Node, which a client pays, not the server.
 * (Over HTTP with compression: lighthouse.bench.ts, "snapshot".)
 * - full snapshot as a subscriber (every location in full; target < 1 s)
 * - full snapshot as anon (free routes in full, the rest as locked pins)
 * - empty incremental pull (nothing changed since the cursor; target < 20 ms)
 * - incremental pull after one location changed
 * Run: npx tsx scripts/bench/sync-pull.bench.ts   (DATABASE_URL=… to run on a Postgres server)
 */
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { type Database, type JwtClaims, openDatabase } from '../../supabase/local/database.ts';
import {
  CATALOGUE_ROUTES,
  CATALOGUE_STOPS_PER_ROUTE,
  loadBenchCatalogue,
} from './support/benchCatalogue.ts';

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The answer as the RPC endpoint gets it from the database: JSON text. */
function pullText(db: Database, who: JwtClaims, since: number, key: string | null) {
  return db.asRole(who, async (q) => {
    const { rows } = await q.query<{ r: string }>(
      'select public.sync_pull(since => $1, access_key => $2)::text as r',
      [since, key],
    );
    return rows[0]!.r;
  });
}

async function measure(
  db: Database,
  who: JwtClaims,
  since: number,
  key: string | null,
  runs: number,
) {
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < runs; i++) {
    const { ms, value } = await timed(() => pullText(db, who, since, key));
    times.push(ms);
    text = value;
  }
  const parsed = await timed(async () => JSON.parse(text) as SyncPullResponse);
  return { ms: median(times), res: parsed.value, bytes: text.length, parseMs: parsed.ms };
}

const db = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory' },
);
try {
  const setup = await timed(() => loadBenchCatalogue(db));
  console.log(
    `catalogue setup (${CATALOGUE_ROUTES} routes, ${CATALOGUE_ROUTES * CATALOGUE_STOPS_PER_ROUTE} locations): ${setup.ms.toFixed(0)} ms`,
  );
  const subscriber: JwtClaims = { role: 'authenticated', sub: setup.value };
  const anon: JwtClaims = { role: 'anon' };

  await pullText(db, subscriber, 0, null); // warm-up: plans and caches
  const full = await measure(db, subscriber, 0, null, 5);
  console.log(
    `sync_pull full snapshot, subscriber: ${full.ms.toFixed(0)} ms (target < 1000 ms; ${full.res.locations.length} locations, ${(full.bytes / 1e6).toFixed(1)} MB JSON; JSON.parse in Node another ${full.parseMs.toFixed(0)} ms)`,
  );

  const anonFull = await measure(db, anon, 0, null, 3);
  const locked = anonFull.res.locations.filter((l) => l.locked).length;
  console.log(
    `sync_pull full snapshot, anon: ${anonFull.ms.toFixed(0)} ms (${anonFull.res.locations.length} locations, ${locked} locked)`,
  );

  const empty = await measure(db, subscriber, full.res.cursor, full.res.access_key, 30);
  const nothing =
    empty.res.routes.length + empty.res.locations.length + empty.res.route_locations.length;
  console.log(
    `sync_pull empty incremental: ${empty.ms.toFixed(1)} ms (target < 20 ms; ${nothing} rows returned)`,
  );

  await db.query(
    `update public.locations set title_nl = 'Verhaal 42 (herzien)' where slug = 'verhaal-42'`,
  );
  const one = await measure(db, subscriber, full.res.cursor, full.res.access_key, 10);
  console.log(
    `sync_pull incremental after one change: ${one.ms.toFixed(1)} ms (${one.res.locations.length} location returned)`,
  );
} finally {
  await db.close();
}
