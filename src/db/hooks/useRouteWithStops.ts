import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { queryRouteWithStops, type RouteWithStops } from './routeQueries.ts';

/**
 * The route row and its visible stops in walking order, live and read together; `undefined`
 * while loading. Stops without valid coordinates are kept (their article still shows): the
 * map filters those with domain/coordinates. Two live queries (route, stops) could update a
 * render apart: after the first visit's write of the built-in route, the route without its
 * stops read as "no stops", and the map started without them, then jumped to frame them.
 * Without a route id: no route, no stops.
 */
export function useRouteWithStops(routeId: string | null | undefined): RouteWithStops | undefined {
  return useLiveQuery(
    async () =>
      routeId ? queryRouteWithStops(db, routeId) : { routeId: null, route: null, stops: [] },
    [routeId],
  );
}
