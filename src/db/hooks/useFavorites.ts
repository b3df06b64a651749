import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { type Favorite, queryFavorites } from './favoriteQueries.ts';

/** The signed-in user's liked stops and stories, live; [] without a user. */
export function useFavorites(userId: string | null | undefined): Favorite[] | undefined {
  return useLiveQuery(async () => (userId ? queryFavorites(db, userId) : []), [userId]);
}
