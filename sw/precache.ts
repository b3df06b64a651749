import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

/**
 * The app shell: HTML, JS, CSS, icons, the fallback map style, and the built-in route's
 * audio and images (the list is injected at build time from vite.config.ts globPatterns).
 * Hashed assets are matched by revision, so an update downloads only what changed.
 */
export function precacheShell(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  // Query strings (?v=, utm_*) must not miss the precache.
  precacheAndRoute(manifest, { ignoreURLParametersMatching: [/^utm_/, /^v$/, /^fbclid$/] });
}
