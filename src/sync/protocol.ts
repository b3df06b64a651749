/**
 * The wire shapes of the RPCs the sync engine calls (supabase/migrations defines them).
 * Kept beside the engine so the client and the SQL tests agree on one contract.
 */
import type { OpBody } from '../domain/ops.ts';
import type { LikeCountRow, LocationRow, RouteRow, RouteStopRow } from '../domain/rows.ts';

/** What `current_access()` and `sync_pull().access` answer. */
export interface AccessWire {
  has_subscription: boolean;
  has_day_pass: boolean;
  /** epoch ms, or null */
  day_pass_expiry: number | null;
  checked_at: string;
}

/** `sync_pull(since bigint, access_key text)` */
export interface SyncPullResponse {
  /**
   * Opaque: send it back as `since` next time. (The server's snapshot xmin, so a change that
   * commits after this pull is still in the next one; rows may then come twice, and a row
   * whose change_seq equals the stored one is not rewritten.)
   */
  cursor: number;
  /** True when `since` was 0 or the entitlement changed: the client replaces gated content. */
  full: boolean;
  /** The caller's entitlement key now ('anon', 'user', 'daypass', 'subscriber'); sent back next time. */
  access_key: string;
  access: AccessWire;
  routes: RouteRow[];
  route_locations: RouteStopRow[];
  locations: LocationRow[];
  like_counts: LikeCountRow[];
  /** The caller's own likes (empty for anon). */
  my_likes: { location_id: string; liked: boolean }[];
  removed: { routes: string[]; route_locations: string[]; locations: string[] };
}

/** One op as `push_ops(ops jsonb)` takes it (the payloads are in domain/ops.ts). */
export type PushOpWire = OpBody & {
  id: string;
  at: string;
};

/** One result per op, in the order sent. */
export interface PushOpResult {
  id: string;
  /** applied: done now; duplicate: done before (replay); rejected: permanent, will never apply. */
  status: 'applied' | 'duplicate' | 'rejected';
  /** rejected: why, for code (e.g. `invalid_payload`, `not_found`, `op_expired`, `sign_in_required`). */
  code?: string;
  /** rejected: a plain sentence for people; the server logs the detail. */
  error?: string;
  /** like_set: the count after the op. */
  new_like_count?: number;
}
