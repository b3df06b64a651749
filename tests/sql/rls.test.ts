import { describe, expect, it } from 'vitest';
import { L, type Personas, R } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends, service, type TestDb, user } from '../support/testDatabase.ts';

const PUBLISHED = [R.trial, R.builtin, R.daypass, R.subscriber, R.empty].sort();
const FREE = [L.A, L.B, L.C];

describe.each(backends())('Row Level Security (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);

  const ids = async (claims: Parameters<TestDb['as']>[0], sql: string) =>
    (await t.as<{ id: string }>(claims, sql)).map((r) => r.id).sort();

  describe('routes and stops', () => {
    it('everyone reads the published routes and never an unpublished one', async () => {
      for (const who of Object.values(p)) {
        expect(await ids(who, 'select id from public.routes')).toEqual(PUBLISHED);
      }
    });

    it('stops of published routes are public, stops of unpublished routes are not', async () => {
      const stops = await t.as<{ location_id: string }>(
        anon,
        'select location_id from public.route_locations',
      );
      const locs = stops.map((s) => s.location_id);
      expect(locs).toHaveLength(7);
      expect(locs).not.toContain(L.H);
    });

    it('anon and users cannot write routes, stops or locations', async () => {
      for (const who of [anon, p.subActive]) {
        await expect(
          t.as(who, `insert into public.routes (name, published) values ('x', true)`),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          t.as(who, `update public.locations set title_nl = 'x' where id = '${L.A}'`),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          t.as(who, `delete from public.route_locations where route_id = '${R.trial}'`),
        ).rejects.toMatchObject({ code: '42501' });
      }
    });

    it('the service role reads everything, unpublished included', async () => {
      expect(await ids(service, 'select id from public.routes')).toContain(R.unpublished);
    });
  });

  describe('location content', () => {
    const cases: [keyof Personas, string[]][] = [
      ['anon', FREE],
      ['noAccess', FREE],
      ['dayExpired', FREE],
      ['subCanceled', FREE],
      ['dayActive', [...FREE, L.D, L.F]],
      ['subActive', [...FREE, L.D, L.F, L.G, L.H, L.S]],
      ['subTrialing', [...FREE, L.D, L.F, L.G, L.H, L.S]],
    ];
    it.each(cases)('%s reads exactly the locations it is entitled to', async (who, expected) => {
      expect(await ids(p[who], 'select id from public.locations')).toEqual([...expected].sort());
    });

    it('hidden content types are never readable, even for subscribers', async () => {
      const rows = await t.as(p.subActive, `select id from public.locations where id in ($1, $2)`, [
        L.E,
        L.N,
      ]);
      expect(rows).toEqual([]);
    });

    it('like counts are public', async () => {
      await t.owner(`insert into public.location_like_counts (location_id, likes) values ($1, 3)`, [
        L.D,
      ]);
      const rows = await t.as<{ likes: number }>(
        anon,
        `select likes from public.location_like_counts where location_id = $1`,
        [L.D],
      );
      expect(rows).toEqual([{ likes: 3 }]);
    });
  });

  describe('likes', () => {
    it('a user likes only as themselves and reads only their own likes', async () => {
      const a = p.noAccess;
      const b = p.dayActive;
      await t.as(
        a,
        `insert into public.location_likes (location_id, user_id, liked) values ($1, $2, true)`,
        [L.A, a.sub],
      );
      await expect(
        t.as(
          a,
          `insert into public.location_likes (location_id, user_id, liked) values ($1, $2, true)`,
          [L.B, b.sub],
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await t.as(b, `insert into public.location_likes (location_id, liked) values ($1, true)`, [
        L.B,
      ]);

      const seenByA = await t.as<{ user_id: string }>(
        a,
        'select user_id from public.location_likes',
      );
      expect(seenByA.map((r) => r.user_id)).toEqual([a.sub]);
      // B's like cannot be flipped or deleted by A: RLS filters it out, nothing changes.
      await t.as(a, `update public.location_likes set liked = false where user_id = $1`, [b.sub]);
      await t.as(a, `delete from public.location_likes where user_id = $1`, [b.sub]);
      const bRows = await t.owner<{ liked: boolean }>(
        'select liked from public.location_likes where user_id = $1',
        [b.sub],
      );
      expect(bRows).toEqual([{ liked: true }]);
    });

    it('a like cannot be moved to another location or user', async () => {
      const a = p.noAccess;
      await expect(
        t.as(a, `update public.location_likes set location_id = $1 where user_id = $2`, [
          L.C,
          a.sub,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('anon cannot read or write likes', async () => {
      await expect(t.as(anon, 'select * from public.location_likes')).rejects.toMatchObject({
        code: '42501',
      });
      await expect(
        t.as(anon, `insert into public.location_likes (location_id, liked) values ($1, true)`, [
          L.A,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('day passes and subscriptions', () => {
    it('a user reads only their own day passes and subscription', async () => {
      const passes = await t.as<{ user_id: string }>(
        p.dayActive,
        'select user_id from public.day_passes',
      );
      expect(passes.map((r) => r.user_id)).toEqual([p.dayActive.sub]);
      const subs = await t.as<{ user_id: string }>(
        p.subActive,
        'select user_id from public.subscriptions',
      );
      expect(subs.map((r) => r.user_id)).toEqual([p.subActive.sub]);
      expect(await t.as(p.noAccess, 'select * from public.subscriptions')).toEqual([]);
    });

    it('users cannot grant themselves access', async () => {
      const u = p.noAccess;
      await expect(
        t.as(
          u,
          `insert into public.day_passes (user_id, expiry_time, checkout_session_id)
                 values ($1, 9999999999999, 'cs_free')`,
          [u.sub],
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        t.as(
          u,
          `insert into public.subscriptions (user_id, status, current_period_end)
                 values ($1, 'active', now() + interval '1 year')`,
          [u.sub],
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        t.as(p.dayExpired, `update public.day_passes set expiry_time = 9999999999999`),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('anon reads neither', async () => {
      await expect(t.as(anon, 'select * from public.day_passes')).rejects.toMatchObject({
        code: '42501',
      });
      await expect(t.as(anon, 'select * from public.subscriptions')).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  describe('logs and auth', () => {
    it('visit logs and QR scans cannot be read or written directly', async () => {
      for (const who of [anon, user(p.noAccess.sub!)]) {
        for (const table of ['visit_logs', 'qr_scans']) {
          await expect(t.as(who, `select * from public.${table}`)).rejects.toMatchObject({
            code: '42501',
          });
          await expect(
            t.as(who, `insert into public.${table} (id) values (gen_random_uuid())`),
          ).rejects.toMatchObject({ code: '42501' });
        }
      }
    });

    it('nobody reads auth.users through the API roles', async () => {
      for (const who of [anon, p.subActive]) {
        await expect(t.as(who, 'select email from auth.users')).rejects.toMatchObject({
          code: '42501',
        });
      }
    });

    it('every public table has row level security on', async () => {
      const rows = await t.owner<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
      );
      expect(rows).toEqual([]);
    });
  });
});
