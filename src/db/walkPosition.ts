import { isAudioMemory, isWalkSession } from '../domain/walkSession.ts';
import type { RoutegidsDB } from './database.ts';
import { getMeta, setMeta, type WalkPosition } from './meta.ts';

/**
 * The walker's place in a walk, kept in `meta` so a reload (the update banner's "Herladen",
 * a killed tab, a restarted phone) opens the same route at the same stop, with the walk in
 * progress (Start walk) and the stop's audio position beside it.
 */

const isPosition = (v: unknown): v is WalkPosition =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as WalkPosition).routeId === 'string' &&
  Number.isInteger((v as WalkPosition).stopIndex) &&
  (v as WalkPosition).stopIndex >= 0;

/** The stored position, or null when none (or a malformed one) is stored. */
export async function readWalkPosition(db: RoutegidsDB): Promise<WalkPosition | null> {
  const value = await getMeta(db, 'walk');
  if (!isPosition(value)) return null;
  // A malformed session or audio position is dropped; the place itself still counts.
  const { session, audio, ...place } = value;
  return {
    ...place,
    ...(isWalkSession(session) ? { session } : {}),
    ...(isAudioMemory(audio) ? { audio } : {}),
  };
}

/**
 * Stores the position unless it is already the stored one (a re-render writes nothing, so
 * live queries on `meta` are not woken for nothing). The walk in progress stays with its
 * route; another route ends it. The audio position belongs to one stop and goes when the
 * stop changes.
 */
export async function saveWalkPosition(
  db: RoutegidsDB,
  routeId: string,
  stopIndex: number,
  now: Date = new Date(),
): Promise<void> {
  if (!Number.isInteger(stopIndex) || stopIndex < 0) return;
  await db.transaction('rw', db.meta, async () => {
    const stored = await readWalkPosition(db);
    if (stored?.routeId === routeId && stored.stopIndex === stopIndex) return;
    const session = stored?.routeId === routeId ? stored.session : undefined;
    await setMeta(db, 'walk', {
      routeId,
      stopIndex,
      updatedAt: now.toISOString(),
      ...(session ? { session } : {}),
    });
  });
}
