import type { LocationRow, RouteRow } from '../../domain/rows.ts';
import type { RoutegidsDB } from '../database.ts';
import { queryRouteStops } from './routeQueries.ts';

export interface Favorite {
  location: LocationRow;
  /** A route the stop belongs to (the newest), or null for a story. */
  route: RouteRow | null;
  /** The stop's 0-based position in that route. */
  index: number;
}

/** The stops and stories the user likes, across routes (the screen sorts them by title). */
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
