import type { RoutegidsDB } from '../db/database.ts';
import { ARTICLE_IDS_PER_CALL } from '../domain/articles.ts';
import type { ArticleRow } from '../domain/rows.ts';
import { keySlices } from './applySlices.ts';
import type { SyncTransport } from './transport.ts';

/**
 * What asking for articles led to. 'stored': the server answered (the articles it may give
 * are on the device now; an id it left out is one the caller may not read); 'offline': no
 * network, nothing asked; 'failed': asked, no usable answer.
 */
export type ArticleFetch = 'stored' | 'offline' | 'failed';

/** Asks `location_articles` for these ids, in calls of at most ARTICLE_IDS_PER_CALL. */
export async function fetchArticleRows(
  transport: SyncTransport,
  ids: readonly string[],
  as: string | null,
): Promise<ArticleRow[]> {
  const rows: ArticleRow[] = [];
  for (const slice of keySlices([...new Set(ids)], ARTICLE_IDS_PER_CALL)) {
    rows.push(...(await transport.articles(slice, as)));
  }
  return rows;
}

/**
 * Stores fetched articles. Only for locations on the device that it shows unlocked (access may
 * have shrunk while the call ran: a locked stop never gets its article back), and only over an
 * older copy, so a slow answer never replaces a newer one.
 */
export async function writeArticles(db: RoutegidsDB, rows: ArticleRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction('rw', [db.locations, db.articles], async () => {
    const ids = rows.map((r) => r.id);
    const [locations, stored] = await Promise.all([
      db.locations.bulkGet(ids),
      db.articles.bulkGet(ids),
    ]);
    const fresh = rows.filter((row, i) => {
      const location = locations[i];
      const old = stored[i];
      if (!location || location.locked) return false;
      return !old || old.change_seq < row.change_seq;
    });
    if (fresh.length > 0) await db.articles.bulkPut(fresh);
    return fresh.length;
  });
}
