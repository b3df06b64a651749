/**
 * The messages between the page (src/lib/swBridge.ts) and the service worker (sw/). The page
 * writes a pack's plan to Dexie and then only names the route: the worker reads the plan from
 * the same database, so a worker that restarts finds it there too. Types and a parser only.
 */

/** Why a pack is not (or no longer) complete; the UI says each in words. */
export type PackProblem =
  /** The connection went away mid-download (the pack is paused and resumes by itself). */
  | 'offline'
  /** The browser refused to store more (QuotaExceededError). */
  | 'quota'
  /** A file could not be fetched or failed a check (status, CORS, size). */
  | 'file'
  /** Files of a complete pack went missing: the browser cleared part of its storage. */
  | 'evicted';

/** Page → worker. */
export type WorkerCommand =
  /** The update banner's "Herladen": the waiting worker takes over. */
  | { type: 'SKIP_WAITING' }
  /** Fill (or resume, or repair) the route's pack as its Dexie row describes it. */
  | { type: 'PACK_DOWNLOAD'; routeId: string }
  /** Check every complete pack for missing files (browsers evict). */
  | { type: 'PACK_VERIFY' }
  /** Delete the caches no pack row names any more (a pack deleted, a route gone). */
  | { type: 'PACK_RECONCILE' };

/** Worker → pages (every window of the app). */
export type WorkerEvent =
  | {
      type: 'PACK_PROGRESS';
      routeId: string;
      version: string;
      bytesDone: number;
      bytesTotal: number;
      filesDone: number;
      filesTotal: number;
    }
  | { type: 'PACK_COMPLETE'; routeId: string; version: string }
  | {
      type: 'PACK_FAILED';
      routeId: string;
      version: string;
      problem: PackProblem;
      detail: string | null;
    };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A message the worker received, checked; null for anything else (other senders, typos). */
export function parseWorkerCommand(data: unknown): WorkerCommand | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'SKIP_WAITING':
    case 'PACK_VERIFY':
    case 'PACK_RECONCILE':
      return { type: data.type };
    case 'PACK_DOWNLOAD':
      return typeof data.routeId === 'string' && data.routeId !== ''
        ? { type: 'PACK_DOWNLOAD', routeId: data.routeId }
        : null;
    default:
      return null;
  }
}

const PACK_EVENTS = new Set(['PACK_PROGRESS', 'PACK_COMPLETE', 'PACK_FAILED']);

/** A message a page received from the worker, checked; null for anything else. */
export function parseWorkerEvent(data: unknown): WorkerEvent | null {
  if (!isRecord(data) || !PACK_EVENTS.has(String(data.type))) return null;
  if (typeof data.routeId !== 'string' || typeof data.version !== 'string') return null;
  return data as WorkerEvent;
}
