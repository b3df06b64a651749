import { liveQuery } from 'dexie';
import { BUILTIN_ROUTE_ID } from '../../db/builtin/builtinRouteId.ts';
import { completePacks, queuePack, unfinishedPacks } from '../../db/packs.ts';
import { onOnlineChange } from '../../lib/windowEvents.ts';
import { MapUnreachableError } from '../../sync/packs/mapSource.ts';
import { downloadRoute } from './downloadRoute.ts';
import { storeRouteArticles } from './packArticles.ts';
import { appPackContext, type PackContext } from './packContext.ts';
import { planRoutePack } from './planRoutePack.ts';

/**
 * The packs' caretaker, started once per tab after the first paint (src/app/main.tsx):
 *
 * 1. Check: the worker looks at every complete pack for missing files (browsers evict) and
 *    marks a damaged one, so its control offers a repair.
 * 2. Resume: downloads that a reload, a closed app or a lost connection interrupted continue
 *    where they were (the worker skips the files it has).
 * 3. The built-in route's pack comes with the install: downloaded by itself on an unmetered
 *    connection, offered (with its size) on a metered one, never again once deleted.
 * 4. Refresh: a complete pack whose content changed (another file list or a newer route)
 *    downloads its new version beside the old one, which serves until the new one is in.
 * 5. Clean up: when a pack row disappears (deleted, or the sync engine removed the route or
 *    the access to it), the worker deletes its caches.
 * Steps 2 and 4 run again whenever the connection comes back. Every tab runs this; the worker
 * joins requests for a pack it is already downloading, so two tabs do not download twice.
 */
export async function keepPacks(
  ctx: PackContext = appPackContext(),
  opts: { builtinRouteId?: string; onOnline?: (cb: () => void) => () => void } = {},
): Promise<() => void> {
  // The first visit installs the worker (and the precache) first: wait for it, however long.
  if (!(await ctx.canDownload({ patient: true }))) return () => {};
  await ctx.send({ type: 'PACK_VERIFY' });
  await resumeUnfinished(ctx);
  await bringBuiltin(ctx, opts.builtinRouteId ?? BUILTIN_ROUTE_ID);
  await refreshChanged(ctx);

  const onOnline =
    opts.onOnline ?? ((cb: () => void) => onOnlineChange((online) => online && cb()));
  const stopOnline = onOnline(() => {
    void resumeUnfinished(ctx)
      .then(() => refreshChanged(ctx))
      .catch((e: unknown) => console.warn('Packs:', e));
  });
  const stopWatching = watchRemovals(ctx);
  return () => {
    stopOnline();
    stopWatching();
  };
}

/** Asks the worker to continue every pack that is queued, downloading or paused. */
export async function resumeUnfinished(ctx: PackContext): Promise<void> {
  if (!ctx.online()) return;
  for (const row of await unfinishedPacks(ctx.db)) {
    await ctx.send({ type: 'PACK_DOWNLOAD', routeId: row.route_id });
  }
}

async function bringBuiltin(ctx: PackContext, routeId: string): Promise<void> {
  const row = await ctx.db.packs.get(routeId);
  if (row && row.state !== 'none') return;
  try {
    await downloadRoute(routeId, { auto: true }, ctx);
  } catch (error) {
    console.warn('Built-in route pack:', error);
  }
}

/** Complete packs whose plan has another version now get it downloaded beside them. */
export async function refreshChanged(ctx: PackContext): Promise<void> {
  if (!ctx.online()) return;
  for (const row of await completePacks(ctx.db)) {
    try {
      // Newer articles first: a changed article may bring other images into the pack.
      await storeRouteArticles(row.route_id, ctx);
      const plan = await planRoutePack(row.route_id, ctx);
      if (plan.version === row.version) continue;
      await queuePack(ctx.db, row.route_id, plan, { auto: row.auto });
      await ctx.send({ type: 'PACK_DOWNLOAD', routeId: row.route_id });
    } catch (error) {
      if (error instanceof MapUnreachableError) return;
      console.warn(`Pack refresh ${row.route_id}:`, error);
    }
  }
}

/** Tells the worker to clean up whenever a pack row goes away (from this tab or the engine). */
function watchRemovals(ctx: PackContext): () => void {
  let known: Set<string> | null = null;
  const subscription = liveQuery(
    async () => (await ctx.db.packs.toCollection().primaryKeys()) as string[],
  ).subscribe({
    next: (ids) => {
      const now = new Set(ids);
      const removed = known !== null && [...known].some((id) => !now.has(id));
      known = now;
      if (removed) void ctx.send({ type: 'PACK_RECONCILE' });
    },
    error: (e: unknown) => console.warn('Packs watch:', e),
  });
  return () => subscription.unsubscribe();
}
