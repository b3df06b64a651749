import { useLiveQuery } from 'dexie-react-hooks';
import type { RouteRow } from '../../domain/rows.ts';
import { db } from '../database.ts';
import { queryRoute } from './routeQueries.ts';

/**
 * The route row, live. `undefined` while loading; `null` when there is no such route (or no
 * id was given).
 */
export function useRoute(routeId: string | null | undefined): RouteRow | null | undefined {
  return useLiveQuery(async () => (routeId ? queryRoute(db, routeId) : null), [routeId]);
}
