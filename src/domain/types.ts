/**
 * The shared row shapes, re-exported for domain/. This is the one place domain/ reaches
 * outside itself, and only for types: `import type` is erased at build time, so domain/
 * stays free of Dexie and the network at run time. rows.ts itself imports nothing.
 */
// biome-ignore lint/style/noRestrictedImports: type-only import of the shared row contract (no runtime code).
export type { Lang, LocationRow, RouteStopRow } from '../db/rows.ts';
