import { describe, expect, it } from 'vitest';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { L } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends } from '../support/testDatabase.ts';

/**
 * An incremental pull first asks whether anything was written since the cursor and answers
 * an empty pull at once (20261121001600_sync_pull_set_based.sql). A change the caller sees
 * only as a pin or a count must still count as a change.
 */
describe.each(backends())('sync_pull when little changed (%s)', (backend) => {
  const { t } = useCatalogueDb(backend);
  const pull = (since: number) =>
    t.rpc<SyncPullResponse>(anon, 'sync_pull', { since, access_key: 'anon' });

  it('a gated stop renamed reaches an anonymous device as its pin', async () => {
    const base = await pull(0);
    expect((await pull(base.cursor)).locations).toEqual([]);
    await t.owner(`update public.locations set title_nl = 'D nieuw' where id = $1`, [L.D]);
    const res = await pull(base.cursor);
    expect(res.locations).toEqual([
      expect.objectContaining({ id: L.D, title_nl: 'D nieuw', locked: true }),
    ]);
  });

  it('a like count alone is a change', async () => {
    const base = await pull(0);
    await t.owner(
      `insert into public.location_like_counts (location_id, likes) values ($1, 3)
       on conflict (location_id) do update set likes = 3`,
      [L.D],
    );
    const res = await pull(base.cursor);
    expect(res.like_counts).toEqual([{ location_id: L.D, likes: 3 }]);
    expect(res.locations).toEqual([]);
  });

  it('the quick empty answer has the shape and cursor of a built one', async () => {
    const base = await pull(0);
    const res = await pull(base.cursor);
    expect(res).toEqual({
      cursor: base.cursor,
      full: false,
      access_key: 'anon',
      access: expect.objectContaining({ has_subscription: false, has_day_pass: false }),
      routes: [],
      route_locations: [],
      locations: [],
      like_counts: [],
      my_likes: [],
      removed: { routes: [], route_locations: [], locations: [] },
    });
  });
});
