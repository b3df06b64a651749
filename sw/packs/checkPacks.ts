import type { RoutegidsDB } from '../../src/db/database.ts';
import { completePacks, markChecked, markDamaged } from '../../src/db/packs.ts';
import type { WorkerEvent } from '../../src/domain/packProtocol.ts';
import { deleteUnnamedPackCaches, packCacheName, packKey } from './packCaches.ts';

/**
 * Keeping packs honest: browsers evict (Safari after weeks without a visit, any browser when
 * the disk runs low, a walker clearing "cached files"), and a pack that says "ready" must
 * really hold every file. Run at every start of the app.
 */

export interface CheckDeps {
  db: RoutegidsDB;
  caches: CacheStorage;
  origin: string;
  isInstalled: (key: string) => Promise<boolean>;
  post: (event: WorkerEvent) => void;
}

/** Checks each complete pack; marks the ones missing files damaged. Returns their route ids. */
export async function checkCompletePacks(deps: CheckDeps): Promise<string[]> {
  const damaged: string[] = [];
  for (const row of await completePacks(deps.db)) {
    const name = packCacheName(row.route_id, row.version);
    const stored = (await deps.caches.has(name))
      ? new Set((await (await deps.caches.open(name)).keys()).map((r) => r.url))
      : new Set<string>();
    let files = 0;
    let bytes = 0;
    for (const f of row.files) {
      const key = packKey(f.url, deps.origin);
      if (stored.has(key) || (await deps.isInstalled(key))) continue;
      files++;
      bytes += f.bytes ?? 0;
    }
    if (files === 0) {
      await markChecked(deps.db, row.route_id, row.version);
      continue;
    }
    if (await markDamaged(deps.db, row.route_id, row.version, { files, bytes })) {
      damaged.push(row.route_id);
      deps.post({
        type: 'PACK_FAILED',
        routeId: row.route_id,
        version: row.version,
        problem: 'evicted',
        detail: `${files} files missing`,
      });
    }
  }
  return damaged;
}

/**
 * Deletes the caches of packs that no longer exist: the row was deleted (by the walker, or by
 * the sync engine when the route or the access to it went) or names other versions now.
 */
export async function reconcilePackCaches(
  db: RoutegidsDB,
  caches: CacheStorage,
  /** Routes a download is running for: their caches stay, whatever the rows say right now. */
  busyRoutes: readonly string[] = [],
): Promise<string[]> {
  const named = new Set<string>();
  const busy = busyRoutes.map((id) => packCacheName(id, ''));
  for (const name of await caches.keys()) {
    if (busy.some((prefix) => name.startsWith(prefix))) named.add(name);
  }
  await db.packs.each((row) => {
    if (row.state !== 'none') named.add(packCacheName(row.route_id, row.version));
    if (row.ready_version) named.add(packCacheName(row.route_id, row.ready_version));
  });
  return deleteUnnamedPackCaches(caches, named);
}
