import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { isOnline, onOnlineChange } from '../../lib/windowEvents.ts';
import { db } from '../database.ts';
import { querySyncProgress } from './syncQueries.ts';

export interface SyncStatus {
  online: boolean;
  /** Ops waiting for the server (likes, visit logs, QR scans). */
  pending: number;
  lastSyncedAt: string | null;
}

/** Connectivity, waiting ops and the last successful pull, live. */
export function useSyncStatus(): SyncStatus {
  const online = useSyncExternalStore(onOnlineChange, isOnline, () => true);
  const progress = useLiveQuery(() => querySyncProgress(db), []);
  return { online, pending: progress?.pending ?? 0, lastSyncedAt: progress?.lastSyncedAt ?? null };
}
