import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';

/**
 * Query parameters that never change which precached file is meant: tracking tags, a cache
 * buster, and the image width and quality the page asks media with (`?w=768&q=80`, from
 * domain/imageSizing.ts). The built-in route's pictures are precached as stored; the server
 * sends the same file whatever `w` says for them, so a cache may answer every width.
 */
export const IGNORED_PARAMS: RegExp[] = [/^utm_/, /^v$/, /^fbclid$/, /^w$/, /^q$/];

/**
 * The app shell: HTML, JS, CSS, icons, the fallback map style (the list is injected at build
 * time from vite.config.ts globPatterns). Hashed assets are matched by revision, so an update
 * downloads only what changed. The built-in route's audio and images are not part of the
 * install: they come with its pack (downloaded by itself after the map has loaded, on an
 * unmetered connection) and from the network before that.
 */
export function precacheShell(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest, { ignoreURLParametersMatching: IGNORED_PARAMS });
}

/** `url` without the ignored parameters (same rule as the precache route's). */
export function withoutIgnoredParams(url: string): string {
  const parsed = new URL(url);
  for (const name of [...parsed.searchParams.keys()]) {
    if (IGNORED_PARAMS.some((re) => re.test(name))) parsed.searchParams.delete(name);
  }
  return parsed.href;
}

/** The precached copy of `url` (as written, or without the ignored parameters), if any. */
export async function matchInstalled(url: string): Promise<Response | undefined> {
  return (await matchPrecache(url)) ?? (await matchPrecache(withoutIgnoredParams(url)));
}
