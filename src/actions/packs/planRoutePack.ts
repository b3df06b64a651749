import { withStoredArticles } from '../../db/hooks/articleQueries.ts';
import { queryRoute, queryRouteStops } from '../../db/hooks/routeQueries.ts';
import type { PackPlan } from '../../db/packs.ts';
import { imageSlotCssWidths } from '../../domain/imageSlots.ts';
import type { PackFile } from '../../domain/packFile.ts';
import { packList, packVersion } from '../../domain/packList.ts';
import { headSizes } from '../../sync/packs/fileSizes.ts';
import type { PackContext } from './packContext.ts';

export class RouteNotFoundError extends Error {
  constructor(routeId: string) {
    super(`Route ${routeId} is not on this device.`);
    this.name = 'RouteNotFoundError';
  }
}

/**
 * The route's pack as this device will use it: every file (domain/packList.ts, at this
 * screen's image width and pixel ratio, with the configured map), its version, and sizes
 * (kept from an earlier plan, else asked with HEAD requests). The route's videos are listed
 * with their sizes either way, and are in the pack only `withVideos` (the walker asked;
 * default: as the route's pack had it).
 */
export async function planRoutePack(
  routeId: string,
  ctx: PackContext,
  opts: { withVideos?: boolean } = {},
): Promise<PackPlan> {
  const route = await queryRoute(ctx.db, routeId);
  if (!route) throw new RouteNotFoundError(routeId);
  // With their stored articles: the pack takes the images in them (packStop's article fields).
  const stops = await withStoredArticles(ctx.db, await queryRouteStops(ctx.db, routeId));
  const map = await ctx.mapSource();
  const { dpr, viewportWidth } = ctx.device();
  const previous = await ctx.db.packs.get(routeId);
  const withVideos = opts.withVideos ?? previous?.with_videos ?? false;
  const listed = packList({
    route,
    stops,
    device: { dpr, imageCssWidths: imageSlotCssWidths(viewportWidth) },
    map,
    includeVideos: true,
  });
  const known = new Map<string, number>();
  for (const f of [...(previous?.files ?? []), ...(previous?.videos ?? [])]) {
    if (f.bytes !== undefined) known.set(f.url, f.bytes);
  }
  const withKnown = listed.map((f) => {
    const bytes = f.bytes ?? known.get(f.url);
    return bytes === undefined ? f : { ...f, bytes };
  });
  const asked = ctx.online() ? await headSizes(withKnown, ctx.fetch, ctx.base) : new Map();
  const sized: PackFile[] = withKnown.map((f) => {
    const bytes = f.bytes ?? asked.get(f.url);
    return bytes === undefined ? f : { ...f, bytes };
  });
  const videos = sized.filter((f) => f.kind === 'video');
  const files = withVideos ? sized : sized.filter((f) => f.kind !== 'video');
  return { version: packVersion(files, route.change_seq), files, videos, withVideos };
}
