import { queryRouteArticlesToLoad } from '../../db/hooks/articleQueries.ts';
import type { PackPlan } from '../../db/packs.ts';
import type { ArticleFetch } from '../../sync/articles.ts';
import type { PackContext } from './packContext.ts';
import { planRoutePack } from './planRoutePack.ts';

/**
 * Before a route's pack is planned: its articles, fetched and stored (locations arrive without
 * them), so the downloaded route shows every article offline and the pack takes the images in
 * them. 'stored' when nothing is missing, or asked and answered; a stale article that could not
 * be refreshed still counts (the walker reads the older text offline).
 */
export async function storeRouteArticles(routeId: string, ctx: PackContext): Promise<ArticleFetch> {
  const ids = await queryRouteArticlesToLoad(ctx.db, routeId);
  if (ids.length === 0) return 'stored';
  const outcome = ctx.online() ? await ctx.fetchArticles(ids) : 'offline';
  if (outcome === 'stored') return outcome;
  const missing = await queryRouteArticlesToLoad(ctx.db, routeId, true);
  return missing.length === 0 ? 'stored' : outcome;
}

/**
 * A pack's plan for the size shown before a download (the control, "download all"): the
 * route's articles fetched first where they can be, so the size counts the images in them.
 * Texts that cannot come now leave a size of what is known; the download itself refuses then.
 */
export async function planWithArticles(routeId: string, ctx: PackContext): Promise<PackPlan> {
  await storeRouteArticles(routeId, ctx);
  return planRoutePack(routeId, ctx);
}
