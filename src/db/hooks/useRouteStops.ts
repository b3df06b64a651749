import { useLiveQuery } from 'dexie-react-hooks';
import type { RouteStopView } from '../../domain/stops.ts';
import { db } from '../database.ts';
import { queryRouteStops } from './routeQueries.ts';

/**
 * The route's visible stops in walking order, live; `undefined` while loading, [] without a
 * route id. Stops without valid coordinates are kept (their article still shows): the map
 * filters those with domain/coordinates.
 */
export function useRouteStops(routeId: string | null | undefined): RouteStopView[] | undefined {
  return useLiveQuery(async () => (routeId ? queryRouteStops(db, routeId) : []), [routeId]);
}
