import type { RoutegidsDB } from './database.ts';
import { getMeta, setMeta, type WalkPosition } from './meta.ts';

/**
 * The walker's place in a walk, kept in `meta` so a reload (the update banner's "Herladen",
 * a restarted phone) opens the same route at the same stop. Small on purpose: the walk mode
 * adds the audio position beside it later.
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
  return isPosition(value) ? value : null;
}

/**
 * Stores the position unless it is already the stored one (a re-render writes nothing, so
 * live queries on `meta` are not woken for nothing).
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
    await setMeta(db, 'walk', { routeId, stopIndex, updatedAt: now.toISOString() });
  });
}
