import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRouteStops } from '../../../src/db/hooks/routeQueries.ts';
import { getMeta } from '../../../src/db/meta.ts';
import type { PackRow } from '../../../src/db/rows.ts';
import { applyPull } from '../../../src/sync/applyPull.ts';
import { location, route, stop } from '../../fixtures/rows.ts';
import { SUBSCRIBED, signedInHarness } from '../../support/engineFixtures.ts';
import { type Harness, makeHarness, settle, started } from '../../support/engineHarness.ts';
import { FakeServer } from '../../support/fakeSyncServer.ts';

function catalogue(): FakeServer {
  const s = new FakeServer();
  s.putRoute(route('builtin', { is_builtin: true }));
  s.putRoute(route('trial', { is_trial: true }));
  s.putRoute(route('pass', { daypass: true }));
  s.putRoute(route('members'));
  for (const [r, locs] of [
    ['builtin', ['b1', 'b2']],
    ['trial', ['t1']],
    ['pass', ['p1', 'p2']],
    ['members', ['m1']],
  ] as const) {
    locs.forEach((l, i) => {
      s.putLocation(location(l));
      s.putStop(stop(`${r}-${l}`, r, l, i + 1));
    });
  }
  s.putLocation(location('story')); // outside every route: subscribers only
  return s;
}

function pack(routeId: string): PackRow {
  return {
    route_id: routeId,
    state: 'complete',
    bytes_done: 10,
    bytes_total: 10,
    files_done: 1,
    files_total: 1,
    version: 'v1',
    error: null,
    error_detail: null,
    files: [],
    videos: [],
    with_videos: false,
    ready_version: 'v1',
    auto: false,
    checked_at: null,
    updated_at: '2025-06-01T12:00:00Z',
  };
}

let h: Harness | null = null;
afterEach(async () => {
  await h?.engine.stop();
  h?.db.close();
  h = null;
});

describe('pull', () => {
  it('a cold start pulls the catalogue with gated stories locked', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    expect(await h.db.routes.count()).toBe(4);
    expect(await h.db.routeStops.count()).toBe(6);
    const p1 = await h.db.locations.get('p1');
    expect(p1?.locked).toBe(true);
    expect(p1?.article_nl).toBeNull();
    // Readable, but without its article: that comes when needed (articles.test.ts).
    expect((await h.db.locations.get('t1'))?.locked).toBe(false);
    expect((await h.db.locations.get('t1'))?.article_nl).toBeNull();
    expect(await h.db.locations.get('story')).toBeUndefined();
    expect(await getMeta(h.db, 'cursor')).toBe(h.server.seq);
    expect(await getMeta(h.db, 'accessKey')).toBe('anon');
    expect(h.server.pullCalls[0]).toMatchObject({ since: 0, as: null });
  });

  it('an incremental pull after an edit writes only the change', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    const cursor = (await getMeta(h.db, 'cursor')) as number;
    h.server.putLocation(location('t1', { title_nl: 'Nieuwe titel' }));
    const res = h.server.pull(cursor, 'anon', null);
    expect(res.full).toBe(false);
    expect(res.locations.map((l) => l.id)).toEqual(['t1']);
    const stats = await applyPull(h.db, res, { userId: null, now: new Date().toISOString() });
    expect(stats).toEqual({ written: 1, deleted: 0 });
    expect((await h.db.locations.get('t1'))?.title_nl).toBe('Nieuwe titel');
  });

  it('a full snapshot equal to what is stored writes nothing', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    const res = h.server.pull(0, null, null);
    const stats = await applyPull(h.db, res, { userId: null, now: new Date().toISOString() });
    expect(stats?.written).toBe(0);
  });

  it('unpublishing removes a route, its stops and its offline pack on the next pull', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    await h.db.packs.bulkPut([pack('trial'), pack('builtin')]);
    h.server.removeRoute('trial');
    await h.engine.pull();
    expect(await h.db.routes.get('trial')).toBeUndefined();
    expect(await h.db.routeStops.where('route_id').equals('trial').count()).toBe(0);
    expect(await h.db.routes.count()).toBe(3);
    expect(await h.db.packs.toCollection().primaryKeys()).toEqual(['builtin']);
  });

  it('a full snapshot without a route drops its offline pack too', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    await h.db.packs.bulkPut([pack('members'), pack('pass')]);
    h.server.removeRoute('members');
    const res = h.server.pull(0, null, null);
    expect(res.full).toBe(true);
    await applyPull(h.db, res, { userId: null, now: new Date().toISOString() });
    expect(await h.db.packs.toCollection().primaryKeys()).toEqual(['pass']);
  });

  it('never removes the built-in route: not by tombstone, not by a snapshot without it', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    h.server.removeRoute('builtin');
    await h.engine.pull();
    expect(await h.db.routes.get('builtin')).toBeDefined();
    const empty = new FakeServer();
    const res = empty.pull(0, null, null);
    await applyPull(h.db, res, { userId: null, now: new Date().toISOString() });
    expect(await h.db.routes.get('builtin')).toBeDefined();
    expect(await h.db.routeStops.where('route_id').equals('builtin').count()).toBe(2);
    expect(await h.db.locations.get('b1')).toBeDefined();
    expect(await h.db.routes.get('trial')).toBeUndefined();
  });

  it('a full snapshot after an entitlement change replaces unlocked copies and drops stories', async () => {
    const server = catalogue();
    h = await started(signedInHarness(server, SUBSCRIBED));
    expect((await h.db.locations.get('m1'))?.locked).toBe(false);
    expect(await h.db.locations.get('story')).toBeDefined();

    const anon = server.pull(await ((await getMeta(h.db, 'cursor')) as number), 'subscriber', null);
    expect(anon.full).toBe(true);
    await applyPull(h.db, anon, { userId: null, now: new Date().toISOString() });
    const m1 = await h.db.locations.get('m1');
    expect(m1?.locked).toBe(true);
    expect(m1?.article_nl).toBeNull();
    expect(await h.db.locations.get('story')).toBeUndefined();
  });

  it('a pull that does not touch a route does not re-run its stops query', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    const db = h.db;
    let runs = 0;
    let first: () => void = () => {};
    const emitted = new Promise<void>((r) => {
      first = r;
    });
    const sub = liveQuery(() => queryRouteStops(db, 'trial')).subscribe(() => {
      runs += 1;
      first();
    });
    await emitted;
    const before = runs;
    h.server.putLocation(location('p1', { title_nl: 'Elders' }));
    h.server.putStop(stop('pass-p3', 'pass', 'p2', 9));
    await h.engine.pull();
    // A full snapshot rewrites nothing that did not change either.
    await applyPull(db, h.server.pull(0, null, null), { userId: null, now: 'x' });
    await new Promise((r) => setTimeout(r, 20));
    sub.unsubscribe();
    expect(before).toBe(1);
    expect(runs).toBe(before);
  });

  it('pulls again when the browser comes back online, and when the page is shown', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    const calls = h.server.pullCalls.length;
    h.platform.setOnline(false);
    h.platform.setOnline(true);
    await settle(h);
    expect(h.server.pullCalls.length).toBe(calls + 1);
    h.platform.setVisible(false);
    h.platform.setVisible(true);
    await settle(h);
    expect(h.server.pullCalls.length).toBe(calls + 2);
  });

  it('pulls every 5 minutes while visible, not while hidden', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    const calls = h.server.pullCalls.length;
    h.platform.advance(5 * 60_000);
    await settle(h);
    expect(h.server.pullCalls.length).toBe(calls + 1);
    h.platform.setVisible(false);
    h.platform.advance(15 * 60_000);
    await settle(h);
    expect(h.server.pullCalls.length).toBe(calls + 1);
  });

  it('does not pull while offline and keeps what it has', async () => {
    const server = catalogue();
    h = makeHarness({ server });
    h.platform.online = false;
    await started(h);
    expect(server.pullCalls).toHaveLength(0);
  });
});
