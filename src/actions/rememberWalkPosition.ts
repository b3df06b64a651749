import { saveWalkPosition } from '../db/walkPosition.ts';
import { type ActionContext, appContext } from './actionContext.ts';

/**
 * The walker is at stop `stopIndex` of `routeId`: remembered, so a reload (the update
 * banner's "Herladen", a restarted phone) opens the walk there again.
 */
export async function rememberWalkPosition(
  routeId: string,
  stopIndex: number,
  ctx: ActionContext = appContext(),
): Promise<void> {
  await saveWalkPosition(ctx.db, routeId, stopIndex, ctx.now());
}
