import type { LocationRow, RouteRow } from '../../domain/rows.ts';
import { buildRouteStops, type RouteStopView } from '../../domain/stops.ts';
import type { RoutegidsDB } from '../database.ts';

/**
 * The reads behind the route hooks, kept apart from React so tests (and the sync engine's
 * tests) can call them on any RoutegidsDB. Each runs inside a live query, so every table it
 * touches is observed.
 */

export async function queryRoute(db: RoutegidsDB, routeId: string): Promise<RouteRow | null> {
  return (await db.routes.get(routeId)) ?? null;
}

/** The route's visible stops in walking order (missing and hidden locations dropped). */
export async function queryRouteStops(db: RoutegidsDB, routeId: string): Promise<RouteStopView[]> {
  const stops = await db.routeStops.where('route_id').equals(routeId).toArray();
  const found = await db.locations.bulkGet(stops.map((s) => s.location_id));
  const locations = new Map<string, LocationRow>();
  for (const location of found) {
    if (location) locations.set(location.id, location);
  }
  return buildRouteStops(stops, locations);
}

export interface RouteWithStops {
  /** The id they were read for (a live query hands on the last answer while it re-reads). */
  routeId: string | null;
  route: RouteRow | null;
  stops: RouteStopView[];
}

/** The route and its stops in one read-only transaction: never one without the other. */
export async function queryRouteWithStops(
  db: RoutegidsDB,
  routeId: string,
): Promise<RouteWithStops> {
  return db.transaction('r', [db.routes, db.routeStops, db.locations], async () => {
    const [route, stops] = await Promise.all([
      queryRoute(db, routeId),
      queryRouteStops(db, routeId),
    ]);
    return { routeId, route, stops };
  });
}
