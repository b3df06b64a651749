import type { ArticleRow, LikeCountRow } from '../domain/rows.ts';
import type { AccessWire, PushOpResult, PushOpWire, SyncPullResponse } from './protocol.ts';

/**
 * Everything the sync engine asks of the network. The app uses the supabase-js implementation
 * (supabase/supabaseTransport.ts); tests inject fakes or wrap the real one to drop responses.
 * `as` is the user whose session must carry the call (null: the anon key), so a user's data
 * is never fetched or sent under another user's session.
 */
export interface SyncTransport {
  pull(since: number, accessKey: string | null, as: string | null): Promise<SyncPullResponse>;
  push(ops: PushOpWire[], as: string | null): Promise<PushOpResult[]>;
  /** The edge function `POST /access/refresh`: refreshes the subscription, answers `current_access()`. */
  refreshAccess(as: string): Promise<AccessWire>;
  /** `get_location_likes`: counts for many locations in one call. */
  likeCounts(locationIds: string[]): Promise<LikeCountRow[]>;
  /**
   * `location_articles`: the article bodies of these locations (at most 200 ids), as far as
   * `as` may read them in full; the others are left out.
   */
  articles(locationIds: string[], as: string | null): Promise<ArticleRow[]>;
  /** Realtime like counts, when the server offers them. Returns an unsubscribe function. */
  subscribeLikeCounts?(onChange: (row: LikeCountRow) => void): () => void;
}

export type TransportErrorKind =
  /** No answer (offline, DNS, dropped connection, timeout): retry. */
  | 'network'
  /** The server answered with an error status. */
  | 'http'
  /** The session is not the expected user's (changed or gone): wait for that user. */
  | 'session';

export class TransportError extends Error {
  readonly kind: TransportErrorKind;
  readonly status: number | null;
  readonly code: string | null;

  constructor(
    kind: TransportErrorKind,
    message: string,
    status: number | null = null,
    code: string | null = null,
  ) {
    super(message);
    this.name = 'TransportError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

/**
 * A failed call whose ops can never apply: the server refused the request itself (4xx).
 * 408 and 429 ask us to come back later. 401 means our token expired or was revoked: the ops
 * are fine, the session is not, so they wait for a refreshed token rather than being dropped.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof TransportError) || error.kind !== 'http' || error.status === null) {
    return false;
  }
  const s = error.status;
  return s >= 400 && s < 500 && s !== 401 && s !== 408 && s !== 429;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
