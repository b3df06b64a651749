import { queryMyRoutes } from '../../db/hooks/packQueries.ts';
import { knownBytes, savePlan } from '../../db/packs.ts';
import { MapUnreachableError } from '../../sync/packs/mapSource.ts';
import { type DownloadOutcome, downloadRoute } from './downloadRoute.ts';
import { planWithArticles } from './packArticles.ts';
import { appPackContext, type PackContext } from './packContext.ts';

export interface AllRoutesPlan {
  /** Routes not yet complete offline, with the size of each pack. */
  routes: { routeId: string; bytes: number }[];
  total: number;
}

/** Routes of mine whose pack is not complete (a refresh of a complete one is the keeper's). */
async function routesToFetch(ctx: PackContext): Promise<string[]> {
  const routes = await queryMyRoutes(ctx.db);
  const packs = await ctx.db.packs.bulkGet(routes.map((r) => r.id));
  return routes.filter((_, i) => packs[i]?.state !== 'complete').map((r) => r.id);
}

/**
 * "Download all my routes", step one: the total, shown before anything downloads. Plans are
 * kept in the `packs` rows (state 'none'), so each route's control shows its size too.
 */
export async function planAllRoutes(
  ctx: PackContext = appPackContext(),
): Promise<AllRoutesPlan | null> {
  if (!ctx.online()) return null;
  const routes: AllRoutesPlan['routes'] = [];
  for (const routeId of await routesToFetch(ctx)) {
    try {
      const plan = await planWithArticles(routeId, ctx);
      await savePlan(ctx.db, routeId, plan);
      routes.push({ routeId, bytes: knownBytes(plan.files) });
    } catch (error) {
      if (error instanceof MapUnreachableError) return null;
      throw error;
    }
  }
  return { routes, total: routes.reduce((sum, r) => sum + r.bytes, 0) };
}

/** Step two, after the walker saw the total and agreed: every route's download, in order. */
export async function downloadAllRoutes(
  opts: { consent?: boolean } = {},
  ctx: PackContext = appPackContext(),
): Promise<DownloadOutcome[]> {
  const outcomes: DownloadOutcome[] = [];
  for (const routeId of await routesToFetch(ctx)) {
    const outcome = await downloadRoute(routeId, { consent: opts.consent ?? true }, ctx);
    outcomes.push(outcome);
    if (outcome.status === 'no-space' || outcome.status === 'unsupported') break;
  }
  return outcomes;
}
