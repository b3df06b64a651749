import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSql } from '../../scripts/seed/generate.ts';
import { MEDIA_URL } from '../../scripts/seed/seedRows.ts';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE_ID,
  BUILTIN_STOPS,
} from '../../src/db/builtin/museumplein.ts';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { anon, backends, openTestDatabase, type TestDb } from '../support/testDatabase.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../supabase/media/', import.meta.url));
const SEED_FILE = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url));

describe('seed.sql', () => {
  it('is the generator output (regenerate with npx tsx scripts/seed/generate.ts)', async () => {
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(SEED_FILE, 'utf8')).toBe(seedSql());
  });
});

describe.each(backends())('seed catalogue (%s)', (backend) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDatabase(backend, { seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  interface RouteInfo {
    id: string;
    published: boolean;
    daypass: boolean;
    is_trial: boolean;
    is_book: boolean;
    is_builtin: boolean;
    stop_count: number;
    distance_m: number;
  }
  const routes = () =>
    t.owner<RouteInfo>(
      'select id, published, daypass, is_trial, is_book, is_builtin, stop_count, distance_m from public.routes',
    );

  it('has the built-in route with the bundle ids, 8 stops and 1348 m', async () => {
    const [builtin] = await t.owner<{ stop_count: number; distance_m: number; path: unknown[] }>(
      'select stop_count, distance_m, path from public.routes where id = $1 and is_builtin',
      [BUILTIN_ROUTE_ID],
    );
    expect(builtin).toMatchObject({ stop_count: 8, distance_m: 1348 });
    expect(builtin?.path).toHaveLength(8);
    const stops = await t.owner<{ id: string; location_id: string }>(
      'select id, location_id from public.route_locations where route_id = $1 order by "order"',
      [BUILTIN_ROUTE_ID],
    );
    expect(stops.map((s) => s.id)).toEqual(BUILTIN_STOPS.map((s) => s.id));
    expect(stops.map((s) => s.location_id)).toEqual(BUILTIN_LOCATIONS.map((l) => l.id));
  });

  it('has the trial route, 6 day-pass routes, subscriber and book routes', async () => {
    const all = await routes();
    const pub = all.filter((r) => r.published && r.stop_count > 0);
    expect(pub.filter((r) => r.is_trial)).toHaveLength(1);
    expect(pub.filter((r) => r.daypass)).toHaveLength(6);
    expect(pub.filter((r) => r.is_book)).toHaveLength(2);
    const subscriberOnly = pub.filter(
      (r) => !r.daypass && !r.is_trial && !r.is_builtin && !r.is_book,
    );
    expect(subscriberOnly.length).toBeGreaterThanOrEqual(3);
    for (const r of pub) expect(r.distance_m).toBeGreaterThan(0);
  });

  it('has rows that exercise the rules', async () => {
    const all = await routes();
    expect(all.some((r) => !r.published && r.stop_count > 0)).toBe(true);
    expect(all.some((r) => r.published && r.stop_count === 0)).toBe(true);
    const [rules] = await t.owner<Record<string, number>>(`select
      (select count(*)::int from public.locations where content_type in ('nvt', 'Publicaties', 'Archived')) as hidden,
      (select count(distinct content_type)::int from public.locations where content_type in ('nvt', 'Publicaties', 'Archived')) as hidden_kinds,
      (select count(*)::int from public.locations where lat is null) as no_coords,
      (select count(*)::int from public.locations where title_en is null and article_en is null) as no_english,
      (select count(*)::int from public.locations where article_nl is null and intro is not null) as no_article,
      (select count(*)::int from public.route_locations where "order" is null) as no_order,
      (select count(*)::int from public.route_locations rl join public.locations l on l.id = rl.location_id
        where l.content_type = 'Archived') as hidden_stops`);
    expect(rules).toMatchObject({
      hidden_kinds: 3,
      no_english: 1,
      no_article: 1,
      no_order: 1,
      hidden_stops: 1,
    });
    expect(rules!.no_coords).toBeGreaterThanOrEqual(2);
  });

  it('has at least 20 stories outside routes, in every category', async () => {
    const stories = await t.owner<{ category: string }>(`
      select category from public.locations l
      where not private.is_hidden_content_type(l.content_type)
        and not exists (select 1 from public.route_locations rl where rl.location_id = l.id)`);
    expect(stories.length).toBeGreaterThanOrEqual(20);
    const cats = new Set(stories.map((s) => s.category));
    for (const c of [
      'Parken & groen',
      'Architectuur',
      'Kunst & cultuur',
      'Design & mode',
      'Eten & drinken',
      'Muziek',
      'Sociale initiatieven',
      'Default Category',
    ]) {
      expect(cats).toContain(c);
    }
  });

  it('refers only to media files that exist', async () => {
    const rows = await t.owner<{ url: string }>(`
      select unnest(slider_images || array[hero_image, audio_url]) as url from public.locations`);
    const media = [...new Set(rows.map((r) => r.url).filter((u) => u?.startsWith(MEDIA_URL)))];
    expect(media.length).toBeGreaterThan(50);
    for (const url of media) {
      const file = `${MEDIA_DIR}${url.slice(MEDIA_URL.length + 1)}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(0);
    }
  });

  it('re-applying the seed changes nothing a client would download', async () => {
    const before = await t.rpc<SyncPullResponse>(anon, 'sync_pull', { since: 0, access_key: null });
    await t.db.exec(seedSql());
    const after = await t.rpc<SyncPullResponse>(anon, 'sync_pull', {
      since: before.cursor,
      access_key: before.access_key,
    });
    expect(after.routes).toEqual([]);
    expect(after.locations).toEqual([]);
    expect(after.route_locations).toEqual([]);
  });

  it('anon reads the built-in and trial routes in full', async () => {
    const res = await t.rpc<SyncPullResponse>(anon, 'sync_pull', { since: 0, access_key: null });
    const builtinLocs = new Set(BUILTIN_LOCATIONS.map((l) => l.id));
    const served = res.locations.filter((l) => builtinLocs.has(l.id));
    expect(served).toHaveLength(8);
    expect(served.every((l) => !l.locked && l.article_nl)).toBe(true);
  });
});
