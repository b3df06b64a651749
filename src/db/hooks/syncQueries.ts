import type { RoutegidsDB } from '../database.ts';
import type { AccessRecord, SessionRecord } from '../meta.ts';
import { getMeta, NO_ACCESS, NO_SESSION } from '../meta.ts';

/**
 * The reads behind the sync hooks, apart from React so tests can run them on any database.
 * Each reads only the keys it needs, so a pull that writes content does not re-run them.
 */
export async function queryLikeCount(db: RoutegidsDB, locationId: string): Promise<number> {
  return (await db.likeCounts.get(locationId))?.likes ?? 0;
}

/** Whether the signed-in user likes the location (false without a user). */
export async function queryMyLike(db: RoutegidsDB, locationId: string): Promise<boolean> {
  const userId = (await getMeta(db, 'session'))?.user?.id;
  if (!userId) return false;
  const row = await db.myLikes.get(locationId);
  return row?.user_id === userId && row.liked;
}

export async function querySession(db: RoutegidsDB): Promise<SessionRecord> {
  return (await getMeta(db, 'session')) ?? NO_SESSION;
}

export async function queryAccess(db: RoutegidsDB): Promise<AccessRecord> {
  return (await getMeta(db, 'access')) ?? NO_ACCESS;
}

export interface SyncProgress {
  /** Ops waiting for the server. */
  pending: number;
  /** ISO time of the last successful pull, or null before the first. */
  lastSyncedAt: string | null;
}

export async function querySyncProgress(db: RoutegidsDB): Promise<SyncProgress> {
  const [pending, lastSyncedAt] = await Promise.all([
    db.outbox.count(),
    getMeta(db, 'lastSyncedAt'),
  ]);
  return { pending, lastSyncedAt: lastSyncedAt ?? null };
}
