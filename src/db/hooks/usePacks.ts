import { useLiveQuery } from 'dexie-react-hooks';
import type { RouteRow } from '../../domain/rows.ts';
import { db } from '../database.ts';
import type { PackRow } from '../rows.ts';
import { queryMyRoutes, queryPack, queryPacks } from './packQueries.ts';

/**
 * A route's offline pack row, live (the service worker writes its progress from another
 * context; Dexie carries the change to every tab). `undefined` while loading, null: none.
 */
export function usePack(routeId: string | null | undefined): PackRow | null | undefined {
  return useLiveQuery(async () => (routeId ? queryPack(db, routeId) : null), [routeId]);
}

/** Every pack row, live. */
export function usePacks(): PackRow[] | undefined {
  return useLiveQuery(() => queryPacks(db), []);
}

/** The routes this walker can take offline (packQueries.ts), live. */
export function useMyRoutes(): RouteRow[] | undefined {
  return useLiveQuery(() => queryMyRoutes(db), []);
}
