import type { createStore } from 'jotai';
import type { RoutegidsDB } from '../db/database.ts';
import { readWalkPosition } from '../db/walkPosition.ts';
import { activeIndexAtom, currentRouteIdAtom } from '../state/route.ts';

/**
 * Puts the walker back where they were before the reload: the stored route, when it is still
 * on this device, and its stop (the map screen clamps it to the route's length). It runs
 * beside the first render and lands before the map has drawn; a walker who has already
 * picked a route or a stop by then keeps their choice.
 */
export async function restoreWalk(
  store: ReturnType<typeof createStore>,
  db: RoutegidsDB,
): Promise<void> {
  const before = [store.get(currentRouteIdAtom), store.get(activeIndexAtom)] as const;
  const position = await readWalkPosition(db);
  if (!position || !(await db.routes.get(position.routeId))) return;
  if (store.get(currentRouteIdAtom) !== before[0] || store.get(activeIndexAtom) !== before[1]) {
    return;
  }
  store.set(currentRouteIdAtom, position.routeId);
  store.set(activeIndexAtom, position.stopIndex);
}
