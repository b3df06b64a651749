import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleHashesTs, seedSql } from '../../scripts/seed/generate.ts';
import { seedPhotoJobs } from '../../scripts/seed/photos.ts';
import { buildSeedRows, MEDIA_URL } from '../../scripts/seed/seedRows.ts';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_ROUTE_ID,
  BUILTIN_STOPS,
} from '../../src/db/builtin/museumplein.ts';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { anon, backends, openTestDatabase, type TestDb } from '../support/testDatabase.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../supabase/media/', import.meta.url));
const SEED_FILE = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url));
const HASHES_FILE = fileURLToPath(
  new URL('../../src/db/builtin/museumpleinArticleHashes.ts', import.meta.url),
);

describe('seed.sql', () => {
  it('is the generator output (regenerate with npx tsx scripts/seed/generate.ts)', async () => {
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(SEED_FILE, 'utf8')).toBe(seedSql());
  });

  it('the bundle’s article hashes are the generator output too', async () => {
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(HASHES_FILE, 'utf8')).toBe(articleHashesTs());
  });
});

describe('committed sample media', () => {
  const { media } = buildSeedRows();
  const file = (path: string): string => `${MEDIA_DIR}${path}`;

  it('is small: short mono speech, clips of a few seconds, posters', () => {
    let total = 0;
    for (const m of media) {
      if (m.kind === 'photo') continue;
      const paths = m.kind === 'video' ? [m.path, m.poster] : [m.path];
      for (const p of paths) {
        const size = statSync(file(p)).size;
        total += size;
        const budget = p.endsWith('.mp3') ? 40 : p.endsWith('.jpg') ? 40 : 200;
        expect(size, p).toBeLessThan(budget * 1024);
      }
    }
    expect(total).toBeLessThan(2.5 * 1024 * 1024);
  });

  it('holds real MP3, MP4, WebM and JPEG files', () => {
    const head = (p: string): Buffer => readFileSync(file(p)).subarray(0, 12);
    const videos = media.filter((m) => m.kind === 'video');
    expect(videos.some((v) => v.path.endsWith('.mp4'))).toBe(true);
    expect(videos.some((v) => v.path.endsWith('.webm'))).toBe(true);
    for (const v of videos) {
      const h = head(v.path);
      if (v.path.endsWith('.mp4')) expect(h.subarray(4, 8).toString('latin1')).toBe('ftyp');
      else expect(h.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(head(v.poster).subarray(0, 3).toString('hex')).toBe('ffd8ff');
    }
    for (const a of media.filter((m) => m.kind === 'audio')) {
      const h = head(a.path);
      // An ID3 tag or an MPEG frame sync.
      expect(
        h.subarray(0, 3).toString('latin1') === 'ID3' || (h[0] === 0xff && (h[1]! & 0xe0) === 0xe0),
        a.path,
      ).toBe(true);
    }
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
    // The first sync replaces the bundled row with this one: the same line means the map
    // has nothing to redraw on it (it did redraw when the bundle carried a denser path).
    expect(builtin).toEqual({
      stop_count: BUILTIN_ROUTE.stop_count,
      distance_m: BUILTIN_ROUTE.distance_m,
      path: BUILTIN_ROUTE.path,
    });
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

  it('refers only to media that is committed or rendered at start, but for one missing video', async () => {
    const rows = await t.owner<{ url: string }>(`
      select unnest(slider_images || array[hero_image, audio_url, video_url]) as url from public.locations
      union select video_url from public.route_locations`);
    const urls = [...new Set(rows.map((r) => r.url).filter((u) => u?.startsWith(MEDIA_URL)))];
    expect(urls.length).toBeGreaterThan(300);
    const photos = new Set(seedPhotoJobs().map((j) => `${MEDIA_URL}/${j.path}`));
    const { missingMedia } = buildSeedRows();
    expect(missingMedia).toHaveLength(1);
    for (const url of urls) {
      const file = `${MEDIA_DIR}${url.slice(MEDIA_URL.length + 1)}`;
      if (missingMedia.includes(url)) expect(existsSync(file), file).toBe(false);
      else if (url.startsWith(`${MEDIA_URL}/photos/`)) expect(photos.has(url), url).toBe(true);
      else expect(statSync(file).size, file).toBeGreaterThan(0);
    }
    for (const url of missingMedia) expect(urls).toContain(url);
  });

  interface MediaInfo {
    slug: string;
    audio_url: string | null;
    hero_image: string | null;
    slider_images: string[];
    video_url: string | null;
    stop_video: string | null;
    author: string | null;
    image_credit: string | null;
  }
  const visibleMedia = () =>
    t.owner<MediaInfo>(`
      select l.slug, l.audio_url, l.hero_image, l.slider_images, l.video_url, l.author, l.image_credit,
        (select rl.video_url from public.route_locations rl
          where rl.location_id = l.id and rl.video_url is not null limit 1) as stop_video
      from public.locations l where not private.is_hidden_content_type(l.content_type)`);

  it('gives every visible stop and story audio, several photos, an author and an image credit', async () => {
    const all = await visibleMedia();
    expect(all.length).toBeGreaterThan(70);
    for (const l of all) {
      expect(l.audio_url, l.slug).toBeTruthy();
      expect(l.slider_images.length, l.slug).toBeGreaterThanOrEqual(2);
      expect(l.hero_image, l.slug).toBeTruthy();
      expect(l.author, l.slug).toBeTruthy();
      expect(l.image_credit, l.slug).toBeTruthy();
    }
    // The gallery shows at most 5 thumbnails on mobile: some stops need more to show it.
    expect(all.filter((l) => l.slider_images.length > 5).length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((l) => l.author)).size).toBeGreaterThan(1);
  });

  it('has videos on locations and on a route stop, each with its poster as hero image', async () => {
    const all = await visibleMedia();
    const { missingMedia } = buildSeedRows();
    const onLocation = all.filter((l) => l.video_url && !missingMedia.includes(l.video_url));
    const onStop = all.filter((l) => l.stop_video);
    expect(onLocation.length).toBeGreaterThanOrEqual(2);
    expect(onStop.length).toBeGreaterThanOrEqual(1);
    for (const l of [...onLocation, ...onStop]) {
      expect(l.hero_image, l.slug).toMatch(/\/video\/[a-z0-9-]+-poster\.jpg$/);
      expect(l.slider_images, l.slug).not.toContain(l.hero_image);
    }
    expect(all.filter((l) => l.video_url && missingMedia.includes(l.video_url))).toHaveLength(1);
  });

  it('shows a newcomer every media state on the free routes', async () => {
    const res = await t.rpc<SyncPullResponse>(anon, 'sync_pull', { since: 0, access_key: null });
    const open = res.locations.filter((l) => !l.locked && l.audio_url);
    const stopVideos = res.route_locations.filter((rl) => rl.video_url);
    const { missingMedia } = buildSeedRows();
    expect(open.some((l) => l.video_url && !missingMedia.includes(l.video_url))).toBe(true);
    expect(open.some((l) => l.video_url && missingMedia.includes(l.video_url))).toBe(true);
    expect(open.some((l) => l.slider_images.length > 5)).toBe(true);
    expect(stopVideos.length).toBeGreaterThanOrEqual(1);
  });

  it('has a published book route whose stops have audio and photos', async () => {
    const [book] = await t.owner<{ stops: number; with_media: number }>(`
      select count(*)::int as stops,
        count(*) filter (where l.audio_url is not null and cardinality(l.slider_images) >= 2)::int as with_media
      from public.routes r join public.route_locations rl on rl.route_id = r.id
        join public.locations l on l.id = rl.location_id
      where r.is_book and r.published`);
    expect(book!.stops).toBeGreaterThanOrEqual(3);
    expect(book!.with_media).toBe(book!.stops);
  });

  it('gives every built-in stop the category, photos and audio of the bundle', async () => {
    const rows = await t.owner<{
      id: string;
      category: string;
      slider_images: string[];
      audio_url: string;
    }>('select id, category, slider_images, audio_url from public.locations where id = any($1)', [
      BUILTIN_LOCATIONS.map((l) => l.id),
    ]);
    const seeded = Object.fromEntries(rows.map((r) => [r.id, r]));
    for (const l of BUILTIN_LOCATIONS) {
      expect(seeded[l.id], l.slug ?? l.id).toEqual({
        id: l.id,
        category: l.category,
        slider_images: l.slider_images,
        audio_url: l.audio_url,
      });
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
    expect(served.every((l) => !l.locked && l.intro)).toBe(true);
  });
});
