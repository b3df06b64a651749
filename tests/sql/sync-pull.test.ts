import { describe, expect, it } from 'vitest';
import { IMPORTED_COLUMNS } from '../../scripts/import/webflowCsv.ts';
import type { LocationRow } from '../../src/domain/rows.ts';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import type { JwtClaims } from '../../supabase/local/database.ts';
import { L, R } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends } from '../support/testDatabase.ts';

describe.each(backends())('sync_pull (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);

  const pull = (who: JwtClaims, since: number, key: string | null) =>
    t.rpc<SyncPullResponse>(who, 'sync_pull', { since, access_key: key });
  const byId = (res: SyncPullResponse) => new Map(res.locations.map((l) => [l.id, l]));
  const sorted = (xs: string[]) => [...xs].sort();

  describe('full snapshot', () => {
    it('anon gets route metadata, free content, and locked pins for gated stops', async () => {
      const res = await pull(anon, 0, null);
      expect(res.full).toBe(true);
      expect(res.access_key).toBe('anon');
      expect(res.access).toMatchObject({ has_subscription: false, has_day_pass: false });
      expect(sorted(res.routes.map((r) => r.id))).toEqual(
        sorted([R.trial, R.builtin, R.daypass, R.subscriber, R.empty]),
      );
      expect(res.route_locations).toHaveLength(7);
      const locs = byId(res);
      expect(sorted([...locs.keys()])).toEqual(sorted([L.A, L.B, L.C, L.D, L.F, L.G]));
      expect(locs.get(L.A)).toMatchObject({
        locked: false,
        intro: 'a',
        audio_url: '/a.mp3',
      });
      const pin = locs.get(L.D) as LocationRow;
      expect(pin).toMatchObject({
        locked: true,
        title_nl: 'D',
        title_en: 'D en',
        lat: 52.363,
        lng: 4.883,
      });
      expect(pin.article_nl).toBeNull();
      expect(pin.article_en).toBeNull();
      expect(pin.intro).toBeNull();
      expect(pin.hero_image).toBeNull();
      expect(pin.audio_url).toBeNull();
      expect(pin.slider_images).toEqual([]);
      expect(res.my_likes).toEqual([]);
      expect(res.removed).toEqual({ routes: [], route_locations: [], locations: [] });
      expect(res.cursor).toBeGreaterThan(0);
    });

    it('returns rows in the shapes of src/domain/rows.ts', async () => {
      const res = await pull(anon, 0, null);
      const route = res.routes.find((r) => r.id === R.trial)!;
      expect(Object.keys(route).sort()).toEqual(
        [
          'id',
          'name',
          'name_en',
          'description',
          'description_en',
          'color',
          'published',
          'daypass',
          'is_trial',
          'is_book',
          'is_builtin',
          'distance_m',
          'stop_count',
          'path',
          'created_at',
          'updated_at',
          'change_seq',
        ].sort(),
      );
      expect(Object.keys(res.route_locations[0]!).sort()).toEqual(
        ['id', 'route_id', 'location_id', 'order', 'video_url', 'created_at', 'change_seq'].sort(),
      );
      const full = byId(res).get(L.A)!;
      const pin = byId(res).get(L.D)!;
      expect(Object.keys(pin).sort()).toEqual(Object.keys(full).sort());
      // Every column the Webflow import writes, plus the ones the server adds.
      expect(Object.keys(full).sort()).toEqual(
        [...IMPORTED_COLUMNS, 'id', 'audio_url', 'locked', 'change_seq', 'article_hash'].sort(),
      );
    });

    it('a day-pass holder reads day-pass stops; subscriber stops stay locked', async () => {
      const res = await pull(p.dayActive, 0, null);
      expect(res.access_key).toMatch(/^daypass:\d+$/);
      expect(res.access.has_day_pass).toBe(true);
      expect(res.access.day_pass_expiry).toBeGreaterThan(Date.now());
      const locs = byId(res);
      expect(locs.get(L.D)?.locked).toBe(false);
      expect(locs.get(L.D)?.intro).toBe('d');
      expect(locs.get(L.F)?.locked).toBe(false);
      expect(locs.get(L.G)?.locked).toBe(true);
      expect(locs.has(L.S)).toBe(false);
      expect(locs.has(L.E)).toBe(false);
    });

    it.each(['subActive', 'subTrialing'] as const)(
      '%s reads every route and story',
      async (who) => {
        const res = await pull(p[who], 0, null);
        expect(res.access_key).toBe('subscriber');
        expect(res.access.has_subscription).toBe(true);
        const locs = byId(res);
        expect(sorted([...locs.keys()])).toEqual(sorted([L.A, L.B, L.C, L.D, L.F, L.G, L.H, L.S]));
        expect([...locs.values()].every((l) => !l.locked)).toBe(true);
        expect(res.routes.map((r) => r.id)).not.toContain(R.unpublished);
      },
    );

    it.each(['noAccess', 'dayExpired', 'subCanceled'] as const)(
      '%s is a plain user: free content only',
      async (who) => {
        const res = await pull(p[who], 0, null);
        expect(res.access_key).toBe('user');
        const unlocked = res.locations.filter((l) => !l.locked).map((l) => l.id);
        expect(sorted(unlocked)).toEqual(sorted([L.A, L.B, L.C]));
      },
    );

    it('excluded content types are never served, not even as pins', async () => {
      for (const who of Object.values(p)) {
        const ids = (await pull(who, 0, null)).locations.map((l) => l.id);
        expect(ids).not.toContain(L.E);
        expect(ids).not.toContain(L.N);
      }
    });
  });

  describe('incremental', () => {
    it('an up-to-date client gets an empty incremental pull', async () => {
      const first = await pull(p.dayActive, 0, null);
      const res = await pull(p.dayActive, first.cursor, first.access_key);
      expect(res.full).toBe(false);
      expect(res.cursor).toBe(first.cursor);
      expect(res.routes).toEqual([]);
      expect(res.route_locations).toEqual([]);
      expect(res.locations).toEqual([]);
      expect(res.like_counts).toEqual([]);
      expect(res.my_likes).toEqual([]);
      expect(res.removed).toEqual({ routes: [], route_locations: [], locations: [] });
    });

    it('a changed entitlement or a cursor from the future gives a full snapshot', async () => {
      const first = await pull(p.dayActive, 0, null);
      expect((await pull(p.dayActive, first.cursor, 'anon')).full).toBe(true);
      expect((await pull(p.dayActive, first.cursor + 1000, first.access_key)).full).toBe(true);
    });

    it('returns only what changed, as the caller may see it', async () => {
      const base = await pull(anon, 0, null);
      await t.owner(`update public.locations set title_nl = 'A2' where id = $1`, [L.A]);
      await t.owner(
        `update public.locations set title_nl = 'D2', article_nl = '<p>D2</p>' where id = $1`,
        [L.D],
      );
      await t.owner(`update public.locations set title_nl = 'S2' where id = $1`, [L.S]);
      const res = await pull(anon, base.cursor, 'anon');
      expect(res.full).toBe(false);
      const locs = byId(res);
      expect(sorted([...locs.keys()])).toEqual(sorted([L.A, L.D]));
      expect(locs.get(L.A)?.title_nl).toBe('A2');
      expect(locs.get(L.D)).toMatchObject({ title_nl: 'D2', article_nl: null, locked: true });
      expect(res.cursor).toBeGreaterThan(base.cursor);
    });

    it('a no-op update does not resend the row', async () => {
      const base = await pull(anon, 0, null);
      await t.owner(`update public.locations set title_nl = title_nl where id = $1`, [L.B]);
      const res = await pull(anon, base.cursor, 'anon');
      expect(res.locations).toEqual([]);
    });

    it('like counts and my likes arrive incrementally', async () => {
      const me = p.noAccess;
      const base = await pull(me, 0, null);
      await t.rpc(me, 'set_location_like', { location_id: L.A, liked: true });
      const res = await pull(me, base.cursor, base.access_key);
      expect(res.like_counts).toEqual([{ location_id: L.A, likes: 1 }]);
      expect(res.my_likes).toEqual([{ location_id: L.A, liked: true }]);
      const other = await pull(
        p.dayActive,
        base.cursor,
        (await pull(p.dayActive, 0, null)).access_key,
      );
      expect(other.my_likes).toEqual([]);
      expect(other.like_counts).toEqual([{ location_id: L.A, likes: 1 }]);
    });

    it('an unpublished route is removed with its stops and the locations only it showed', async () => {
      const anonBase = await pull(anon, 0, null);
      const subBase = await pull(p.subActive, 0, null);
      await t.owner(`update public.routes set published = false where id = $1`, [R.daypass]);

      const res = await pull(anon, anonBase.cursor, 'anon');
      expect(res.full).toBe(false);
      expect(res.removed.routes).toEqual([R.daypass]);
      expect(res.removed.route_locations).toHaveLength(3);
      expect(res.removed.locations).toEqual(expect.arrayContaining([L.D, L.F]));
      expect(res.routes).toEqual([]);

      const sub = await pull(p.subActive, subBase.cursor, 'subscriber');
      expect(sub.removed.routes).toEqual([R.daypass]);
      // Subscribers read every story, so the locations stay.
      expect(sub.removed.locations).not.toContain(L.D);
      expect(sub.removed.locations).not.toContain(L.F);

      const full = await pull(anon, 0, null);
      expect(full.routes.map((r) => r.id)).not.toContain(R.daypass);
      expect(full.locations.map((l) => l.id)).not.toContain(L.D);

      // Publishing again brings the route back whole and clears the removal.
      const before = await pull(anon, 0, null);
      await t.owner(`update public.routes set published = true where id = $1`, [R.daypass]);
      const back = await pull(anon, before.cursor, 'anon');
      expect(back.routes.map((r) => r.id)).toEqual([R.daypass]);
      expect(back.route_locations).toHaveLength(3);
      expect(sorted(back.locations.map((l) => l.id))).toEqual(sorted([L.D, L.F]));
      expect(back.removed).toEqual({ routes: [], route_locations: [], locations: [] });
    });

    it('a newly published route arrives with its stops and their content', async () => {
      const dayBase = await pull(p.dayActive, 0, null);
      const anonBase = await pull(anon, 0, null);
      await t.owner(`update public.routes set published = true where id = $1`, [R.unpublished]);
      const day = await pull(p.dayActive, dayBase.cursor, dayBase.access_key);
      expect(day.routes.map((r) => r.id)).toEqual([R.unpublished]);
      expect(day.route_locations.map((s) => s.location_id)).toEqual([L.H]);
      expect(byId(day).get(L.H)).toMatchObject({ locked: false, intro: 'h' });
      const an = await pull(anon, anonBase.cursor, 'anon');
      expect(byId(an).get(L.H)).toMatchObject({ locked: true, article_nl: null, title_nl: 'H' });
      await t.owner(`update public.routes set published = false where id = $1`, [R.unpublished]);
    });

    it('a location that becomes an excluded content type is removed', async () => {
      const base = await pull(anon, 0, null);
      await t.owner(`update public.locations set content_type = 'Publicaties' where id = $1`, [
        L.B,
      ]);
      const res = await pull(anon, base.cursor, 'anon');
      expect(res.removed.locations).toContain(L.B);
      expect(res.locations.map((l) => l.id)).not.toContain(L.B);
      // The route's stop count changed, so the route comes along.
      expect(res.routes.find((r) => r.id === R.trial)?.stop_count).toBe(1);
    });

    it('a deleted stop is listed in removed.route_locations', async () => {
      const base = await pull(anon, 0, null);
      const [stop] = await t.owner<{ id: string }>(
        `delete from public.route_locations where location_id = $1 returning id`,
        [L.C],
      );
      const res = await pull(anon, base.cursor, 'anon');
      expect(res.removed.route_locations).toEqual([stop!.id]);
      expect(res.removed.locations).toEqual([L.C]);
    });
  });
});
