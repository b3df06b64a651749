/**
 * Cache names carry a version: a worker that changes what a cache holds bumps it, and
 * activation deletes every Routegids cache it no longer names (see cleanup.ts).
 */
export const CACHE_PREFIX = 'routegids';
export const CACHE_VERSION = 'v1';

export const cacheName = (name: string): string => `${CACHE_PREFIX}-${name}-${CACHE_VERSION}`;

/** Map styles, sprites, glyphs and tiles seen while online (outside offline packs). */
export const MAP_CACHE = cacheName('map');
