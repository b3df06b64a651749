import Dexie, { type Table } from 'dexie';
import type * as Domain from '../domain/rows.ts';
import type { MetaRow, OutboxOp, PackRow } from './rows.ts';

/** The first shipped schema. Kept verbatim: devices still on it upgrade from here. */
export const SCHEMA_V1 = {
  routes: 'id, published, change_seq',
  routeStops: 'id, route_id, location_id',
  locations: 'id, category, content_type',
  likeCounts: 'location_id',
  myLikes: 'location_id',
  outbox: '++seq, &id, kind, user_id',
  packs: 'route_id',
  meta: 'key',
} as const;

/**
 * v2: `myLikes` is indexed by user (the liked map belongs to one user and is cleared when
 * another signs in), and every queued op gets the fields the push loop relies on. The
 * upgrade only adds: queued ops are kept, in order, with their ids.
 */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  myLikes: 'location_id, user_id',
} as const;

/**
 * v3 (offline packs): `packs` is indexed by state, so the start-up check finds the complete
 * and the interrupted packs without reading every row. Rows written before v3 (none shipped
 * with content, but a device may hold an empty one) get the fields the worker relies on.
 */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  packs: 'route_id, state',
} as const;

/**
 * The browser's one store. The UI reads only from here (live queries); the sync engine
 * fills it and drains `outbox`. Schema changes are new `version()` calls with upgrade
 * functions; an upgrade must never drop queued outbox ops.
 */
export class RoutegidsDB extends Dexie {
  routes!: Table<Domain.RouteRow, string>;
  routeStops!: Table<Domain.RouteStopRow, string>;
  locations!: Table<Domain.LocationRow, string>;
  likeCounts!: Table<Domain.LikeCountRow, string>;
  myLikes!: Table<Domain.MyLikeRow, string>;
  outbox!: Table<OutboxOp, number>;
  packs!: Table<PackRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'routegids') {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade((tx) =>
        tx
          .table<OutboxOp, number>('outbox')
          .toCollection()
          .modify((op) => {
            op.attempts ??= 0;
            op.last_error ??= null;
            op.undo ??= null;
          }),
      );
    this.version(3)
      .stores(SCHEMA_V3)
      .upgrade((tx) =>
        tx
          .table<PackRow, string>('packs')
          .toCollection()
          .modify((row) => {
            row.files ??= [];
            row.videos ??= [];
            row.with_videos ??= false;
            row.ready_version ??= row.state === 'complete' ? row.version : null;
            row.error_detail ??= null;
            row.auto ??= false;
            row.checked_at ??= null;
          }),
      );
  }
}

export const db = new RoutegidsDB();
