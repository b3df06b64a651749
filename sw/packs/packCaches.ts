import { CACHE_PREFIX } from '../cacheNames.ts';

/**
 * One Cache Storage cache per route and pack version: `routegids-pack-<route>-<version>`.
 * A new version downloads into its own cache beside the old one, which keeps serving until
 * the new one is complete; then the old cache is deleted whole. Pack caches carry no worker
 * version (cleanup.ts leaves them alone), no expiration and no purge-on-quota rule: only a
 * deleted pack row (the walker deleted it, the route or the access to it went) removes them.
 */
export const PACK_CACHE_PREFIX = `${CACHE_PREFIX}-pack-`;

export const packCacheName = (routeId: string, version: string): string =>
  `${PACK_CACHE_PREFIX}${routeId}-${version}`;

/** A pack file's URL as the cache keys it: absolute, against the app's origin. */
export const packKey = (url: string, origin: string): string => new URL(url, origin).href;

/**
 * Responses are matched by URL alone: a tile server that answers `Vary: Origin` must not
 * miss because the page's request carries an Origin header the worker's download did not.
 */
export const PACK_MATCH: CacheQueryOptions = { ignoreVary: true };

/** The pack caches that exist, remembered until `forgetPackCaches` (packs change rarely). */
export class PackCacheIndex {
  private names: Promise<string[]> | null = null;

  constructor(private readonly storage: CacheStorage) {}

  list(): Promise<string[]> {
    this.names ??= this.storage
      .keys()
      .then((keys) => keys.filter((k) => k.startsWith(PACK_CACHE_PREFIX)));
    return this.names;
  }

  forget(): void {
    this.names = null;
  }

  /** The file from whichever pack holds it (packs share files, e.g. the map style). */
  async match(key: string): Promise<Response | undefined> {
    for (const name of await this.list()) {
      const cache = await this.storage.open(name);
      const hit = await cache.match(key, PACK_MATCH);
      if (hit) return hit;
    }
    return undefined;
  }
}

/**
 * Deletes every pack cache that no pack row names (neither the version being filled nor the
 * one being served). Returns the names it deleted.
 */
export async function deleteUnnamedPackCaches(
  storage: CacheStorage,
  named: ReadonlySet<string>,
): Promise<string[]> {
  const names = (await storage.keys()).filter(
    (n) => n.startsWith(PACK_CACHE_PREFIX) && !named.has(n),
  );
  await Promise.all(names.map((n) => storage.delete(n)));
  return names;
}
