import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PushOpResult } from '../../src/sync/protocol.ts';
import type { JwtClaims } from '../../supabase/local/database.ts';
import { L } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends } from '../support/testDatabase.ts';

/**
 * Likes follow the rule content follows (migration 20261121000900): a caller may like only a
 * stop whose content they may read, and like counts are answered only for locations the
 * caller can see (readable content, or a pin of a published route on the overview map).
 */
describe.each(backends())('likes follow the read rule (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);

  const counts = (who: JwtClaims, ids: string[]) =>
    t.as<{ location_id: string; likes: number }>(
      who,
      'select * from public.get_location_likes($1::uuid[]) order by location_id',
      [ids],
    );
  const pushLike = async (who: JwtClaims, locationId: string) => {
    const ops = [
      {
        id: randomUUID(),
        kind: 'like_set',
        payload: { location_id: locationId, liked: true },
        at: new Date().toISOString(),
      },
    ];
    const [result] = await t.rpc<PushOpResult[]>(who, 'push_ops', { ops: JSON.stringify(ops) });
    return result!;
  };
  const likeRows = (locationId: string) =>
    t.owner('select user_id from public.location_likes where location_id = $1', [locationId]);

  it('refuses a like, direct or queued, on a stop the caller may not read', async () => {
    // L.D is a stop of the day pass route: a user without a pass sees its pin, not its content.
    await expect(
      t.rpc(p.noAccess, 'set_location_like', { location_id: L.D, liked: true }),
    ).rejects.toMatchObject({ code: 'PT404' });
    const queued = await pushLike(p.noAccess, L.D);
    expect(queued).toMatchObject({ status: 'rejected', code: 'not_found' });
    // L.S is a story outside routes: only subscribers read it.
    expect(await pushLike(p.dayActive, L.S)).toMatchObject({ status: 'rejected' });
    expect(await likeRows(L.D)).toEqual([]);
    expect(await likeRows(L.S)).toEqual([]);
  });

  it('accepts a like on what the caller may read', async () => {
    expect(await pushLike(p.noAccess, L.A)).toMatchObject({ status: 'applied', new_like_count: 1 });
    expect(await pushLike(p.dayActive, L.D)).toMatchObject({
      status: 'applied',
      new_like_count: 1,
    });
    expect(await pushLike(p.subActive, L.S)).toMatchObject({
      status: 'applied',
      new_like_count: 1,
    });
  });

  it('answers like counts only for locations the caller can see', async () => {
    // L.S (a story) and L.H (a stop of an unpublished route) are invisible to anon; L.D is a
    // pin on the overview map, whose count every pull already carries.
    await t.owner(
      `insert into public.location_like_counts (location_id, likes) values ($1, 5)
       on conflict (location_id) do update set likes = 5`,
      [L.H],
    );
    expect(await counts(anon, [L.S, L.H, L.D, randomUUID()])).toEqual([
      { location_id: L.D, likes: 1 },
    ]);
    // Subscribers read every story, so they see these counts too.
    expect(await counts(p.subActive, [L.S, L.H])).toEqual([
      { location_id: L.H, likes: 5 },
      { location_id: L.S, likes: 1 },
    ]);
  });

  it('reading the counts table directly follows the same rule', async () => {
    const rows = await t.as<{ location_id: string }>(
      anon,
      'select location_id from public.location_like_counts',
    );
    const ids = rows.map((r) => r.location_id);
    expect(ids).toContain(L.A);
    expect(ids).not.toContain(L.S);
    expect(ids).not.toContain(L.H);
  });
});
