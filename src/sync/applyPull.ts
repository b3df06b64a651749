import type { Table } from 'dexie';
import type { RoutegidsDB } from '../db/database.ts';
import { setMeta } from '../db/meta.ts';
import type {
  LikeCountRow,
  LocationRow,
  MyLikeRow,
  RouteRow,
  RouteStopRow,
} from '../domain/rows.ts';
import { builtinIds } from './builtinGuard.ts';
import type { SyncPullResponse } from './protocol.ts';

/**
 * Applies one `sync_pull` answer to Dexie in a single transaction, together with the new
 * cursor, so a crash leaves either the old state and cursor or the new ones, never a mix.
 *
 * Only rows that actually changed are written: Dexie's live queries re-run when a write
 * touches the keys or index ranges they read, so rewriting identical rows would re-render
 * every screen on every pull. A content row changed when its change_seq differs, or (for
 * locations) when its `locked` flag does, because an entitlement change locks or unlocks a row
 * without the row itself changing on the server.
 *
 * A full snapshot replaces everything: rows missing from it are deleted, so content the user
 * may no longer read leaves the device. The built-in route is never removed.
 *
 * Counts and likes of locations with a like op still waiting in the outbox are left alone:
 * the server has not seen that op yet, so its numbers are older than what the user sees.
 */
export interface ApplyPullOptions {
  /** The user the pull was made for; their waiting like ops keep their optimistic state. */
  userId: string | null;
  /** ISO time recorded as "last synced". */
  now: string;
  /** Checked inside the transaction: false (the user changed meanwhile) discards the answer. */
  isCurrent?: () => boolean;
}

export interface ApplyPullStats {
  written: number;
  deleted: number;
}

export async function applyPull(
  db: RoutegidsDB,
  res: SyncPullResponse,
  opts: ApplyPullOptions,
): Promise<ApplyPullStats | null> {
  const tables = [
    db.routes,
    db.routeStops,
    db.locations,
    db.likeCounts,
    db.myLikes,
    db.outbox,
    db.packs,
    db.meta,
  ];
  return db.transaction('rw', tables, async () => {
    if (opts.isCurrent && !opts.isCurrent()) return null;
    const keep = await builtinIds(db, res.routes, res.route_locations);
    const pending = await pendingLikeLocations(db, opts.userId);
    const stats: ApplyPullStats = { written: 0, deleted: 0 };
    const count = (w: number, d: number) => {
      stats.written += w;
      stats.deleted += d;
    };

    count(await putChanged(db.routes, res.routes, (r) => r.id, sameSeq), 0);
    count(await putChanged(db.routeStops, res.route_locations, (r) => r.id, sameSeq), 0);
    count(await putChanged(db.locations, res.locations, (r) => r.id, sameLocation), 0);
    const counts = res.like_counts.filter((c) => !pending.has(c.location_id));
    count(await putChanged(db.likeCounts, counts, (r) => r.location_id, sameCount), 0);
    const mine: MyLikeRow[] = opts.userId
      ? res.my_likes
          .filter((l) => !pending.has(l.location_id))
          .map((l) => ({
            location_id: l.location_id,
            user_id: opts.userId as string,
            liked: l.liked,
          }))
      : [];
    count(await putChanged(db.myLikes, mine, (r) => r.location_id, sameLike), 0);

    count(0, await deleteIds(db.routes, res.removed.routes, keep.routes));
    // A removed route takes its stops along, whether or not the server tombstoned them too.
    const orphanStops = (await db.routeStops
      .where('route_id')
      .anyOf(res.removed.routes)
      .primaryKeys()) as string[];
    const goneStops = [...res.removed.route_locations, ...orphanStops];
    count(0, await deleteIds(db.routeStops, goneStops, keep.stops));
    const goneLocations = res.removed.locations.filter((id) => !keep.locations.has(id));
    count(0, await deleteIds(db.locations, goneLocations, keep.locations));
    await db.likeCounts.bulkDelete(goneLocations);
    await db.myLikes.bulkDelete(goneLocations);

    if (res.full) count(0, await dropMissing(db, res, keep, pending));
    await dropOrphanPacks(db);

    await setMeta(db, 'cursor', res.cursor);
    await setMeta(db, 'accessKey', res.access_key);
    await setMeta(db, 'syncUser', opts.userId);
    await setMeta(db, 'lastSyncedAt', opts.now);
    return stats;
  });
}

/** A full snapshot names everything the caller may read: anything else goes. */
async function dropMissing(
  db: RoutegidsDB,
  res: SyncPullResponse,
  keep: { routes: Set<string>; stops: Set<string>; locations: Set<string> },
  pending: Set<string>,
): Promise<number> {
  let n = 0;
  n += await deleteMissing(db.routes, new Set(res.routes.map((r) => r.id)), keep.routes);
  n += await deleteMissing(
    db.routeStops,
    new Set(res.route_locations.map((r) => r.id)),
    keep.stops,
  );
  const locs = new Set(res.locations.map((r) => r.id));
  n += await deleteMissing(db.locations, locs, keep.locations);
  await deleteMissing(db.likeCounts, new Set(res.like_counts.map((c) => c.location_id)), pending);
  await deleteMissing(db.myLikes, new Set(res.my_likes.map((l) => l.location_id)), pending);
  return n;
}

/**
 * A route that left the device takes its offline pack record along, so the downloads screen
 * never offers a walk the user can no longer open. Packs are few: a point read each is cheap.
 */
async function dropOrphanPacks(db: RoutegidsDB): Promise<void> {
  const packed = (await db.packs.toCollection().primaryKeys()) as string[];
  if (packed.length === 0) return;
  const routes = await db.routes.bulkGet(packed);
  await db.packs.bulkDelete(packed.filter((_, i) => routes[i] === undefined));
}

/** Writes the rows that are new or differ from the stored copy; returns how many. */
async function putChanged<T, K extends string>(
  table: Table<T, K>,
  rows: T[],
  keyOf: (row: T) => K,
  same: (stored: T, incoming: T) => boolean,
): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await storedRows(table, rows.map(keyOf), keyOf);
  const changed = rows.filter((row, i) => {
    const old = stored[i];
    return old === undefined || !same(old, row);
  });
  await putInChunks(table, changed);
  return changed.length;
}

/**
 * Dexie tells live queries precisely which keys a write touched only for writes of fewer than
 * 50 rows; a larger bulkPut marks the whole table (and every index) as changed, so every
 * screen would re-render. Chunks of 49 keep invalidation to the rows written. Chunking costs
 * about twice the time, so a very large change (a cold start, a new entitlement) is written in
 * one go: most screens change then anyway, and they re-render once.
 */
const PRECISE_WRITE = 49;
const BULK_WRITE = 2_000;

export async function putInChunks<T, K>(table: Table<T, K>, rows: T[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > BULK_WRITE) {
    await table.bulkPut(rows);
    return;
  }
  for (let i = 0; i < rows.length; i += PRECISE_WRITE) {
    await table.bulkPut(rows.slice(i, i + PRECISE_WRITE));
  }
}

/** Below this many rows, point reads; above, one pass over the keys (and rows) is faster. */
const SCAN_THRESHOLD = 500;

/** The stored copies of `keys` (undefined where absent), read the cheapest way for the size. */
async function storedRows<T, K extends string>(
  table: Table<T, K>,
  keys: K[],
  keyOf: (row: T) => K,
): Promise<(T | undefined)[]> {
  if (keys.length < SCAN_THRESHOLD) return table.bulkGet(keys);
  const existing = new Set((await table.toCollection().primaryKeys()) as K[]);
  const present = keys.filter((k) => existing.has(k));
  if (present.length === 0) return keys.map(() => undefined); // a cold start: nothing to compare
  if (present.length < SCAN_THRESHOLD) {
    const found = await table.bulkGet(present);
    const byKey = new Map(present.map((k, i) => [k, found[i]]));
    return keys.map((k) => byKey.get(k));
  }
  const byKey = new Map((await table.toArray()).map((row) => [keyOf(row), row]));
  return keys.map((k) => byKey.get(k));
}

async function deleteIds<T, K extends string>(
  table: Table<T, K>,
  ids: K[],
  keep: Set<string>,
): Promise<number> {
  const doomed = ids.filter((id) => !keep.has(id));
  if (doomed.length === 0) return 0;
  const present = (await table.bulkGet(doomed)).filter((r) => r !== undefined).length;
  await table.bulkDelete(doomed);
  return present;
}

async function deleteMissing<T, K extends string>(
  table: Table<T, K>,
  wanted: Set<string>,
  keep: Set<string>,
): Promise<number> {
  const keys = (await table.toCollection().primaryKeys()) as K[];
  const doomed = keys.filter((k) => !wanted.has(k) && !keep.has(k));
  if (doomed.length > 0) await table.bulkDelete(doomed);
  return doomed.length;
}

/** Locations whose like the user changed locally and the server has not confirmed yet. */
export async function pendingLikeLocations(
  db: RoutegidsDB,
  userId: string | null,
): Promise<Set<string>> {
  const ids = new Set<string>();
  if (!userId) return ids;
  await db.outbox
    .where('kind')
    .equals('like_set')
    .each((op) => {
      if (op.kind === 'like_set' && op.user_id === userId) ids.add(op.payload.location_id);
    });
  return ids;
}

const sameSeq = (a: RouteRow | RouteStopRow, b: RouteRow | RouteStopRow) =>
  a.change_seq === b.change_seq;
const sameLocation = (a: LocationRow, b: LocationRow) =>
  a.change_seq === b.change_seq && a.locked === b.locked;
const sameCount = (a: LikeCountRow, b: LikeCountRow) => a.likes === b.likes;
const sameLike = (a: MyLikeRow, b: MyLikeRow) => a.liked === b.liked && a.user_id === b.user_id;
