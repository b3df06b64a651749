import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { queryMyLike } from './syncQueries.ts';

/** Whether the signed-in user likes the location, live (false without a user). */
export function useMyLike(locationId: string | null | undefined): boolean {
  return (
    useLiveQuery(async () => (locationId ? queryMyLike(db, locationId) : false), [locationId]) ??
    false
  );
}
