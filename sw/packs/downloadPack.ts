import type { RoutegidsDB } from '../../src/db/database.ts';
import { completePack, failPack, type PackProgress, recordProgress } from '../../src/db/packs.ts';
import type { PackRow } from '../../src/db/rows.ts';
import type { PackFile } from '../../src/domain/packFile.ts';
import type { WorkerEvent } from '../../src/domain/packProtocol.ts';
import { fetchPackFile, PackFileError } from './fetchPackFile.ts';
import { PACK_MATCH, packCacheName, packKey } from './packCaches.ts';

/**
 * One pack download: fills the cache of the version the route's row describes, file by file,
 * a few at a time, and marks the pack complete only after it has seen every file in.
 *
 * Resuming is the same run: files already in the cache are counted and skipped, so a reload,
 * a restarted phone or a worker the browser stopped continues where it was (a file cut off
 * mid-way was never stored: Cache.put stores a whole response or nothing). Files the new
 * version shares with the version being served are copied from its cache, not downloaded
 * again; files the app installs anyway (precached with the shell, such as the fallback map
 * style) are counted as in.
 *
 * Stops: the row deleted or moved on to another version (the job ends quietly and leaves
 * the cleanup to reconcile), a quota error or a file that fails its checks after retries
 * (the row says why; what is in stays), the connection lost (paused; resumes on `online`).
 */

export interface DownloadDeps {
  db: RoutegidsDB;
  caches: CacheStorage;
  fetch: typeof fetch;
  /** The app's origin, for relative URLs and same-origin credentials. */
  origin: string;
  /** True when the file is installed with the app (precache): it needs no copy in the pack. */
  isInstalled: (key: string) => Promise<boolean>;
  /** Posts to every window of the app. */
  post: (event: WorkerEvent) => void;
  /** navigator.onLine, read when a file fails: offline pauses instead of failing. */
  online: () => boolean;
  /** Files fetched at once; default 4. */
  concurrency?: number;
  /** Least time between progress writes; default 250 ms. */
  progressIntervalMs?: number;
  /** Tries per file before the pack fails; default 3. */
  attempts?: number;
  /** Wait before a retry, by attempt (1, 2, …); default 500 ms × attempt. */
  retryDelayMs?: (attempt: number) => number;
}

export type DownloadResult = 'complete' | 'failed' | 'paused' | 'stopped' | 'nothing';

interface FileState {
  file: PackFile;
  key: string;
  /** Bytes counted for progress: the real size once in, else the known size (or 0). */
  bytes: number;
  done: boolean;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

class Progress {
  private lastWrite = 0;
  private pending: Promise<boolean> | null = null;
  readonly sizes = new Map<string, number>();
  inFlight = 0;
  /** A write found the row gone or moved to another version: the job must stop. */
  gone = false;

  constructor(
    private readonly row: PackRow,
    private readonly files: FileState[],
    private readonly deps: DownloadDeps,
  ) {}

  snapshot(): PackProgress {
    let done = 0;
    let total = 0;
    let filesDone = 0;
    for (const f of this.files) {
      total += f.done ? f.bytes : (f.file.bytes ?? 0);
      if (f.done) {
        done += f.bytes;
        filesDone++;
      }
    }
    const bytesDone = done + this.inFlight;
    return {
      bytes_done: bytesDone,
      bytes_total: Math.max(total, bytesDone),
      files_done: filesDone,
      files_total: this.files.length,
    };
  }

  /** Writes progress at most every interval (or now when `force`); false: the row is gone. */
  async report(force = false): Promise<boolean> {
    if (this.gone) return false;
    const now = Date.now();
    const interval = this.deps.progressIntervalMs ?? 250;
    if (!force && now - this.lastWrite < interval) return true;
    if (this.pending && !force) return true;
    this.lastWrite = now;
    const p = this.snapshot();
    const { route_id: routeId, version } = this.row;
    this.pending = recordProgress(this.deps.db, routeId, version, p, { sizes: this.sizes });
    const ok = await this.pending;
    this.pending = null;
    if (!ok) this.gone = true;
    this.deps.post({
      type: 'PACK_PROGRESS',
      routeId,
      version,
      bytesDone: p.bytes_done,
      bytesTotal: p.bytes_total,
      filesDone: p.files_done,
      filesTotal: p.files_total,
    });
    return ok && !this.gone;
  }
}

/** Copies `key` from the cache of the version being served, if it holds it. */
async function copyFrom(old: Cache | null, into: Cache, key: string): Promise<number | null> {
  const hit = await old?.match(key, PACK_MATCH);
  if (!hit) return null;
  const blob = await hit.blob();
  await into.put(key, new Response(blob, { status: 200, headers: hit.headers }));
  return blob.size;
}

export async function downloadPack(
  routeId: string,
  deps: DownloadDeps,
  signal: AbortSignal,
): Promise<DownloadResult> {
  const row = await deps.db.packs.get(routeId);
  if (!row || row.state === 'none') return 'nothing';
  if (row.state === 'complete' && row.ready_version === row.version) return 'nothing';

  const cache = await deps.caches.open(packCacheName(routeId, row.version));
  const old =
    row.ready_version && row.ready_version !== row.version
      ? await deps.caches.open(packCacheName(routeId, row.ready_version))
      : null;
  const inCache = new Set((await cache.keys()).map((r) => r.url));
  const files: FileState[] = [];
  for (const file of row.files) {
    const key = packKey(file.url, deps.origin);
    const done = inCache.has(key) || (await deps.isInstalled(key));
    files.push({ file, key, bytes: file.bytes ?? 0, done });
  }
  const progress = new Progress(row, files, deps);
  if (!(await progress.report(true))) return 'stopped';

  const stop = new AbortController();
  const abortAll = () => stop.abort();
  signal.addEventListener('abort', abortAll);
  let failure: PackFileError | null = null;
  const queue = files.filter((f) => !f.done);

  const fetchOne = async (f: FileState): Promise<void> => {
    const copied = await copyFrom(old, cache, f.key);
    if (copied !== null) {
      f.bytes = copied;
      return;
    }
    const attempts = deps.attempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      let flowing = 0;
      try {
        f.bytes = await fetchPackFile({
          url: f.key,
          cache,
          signal: stop.signal,
          fetch: deps.fetch,
          origin: deps.origin,
          onBytes: (n) => {
            flowing += n;
            progress.inFlight += n;
            void progress.report().then((ok) => {
              if (!ok) stop.abort();
            });
          },
        });
        return;
      } catch (e) {
        if (!(e instanceof PackFileError) || !e.retryable || attempt >= attempts) throw e;
        if (!deps.online()) throw e;
        await sleep((deps.retryDelayMs ?? ((n) => 500 * n))(attempt), stop.signal);
        if (stop.signal.aborted) throw e;
      } finally {
        progress.inFlight -= flowing;
      }
    }
  };

  const worker = async (): Promise<void> => {
    for (let f = queue.shift(); f && !stop.signal.aborted; f = queue.shift()) {
      try {
        await fetchOne(f);
        f.done = true;
        progress.sizes.set(f.file.url, f.bytes);
        if (!(await progress.report())) stop.abort();
      } catch (e) {
        if (stop.signal.aborted) return;
        failure =
          e instanceof PackFileError
            ? e
            : new PackFileError(
                'file',
                `${f.key}: ${e instanceof Error ? e.message : String(e)}`,
                false,
              );
        stop.abort();
      }
    }
  };

  try {
    const n = Math.max(1, deps.concurrency ?? 4);
    await Promise.all(Array.from({ length: n }, worker));
  } finally {
    signal.removeEventListener('abort', abortAll);
  }

  if (progress.gone) return 'stopped';
  const failed = failure as PackFileError | null;
  if (failed) {
    const problem = failed.problem === 'file' && !deps.online() ? 'offline' : failed.problem;
    await progress.report(true);
    await failPack(deps.db, routeId, row.version, problem, failed.detail);
    deps.post({
      type: 'PACK_FAILED',
      routeId,
      version: row.version,
      problem,
      detail: failed.detail,
    });
    return problem === 'offline' ? 'paused' : 'failed';
  }
  if (signal.aborted) {
    await progress.report(true);
    return 'stopped';
  }
  return finish(row, files, cache, progress, deps);
}

/** Marks the pack complete after checking the cache holds every file, then drops the old one. */
async function finish(
  row: PackRow,
  files: FileState[],
  cache: Cache,
  progress: Progress,
  deps: DownloadDeps,
): Promise<DownloadResult> {
  const stored = new Set((await cache.keys()).map((r) => r.url));
  const missing: string[] = [];
  for (const f of files) {
    if (!stored.has(f.key) && !(await deps.isInstalled(f.key))) missing.push(f.key);
  }
  if (missing.length > 0) {
    // Evicted while downloading, or a file removed behind our back: not complete.
    const detail = `${missing.length} files missing after download, e.g. ${missing[0]}`;
    await failPack(deps.db, row.route_id, row.version, 'evicted', detail);
    deps.post({
      type: 'PACK_FAILED',
      routeId: row.route_id,
      version: row.version,
      problem: 'evicted',
      detail,
    });
    return 'failed';
  }
  await progress.report(true);
  const { ok, replaced } = await completePack(
    deps.db,
    row.route_id,
    row.version,
    progress.snapshot(),
  );
  if (!ok) return 'stopped';
  if (replaced) await deps.caches.delete(packCacheName(row.route_id, replaced));
  deps.post({ type: 'PACK_COMPLETE', routeId: row.route_id, version: row.version });
  return 'complete';
}
