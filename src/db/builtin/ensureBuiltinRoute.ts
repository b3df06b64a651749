import type { ArticleRow, LocationRow } from '../../domain/rows.ts';
import type { RoutegidsDB } from '../database.ts';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_ROUTE_ID,
  BUILTIN_STOPS,
  BUILTIN_UPDATED_AT,
} from './museumplein.ts';

/** meta key holding the BUILTIN_UPDATED_AT of the bundle last written. */
export const BUILTIN_VERSION_META_KEY = 'builtin_route_version';

type Versioned = { change_seq: number };

/**
 * Whether the bundled copy should be written over what is stored: always when the row is
 * missing; when the bundle is a new version, only over an older bundled copy (change_seq 0).
 * A row pulled from the server (change_seq > 0) is newer and is never replaced.
 */
const shouldWrite = (existing: Versioned | undefined, newBundle: boolean): boolean =>
  existing === undefined || (newBundle && existing.change_seq <= 0);

const bundledArticle = (l: LocationRow): ArticleRow => ({
  id: l.id,
  article_nl: l.article_nl,
  article_en: l.article_en,
  change_seq: l.change_seq,
  // What keeps it when the server's copy of the location arrives with the same hash.
  article_hash: l.article_hash ?? null,
});

/**
 * Writes the bundled built-in route, its stops and locations into Dexie, so the walk works
 * on first start with no network. The app calls it at every start; the sync engine may call
 * it after applying a full snapshot.
 *
 * Idempotent: with this bundle version recorded in `meta` and all rows present it reads a
 * few rows and writes nothing. Rows that went missing (e.g. a snapshot that dropped them)
 * are put back. A new bundle version refreshes bundled copies and removes bundled stops it
 * no longer has.
 *
 * One transaction, so a reader never sees the route without its stops.
 */
export async function ensureBuiltinRoute(db: RoutegidsDB): Promise<void> {
  const tables = [db.routes, db.routeStops, db.locations, db.meta, db.articles];
  await db.transaction('rw', tables, async () => {
    // The reads go out together: on a first visit this runs beside the map's start, and each
    // round trip waits behind the main thread's tasks.
    const ids = BUILTIN_LOCATIONS.map((l) => l.id);
    const [version, route, locations, stored, articles] = await Promise.all([
      db.meta.get(BUILTIN_VERSION_META_KEY),
      db.routes.get(BUILTIN_ROUTE_ID),
      db.locations.bulkGet(ids),
      db.routeStops.where('route_id').equals(BUILTIN_ROUTE_ID).toArray(),
      db.articles.bulkGet(ids),
    ]);
    const newBundle = version?.value !== BUILTIN_UPDATED_AT;
    const storedById = new Map(stored.map((s) => [s.id, s]));
    const locationWrites = BUILTIN_LOCATIONS.filter((_, i) => shouldWrite(locations[i], newBundle));
    const stopWrites = BUILTIN_STOPS.filter((s) => shouldWrite(storedById.get(s.id), newBundle));
    // The bundled articles are stored as fetched ones are, so they stay on the device when the
    // server's copy of a location (sent without its article) replaces the bundled row.
    const articleWrites = BUILTIN_LOCATIONS.filter((_, i) => shouldWrite(articles[i], newBundle));
    await Promise.all([
      shouldWrite(route, newBundle) ? db.routes.put(BUILTIN_ROUTE) : undefined,
      locationWrites.length > 0 ? db.locations.bulkPut(locationWrites) : undefined,
      stopWrites.length > 0 ? db.routeStops.bulkPut(stopWrites) : undefined,
      articleWrites.length > 0 ? db.articles.bulkPut(articleWrites.map(bundledArticle)) : undefined,
    ]);

    if (!newBundle) return;
    const bundledIds = new Set(BUILTIN_STOPS.map((s) => s.id));
    const stale = stored.filter((s) => s.change_seq <= 0 && !bundledIds.has(s.id)).map((s) => s.id);
    if (stale.length > 0) await db.routeStops.bulkDelete(stale);
    await db.meta.put({ key: BUILTIN_VERSION_META_KEY, value: BUILTIN_UPDATED_AT });
  });
}
