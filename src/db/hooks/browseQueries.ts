import { parseLatLng } from '../../domain/coordinates.ts';
import type { LatLng } from '../../domain/geo.ts';
import type { LocationRow, RouteRow } from '../../domain/rows.ts';
import { orderStops } from '../../domain/stops.ts';
import { storiesOf } from '../../domain/storyStops.ts';
import type { RoutegidsDB } from '../database.ts';
import { queryRouteStops } from './routeQueries.ts';

/**
 * The reads behind the route lists, more stories and favorites, apart from React so tests can
 * run them on any database. Each runs inside a live query.
 */

export interface RouteCatalogue {
  routes: RouteRow[];
  /** Routes with a stop whose content the server sent locked. */
  lockedIds: Set<string>;
  /** Each route's stop positions in walking order (locked stops have theirs too). */
  points: Map<string, LatLng[]>;
}

export async function queryRouteCatalogue(db: RoutegidsDB): Promise<RouteCatalogue> {
  const [routes, stops] = await Promise.all([db.routes.toArray(), db.routeStops.toArray()]);
  const ids = [...new Set(stops.map((s) => s.location_id))];
  const found = await db.locations.bulkGet(ids);
  const locations = new Map<string, LocationRow>();
  for (const l of found) if (l) locations.set(l.id, l);
  const lockedIds = new Set<string>();
  const points = new Map<string, LatLng[]>();
  for (const s of orderStops(stops)) {
    const l = locations.get(s.location_id);
    if (!l) continue;
    if (l.locked) lockedIds.add(s.route_id);
    const p = parseLatLng(l.lat, l.lng);
    if (!p) continue;
    const list = points.get(s.route_id) ?? [];
    list.push(p);
    points.set(s.route_id, list);
  }
  return { routes, lockedIds, points };
}

/** The stories: readable locations that are in no route. */
export async function queryStories(db: RoutegidsDB): Promise<LocationRow[]> {
  const [locations, routeLocationIds] = await Promise.all([
    db.locations.toArray(),
    db.routeStops.orderBy('location_id').uniqueKeys(),
  ]);
  return storiesOf(locations, new Set(routeLocationIds as string[]));
}

export interface Favorite {
  location: LocationRow;
  /** A route the stop belongs to (the newest), or null for a story. */
  route: RouteRow | null;
  /** The stop's 0-based position in that route. */
  index: number;
}

/** The stops and stories the user likes, across routes, by title. */
export async function queryFavorites(db: RoutegidsDB, userId: string): Promise<Favorite[]> {
  const likes = await db.myLikes
    .where('user_id')
    .equals(userId)
    .filter((l) => l.liked)
    .toArray();
  const favorites: Favorite[] = [];
  for (const like of likes) {
    const location = await db.locations.get(like.location_id);
    if (!location) continue;
    const stops = await db.routeStops.where('location_id').equals(location.id).toArray();
    const routes = (await db.routes.bulkGet(stops.map((s) => s.route_id)))
      .filter((r): r is RouteRow => !!r && r.published)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const route = routes[0] ?? null;
    const index = route
      ? (await queryRouteStops(db, route.id)).findIndex((v) => v.location.id === location.id)
      : 0;
    if (route && index < 0) continue;
    favorites.push({ location, route, index });
  }
  return favorites;
}
