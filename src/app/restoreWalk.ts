import type { createStore } from 'jotai';
import type { RoutegidsDB } from '../db/database.ts';
import { readWalkPosition } from '../db/walkPosition.ts';
import { resumeKind } from '../domain/walkSession.ts';
import { liveModeAtom } from '../state/live.ts';
import { activeIndexAtom, currentRouteIdAtom } from '../state/route.ts';
import { resumeAudioAtom, resumeOfferAtom, walkingRouteAtom } from '../state/walk.ts';

/**
 * Puts the walker back where they were before the reload: the stored route, when it is still
 * on this device, and its stop (the map screen clamps it to the route's length). It runs
 * beside the first render and lands before the map has drawn; a walker who has already
 * picked a route or a stop by then keeps their choice.
 *
 * A walk in progress goes on (live position, screen on, the stop's audio at its place) when
 * it was left recently; one left long ago is offered instead ("Verder waar je was").
 */
export async function restoreWalk(
  store: ReturnType<typeof createStore>,
  db: RoutegidsDB,
  now: number = Date.now(),
): Promise<void> {
  const before = [store.get(currentRouteIdAtom), store.get(activeIndexAtom)] as const;
  const position = await readWalkPosition(db);
  if (!position || !(await db.routes.get(position.routeId))) return;
  if (store.get(currentRouteIdAtom) !== before[0] || store.get(activeIndexAtom) !== before[1]) {
    return;
  }
  store.set(currentRouteIdAtom, position.routeId);
  store.set(activeIndexAtom, position.stopIndex);
  const kind = resumeKind(position.session, position.updatedAt, now);
  if (position.audio) store.set(resumeAudioAtom, position.audio);
  if (kind === 'resume') {
    store.set(walkingRouteAtom, position.routeId);
    store.set(liveModeAtom, true);
  } else if (kind === 'offer') {
    store.set(resumeOfferAtom, position.routeId);
  }
}
