import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { NO_SESSION, type SessionRecord } from '../meta.ts';
import { querySession } from './syncQueries.ts';

/**
 * The session as the sync engine stored it (user, remember, justRegistered, isFirstLogin),
 * live and available offline before supabase-js has loaded. The like button shows only when
 * `user` is set.
 */
export function useSession(): SessionRecord {
  return useLiveQuery(() => querySession(db), []) ?? NO_SESSION;
}

/** The same, but undefined until the store has answered (a screen that must not flash "signed out"). */
export function useStoredSession(): SessionRecord | undefined {
  return useLiveQuery(() => querySession(db), []);
}
