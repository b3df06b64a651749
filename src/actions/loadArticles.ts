import { db as appDb, type RoutegidsDB } from '../db/database.ts';
import { queryArticlesToLoad, queryRouteArticlesToLoad } from '../db/hooks/articleQueries.ts';
import { isOnline } from '../lib/windowEvents.ts';
import type { ArticleFetch } from '../sync/articles.ts';

export type { ArticleFetch };

/** What loading articles needs besides its arguments; tests pass their own. */
export interface ArticleContext {
  db: RoutegidsDB;
  online(): boolean;
  /** Fetches and stores these locations' articles (the sync engine). */
  fetch(locationIds: string[]): Promise<ArticleFetch>;
}

export function appArticleContext(): ArticleContext {
  return {
    db: appDb,
    online: isOnline,
    // The engine (and supabase-js) loads after first paint: imported when first needed, and
    // started if it is not yet (an article is what the walker is waiting for).
    fetch: async (ids) => {
      const { startSync } = await import('../sync/supabase/runtime.ts');
      return (await startSync()).fetchArticles(ids);
    },
  };
}

const inFlight = new Map<string, Promise<ArticleFetch>>();

/**
 * The articles a shown stop needs: its own, and those of the other stops of its route
 * (`routeId`; '' for a story outside routes), fetched in one call when it has none or an older
 * one, and stored for offline. Resolves 'stored' when nothing was missing. A call for a stop
 * of a route whose articles are being fetched waits for that fetch.
 */
export function loadArticles(
  locationId: string,
  routeId: string,
  ctx: ArticleContext = appArticleContext(),
): Promise<ArticleFetch> {
  // One call covers the whole route, so the stops of one route share it.
  return once(routeId || `location:${locationId}`, ctx, () =>
    queryArticlesToLoad(ctx.db, locationId, routeId),
  );
}

/**
 * The articles of a route the walker opens (its confirm screen), fetched before its first stop
 * shows, so the drawer opens on the text rather than on a loading state.
 */
export function loadRouteArticles(
  routeId: string,
  ctx: ArticleContext = appArticleContext(),
): Promise<ArticleFetch> {
  return once(routeId, ctx, () => queryRouteArticlesToLoad(ctx.db, routeId));
}

function once(
  key: string,
  ctx: ArticleContext,
  wanted: () => Promise<string[]>,
): Promise<ArticleFetch> {
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async (): Promise<ArticleFetch> => {
    const ids = await wanted();
    if (ids.length === 0) return 'stored';
    if (!ctx.online()) return 'offline';
    return ctx.fetch(ids);
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}
