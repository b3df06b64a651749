/// <reference lib="WebWorker" />
/**
 * The service worker: wires the modules below to the worker's events and nothing else.
 * Built by vite-plugin-pwa (injectManifest), which fills in `self.__WB_MANIFEST`.
 *
 * Routes, in the order they are tried: range requests from whole cached files (ranges.ts);
 * the precached shell; navigations to the shell; API calls to the network; then pack files
 * cache-first, map files stale-while-revalidate, the rest from the network (packs/).
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { db } from '../src/db/database.ts';
import { CACHE_PREFIX, CACHE_VERSION } from './cacheNames.ts';
import { deleteOldCaches } from './cleanup.ts';
import { mapHost } from './mapTiles.ts';
import { routeNavigationsToShell } from './navigation.ts';
import { PackCacheIndex } from './packs/packCaches.ts';
import { PackJobs } from './packs/packJobs.ts';
import { listenForPackCommands, postToWindows, reconcile } from './packs/packMessages.ts';
import { servePackFiles } from './packs/servePacks.ts';
import { matchInstalled, precacheShell } from './precache.ts';
import { listenForPush } from './push.ts';
import { serveRangesFromCaches } from './ranges.ts';
import { listenForSkipWaiting } from './update.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: CACHE_VERSION });

const origin = self.location.origin;
const index = new PackCacheIndex(self.caches);
const isInstalled = async (key: string) => (await matchInstalled(key)) !== undefined;
const jobs = new PackJobs(
  {
    db,
    caches: self.caches,
    fetch: (input, init) => fetch(input, init),
    origin,
    isInstalled,
    post: (event) => void postToWindows(self, event),
    online: () => self.navigator.onLine,
  },
  (result) => {
    index.forget();
    // A download that stopped because its row went (deleted, access lost) leaves a cache
    // no row names; clean it up now rather than at the next activation.
    if (result === 'stopped') void reconcile(packWorker).catch(() => {});
  },
);
const packWorker = { sw: self, db, jobs, index, isInstalled };

serveRangesFromCaches(index);
precacheShell(self.__WB_MANIFEST);
routeNavigationsToShell();
servePackFiles(index, origin, mapHost(import.meta.env.VITE_MAP_STYLE_URL, self.location.href));
listenForSkipWaiting(self);
listenForPush(self);
listenForPackCommands(packWorker);

// The first worker takes control right away, so the very first visit already works offline.
// Later versions wait for SKIP_WAITING (update.ts); claiming then only happens after it.
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteOldCaches(), reconcile(packWorker).catch(() => {})]));
});
