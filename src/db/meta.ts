import type { AudioMemory, WalkSession } from '../domain/walkSession.ts';
import type { RoutegidsDB } from './database.ts';

/**
 * The typed keys of the `meta` table. Everything the app must remember between visits that
 * is not a content row lives here, so the UI can read it with live queries like any row.
 */

/** The specification's access record. Times are epoch ms. */
export interface AccessRecord {
  hasSubscription: boolean;
  hasDayPass: boolean;
  dayPassExpiry: number | null;
  lastChecked: number | null;
}

export const NO_ACCESS: AccessRecord = {
  hasSubscription: false,
  hasDayPass: false,
  dayPassExpiry: null,
  lastChecked: null,
};

export interface SessionUser {
  id: string;
  email: string | null;
}

/** The specification's session: the signed-in user, the remember flag and the registration flags. */
export interface SessionRecord {
  user: SessionUser | null;
  remember: boolean;
  justRegistered: boolean;
  isFirstLogin: boolean;
}

export const NO_SESSION: SessionRecord = {
  user: null,
  remember: false,
  justRegistered: false,
  isFirstLogin: false,
};

/** Where the walker is: the route on the map and its stop in focus (src/db/walkPosition.ts). */
export interface WalkPosition {
  routeId: string;
  /** 0-based, over the route's visible stops. */
  stopIndex: number;
  /** ISO time it was written. */
  updatedAt: string;
  /** The walk in progress on this route (Start walk), if any. */
  session?: WalkSession | undefined;
  /** The audio position of the stop at `stopIndex`, when its audio was started. */
  audio?: AudioMemory | undefined;
}

/** The walker's walk settings. */
export interface WalkSettings {
  /** Play a stop's audio on arrival by GPS (true) or ask first (false). */
  autoPlay: boolean;
  /** Playback speed, 0.75–1.5. */
  rate: number;
  /** The note that a locked screen stops the guide has been shown once. */
  lockNoteShown: boolean;
}

export interface MetaValues {
  /**
   * The last applied pull's `cursor` (the server's snapshot xmin, not a change_seq), sent back
   * as `since` of the next pull. Opaque to the client.
   */
  cursor: number;
  /** The entitlement the local content was pulled under (server's `access_key`). */
  accessKey: string | null;
  /** The user the cursor and `myLikes` belong to (null: anonymous). */
  syncUser: string | null;
  /** ISO time of the last successful pull. */
  lastSyncedAt: string;
  access: AccessRecord;
  session: SessionRecord;
  /** Fallback owner of the outbox flush when Web Locks are missing (one tab at a time). */
  outboxLease: { owner: string; until: number };
  /** The route and stop on screen, so a reload (an update, a restart) opens the walk there. */
  walk: WalkPosition;
  walkSettings: WalkSettings;
  /**
   * Routes whose pack the walker deleted: a pack that would come along by itself (the
   * built-in route's, a confirmed route's) is not downloaded again until they ask for it.
   */
  packsDeclined: string[];
}

export type MetaKey = keyof MetaValues;

export async function getMeta<K extends MetaKey>(
  db: RoutegidsDB,
  key: K,
): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends MetaKey>(
  db: RoutegidsDB,
  key: K,
  value: MetaValues[K],
): Promise<void> {
  await db.meta.put({ key, value });
}

export async function deleteMeta(db: RoutegidsDB, key: MetaKey): Promise<void> {
  await db.meta.delete(key);
}
