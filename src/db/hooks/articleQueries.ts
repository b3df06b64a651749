import { articlesToFetch, withArticle } from '../../domain/articles.ts';
import type { ArticleRow, LocationRow } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import type { RoutegidsDB } from '../database.ts';

/**
 * Reads of the stored articles (the `articles` table, src/db/database.ts v4), apart from React
 * so actions and tests call them on any RoutegidsDB.
 */

export async function queryStoredArticle(
  db: RoutegidsDB,
  locationId: string,
): Promise<ArticleRow | null> {
  return (await db.articles.get(locationId)) ?? null;
}

async function storedArticles(
  db: RoutegidsDB,
  ids: readonly string[],
): Promise<Map<string, ArticleRow>> {
  const found = await db.articles.bulkGet([...ids]);
  const stored = new Map<string, ArticleRow>();
  for (const row of found) if (row) stored.set(row.id, row);
  return stored;
}

/** Of these locations, the readable ones whose article is missing or stale (or only missing). */
async function idsToLoad(db: RoutegidsDB, ids: string[], missingOnly: boolean): Promise<string[]> {
  const locations = (await db.locations.bulkGet(ids)).filter((l): l is LocationRow => !!l);
  return articlesToFetch(locations, await storedArticles(db, ids), missingOnly);
}

async function routeLocationIds(db: RoutegidsDB, routeId: string): Promise<string[]> {
  if (!routeId) return [];
  const stops = await db.routeStops.where('route_id').equals(routeId).toArray();
  return stops.map((s) => s.location_id);
}

/**
 * The locations whose article should be fetched when `locationId` is shown: that one first,
 * then the other stops of its route (`routeId`, '' for a story outside routes) that have none
 * or an older one. Locked and unknown locations are left out.
 */
export async function queryArticlesToLoad(
  db: RoutegidsDB,
  locationId: string,
  routeId: string,
): Promise<string[]> {
  const ids = [...new Set([locationId, ...(await routeLocationIds(db, routeId))])];
  return idsToLoad(db, ids, false);
}

/** The route's readable stops with no article, or an older one (`missingOnly`: with none). */
export async function queryRouteArticlesToLoad(
  db: RoutegidsDB,
  routeId: string,
  missingOnly = false,
): Promise<string[]> {
  return idsToLoad(db, [...new Set(await routeLocationIds(db, routeId))], missingOnly);
}

/** The route's stops with their stored articles in their locations (for the pack list). */
export async function withStoredArticles(
  db: RoutegidsDB,
  stops: readonly RouteStopView[],
): Promise<RouteStopView[]> {
  const stored = await storedArticles(
    db,
    stops.map((s) => s.location.id),
  );
  return stops.map((s) => ({ ...s, location: withArticle(s.location, stored.get(s.location.id)) }));
}
