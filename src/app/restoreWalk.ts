import type { createStore } from 'jotai';
import type { RoutegidsDB } from '../db/database.ts';
import { readWalkPosition } from '../db/walkPosition.ts';
import { activeIndexAtom, currentRouteIdAtom } from '../state/route.ts';

/**
 * Puts the walker back where they were before the reload: the stored route, when it is still
 * on this device, and its stop (the map screen clamps it to the route's length). Read before
 * the first render, so the map opens there instead of jumping from stop 1.
 */
export async function restoreWalk(
  store: ReturnType<typeof createStore>,
  db: RoutegidsDB,
): Promise<void> {
  const position = await readWalkPosition(db);
  if (!position || !(await db.routes.get(position.routeId))) return;
  store.set(currentRouteIdAtom, position.routeId);
  store.set(activeIndexAtom, position.stopIndex);
}
