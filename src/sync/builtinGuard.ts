import type { RoutegidsDB } from '../db/database.ts';
import type { RouteRow, RouteStopRow } from '../domain/rows.ts';

/**
 * The built-in route ships inside the app and must survive every pull: not in a snapshot,
 * tombstoned, or hidden after access is lost, it stays. This collects its route, stop and
 * location ids from what is stored and what is arriving, so the caller can leave them alone.
 * Call it inside the transaction that deletes.
 */
export interface ProtectedIds {
  routes: Set<string>;
  stops: Set<string>;
  locations: Set<string>;
}

export async function builtinIds(
  db: RoutegidsDB,
  incomingRoutes: RouteRow[] = [],
  incomingStops: RouteStopRow[] = [],
): Promise<ProtectedIds> {
  const routes = new Set<string>();
  await db.routes.each((r) => {
    if (r.is_builtin) routes.add(r.id);
  });
  for (const r of incomingRoutes) if (r.is_builtin) routes.add(r.id);

  const stops = new Set<string>();
  const locations = new Set<string>();
  const add = (s: RouteStopRow) => {
    if (!routes.has(s.route_id)) return;
    stops.add(s.id);
    locations.add(s.location_id);
  };
  if (routes.size > 0) {
    const stored = await db.routeStops
      .where('route_id')
      .anyOf([...routes])
      .toArray();
    stored.forEach(add);
  }
  incomingStops.forEach(add);
  return { routes, stops, locations };
}
