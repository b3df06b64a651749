import { useSyncExternalStore } from 'react';
import { isOnline, onOnlineChange } from '../lib/windowEvents.ts';

/** Whether the browser says it is online, live (the same source the sync engine reads). */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, isOnline, () => true);
}
