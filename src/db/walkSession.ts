import { type AudioMemory, isAudioMemory, type WalkSession } from '../domain/walkSession.ts';
import type { RoutegidsDB } from './database.ts';
import { getMeta, setMeta, type WalkPosition, type WalkSettings } from './meta.ts';
import { readWalkPosition } from './walkPosition.ts';

/**
 * The walk in progress beside the stored position (walkPosition.ts): the session, the stop's
 * audio position, and the walker's walk settings. Only the walk mode writes them, so this
 * module stays out of the first paint.
 */

/** Changes the stored walk of `routeId` (nothing when another route is stored). */
async function patchWalk(
  db: RoutegidsDB,
  routeId: string,
  patch: (stored: WalkPosition) => WalkPosition,
  now: Date,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const stored = await readWalkPosition(db);
    if (!stored || stored.routeId !== routeId) return;
    await setMeta(db, 'walk', { ...patch(stored), updatedAt: now.toISOString() });
  });
}

/** Stores the walk in progress (null: the walker stopped it). */
export async function saveWalkSession(
  db: RoutegidsDB,
  routeId: string,
  session: WalkSession | null,
  now: Date = new Date(),
): Promise<void> {
  await patchWalk(
    db,
    routeId,
    ({ session: _old, ...rest }) => (session ? { ...rest, session } : rest),
    now,
  );
}

/** Stores where the current stop's audio is (kept only for the stop on screen). */
export async function saveAudioPosition(
  db: RoutegidsDB,
  routeId: string,
  stopIndex: number,
  audio: AudioMemory,
  now: Date = new Date(),
): Promise<void> {
  if (!isAudioMemory(audio)) return;
  await patchWalk(
    db,
    routeId,
    (stored) => (stored.stopIndex === stopIndex ? { ...stored, audio } : stored),
    now,
  );
}

export const DEFAULT_WALK_SETTINGS: WalkSettings = {
  autoPlay: true,
  rate: 1,
  lockNoteShown: false,
};

export async function readWalkSettings(db: RoutegidsDB): Promise<WalkSettings> {
  const stored = await getMeta(db, 'walkSettings');
  return { ...DEFAULT_WALK_SETTINGS, ...(typeof stored === 'object' && stored ? stored : {}) };
}

export async function saveWalkSettings(
  db: RoutegidsDB,
  patch: Partial<WalkSettings>,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await setMeta(db, 'walkSettings', { ...(await readWalkSettings(db)), ...patch });
  });
}
