import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import {
  BUILTIN_ROUTE,
  BUILTIN_ROUTE_ID,
  builtinLocationId,
  builtinStopId,
} from '../../../src/db/builtin/museumplein.ts';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { queryRoute, queryRouteStops } from '../../../src/db/hooks/routeQueries.ts';
import { openTestDb } from '../../support/testDexie.ts';

let db: RoutegidsDB;
beforeEach(async () => {
  db = await openTestDb();
  await ensureBuiltinRoute(db);
});
afterEach(() => db.delete());

describe('queryRoute', () => {
  it('returns the route, or null for an unknown id', async () => {
    expect(await queryRoute(db, BUILTIN_ROUTE_ID)).toEqual(BUILTIN_ROUTE);
    expect(await queryRoute(db, 'nope')).toBeNull();
  });
});

describe('queryRouteStops', () => {
  it('returns the built-in stops in walking order with their locations', async () => {
    const views = await queryRouteStops(db, BUILTIN_ROUTE_ID);
    expect(views.map((v) => v.stop.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(views.map((v) => v.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(views.every((v) => v.location.id === v.stop.location_id)).toBe(true);
    expect(views[6]!.location.title_nl).toBe('Het Concertgebouw');
  });

  it('orders by the stop order, not by insertion, and puts unordered stops last', async () => {
    await db.routeStops.update(builtinStopId(1), { order: null });
    await db.routeStops.update(builtinStopId(8), { order: 0 });
    const views = await queryRouteStops(db, BUILTIN_ROUTE_ID);
    expect(views[0]!.stop.id).toBe(builtinStopId(8));
    expect(views.at(-1)!.stop.id).toBe(builtinStopId(1));
  });

  it('drops stops whose location is missing or hidden', async () => {
    await db.locations.delete(builtinLocationId(2));
    await db.locations.update(builtinLocationId(5), { content_type: 'Archived' });
    const views = await queryRouteStops(db, BUILTIN_ROUTE_ID);
    expect(views.map((v) => v.stop.order)).toEqual([1, 3, 4, 6, 7, 8]);
    expect(views.map((v) => v.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps stops without coordinates (the map filters those)', async () => {
    await db.locations.update(builtinLocationId(4), { lat: null, lng: null });
    expect(await queryRouteStops(db, BUILTIN_ROUTE_ID)).toHaveLength(8);
  });

  it('returns nothing for an unknown route', async () => {
    expect(await queryRouteStops(db, 'nope')).toEqual([]);
  });
});
