import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import { BUILTIN_ROUTE_ID, builtinLocationId } from '../../../src/db/builtin/museumplein.ts';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { queryRouteCatalogue } from '../../../src/db/hooks/catalogueQueries.ts';
import { queryFavorites } from '../../../src/db/hooks/favoriteQueries.ts';
import { queryStories } from '../../../src/db/hooks/storyQueries.ts';
import { location, route, stop } from '../../fixtures/rows.ts';
import { openTestDb } from '../../support/testDexie.ts';

let db: RoutegidsDB;
beforeEach(async () => {
  db = await openTestDb();
  await ensureBuiltinRoute(db);
  // A day-pass route the visitor may see on the map but not read (its stop came as a pin).
  await db.routes.put(
    route('day', { daypass: true, stop_count: 2, created_at: '2026-01-01T00:00:00Z' }),
  );
  await db.locations.bulkPut([
    location('pin', { locked: true, lat: 52.37, lng: 4.89 }),
    location('open', { lat: 52.38, lng: 4.9 }),
    location('story', { title_nl: 'Een verhaal', lat: 52.36, lng: 4.88 }),
    location('hidden', { content_type: 'Archived' }),
  ]);
  await db.routeStops.bulkPut([stop('d2', 'day', 'open', 2), stop('d1', 'day', 'pin', 1)]);
});
afterEach(() => db.delete());

describe('the route catalogue', () => {
  it('knows which routes came locked and where their stops are, in walking order', async () => {
    const c = await queryRouteCatalogue(db);
    expect(c.routes.map((r) => r.id).sort()).toEqual([BUILTIN_ROUTE_ID, 'day'].sort());
    expect([...c.lockedIds]).toEqual(['day']);
    expect(c.points.get('day')).toEqual([
      { lat: 52.37, lng: 4.89 },
      { lat: 52.38, lng: 4.9 },
    ]);
    expect(c.points.get(BUILTIN_ROUTE_ID)).toHaveLength(8);
  });
});

describe('the stories', () => {
  it('are the readable locations in no route, hidden ones left out', async () => {
    expect((await queryStories(db)).map((l) => l.id)).toEqual(['story']);
  });
});

describe('favorites', () => {
  it('lists the user’s liked stops with their route and place in it, and liked stories', async () => {
    await db.myLikes.bulkPut([
      { location_id: builtinLocationId(3), user_id: 'u1', liked: true },
      { location_id: 'story', user_id: 'u1', liked: true },
      { location_id: builtinLocationId(5), user_id: 'u1', liked: false },
      { location_id: builtinLocationId(6), user_id: 'someone-else', liked: true },
    ]);
    const favorites = await queryFavorites(db, 'u1');
    expect(favorites.map((f) => [f.location.id, f.route?.id ?? null, f.index])).toEqual([
      [builtinLocationId(3), BUILTIN_ROUTE_ID, 2],
      ['story', null, 0],
    ]);
    expect(await queryFavorites(db, 'nobody')).toEqual([]);
  });
});
