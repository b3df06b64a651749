import type { PackFile } from '../domain/packFile.ts';
import type { RoutegidsDB } from './database.ts';
import type { PackProblem, PackRow } from './rows.ts';

/**
 * Every write to the `packs` table, for both sides: the page plans and asks (plan, queue,
 * delete), the service worker downloads and reports (progress, complete, fail, damaged).
 *
 * Who writes what, and why it is safe with several tabs and a worker:
 * - The worker writes progress only with `update`-style writes guarded by the version it is
 *   filling. A row that the page or the sync engine deleted (route removed, access lost) is
 *   never brought back, and a job for a superseded version stops at its next write.
 * - A row is 'complete' only through `completePack`, which the worker calls after it has
 *   seen every file in the cache; nothing else sets that state.
 */

export interface PackPlan {
  version: string;
  files: PackFile[];
  /** The route's videos (in `files` too when `withVideos`). */
  videos?: PackFile[];
  withVideos?: boolean;
}

export interface PackProgress {
  bytes_done: number;
  bytes_total: number;
  files_done: number;
  files_total: number;
}

/** Known sizes summed (a file of unknown size counts 0 until it has been downloaded). */
export const knownBytes = (files: readonly PackFile[]): number =>
  files.reduce((sum, f) => sum + (f.bytes ?? 0), 0);

const nowIso = (now: Date): string => now.toISOString();

function freshRow(routeId: string, plan: PackPlan, now: Date): PackRow {
  return {
    route_id: routeId,
    state: 'none',
    version: plan.version,
    files: plan.files,
    videos: plan.videos ?? [],
    with_videos: plan.withVideos ?? false,
    bytes_done: 0,
    bytes_total: knownBytes(plan.files),
    files_done: 0,
    files_total: plan.files.length,
    ready_version: null,
    error: null,
    error_detail: null,
    auto: false,
    checked_at: null,
    updated_at: nowIso(now),
  };
}

/**
 * Records a route's plan (files and sizes) without asking for it, so the size can be shown.
 * A row that is already downloading or complete keeps its state: a changed plan for it is a
 * refresh, which `queuePack` starts.
 */
export async function savePlan(
  db: RoutegidsDB,
  routeId: string,
  plan: PackPlan,
  now = new Date(),
): Promise<PackRow> {
  return db.transaction('rw', db.packs, async () => {
    const row = await db.packs.get(routeId);
    if (row && row.state !== 'none') return row;
    const next = freshRow(routeId, plan, now);
    await db.packs.put(next);
    return next;
  });
}

/**
 * Asks for the pack at `plan`'s version. A complete older version stays `ready_version` (the
 * worker keeps serving it) until the new one is complete. Asking again for the version that
 * is downloading or complete changes nothing but clears an error.
 */
export async function queuePack(
  db: RoutegidsDB,
  routeId: string,
  plan: PackPlan,
  opts: { auto?: boolean; now?: Date } = {},
): Promise<PackRow> {
  const now = opts.now ?? new Date();
  return db.transaction('rw', db.packs, async () => {
    const row = await db.packs.get(routeId);
    const base = row ?? freshRow(routeId, plan, now);
    const sameVersion = row?.version === plan.version;
    if (sameVersion && row.state === 'complete') return row;
    const next: PackRow = {
      ...base,
      ...(sameVersion
        ? {}
        : {
            version: plan.version,
            files: plan.files,
            videos: plan.videos ?? base.videos,
            with_videos: plan.withVideos ?? base.with_videos,
            bytes_done: 0,
            files_done: 0,
            bytes_total: knownBytes(plan.files),
            files_total: plan.files.length,
          }),
      state:
        sameVersion && (row.state === 'downloading' || row.state === 'queued')
          ? row.state
          : 'queued',
      error: null,
      error_detail: null,
      auto: row ? row.auto && (opts.auto ?? false) : (opts.auto ?? false),
      updated_at: nowIso(now),
    };
    await db.packs.put(next);
    return next;
  });
}

/**
 * Changes the row of `routeId` only while it still describes `version`; false when it is
 * gone or describes another version (the job filling `version` must stop).
 */
async function updateVersion(
  db: RoutegidsDB,
  routeId: string,
  version: string,
  change: (row: PackRow) => void,
): Promise<boolean> {
  const n = await db.packs
    .where('route_id')
    .equals(routeId)
    .and((row) => row.version === version)
    .modify(change);
  return n > 0;
}

/** The worker's progress report (also moves 'queued' and 'paused' to 'downloading'). */
export function recordProgress(
  db: RoutegidsDB,
  routeId: string,
  version: string,
  progress: PackProgress,
  opts: { sizes?: ReadonlyMap<string, number>; now?: Date } = {},
): Promise<boolean> {
  const now = opts.now ?? new Date();
  return updateVersion(db, routeId, version, (row) => {
    Object.assign(row, progress);
    if (row.state !== 'complete') row.state = 'downloading';
    row.error = null;
    row.error_detail = null;
    if (opts.sizes?.size) {
      row.files = row.files.map((f) => {
        const bytes = opts.sizes?.get(f.url);
        return bytes === undefined ? f : { ...f, bytes };
      });
    }
    row.updated_at = nowIso(now);
  });
}

/**
 * Every file of `version` is in: the pack is complete and becomes the version served.
 * Returns the version it replaced (whose cache the worker deletes), or null.
 */
export async function completePack(
  db: RoutegidsDB,
  routeId: string,
  version: string,
  progress: PackProgress,
  now = new Date(),
): Promise<{ ok: boolean; replaced: string | null }> {
  let replaced: string | null = null;
  const ok = await updateVersion(db, routeId, version, (row) => {
    replaced = row.ready_version !== version ? row.ready_version : null;
    Object.assign(row, progress);
    row.state = 'complete';
    row.ready_version = version;
    row.error = null;
    row.error_detail = null;
    row.checked_at = nowIso(now);
    row.updated_at = nowIso(now);
  });
  return { ok, replaced };
}

/**
 * The download stopped: 'offline' pauses (it resumes by itself when the connection returns),
 * anything else is an error the walker sees. What is complete stays, and so does an older
 * complete version.
 */
export function failPack(
  db: RoutegidsDB,
  routeId: string,
  version: string,
  problem: PackProblem,
  detail: string | null,
  now = new Date(),
): Promise<boolean> {
  return updateVersion(db, routeId, version, (row) => {
    row.state = problem === 'offline' ? 'paused' : 'error';
    row.error = problem;
    row.error_detail = detail;
    row.updated_at = nowIso(now);
  });
}

/**
 * The check at start found files of the complete pack missing: it is no longer complete, and
 * the walker is offered a repair. `ready_version` stays: what is left still serves.
 */
export function markDamaged(
  db: RoutegidsDB,
  routeId: string,
  version: string,
  missing: { files: number; bytes: number },
  now = new Date(),
): Promise<boolean> {
  return updateVersion(db, routeId, version, (row) => {
    row.state = 'error';
    row.error = 'evicted';
    row.error_detail = `${missing.files} files missing`;
    row.files_done = Math.max(0, row.files_total - missing.files);
    row.bytes_done = Math.max(0, row.bytes_total - missing.bytes);
    row.checked_at = nowIso(now);
    row.updated_at = nowIso(now);
  });
}

/** The check found the complete pack whole. */
export function markChecked(
  db: RoutegidsDB,
  routeId: string,
  version: string,
  now = new Date(),
): Promise<boolean> {
  return updateVersion(db, routeId, version, (row) => {
    row.checked_at = nowIso(now);
  });
}

/** Forgets the pack (the worker deletes its caches when it sees the row gone). */
export async function deletePackRow(db: RoutegidsDB, routeId: string): Promise<void> {
  await db.packs.delete(routeId);
}

/** Packs the worker should be filling: asked for, interrupted, or paused by a lost connection. */
export async function unfinishedPacks(db: RoutegidsDB): Promise<PackRow[]> {
  return db.packs.where('state').anyOf(['queued', 'downloading', 'paused']).toArray();
}

/** Complete packs, for the start-up check. */
export async function completePacks(db: RoutegidsDB): Promise<PackRow[]> {
  return db.packs.where('state').equals('complete').toArray();
}
