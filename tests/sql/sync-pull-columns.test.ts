import { describe, expect, it } from 'vitest';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { backends } from '../support/testDatabase.ts';

/**
 * sync_pull prints rows from explicit column lists (20261121001600_sync_pull_set_based.sql):
 * a column added to a table later must be added there too, or devices never receive it.
 * These tests compare what it sends with what the tables hold, column by column and value by
 * value, so such a column (or a value printed differently) fails here.
 */
describe.each(backends())('sync_pull sends whole rows (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);

  /** Each row of `table` as the owner sees it, as JSON without the server-only change_xid. */
  async function tableRows(table: string): Promise<Map<string, Record<string, unknown>>> {
    const rows = await t.owner<{ id: string; row: Record<string, unknown> }>(
      `select x.id, to_jsonb(x) - 'change_xid' as row from public.${table} x`,
    );
    return new Map(rows.map((r) => [r.id, r.row]));
  }

  const snapshot = () =>
    t.rpc<SyncPullResponse>(p.subActive, 'sync_pull', { since: 0, access_key: null });

  it.each([
    ['routes', 'routes'],
    ['route_locations', 'route_locations'],
  ] as const)('every %s row has every column and value of the table', async (key, table) => {
    const res = await snapshot();
    const rows = await tableRows(table);
    expect(res[key].length).toBeGreaterThan(0);
    for (const sent of res[key]) {
      expect(sent).toEqual(rows.get(sent.id));
    }
  });

  // A column missing from the list fails here: the table's row has it (null or not), the sent
  // row does not. The article bodies are the exception: sent as null, fetched on demand through
  // location_articles (20261124000100_articles_on_demand.sql), and named by their hash
  // (20261124000200_article_hash.sql, tests/sql/article-hash.test.ts).
  it('every location a reader may open has every column and value of the table', async () => {
    const res = await snapshot();
    const rows = await tableRows('locations');
    expect(res.locations.length).toBeGreaterThan(0);
    for (const sent of res.locations) {
      expect(sent).toEqual({
        ...rows.get(sent.id),
        article_nl: null,
        article_en: null,
        article_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
        locked: false,
      });
    }
  });
});
