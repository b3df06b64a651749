import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import type { RouteRow } from '../rows.ts';
import { queryRoute } from './routeQueries.ts';

/**
 * The route row, live. `undefined` while loading; `null` when there is no such route (or no
 * id was given).
 */
export function useRoute(routeId: string | null | undefined): RouteRow | null | undefined {
  return useLiveQuery(async () => (routeId ? queryRoute(db, routeId) : null), [routeId]);
}
