import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILTIN_VERSION_META_KEY,
  ensureBuiltinRoute,
} from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_ROUTE_ID,
  BUILTIN_STOPS,
  builtinLocationId,
  builtinStopId,
} from '../../../src/db/builtin/museumplein.ts';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { openTestDb } from '../../support/testDexie.ts';

let db: RoutegidsDB;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.delete());

/** Counts every write Dexie performs on the content tables from now on. */
function countWrites(): () => number {
  let writes = 0;
  for (const table of [db.routes, db.routeStops, db.locations, db.meta]) {
    table.hook('creating', () => {
      writes++;
    });
    table.hook('updating', () => {
      writes++;
    });
    table.hook('deleting', () => {
      writes++;
    });
  }
  return () => writes;
}

describe('ensureBuiltinRoute', () => {
  it('writes the route, its 8 stops and their locations on first start', async () => {
    await ensureBuiltinRoute(db);
    expect(await db.routes.get(BUILTIN_ROUTE_ID)).toEqual(BUILTIN_ROUTE);
    const stops = await db.routeStops.where('route_id').equals(BUILTIN_ROUTE_ID).toArray();
    expect(stops).toHaveLength(8);
    expect(await db.locations.count()).toBe(8);
    expect(await db.locations.get(builtinLocationId(3))).toEqual(BUILTIN_LOCATIONS[2]);
  });

  it('changes nothing when called again', async () => {
    await ensureBuiltinRoute(db);
    const before = {
      routes: await db.routes.toArray(),
      stops: await db.routeStops.toArray(),
      locations: await db.locations.toArray(),
    };
    const writes = countWrites();
    await ensureBuiltinRoute(db);
    await ensureBuiltinRoute(db);
    expect(writes()).toBe(0);
    expect(await db.routes.toArray()).toEqual(before.routes);
    expect(await db.routeStops.toArray()).toEqual(before.stops);
    expect(await db.locations.toArray()).toEqual(before.locations);
  });

  it('puts back built-in rows that went missing, and only those', async () => {
    await ensureBuiltinRoute(db);
    await db.locations.delete(builtinLocationId(4));
    await db.routeStops.delete(builtinStopId(6));
    await db.locations.update(builtinLocationId(1), { title_nl: 'Edited locally' });
    const writes = countWrites();

    await ensureBuiltinRoute(db);

    expect(writes()).toBe(2);
    expect(await db.locations.get(builtinLocationId(4))).toEqual(BUILTIN_LOCATIONS[3]);
    expect(await db.routeStops.get(builtinStopId(6))).toEqual(BUILTIN_STOPS[5]);
    expect((await db.locations.get(builtinLocationId(1)))?.title_nl).toBe('Edited locally');
  });

  it('is safe when two tabs start at the same time', async () => {
    await Promise.all([ensureBuiltinRoute(db), ensureBuiltinRoute(db)]);
    expect(await db.routeStops.count()).toBe(8);
    expect(await db.locations.count()).toBe(8);
  });

  it('never overwrites a newer copy that came from the server', async () => {
    const serverRoute = { ...BUILTIN_ROUTE, name: 'Server name', change_seq: 41 };
    const serverLocation = { ...BUILTIN_LOCATIONS[0]!, title_nl: 'Server title', change_seq: 42 };
    const serverStop = { ...BUILTIN_STOPS[0]!, order: 9, change_seq: 43 };
    await db.routes.put(serverRoute);
    await db.locations.put(serverLocation);
    await db.routeStops.put(serverStop);

    await ensureBuiltinRoute(db);

    expect(await db.routes.get(BUILTIN_ROUTE_ID)).toEqual(serverRoute);
    expect(await db.locations.get(serverLocation.id)).toEqual(serverLocation);
    expect(await db.routeStops.get(serverStop.id)).toEqual(serverStop);
    // The rest is still filled in from the bundle.
    expect(await db.routeStops.count()).toBe(8);
    expect(await db.locations.count()).toBe(8);
  });

  it('refreshes an older bundled copy and drops bundled stops the new bundle lacks', async () => {
    await db.meta.put({ key: BUILTIN_VERSION_META_KEY, value: '2020-01-01T00:00:00.000Z' });
    await db.routes.put({ ...BUILTIN_ROUTE, name: 'Old bundled name' });
    const oldStop = { ...BUILTIN_STOPS[0]!, id: builtinStopId(99), order: 99 };
    const serverStop = { ...oldStop, id: builtinStopId(98), change_seq: 7 };
    await db.routeStops.bulkPut([oldStop, serverStop]);

    await ensureBuiltinRoute(db);

    expect((await db.routes.get(BUILTIN_ROUTE_ID))?.name).toBe(BUILTIN_ROUTE.name);
    expect(await db.routeStops.get(oldStop.id)).toBeUndefined();
    expect(await db.routeStops.get(serverStop.id)).toEqual(serverStop);
  });
});
