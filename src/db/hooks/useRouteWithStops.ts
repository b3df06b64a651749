import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { queryRouteWithStops, type RouteWithStops } from './routeQueries.ts';

/**
 * The route row and its visible stops in walking order, live and read together; `undefined`
 * while loading. Two live queries (route, stops) update one after the other: after the first
 * visit's write of the built-in route the route was there a render before its stops, and the
 * map started with none, then jumped to frame them. Without a route id: no route, no stops.
 */
export function useRouteWithStops(routeId: string | null | undefined): RouteWithStops | undefined {
  return useLiveQuery(
    async () =>
      routeId ? queryRouteWithStops(db, routeId) : { routeId: null, route: null, stops: [] },
    [routeId],
  );
}
