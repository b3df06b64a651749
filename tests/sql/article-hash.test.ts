import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleHash } from '../../scripts/seed/articleHash.ts';
import { BUILTIN_LOCATIONS } from '../../src/db/builtin/museumplein.ts';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { L } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends, openTestDatabase, type TestDb } from '../support/testDatabase.ts';

/**
 * A device fetches an article again only when its text changed
 * (20261124000200_article_hash.sql): the server names the text of each location by a hash,
 * and the app's bundle names its own articles the same way (scripts/seed/articleHash.ts).
 * If the two ways disagreed, every first visit would fetch the built-in route's articles
 * again, or a changed article would never reach a device.
 */
const TEXTS: [string | null, string | null][] = [
  [null, null],
  ['', null],
  [null, ''],
  ['', ''],
  ['<p>Één café – “Nachtwacht”</p>', '<p>🚶 walk</p>'],
  ['a|b', 'c'],
  ['a', '|b:c'],
  ['3:abc', '-'],
  ['line\nbreak\\n', 'tab\t'],
];

describe.each(backends())('article hashes (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);

  it('the server computes what the bundle computes, and tells apart what differs', async () => {
    const rows = await t.owner<{ i: number; hash: string }>(
      `select x.i, private.article_hash(x.nl, x.en) as hash
         from jsonb_to_recordset($1::jsonb) as x(i int, nl text, en text)`,
      [JSON.stringify(TEXTS.map(([nl, en], i) => ({ i, nl, en })))],
    );
    const server = rows.sort((a, b) => Number(a.i) - Number(b.i)).map((r) => r.hash);
    expect(server).toEqual(TEXTS.map(([nl, en]) => articleHash(nl, en)));
    expect(new Set(server).size).toBe(TEXTS.length);
  });

  it('sync_pull names each full row’s article text; location_articles answers the same', async () => {
    const res = await t.rpc<SyncPullResponse>(p.subActive, 'sync_pull', {
      since: 0,
      access_key: null,
    });
    const table = await t.owner<{
      id: string;
      article_nl: string | null;
      article_en: string | null;
    }>('select id, article_nl, article_en from public.locations');
    const texts = new Map(table.map((r) => [r.id, r]));
    const full = res.locations.filter((l) => !l.locked);
    expect(full.length).toBeGreaterThan(0);
    for (const l of full) {
      const text = texts.get(l.id);
      expect(l.article_hash, l.id).toBe(
        articleHash(text?.article_nl ?? null, text?.article_en ?? null),
      );
    }
    const answered = await t.as<{ id: string; article_hash: string }>(
      p.subActive,
      'select id, article_hash from public.location_articles($1::uuid[])',
      [[L.A]],
    );
    expect(answered).toEqual([
      { id: L.A, article_hash: full.find((l) => l.id === L.A)?.article_hash },
    ]);
  });

  it('a changed article changes the hash; a change elsewhere in the row does not', async () => {
    const hashOf = async () =>
      (
        await t.rpc<SyncPullResponse>(p.subActive, 'sync_pull', { since: 0, access_key: null })
      ).locations.find((l) => l.id === L.A);
    const before = await hashOf();
    await t.owner(`update public.locations set title_en = 'Renamed' where id = $1`, [L.A]);
    const renamed = await hashOf();
    expect(renamed?.change_seq).toBeGreaterThan(before?.change_seq ?? 0);
    expect(renamed?.article_hash).toBe(before?.article_hash);
    await t.owner(`update public.locations set article_en = '<p>New</p>' where id = $1`, [L.A]);
    expect((await hashOf())?.article_hash).not.toBe(before?.article_hash);
  });

  it('a locked pin names no text, in a row of the same shape', async () => {
    const res = await t.rpc<SyncPullResponse>(anon, 'sync_pull', { since: 0, access_key: null });
    const pins = res.locations.filter((l) => l.locked);
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) expect(pin).toHaveProperty('article_hash', null);
  });
});

describe.each(backends())('the seeded built-in route (%s)', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDatabase(backend, { seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  // What spares a first visit the refetch: the server's rows name the bundled text.
  it('names the articles the bundle ships, so a first visit keeps them', async () => {
    const res = await t.rpc<SyncPullResponse>(anon, 'sync_pull', { since: 0, access_key: null });
    for (const bundled of BUILTIN_LOCATIONS) {
      const pulled = res.locations.find((l) => l.id === bundled.id);
      expect(bundled.article_hash, bundled.id).toMatch(/^[0-9a-f]{16}$/);
      expect(pulled?.article_hash, bundled.id).toBe(bundled.article_hash);
    }
  });
});
