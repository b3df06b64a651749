import Dexie, { type Table, type Transaction } from 'dexie';
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
 * v4 (articles on demand): article bodies live in `articles`, apart from the location rows.
 * `sync_pull` sends locations without them, and a pull must never wipe an article the device
 * holds; kept apart, the pull writes location rows whole and never touches `articles`, and the
 * rows it compares stay small. The upgrade moves the bodies a device already holds into it.
 */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  articles: 'id',
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
  articles!: Table<Domain.ArticleRow, string>;

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
    this.version(4).stores(SCHEMA_V4).upgrade(moveArticles);
  }
}

/** v4's upgrade: each stored article body goes to `articles`, with its row's change_seq. */
async function moveArticles(tx: Transaction): Promise<void> {
  const moved: Domain.ArticleRow[] = [];
  await tx
    .table<Domain.LocationRow, string>('locations')
    .toCollection()
    .modify((loc) => {
      const nl = loc.article_nl ?? null;
      const en = loc.article_en ?? null;
      if (nl === null && en === null) return;
      moved.push({ id: loc.id, article_nl: nl, article_en: en, change_seq: loc.change_seq });
      loc.article_nl = null;
      loc.article_en = null;
    });
  if (moved.length > 0) await tx.table<Domain.ArticleRow, string>('articles').bulkPut(moved);
}

export const db = new RoutegidsDB();
