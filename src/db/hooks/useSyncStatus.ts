import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db } from '../database.ts';
import { querySyncProgress } from './syncQueries.ts';

export interface SyncStatus {
  online: boolean;
  /** Ops waiting for the server (likes, visit logs, QR scans). */
  pending: number;
  lastSyncedAt: string | null;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine !== false;

/** Connectivity, waiting ops and the last successful pull, live. */
export function useSyncStatus(): SyncStatus {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const progress = useLiveQuery(() => querySyncProgress(db), []);
  return { online, pending: progress?.pending ?? 0, lastSyncedAt: progress?.lastSyncedAt ?? null };
}
