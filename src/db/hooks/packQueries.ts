import type { RouteRow } from '../../domain/rows.ts';
import type { RoutegidsDB } from '../database.ts';
import type { PackRow } from '../rows.ts';

/**
 * The routes a walker can take offline: published (or built-in), with stops, and every stop
 * readable on this device (a route the user has no access to arrives with its stories locked:
 * nothing of it could be packed). The built-in route first, then by name.
 */
export async function queryMyRoutes(db: RoutegidsDB): Promise<RouteRow[]> {
  const routes = (await db.routes.toArray()).filter((r) => r.published || r.is_builtin);
  const mine: RouteRow[] = [];
  for (const route of routes) {
    const stops = await db.routeStops.where('route_id').equals(route.id).toArray();
    if (stops.length === 0) continue;
    const locations = await db.locations.bulkGet(stops.map((s) => s.location_id));
    if (locations.every((l) => l !== undefined && !l.locked)) mine.push(route);
  }
  return mine.sort(
    (a, b) => Number(b.is_builtin) - Number(a.is_builtin) || a.name.localeCompare(b.name, 'nl'),
  );
}

export async function queryPack(db: RoutegidsDB, routeId: string): Promise<PackRow | null> {
  return (await db.packs.get(routeId)) ?? null;
}

export async function queryPacks(db: RoutegidsDB): Promise<PackRow[]> {
  return db.packs.toArray();
}
