/**
 * The bench catalogue in the database: 1 000 published routes of 10 stops, 10 000 stories
 * with articles in both languages, like counts on every fifth, and a subscriber who may read
 * all of it. Shared by sync-pull.bench.ts (server time in SQL) and lighthouse.bench.ts (the
 * snapshot over HTTP, compressed).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../supabase/local/database.ts';

export const CATALOGUE_ROUTES = 1_000;
export const CATALOGUE_STOPS_PER_ROUTE = 10;
const LOCATIONS = CATALOGUE_ROUTES * CATALOGUE_STOPS_PER_ROUTE;

export const CATALOGUE_SQL = `
insert into public.routes (id, name, name_en, description, description_en, color, published,
                           daypass, is_trial, created_at)
select md5('route' || i)::uuid, 'Route ' || i, 'Route ' || i,
       'Een wandeling door de stad, langs verhalen die je nergens anders hoort.',
       'A walk through the city, past stories you will not hear anywhere else.',
       '#7aacde', true, i % 2 = 0, i < 5, timestamptz '2025-01-01' + i * interval '1 hour'
from generate_series(0, ${CATALOGUE_ROUTES - 1}) i;

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
from generate_series(0, ${LOCATIONS - 1}) i;

insert into public.route_locations (id, route_id, location_id, "order")
select md5('stop' || i)::uuid, md5('route' || (i / ${CATALOGUE_STOPS_PER_ROUTE}))::uuid,
       md5('loc' || i)::uuid, i % ${CATALOGUE_STOPS_PER_ROUTE} + 1
from generate_series(0, ${LOCATIONS - 1}) i;

insert into public.location_like_counts (location_id, likes)
select md5('loc' || i)::uuid, i % 17 from generate_series(0, ${LOCATIONS - 1}, 5) i;
`;

/** Loads the catalogue and a subscriber; returns the subscriber's user id. */
export async function loadBenchCatalogue(db: Database): Promise<string> {
  await db.exec(CATALOGUE_SQL);
  const userId = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
    [userId, `bench-${userId}@example.test`],
  );
  await db.query(
    `insert into public.subscriptions (user_id, status, current_period_end)
     values ($1, 'active', now() + interval '30 days')`,
    [userId],
  );
  return userId;
}
