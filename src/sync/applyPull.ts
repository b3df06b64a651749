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
import { deleteInChunks, keySlices, putInChunks, SLICE_ROWS, slices } from './applySlices.ts';
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
 *
 * A free main thread, and still one transaction. A full snapshot of a large catalogue is tens
 * of megabytes; written or compared in one go it blocked the page for half a second at a time
 * (long tasks of 250-450 ms in Chromium for the 10 000-location bench catalogue). The work is
 * now cut into slices (applySlices.ts: reads and writes of about 128 KB each) and every slice
 * is its own IndexedDB request. The transaction stays open between them because a request is
 * always in flight: each slice is issued from the completion of the one before, with no
 * timer or other promise in between (that would let IndexedDB commit early, and Dexie would
 * fail the next call). The main thread is free while a request runs, so input, rendering and
 * the map's frames run between slices; no slice costs more than a few milliseconds.
 *
 * Why not several transactions (stage then swap, or chunks with the cursor written last)?
 * IndexedDB has no rename, so a swap is a second full copy, and chunked transactions let a
 * live query run between two chunks and render half a snapshot: a route whose stops are not
 * there yet, a story already deleted from a list that still shows it, counts of the old
 * entitlement next to content of the new one. Within one readwrite transaction IndexedDB
 * makes every reader wait: a read that starts during the apply runs after the commit and sees
 * all of it; one that started before sees none of it. Dexie's live queries re-run once, after
 * the commit, for the parts the transaction touched (explicit transactions are never applied
 * optimistically to live query results). The cost is that a user action writing to these
 * tables (a like) waits for the apply to finish, as it did before; the screen stays responsive
 * meanwhile and shows the old rows until then.
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
    db.articles,
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
    await deleteInChunks(db.likeCounts, goneLocations);
    await deleteInChunks(db.myLikes, goneLocations);
    await dropArticles(db, res, goneLocations, keep.locations);

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
 * Articles never outlive the reader's right to them: those of locations now sent locked or
 * removed go, and a full snapshot keeps only those of the locations it sends in full. A pull
 * otherwise leaves `articles` alone: the rows it brings have no article bodies, and a stored
 * article stays until its location's change_seq says a newer one exists (fetched when needed).
 */
async function dropArticles(
  db: RoutegidsDB,
  res: SyncPullResponse,
  gone: string[],
  keep: Set<string>,
): Promise<void> {
  const locked = res.locations.filter((l) => l.locked && !keep.has(l.id)).map((l) => l.id);
  await deleteInChunks(db.articles, [...gone, ...locked]);
  if (!res.full) return;
  const open = new Set(res.locations.filter((l) => !l.locked).map((l) => l.id));
  await deleteMissing(db.articles, open, keep);
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
async function putChanged<T extends object, K extends string>(
  table: Table<T, K>,
  rows: T[],
  keyOf: (row: T) => K,
  same: (stored: T, incoming: T) => boolean,
): Promise<number> {
  if (rows.length === 0) return 0;
  const unchanged = await unchangedKeys(table, rows, keyOf, same);
  const changed = unchanged.size === 0 ? rows : rows.filter((row) => !unchanged.has(keyOf(row)));
  await putInChunks(table, changed);
  return changed.length;
}

/**
 * The keys of incoming rows whose stored copy is the same. The stored copies are read in
 * slices: by key when few of them exist (a cold start reads none), page by page in key order
 * when most of the table is asked for (a full snapshot over a full store: one request per page
 * instead of one per row).
 */
async function unchangedKeys<T extends object, K extends string>(
  table: Table<T, K>,
  rows: T[],
  keyOf: (row: T) => K,
  same: (stored: T, incoming: T) => boolean,
): Promise<Set<K>> {
  const unchanged = new Set<K>();
  const compare = (old: T | undefined, row: T | undefined) => {
    if (old !== undefined && row !== undefined && same(old, row)) unchanged.add(keyOf(row));
  };
  const incoming = new Map(rows.map((row) => [keyOf(row), row]));
  const stored =
    rows.length < SLICE_ROWS ? null : ((await table.toCollection().primaryKeys()) as K[]);
  const present = stored?.filter((k) => incoming.has(k)) ?? null;
  if (stored && present && present.length > 0 && present.length * 2 >= stored.length) {
    const perPage = rowsPerSlice(rows);
    for (let last: K | null = null; ; ) {
      const from = last === null ? table.toCollection() : table.where(':id').above(last);
      const page = await from.limit(perPage).toArray();
      for (const old of page) compare(old, incoming.get(keyOf(old)));
      if (page.length < perPage) break;
      last = keyOf(page[page.length - 1] as T);
    }
    return unchanged;
  }
  const wanted = present === null ? rows : present.map((k) => incoming.get(k) as T);
  for (const slice of slices(wanted)) {
    const found = await table.bulkGet(slice.map(keyOf));
    slice.forEach((row, i) => {
      compare(found[i], row);
    });
  }
  return unchanged;
}

/** How many rows like these fit a slice (the stored copies are about as large). */
function rowsPerSlice(rows: object[]): number {
  return Math.max(1, slices(rows.slice(0, SLICE_ROWS))[0]?.length ?? SLICE_ROWS);
}

async function deleteIds<T, K extends string>(
  table: Table<T, K>,
  ids: K[],
  keep: Set<string>,
): Promise<number> {
  const doomed = ids.filter((id) => !keep.has(id));
  if (doomed.length === 0) return 0;
  // Keys only: counting what is there must not clone the rows about to go.
  let present = 0;
  for (const slice of keySlices(doomed)) {
    present += (await table.where(':id').anyOf(slice).primaryKeys()).length;
  }
  await deleteInChunks(table, doomed);
  return present;
}

async function deleteMissing<T, K extends string>(
  table: Table<T, K>,
  wanted: Set<string>,
  keep: Set<string>,
): Promise<number> {
  const keys = (await table.toCollection().primaryKeys()) as K[];
  const doomed = keys.filter((k) => !wanted.has(k) && !keep.has(k));
  await deleteInChunks(table, doomed);
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
