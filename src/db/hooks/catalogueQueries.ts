import { parseLatLng } from '../../domain/coordinates.ts';
import type { LatLng } from '../../domain/geo.ts';
import type { LocationRow, RouteRow } from '../../domain/rows.ts';
import { orderStops } from '../../domain/stops.ts';
import type { RoutegidsDB } from '../database.ts';

/** The read behind the route lists, apart from React so tests can run it on any database. */

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
