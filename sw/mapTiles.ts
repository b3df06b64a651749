import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { MAP_CACHE } from './cacheNames.ts';

/** The online style's host; its style, sprites, glyphs and tiles are all served from there. */
export function mapHost(styleUrl: string | undefined, location: string): string | null {
  const url = styleUrl || 'https://tiles.openfreemap.org/styles/liberty';
  try {
    return new URL(url, location).host;
  } catch {
    return null;
  }
}

/** A request for the map host's files that the map cache may keep (not a whole archive). */
export function isCacheableMapRequest(url: URL, host: string | null): boolean {
  return host !== null && url.host === host && !url.pathname.endsWith('.pmtiles');
}

/**
 * Map files seen while online outside any pack (stale-while-revalidate), so the part of the
 * city a walker has looked at still shows when the connection drops. Bounded in count and
 * age; opaque responses are never stored (they could be errors and count heavily against
 * quota). Offline packs are not in here and have no such bounds (packs/packCaches.ts).
 */
export function mapFilesStrategy(): StaleWhileRevalidate {
  return new StaleWhileRevalidate({
    cacheName: MAP_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 4000,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  });
}
