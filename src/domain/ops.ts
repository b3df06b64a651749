/**
 * What a walker does that the server records: a step of a visit, a like, a QR scan. Each is
 * an op: the outbox (db/) stores it in the same transaction as its local effect, the engine
 * (sync/) sends it through `push_ops`, and the SQL in supabase/migrations reads its payload.
 *
 * These shapes live in domain/ because both db/ and sync/ need them and db/ may not import
 * sync/ (it never touches the network): domain/ is the layer every other may import. Types
 * only, so the domain stays pure.
 */

/** The browser and device a visit log describes (specification "visit_logs"). */
export interface VisitDeviceFields {
  user_agent: string;
  screen_width: number | null;
  screen_height: number | null;
  viewport_width: number | null;
  viewport_height: number | null;
  language: string | null;
  platform: string | null;
  timezone: string | null;
  referrer: string | null;
  touch_support: boolean;
  cookie_enabled: boolean;
}

/** Payload of a `visit_upsert` op: the whole visit row, upserted on `visit_id`. */
export interface VisitUpsertPayload extends VisitDeviceFields {
  visit_id: string;
  pathname: string;
  route_id: string | null;
  location_id: string | null;
  location_index: number | null;
  completed: boolean;
  session_id: string;
  /** ISO time of this step. */
  timestamp: string;
}

/** Payload of a `like_set` op; the user is the caller (JWT), never the payload. */
export interface LikeSetPayload {
  location_id: string;
  liked: boolean;
}

/** Payload of a `qr_scan` op; the op id becomes the qr_scans row id. */
export interface QrScanOpPayload {
  pathname: string;
  user_agent: string;
  referrer: string;
}

/** Each kind of op and the payload it carries. */
export interface OpPayloads {
  visit_upsert: VisitUpsertPayload;
  like_set: LikeSetPayload;
  qr_scan: QrScanOpPayload;
}

export type OpKind = keyof OpPayloads;

/** An op's kind with its payload, one union keyed by `kind`: checking `kind` types `payload`. */
export type OpBody = { [K in OpKind]: { kind: K; payload: OpPayloads[K] } }[OpKind];
