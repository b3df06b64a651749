import type { OpBody } from '../domain/ops.ts';
import type { PackFile } from '../domain/packFile.ts';
import type { PackProblem } from '../domain/packProtocol.ts';

export type { PackProblem };

/**
 * The rows only the browser's store keeps: queued ops, offline pack state and `meta`. The
 * content rows (routes, stops, locations, likes) are the domain's nouns: src/domain/rows.ts.
 */

/** An op waiting for upload. `seq` (auto-increment) gives the upload order. */
export type OutboxOp = OpBody & {
  seq?: number;
  /** Client-generated UUID; the server treats a replayed id as already applied. */
  id: string;
  /** ISO time the user acted. */
  at: string;
  /** The user the op belongs to; null for anonymous ops. Never sent under another user. */
  user_id: string | null;
  attempts: number;
  last_error: string | null;
  /** like_set: the state before the optimistic flip, restored if the server rejects the op. */
  undo?: LikeUndo | null;
};

/** What a like op changed locally, so a permanent rejection can put it back. */
export interface LikeUndo {
  liked: boolean;
  likes: number;
}

/**
 * Where a route's offline pack stands. 'none': planned (files and sizes known), not asked
 * for; 'queued': asked, the worker has not started; 'paused': stopped by a lost connection or
 * a closed app, resumes by itself; 'complete': every file is in; 'error': stopped, see `error`.
 */
export type PackState = 'none' | 'queued' | 'downloading' | 'paused' | 'complete' | 'error';

/**
 * Offline download state of one route. The page writes the plan (files, version) and asks;
 * the service worker fills the pack and writes the progress (src/db/packs.ts holds both sides'
 * writes, so they follow the same rules).
 */
export interface PackRow {
  route_id: string;
  state: PackState;
  bytes_done: number;
  /** Known sizes summed (catalogue, HEAD, or the file once downloaded). */
  bytes_total: number;
  files_done: number;
  files_total: number;
  /** The version `files` describes and the download fills (domain/packList.ts packVersion). */
  version: string;
  /** The pack's files, in download order, with sizes where known. */
  files: PackFile[];
  /**
   * The route's videos, with sizes where known: not in the pack unless the walker asked
   * (`with_videos`), but listed so the control can say what they would add.
   */
  videos: PackFile[];
  with_videos: boolean;
  /**
   * The complete version the worker serves; while a newer version downloads beside it, the
   * older one stays in use until the new one is complete. Null before any version completed.
   */
  ready_version: string | null;
  error: PackProblem | null;
  /** What failed: the file and its status, or the bytes needed; for the message and logs. */
  error_detail: string | null;
  /** True when the pack came along by itself (built-in route, a confirmed route on Wi-Fi). */
  auto: boolean;
  /** ISO time the worker last checked that every file of the complete pack is still there. */
  checked_at: string | null;
  updated_at: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
