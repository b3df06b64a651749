import { useEffect, useState } from 'react';
import { type ArticleFetch, loadArticles } from '../../actions/loadArticles.ts';
import { db } from '../../db/database.ts';
import { queryStoredArticle } from '../../db/hooks/articleQueries.ts';
import { useStoredArticle } from '../../db/hooks/useStoredArticle.ts';
import { articleNeed, withArticle } from '../../domain/articles.ts';
import type { ArticleRow, LocationRow } from '../../domain/rows.ts';
import { useOnline } from '../useOnline.ts';

/**
 * 'ready': show the article (or the intro, or "no text"); 'loading': it is being fetched;
 * 'offline' / 'failed': none is on the device and it could not be fetched now.
 */
export type ArticleStatus = 'ready' | 'loading' | 'offline' | 'failed';

/**
 * The stop's location with its stored article, and whether the article is still to come.
 * Locations arrive without their article (sync_pull); when one is shown without it, or with an
 * older one, the articles of its route (`routeId`, '' for a story) are fetched and stored. A
 * stale article shows meanwhile; a missing one shows a loading state, and offline a message.
 * It asks again when the connection comes back.
 */
export function useStopArticle(
  location: LocationRow,
  routeId: string,
): { shown: LocationRow; status: ArticleStatus } {
  const stored = useStoredArticle(location.id);
  const online = useOnline();
  const need = stored === undefined ? null : articleNeed(location, stored ?? undefined);
  const attempt = `${location.id}:${location.change_seq}:${online}`;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const wanted = !location.locked && (need === 'missing' || need === 'stale');

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void fetchArticle(location.id, routeId).then(
      (fetched) => live && setOutcome({ attempt, ...fetched }),
      () => live && setOutcome({ attempt, result: 'failed', article: null }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt, location.id, routeId]);

  const fetched = outcome?.attempt === attempt ? outcome : null;
  const shown = withArticle(location, stored ?? fetched?.article ?? undefined);
  if (location.locked || need === 'stored' || need === 'stale') return { shown, status: 'ready' };
  if (need === null) {
    const bundled = location.article_nl !== null || location.article_en !== null;
    return { shown, status: bundled ? 'ready' : 'loading' };
  }
  // 'stored' with nothing stored: the server has no article for this caller; show the rest.
  if (fetched === null) return { shown, status: 'loading' };
  return { shown, status: fetched.result === 'stored' ? 'ready' : fetched.result };
}

type Outcome = { attempt: string; result: ArticleFetch; article: ArticleRow | null };

/**
 * The fetch, and the article it stored: shown at once, since the live query sees the write a
 * moment later (without it the intro flashes in the article's place).
 */
async function fetchArticle(
  locationId: string,
  routeId: string,
): Promise<Omit<Outcome, 'attempt'>> {
  const result = await loadArticles(locationId, routeId);
  const article = result === 'stored' ? await queryStoredArticle(db, locationId) : null;
  return { result, article };
}
