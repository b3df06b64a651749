import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMeters } from '../../src/domain/distance.ts';
import { anon, backends, openTestDatabase, type TestDb } from '../support/testDatabase.ts';

const ROUTE = '00000000-0000-4000-8000-000000000901';
const loc = (n: number) => `00000000-0000-4000-8000-00000000095${n}`;
const P = [
  { lat: 52.36, lng: 4.88 },
  { lat: 52.361, lng: 4.881 },
  { lat: 52.363, lng: 4.884 },
  { lat: 52.365, lng: 4.884 },
];
const legs = (pts: { lat: number; lng: number }[]) =>
  Math.round(pts.slice(1).reduce((sum, p, i) => sum + haversineMeters(pts[i]!, p), 0));

describe.each(backends())('schema triggers (%s)', (backend) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    await t.owner(`insert into public.routes (id, name, published) values ($1, 'R', true)`, [
      ROUTE,
    ]);
    for (const [i, p] of P.entries()) {
      await t.owner(
        'insert into public.locations (id, title_nl, lat, lng) values ($1, $2, $3, $4)',
        [loc(i), `L${i}`, p.lat, p.lng],
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const metrics = async () =>
    (
      await t.owner<{ distance_m: number; stop_count: number; path: [number, number][] | null }>(
        'select distance_m, stop_count, path from public.routes where id = $1',
        [ROUTE],
      )
    )[0]!;

  it('computes distance, stop count and path from the ordered stops', async () => {
    expect(await metrics()).toEqual({ distance_m: 0, stop_count: 0, path: null });
    await t.owner(
      `insert into public.route_locations (route_id, location_id, "order") values
         ($1, $2, 2), ($1, $3, null), ($1, $4, 1)`,
      [ROUTE, loc(1), loc(3), loc(0)],
    );
    const m = await metrics();
    expect(m.stop_count).toBe(3);
    // order 1, 2, then the stop without order last
    expect(m.distance_m).toBe(legs([P[0]!, P[1]!, P[3]!]));
    expect(m.path).toEqual([P[0], P[1], P[3]].map((p) => [p!.lng, p!.lat]));
  });

  it('follows changes to stops and to their locations', async () => {
    await t.owner(
      `insert into public.route_locations (route_id, location_id, "order") values ($1, $2, 3)`,
      [ROUTE, loc(2)],
    );
    expect((await metrics()).distance_m).toBe(legs([P[0]!, P[1]!, P[2]!, P[3]!]));

    await t.owner(`update public.locations set content_type = 'nvt' where id = $1`, [loc(1)]);
    expect(await metrics()).toMatchObject({
      stop_count: 3,
      distance_m: legs([P[0]!, P[2]!, P[3]!]),
    });

    await t.owner(`update public.locations set lat = null, lng = null where id = $1`, [loc(2)]);
    expect(await metrics()).toMatchObject({ stop_count: 3, distance_m: legs([P[0]!, P[3]!]) });

    await t.owner('delete from public.locations where id = $1', [loc(3)]);
    expect(await metrics()).toMatchObject({ stop_count: 2, distance_m: 0 });
  });

  it('stamps every change with a new, higher change_seq from one sequence', async () => {
    const [a] = await t.owner<{ change_seq: number }>(
      `insert into public.locations (title_nl) values ('x') returning change_seq`,
    );
    const [b] = await t.owner<{ change_seq: number }>(
      `insert into public.routes (name) values ('y') returning change_seq`,
    );
    const [c] = await t.owner<{ change_seq: number }>(
      `update public.locations set title_nl = 'x2' where title_nl = 'x' returning change_seq`,
    );
    expect(b!.change_seq).toBeGreaterThan(a!.change_seq);
    expect(c!.change_seq).toBeGreaterThan(b!.change_seq);
  });

  it('leaves a tombstone when a location is deleted', async () => {
    const [row] = await t.owner<{ id: string }>(
      `insert into public.locations (title_nl) values ('gone') returning id`,
    );
    await t.owner('delete from public.locations where id = $1', [row!.id]);
    const tomb = await t.as<{ table_name: string }>(
      anon,
      'select table_name from public.sync_tombstones where row_id = $1',
      [row!.id],
    );
    expect(tomb).toEqual([{ table_name: 'locations' }]);
  });

  it('anon and authenticated may call exactly the client RPCs in the public schema', async () => {
    const callable = async (role: string) =>
      (
        await t.owner<{ proname: string }>(
          `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute')
           order by 1`,
          [role],
        )
      ).map((r) => r.proname);
    expect(await callable('anon')).toEqual([
      'current_access',
      'get_location_likes',
      'location_articles',
      'push_ops',
      'sync_pull',
    ]);
    expect(await callable('authenticated')).toEqual([
      'current_access',
      'delete_push_subscription',
      'get_location_likes',
      'location_articles',
      'push_ops',
      'save_push_subscription',
      'set_location_like',
      'sync_pull',
    ]);
  });

  it('security definer functions pin an empty search_path', async () => {
    const rows = await t.owner<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosecdef
         and not coalesce(p.proconfig @> array['search_path=""'], false)`,
    );
    expect(rows).toEqual([]);
  });
});
