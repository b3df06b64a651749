/**
 * The shared row shapes, re-exported for domain/. This is the one place domain/ reaches
 * outside itself (biome.json allows db/rows.ts and nothing else of db/), and only for types:
 * `import type` is erased at build time, so domain/ stays free of Dexie and the network at
 * run time. rows.ts itself imports nothing.
 */
export type { Lang, LocationRow, RouteStopRow } from '../db/rows.ts';
