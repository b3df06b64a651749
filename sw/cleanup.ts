import { CACHE_PREFIX, CACHE_VERSION } from './cacheNames.ts';

/**
 * Deletes Routegids runtime caches from older worker versions. Precache caches belong to
 * Workbox (cleanupOutdatedCaches) and offline packs are kept across versions: only caches
 * named `routegids-<name>-<version>` with another version go.
 */
export async function deleteOldCaches(): Promise<void> {
  const versioned = new RegExp(`^${CACHE_PREFIX}-[\\w-]+-v\\d+$`);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((n) => versioned.test(n) && !n.endsWith(`-${CACHE_VERSION}`) && !n.includes('-pack-'))
      .map((n) => caches.delete(n)),
  );
}
