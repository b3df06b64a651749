/**
 * Where a stop's article comes from. `sync_pull` sends locations without their article bodies;
 * they are stored apart (ArticleRow) when fetched. A location row may still carry its own
 * (the bundled built-in route does): those count as stored.
 */
import type { ArticleRow, LocationRow } from './rows.ts';

/**
 * 'stored': the article is on the device and current. 'stale': on the device, but the
 * location changed on the server since (show it, fetch the new one when online). 'missing':
 * never fetched.
 */
export type ArticleNeed = 'stored' | 'stale' | 'missing';

type Bodies = Pick<LocationRow, 'article_nl' | 'article_en'>;

const hasBody = (row: Bodies): boolean => row.article_nl !== null || row.article_en !== null;

/**
 * A stored article older than its location row is still current when the row names the same
 * text (`article_hash`): the row changed elsewhere (a title, a photo), or the article is the
 * bundled copy of the built-in route's, which has change_seq 0.
 */
export function articleNeed(
  location: Pick<LocationRow, 'article_nl' | 'article_en' | 'change_seq' | 'article_hash'>,
  stored: ArticleRow | undefined,
): ArticleNeed {
  if (stored) {
    if (stored.change_seq >= location.change_seq) return 'stored';
    const sameText = !!location.article_hash && location.article_hash === stored.article_hash;
    return sameText ? 'stored' : 'stale';
  }
  return hasBody(location) ? 'stored' : 'missing';
}

/** The location with the stored article in it (the row's own bodies when none is stored). */
export function withArticle<T extends Bodies>(location: T, stored: ArticleRow | undefined): T {
  if (!stored) return location;
  return { ...location, article_nl: stored.article_nl, article_en: stored.article_en };
}

/**
 * The ids of these readable locations whose article should be fetched: missing or stale, or
 * only the missing ones (`missingOnly`: what a walker offline would have no text for).
 */
export function articlesToFetch(
  locations: readonly Pick<
    LocationRow,
    'id' | 'article_nl' | 'article_en' | 'change_seq' | 'locked' | 'article_hash'
  >[],
  stored: ReadonlyMap<string, ArticleRow>,
  missingOnly = false,
): string[] {
  const wanted = (need: ArticleNeed) => need === 'missing' || (!missingOnly && need === 'stale');
  return locations
    .filter((l) => !l.locked && wanted(articleNeed(l, stored.get(l.id))))
    .map((l) => l.id);
}

/** At most this many ids per `location_articles` call (the server refuses more). */
export const ARTICLE_IDS_PER_CALL = 200;
