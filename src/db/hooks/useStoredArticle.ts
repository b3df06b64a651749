import { useLiveQuery } from 'dexie-react-hooks';
import type { ArticleRow } from '../../domain/rows.ts';
import { db } from '../database.ts';
import { queryStoredArticle } from './articleQueries.ts';

/** The location's stored article, live: undefined while loading, null when none is stored. */
export function useStoredArticle(locationId: string): ArticleRow | null | undefined {
  return useLiveQuery(() => queryStoredArticle(db, locationId), [locationId]);
}
