/// <reference lib="WebWorker" />
/**
 * The service worker: wires the modules below to the worker's events and nothing else.
 * Built by vite-plugin-pwa (injectManifest), which fills in `self.__WB_MANIFEST`.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { CACHE_PREFIX, CACHE_VERSION } from './cacheNames.ts';
import { deleteOldCaches } from './cleanup.ts';
import { cacheMapFiles } from './mapTiles.ts';
import { routeNavigationsToShell } from './navigation.ts';
import { precacheShell } from './precache.ts';
import { listenForPush } from './push.ts';
import { listenForSkipWaiting } from './update.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: CACHE_VERSION });

precacheShell(self.__WB_MANIFEST);
routeNavigationsToShell();
cacheMapFiles();
listenForSkipWaiting(self);
listenForPush(self);

// The first worker takes control right away, so the very first visit already works offline.
// Later versions wait for SKIP_WAITING (update.ts); claiming then only happens after it.
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(deleteOldCaches());
});
