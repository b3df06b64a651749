import { knownBytes, queuePack, savePlan } from '../../db/packs.ts';
import { isPackDeclined, setPackDeclined } from '../../db/packsDeclined.ts';
import { hasRoomFor, isMeteredConnection } from '../../domain/downloadPolicy.ts';
import { MapUnreachableError } from '../../sync/packs/mapSource.ts';
import { planWithArticles, storeRouteArticles } from './packArticles.ts';
import { appPackContext, type PackContext } from './packContext.ts';
import { planRoutePack } from './planRoutePack.ts';

/** What asking for a route's pack led to; the download control says each in words. */
export type DownloadOutcome =
  | { status: 'started'; bytes: number }
  /** On a metered or Save-Data connection: the walker is asked first (then `consent`). */
  | { status: 'needs-consent'; bytes: number }
  | { status: 'no-space'; bytes: number; free: number }
  /** No network now: the size and the map cannot be read. */
  | { status: 'offline' }
  | { status: 'map-unreachable' }
  /** The route's texts could not be fetched (the pack would have stops without text). */
  | { status: 'texts-unreachable' }
  /** No service worker (unsupported or blocked): nothing can be kept offline. */
  | { status: 'unsupported' }
  /** An automatic download of a pack the walker deleted earlier: not done. */
  | { status: 'declined' };

export interface DownloadOptions {
  /** The walker agreed to download on a metered connection. */
  consent?: boolean;
  /** The pack comes along by itself (built-in route, a confirmed route): never on metered. */
  auto?: boolean;
  /** Take the route's videos too (large; off unless the walker asks). */
  withVideos?: boolean;
}

/**
 * Downloads a route for offline use: fetches and stores the route's articles, plans the pack
 * (size), checks the space left, asks the
 * browser to keep storage, writes the plan to Dexie and hands it to the service worker,
 * which downloads it and reports progress in the `packs` row. Before any of that, on a
 * metered or Save-Data connection it stops and asks (`needs-consent`), with the size.
 *
 * `auto`: "when access is granted, the route comes along" — the built-in route at install
 * and a route the walker confirms call this with `auto: true`; it downloads on Wi-Fi (or an
 * unmetered connection), asks on a metered one, and skips a pack the walker deleted.
 */
export async function downloadRoute(
  routeId: string,
  opts: DownloadOptions = {},
  ctx: PackContext = appPackContext(),
): Promise<DownloadOutcome> {
  if (opts.auto && (await isPackDeclined(ctx.db, routeId))) return { status: 'declined' };
  if (!(await ctx.canDownload())) return { status: 'unsupported' };
  if (!ctx.online()) return { status: 'offline' };
  const texts = await storeRouteArticles(routeId, ctx);
  if (texts === 'offline') return { status: 'offline' };
  if (texts === 'failed') return { status: 'texts-unreachable' };
  let plan: Awaited<ReturnType<typeof planRoutePack>>;
  try {
    plan = await planRoutePack(routeId, ctx, { withVideos: opts.withVideos });
  } catch (error) {
    if (error instanceof MapUnreachableError) return { status: 'map-unreachable' };
    throw error;
  }
  const bytes = knownBytes(plan.files);
  const { free } = await ctx.space();
  if (!hasRoomFor(bytes, free)) {
    await savePlan(ctx.db, routeId, plan);
    return { status: 'no-space', bytes, free: free ?? 0 };
  }
  if (isMeteredConnection(ctx.connection()) && !opts.consent) {
    await savePlan(ctx.db, routeId, plan);
    return { status: 'needs-consent', bytes };
  }
  await ctx.persist();
  if (!opts.auto) await setPackDeclined(ctx.db, routeId, false);
  await queuePack(ctx.db, routeId, plan, { auto: opts.auto ?? false });
  await ctx.send({ type: 'PACK_DOWNLOAD', routeId });
  return { status: 'started', bytes };
}

/**
 * The size of a route's pack without downloading it (the control shows it before the walker
 * decides); the plan is kept in the `packs` row as 'none'. Null when it cannot be known now.
 */
export async function sizeRoutePack(
  routeId: string,
  ctx: PackContext = appPackContext(),
): Promise<number | null> {
  if (!ctx.online()) return null;
  try {
    const plan = await planWithArticles(routeId, ctx);
    await savePlan(ctx.db, routeId, plan);
    return knownBytes(plan.files);
  } catch (error) {
    if (error instanceof MapUnreachableError) return null;
    throw error;
  }
}
