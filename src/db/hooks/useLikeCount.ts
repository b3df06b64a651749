import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { queryLikeCount } from './syncQueries.ts';

/** The location's like count, live (0 when unknown or while loading). */
export function useLikeCount(locationId: string | null | undefined): number {
  return (
    useLiveQuery(async () => (locationId ? queryLikeCount(db, locationId) : 0), [locationId]) ?? 0
  );
}
