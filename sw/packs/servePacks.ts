import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isCacheableMapRequest, mapFilesStrategy } from '../mapTiles.ts';
import type { PackCacheIndex } from './packCaches.ts';

/**
 * The backend's API paths: always the network, never a cache (answers depend on who asks and
 * when). Media under /storage/v1 are files and may come from a pack.
 */
const API_PATHS = [
  /^\/auth\/v1(\/|$)/,
  /^\/rest\/v1(\/|$)/,
  /^\/functions\/v1(\/|$)/,
  /^\/_dev(\/|$)/,
];

const isBackend = (url: URL, origin: string): boolean =>
  url.origin === origin && API_PATHS.some((re) => re.test(url.pathname));

/**
 * Runtime routes after the precache: API calls go to the network only; every other GET is
 * answered from an offline pack first (cache-first: a pack file is verified and complete),
 * then map files through the bounded map cache, then the network.
 */
export function servePackFiles(
  packs: PackCacheIndex,
  origin: string,
  mapHost: string | null,
): void {
  registerRoute(({ url }) => isBackend(url, origin), new NetworkOnly(), 'GET');
  const mapFiles = mapFilesStrategy();
  registerRoute(
    // A DevTools-style only-if-cached request across origins cannot be fetched by a worker.
    ({ request }) =>
      request.method === 'GET' &&
      request.mode !== 'navigate' &&
      !(request.cache === 'only-if-cached' && request.mode !== 'same-origin'),
    async ({ request, url, event }) => {
      const packed = await packs.match(request.url);
      if (packed) return packed;
      if (isCacheableMapRequest(url, mapHost)) return mapFiles.handle({ request, event });
      return fetch(request);
    },
  );
}
