import { useLiveQuery } from 'dexie-react-hooks';
import type { LocationRow } from '../../domain/rows.ts';
import { db } from '../database.ts';
import { queryStories } from './storyQueries.ts';

/** The stories (readable locations in no route), live; undefined while loading. */
export function useStories(enabled = true): LocationRow[] | undefined {
  return useLiveQuery(async () => (enabled ? queryStories(db) : []), [enabled]);
}
