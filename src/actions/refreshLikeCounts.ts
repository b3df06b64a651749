import { runningSync } from '../sync/supabase/runtime.ts';

/**
 * Fetches the like counts of several locations (a route's stops) in one call when online;
 * the counts land in Dexie and `useLikeCount` shows them. Offline it does nothing.
 */
export async function refreshLikeCounts(locationIds: string[]): Promise<void> {
  const engine = await runningSync();
  await engine?.refreshLikeCounts(locationIds);
}
