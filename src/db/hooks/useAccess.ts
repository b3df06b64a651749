import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { type AccessRecord, NO_ACCESS } from '../meta.ts';
import { queryAccess } from './syncQueries.ts';

/** The access record (hasSubscription, hasDayPass, dayPassExpiry, lastChecked), live. */
export function useAccess(): AccessRecord {
  return useLiveQuery(() => queryAccess(db), []) ?? NO_ACCESS;
}

/** The same, but undefined until the store has answered (no "no access" flash while loading). */
export function useStoredAccess(): AccessRecord | undefined {
  return useLiveQuery(() => queryAccess(db), []);
}
