import { useEffect, useState } from 'react';
import { type ArticleFetch, loadArticles } from '../../actions/loadArticles.ts';
import { useStoredArticle } from '../../db/hooks/useStoredArticle.ts';
import { articleNeed, withArticle } from '../../domain/articles.ts';
import type { LocationRow } from '../../domain/rows.ts';
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
  const [outcome, setOutcome] = useState<{ attempt: string; result: ArticleFetch } | null>(null);
  const wanted = !location.locked && (need === 'missing' || need === 'stale');

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadArticles(location.id, routeId).then(
      (result) => live && setOutcome({ attempt, result }),
      () => live && setOutcome({ attempt, result: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt, location.id, routeId]);

  const shown = withArticle(location, stored ?? undefined);
  if (location.locked || need === 'stored' || need === 'stale') return { shown, status: 'ready' };
  if (need === null) {
    const bundled = location.article_nl !== null || location.article_en !== null;
    return { shown, status: bundled ? 'ready' : 'loading' };
  }
  const result = outcome?.attempt === attempt ? outcome.result : null;
  // 'stored' with nothing stored: the server has no article for this caller; show the rest.
  if (result === null) return { shown, status: 'loading' };
  return { shown, status: result === 'stored' ? 'ready' : result };
}
