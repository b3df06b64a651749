import type { WalkSettings } from '../db/meta.ts';
import { readWalkPosition, saveWalkPosition } from '../db/walkPosition.ts';
import { saveAudioPosition, saveWalkSession, saveWalkSettings } from '../db/walkSession.ts';
import type { LatLng } from '../domain/geo.ts';
import { addStep, allVisited, markVisited, startSession } from '../domain/walkProgress.ts';
import type { AudioMemory, WalkSession } from '../domain/walkSession.ts';
import { type ActionContext, appContext } from './actionContext.ts';

/**
 * The walk's writes (Start walk, arrival, the audio position, stop): each one read-modify-
 * write of the stored walk in `meta`, so a reload finds exactly where the walker was.
 */

/**
 * Starts a walk of `routeId` at `stopIndex` (a walk already going on that route carries on:
 * "Verder waar je was"). Returns the session.
 */
export async function startWalk(
  routeId: string,
  stopIndex: number,
  ctx: ActionContext = appContext(),
): Promise<WalkSession> {
  await saveWalkPosition(ctx.db, routeId, stopIndex, ctx.now());
  const stored = await readWalkPosition(ctx.db);
  const going = stored?.routeId === routeId ? stored.session : undefined;
  const session = going && !going.finishedAt ? going : startSession(ctx.now());
  await saveWalkSession(ctx.db, routeId, session, ctx.now());
  return session;
}

/** Stops the walk: the place is kept, the session is gone. */
export async function stopWalk(routeId: string, ctx: ActionContext = appContext()): Promise<void> {
  await saveWalkSession(ctx.db, routeId, null, ctx.now());
}

async function updateSession(
  routeId: string,
  change: (s: WalkSession) => WalkSession,
  ctx: ActionContext,
): Promise<WalkSession | null> {
  return ctx.db.transaction('rw', ctx.db.meta, async () => {
    const stored = await readWalkPosition(ctx.db);
    if (stored?.routeId !== routeId || !stored.session) return null;
    const next = change(stored.session);
    if (next !== stored.session) await saveWalkSession(ctx.db, routeId, next, ctx.now());
    return next;
  });
}

/**
 * The walker reached stop `index` (by GPS or by stepping to it during the walk). Reaching
 * every stop finishes the walk. Returns the session (null: no walk on this route).
 */
export async function reachStop(
  routeId: string,
  index: number,
  stopCount: number,
  ctx: ActionContext = appContext(),
): Promise<WalkSession | null> {
  return updateSession(
    routeId,
    (s) => {
      const next = markVisited(s, index);
      return allVisited(next, stopCount) && !next.finishedAt
        ? { ...next, finishedAt: ctx.now().toISOString() }
        : next;
    },
    ctx,
  );
}

/** Adds the walker's step between two accepted fixes to the walked distance. */
export async function addWalkStep(
  routeId: string,
  from: LatLng | null,
  to: LatLng,
  ctx: ActionContext = appContext(),
): Promise<void> {
  await updateSession(routeId, (s) => addStep(s, from, to), ctx);
}

/** Where the current stop's audio is. */
export async function rememberAudio(
  routeId: string,
  stopIndex: number,
  audio: AudioMemory,
  ctx: ActionContext = appContext(),
): Promise<void> {
  await saveAudioPosition(ctx.db, routeId, stopIndex, audio, ctx.now());
}

export async function changeWalkSettings(
  patch: Partial<WalkSettings>,
  ctx: ActionContext = appContext(),
): Promise<void> {
  await saveWalkSettings(ctx.db, patch);
}
