import type { OpBody } from '../domain/ops.ts';

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

export type PackState = 'none' | 'queued' | 'downloading' | 'paused' | 'complete' | 'error';

/** Offline download state of one route. */
export interface PackRow {
  route_id: string;
  state: PackState;
  bytes_done: number;
  bytes_total: number;
  files_done: number;
  files_total: number;
  version: string;
  error: string | null;
  updated_at: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
