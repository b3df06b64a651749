import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { MAP_CACHE } from './cacheNames.ts';

/** The online style's host; its style, sprites, glyphs and tiles are all served from there. */
function mapHost(): string | null {
  const url = import.meta.env.VITE_MAP_STYLE_URL || 'https://tiles.openfreemap.org/styles/liberty';
  try {
    return new URL(url, self.location.href).host;
  } catch {
    return null;
  }
}

/**
 * Map files seen while online are kept (stale-while-revalidate), so the part of the city a
 * walker has looked at still shows when the connection drops. Bounded in count and age;
 * opaque responses are never stored (they could be errors and count heavily against quota).
 */
export function cacheMapFiles(): void {
  const host = mapHost();
  if (!host || host === self.location.host) return;
  registerRoute(
    ({ url, request }) => url.host === host && request.method === 'GET',
    new StaleWhileRevalidate({
      cacheName: MAP_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: 4000,
          maxAgeSeconds: 30 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
