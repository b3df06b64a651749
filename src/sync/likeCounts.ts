import type { RoutegidsDB } from '../db/database.ts';
import type { LikeCountRow } from '../domain/rows.ts';
import { pendingLikeLocations } from './applyPull.ts';
import { putInChunks } from './applySlices.ts';

/**
 * Stores like counts that came from the server outside a pull (get_location_likes,
 * realtime). Locations with a like op of this user still queued keep their optimistic count;
 * unchanged counts are not rewritten, so nothing re-renders for nothing.
 */
export async function writeLikeCounts(
  db: RoutegidsDB,
  rows: LikeCountRow[],
  userId: string | null,
): Promise<void> {
  await db.transaction('rw', [db.likeCounts, db.outbox], async () => {
    const pending = await pendingLikeLocations(db, userId);
    const fresh = rows.filter((r) => !pending.has(r.location_id));
    const stored = await db.likeCounts.bulkGet(fresh.map((r) => r.location_id));
    const changed = fresh
      .filter((r, i) => stored[i]?.likes !== r.likes)
      .map((r) => ({ location_id: r.location_id, likes: Math.max(0, r.likes) }));
    await putInChunks(db.likeCounts, changed);
  });
}
