import Dexie, { type Table } from 'dexie';
import type {
  LikeCountRow,
  LocationRow,
  MetaRow,
  MyLikeRow,
  OutboxOp,
  PackRow,
  RouteRow,
  RouteStopRow,
} from './rows';

/**
 * The browser's one store. The UI reads only from here (live queries); the sync engine
 * fills it and drains `outbox`. Schema changes are new `version()` calls with upgrade
 * functions; an upgrade must never drop queued outbox ops.
 */
export class RoutegidsDB extends Dexie {
  routes!: Table<RouteRow, string>;
  routeStops!: Table<RouteStopRow, string>;
  locations!: Table<LocationRow, string>;
  likeCounts!: Table<LikeCountRow, string>;
  myLikes!: Table<MyLikeRow, string>;
  outbox!: Table<OutboxOp, number>;
  packs!: Table<PackRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'routegids') {
    super(name);
    this.version(1).stores({
      routes: 'id, published, change_seq',
      routeStops: 'id, route_id, location_id',
      locations: 'id, category, content_type',
      likeCounts: 'location_id',
      myLikes: 'location_id',
      outbox: '++seq, &id, kind, user_id',
      packs: 'route_id',
      meta: 'key',
    });
  }
}

export const db = new RoutegidsDB();
