import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { completePack, queuePack, savePlan } from '../../../src/db/packs.ts';
import type { PackFile } from '../../../src/domain/packFile.ts';
import type { WorkerEvent } from '../../../src/domain/packProtocol.ts';
import { checkCompletePacks, reconcilePackCaches } from '../../../sw/packs/checkPacks.ts';
import { packCacheName } from '../../../sw/packs/packCaches.ts';
import { FakeCacheStorage } from '../../support/fakeCaches.ts';
import { openTestDb } from '../../support/testDexie.ts';

const ORIGIN = 'https://app.test';
const list: PackFile[] = [
  { url: '/mp3/stop-1.mp3', kind: 'audio', bytes: 300 },
  { url: `${ORIGIN}/tiles/14/1/2.pbf`, kind: 'tile', bytes: 100 },
  { url: `${ORIGIN}/tiles/14/1/3.pbf`, kind: 'tile', bytes: 100 },
];
const progress = { bytes_done: 500, bytes_total: 500, files_done: 3, files_total: 3 };

let db: RoutegidsDB;
let caches: FakeCacheStorage;
let events: WorkerEvent[];

async function completeWith(routeId: string, version: string, stored: string[]): Promise<void> {
  await queuePack(db, routeId, { version, files: list });
  await completePack(db, routeId, version, progress);
  const cache = await caches.open(packCacheName(routeId, version));
  for (const url of stored) await cache.put(url, new Response('x'));
}

const check = () =>
  checkCompletePacks({
    db,
    caches,
    origin: ORIGIN,
    // The built-in route's audio is installed with the app (precache).
    isInstalled: async (key) => key === `${ORIGIN}/mp3/stop-1.mp3`,
    post: (e) => events.push(e),
  });

beforeEach(async () => {
  db = await openTestDb();
  caches = new FakeCacheStorage();
  events = [];
});
afterEach(() => db.close());

describe('keeping packs honest at start', () => {
  it('leaves a whole pack complete and notes when it was checked', async () => {
    await completeWith('r1', 'v1', [list[1]!.url, list[2]!.url]);
    expect(await check()).toEqual([]);
    const row = await db.packs.get('r1');
    expect(row?.state).toBe('complete');
    expect(row?.checked_at).not.toBeNull();
  });

  it('marks a pack whose files the browser evicted as no longer complete, and says so', async () => {
    await completeWith('r1', 'v1', [list[1]!.url]);
    await completeWith('r2', 'v1', []);
    await caches.delete(packCacheName('r2', 'v1'));

    expect((await check()).sort()).toEqual(['r1', 'r2']);

    expect(await db.packs.get('r1')).toMatchObject({
      state: 'error',
      error: 'evicted',
      files_done: 2,
    });
    expect(await db.packs.get('r2')).toMatchObject({
      state: 'error',
      error: 'evicted',
      files_done: 1,
    });
    // What is left still serves: the version stays the one served.
    expect((await db.packs.get('r1'))?.ready_version).toBe('v1');
    expect(events.map((e) => e.type)).toEqual(['PACK_FAILED', 'PACK_FAILED']);
  });

  it('deletes the caches of packs that are gone, and keeps served, downloading and busy ones', async () => {
    await completeWith('kept', 'v1', [list[1]!.url]);
    await queuePack(db, 'kept', { version: 'v2', files: list }); // refresh beside v1
    await caches.open(packCacheName('kept', 'v2'));
    await caches.open(packCacheName('deleted', 'v1'));
    await caches.open(packCacheName('busy', 'v9'));
    await savePlan(db, 'planned', { version: 'v1', files: list });
    await caches.open(packCacheName('planned', 'v1'));
    await caches.open('routegids-map-v1');

    const deleted = await reconcilePackCaches(db, caches, ['busy']);

    expect(deleted.sort()).toEqual(
      [packCacheName('deleted', 'v1'), packCacheName('planned', 'v1')].sort(),
    );
    expect((await caches.keys()).sort()).toEqual(
      [
        packCacheName('busy', 'v9'),
        packCacheName('kept', 'v1'),
        packCacheName('kept', 'v2'),
        'routegids-map-v1',
      ].sort(),
    );
  });
});
