import { describe, expect, it } from 'vitest';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import type { JwtClaims } from '../../supabase/local/database.ts';
import { L } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends } from '../support/testDatabase.ts';

/**
 * Articles come on demand (20261124000100_articles_on_demand.sql): sync_pull sends every
 * location without its article bodies, and `location_articles(ids)` answers them only for
 * locations the caller may read in full, the rule by which sync_pull sends a full row or a
 * locked pin.
 */
describe.each(backends())('location_articles (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);
  const every = Object.values(L);

  type Article = { id: string; article_nl: string | null; article_en: string | null };
  const articles = async (who: JwtClaims, ids: string[]) => {
    const rows = await t.as<Article & { change_seq: string }>(
      who,
      'select * from public.location_articles($1::uuid[]) order by id',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  };
  /** The ids sync_pull sends in full (not as locked pins) to `who`. */
  const fullInPull = async (who: JwtClaims) => {
    const res = await t.rpc<SyncPullResponse>(who, 'sync_pull', { since: 0, access_key: null });
    return res.locations
      .filter((l) => !l.locked)
      .map((l) => l.id)
      .sort();
  };

  it('sync_pull sends no article bodies, but the article title', async () => {
    await t.owner(`update public.locations set article_title = 'Titel A' where id = $1`, [L.A]);
    const res = await t.rpc<SyncPullResponse>(p.subActive, 'sync_pull', {
      since: 0,
      access_key: null,
    });
    expect(res.locations.length).toBeGreaterThan(0);
    for (const l of res.locations) {
      expect(l).toHaveProperty('article_nl', null);
      expect(l).toHaveProperty('article_en', null);
    }
    expect(res.locations.find((l) => l.id === L.A)?.article_title).toBe('Titel A');
  });

  it('anon gets the articles of free routes only, never of a locked stop', async () => {
    const got = await articles(anon, every);
    expect([...got.keys()].sort()).toEqual([L.A, L.B, L.C].sort());
    expect(got.get(L.A)).toMatchObject({ article_nl: '<p>A</p>', article_en: '<p>A en</p>' });
    expect(got.get(L.B)).toMatchObject({ article_nl: '<p>B</p>', article_en: null });
    expect([...got.keys()].sort()).toEqual(await fullInPull(anon));
  });

  it('a signed-in user without a pass gets what anon gets', async () => {
    const got = await articles(p.noAccess, every);
    expect([...got.keys()].sort()).toEqual([L.A, L.B, L.C].sort());
    expect((await articles(p.dayExpired, [L.D])).size).toBe(0);
  });

  it('a day-pass holder also gets the day-pass stops, not the subscriber ones', async () => {
    const got = await articles(p.dayActive, every);
    expect(got.get(L.D)).toMatchObject({ article_nl: '<p>D</p>', article_en: '<p>D en</p>' });
    expect(got.has(L.G)).toBe(false);
    expect(got.has(L.S)).toBe(false);
    expect([...got.keys()].sort()).toEqual(await fullInPull(p.dayActive));
  });

  it('a subscriber gets every readable article, with the row change_seq', async () => {
    const got = await articles(p.subActive, every);
    expect(got.get(L.G)).toMatchObject({ article_nl: '<p>G</p>' });
    expect(got.get(L.S)).toMatchObject({ article_nl: '<p>S</p>' });
    expect([...got.keys()].sort()).toEqual(await fullInPull(p.subActive));
    const [seq] = await t.owner<{ change_seq: string }>(
      'select change_seq from public.locations where id = $1',
      [L.G],
    );
    expect(String(got.get(L.G)?.change_seq)).toBe(String(seq?.change_seq));
  });

  it('refuses more than 200 ids in one call', async () => {
    const ids = Array.from({ length: 201 }, () => L.A);
    await expect(articles(p.subActive, ids)).rejects.toMatchObject({ code: '22023' });
    expect((await articles(p.subActive, ids.slice(1))).size).toBe(1);
  });
});
