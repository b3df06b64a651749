/**
 * sync_pull on a generated catalogue of 1 000 routes and 10 000 locations, on PGlite (the
 * local server's default database), measured as server time: one asRole transaction, the way
 * the local server runs an RPC.
 * - full snapshot as a subscriber (every location in full; target < 1 s)
 * - full snapshot as anon (free routes in full, the rest as locked pins)
 * - empty incremental pull (nothing changed since the cursor; target < 20 ms)
 * - incremental pull after one location changed
 * Run: npx tsx scripts/bench/sync-pull.bench.ts   (DATABASE_URL=… to run on a Postgres server)
 */
import { randomUUID } from 'node:crypto';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { type Database, type JwtClaims, openDatabase } from '../../supabase/local/database.ts';

const ROUTES = 1_000;
const STOPS_PER_ROUTE = 10;

const CATALOGUE_SQL = `
insert into public.routes (id, name, name_en, description, description_en, color, published,
                           daypass, is_trial, created_at)
select md5('route' || i)::uuid, 'Route ' || i, 'Route ' || i,
       'Een wandeling door de stad, langs verhalen die je nergens anders hoort.',
       'A walk through the city, past stories you will not hear anywhere else.',
       '#7aacde', true, i % 2 = 0, i < 5, timestamptz '2025-01-01' + i * interval '1 hour'
from generate_series(0, ${ROUTES - 1}) i;

insert into public.locations (id, slug, webflow_item_id, title_nl, title_en, intro, article_nl,
                              article_en, content_type, category, lat, lng, hero_image,
                              slider_images, audio_url, author)
select md5('loc' || i)::uuid, 'verhaal-' || i, 'wf' || i, 'Verhaal ' || i, 'Story ' || i,
       'Een korte introductie van dit verhaal.',
       repeat('<p>Een alinea over de geschiedenis van deze plek en de mensen die er woonden.</p>', 8),
       repeat('<p>A paragraph about the history of this place and the people who lived there.</p>', 8),
       'Artikel', 'Architectuur', 52.32 + (i % 100) / 1000.0, 4.83 + (i / 100) / 1000.0,
       '/storage/v1/object/public/media/images/' || i || '.jpg',
       array['/storage/v1/object/public/media/images/' || i || '.jpg'],
       '/storage/v1/object/public/media/audio/' || i || '.mp3', 'Redactie'
from generate_series(0, ${ROUTES * STOPS_PER_ROUTE - 1}) i;

insert into public.route_locations (id, route_id, location_id, "order")
select md5('stop' || i)::uuid, md5('route' || (i / ${STOPS_PER_ROUTE}))::uuid, md5('loc' || i)::uuid,
       i % ${STOPS_PER_ROUTE} + 1
from generate_series(0, ${ROUTES * STOPS_PER_ROUTE - 1}) i;

insert into public.location_like_counts (location_id, likes)
select md5('loc' || i)::uuid, i % 17 from generate_series(0, ${ROUTES * STOPS_PER_ROUTE - 1}, 5) i;
`;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function pull(db: Database, who: JwtClaims, since: number, key: string | null) {
  return db.asRole(who, async (q) => {
    const { rows } = await q.query<{ r: SyncPullResponse }>(
      'select public.sync_pull(since => $1, access_key => $2) as r',
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
  let last: SyncPullResponse | undefined;
  for (let i = 0; i < runs; i++) {
    const { ms, value } = await timed(() => pull(db, who, since, key));
    times.push(ms);
    last = value;
  }
  return { ms: median(times), res: last! };
}

const db = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory' },
);
try {
  const setup = await timed(() => db.exec(CATALOGUE_SQL));
  console.log(
    `catalogue setup (${ROUTES} routes, ${ROUTES * STOPS_PER_ROUTE} locations): ${setup.ms.toFixed(0)} ms`,
  );

  const userId = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', 'bench@example.test', now(), now())`,
    [userId],
  );
  await db.query(
    `insert into public.subscriptions (user_id, status, current_period_end)
     values ($1, 'active', now() + interval '30 days')`,
    [userId],
  );
  const subscriber: JwtClaims = { role: 'authenticated', sub: userId };
  const anon: JwtClaims = { role: 'anon' };

  await pull(db, subscriber, 0, null); // warm-up: plans and caches
  const full = await measure(db, subscriber, 0, null, 5);
  const size = JSON.stringify(full.res).length;
  console.log(
    `sync_pull full snapshot, subscriber: ${full.ms.toFixed(0)} ms (target < 1000 ms; ${full.res.locations.length} locations, ${(size / 1e6).toFixed(1)} MB JSON)`,
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
