import { deletePackRow, queuePack } from '../../db/packs.ts';
import { setPackDeclined } from '../../db/packsDeclined.ts';
import { appPackContext, type PackContext } from './packContext.ts';

/**
 * Deletes a route's offline pack: the row goes at once (the control and the downloads screen
 * show it gone), and the worker stops a running download and deletes the pack's caches. A
 * pack that came along by itself does not come back at the next start.
 */
export async function deleteRoutePack(
  routeId: string,
  ctx: PackContext = appPackContext(),
): Promise<void> {
  await setPackDeclined(ctx.db, routeId, true);
  await deletePackRow(ctx.db, routeId);
  await ctx.send({ type: 'PACK_RECONCILE' });
}

/**
 * Fetches what a pack is missing (evicted files, a failed or interrupted download) into the
 * same version: files already in are kept. False when there is no pack to repair.
 */
export async function repairRoutePack(
  routeId: string,
  ctx: PackContext = appPackContext(),
): Promise<boolean> {
  const row = await ctx.db.packs.get(routeId);
  if (!row || row.state === 'none') return false;
  const plan = {
    version: row.version,
    files: row.files,
    videos: row.videos,
    withVideos: row.with_videos,
  };
  await queuePack(ctx.db, routeId, plan, { auto: row.auto });
  return ctx.send({ type: 'PACK_DOWNLOAD', routeId });
}
