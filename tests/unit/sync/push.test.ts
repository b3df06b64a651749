import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { appContext } from '../../../src/actions/actionContext.ts';
import { toggleLike } from '../../../src/actions/toggleLike.ts';
import { RoutegidsDB } from '../../../src/db/database.ts';
import { setMeta } from '../../../src/db/meta.ts';
import type { VisitUpsertPayload } from '../../../src/domain/ops.ts';
import { enqueueOp } from '../../../src/sync/outbox.ts';
import { location } from '../../fixtures/rows.ts';
import {
  freshDbName,
  type Harness,
  makeHarness,
  settle,
  started,
} from '../../support/engineHarness.ts';
import { FakeAuth } from '../../support/fakePlatform.ts';
import { FakeServer } from '../../support/fakeSyncServer.ts';

let harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses) {
    await h.engine.stop();
    h.db.close();
  }
  harnesses = [];
});

function track(h: Harness): Harness {
  harnesses.push(h);
  return h;
}

let opNo = 0;
async function queueVisit(db: RoutegidsDB, userId: string | null, n: number): Promise<string> {
  opNo += 1;
  const id = `00000000-0000-4000-8000-${String(opNo).padStart(12, '0')}`;
  await enqueueOp(db, {
    id,
    kind: 'visit_upsert',
    // The fake server reads only these two fields of a visit.
    payload: { visit_id: `visit-${n}`, location_index: n } as VisitUpsertPayload,
    at: new Date().toISOString(),
    user_id: userId,
  });
  return id;
}

async function queueLike(db: RoutegidsDB, userId: string, locationId: string, liked: boolean) {
  opNo += 1;
  const id = `00000000-0000-4000-9000-${String(opNo).padStart(12, '0')}`;
  await enqueueOp(db, {
    id,
    kind: 'like_set',
    payload: { location_id: locationId, liked },
    at: new Date().toISOString(),
    user_id: userId,
  });
  return id;
}

describe('outbox push', () => {
  it('200 ops queued offline land exactly once, in order, through failures and lost answers', async () => {
    const server = new FakeServer();
    for (let i = 0; i < 10; i++) server.putLocation(location(`l${i}`));
    const h = track(makeHarness({ server, batchSize: 7 }));
    h.auth.user = { id: 'u1', email: 'u1@example.com' };
    await setMeta(h.db, 'session', {
      user: h.auth.user,
      remember: true,
      justRegistered: false,
      isFirstLogin: false,
    });
    h.platform.online = false;
    await started(h);

    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      if (i % 3 === 0) ids.push(await queueLike(h.db, 'u1', `l${i % 10}`, i % 2 === 0));
      else ids.push(await queueVisit(h.db, i % 5 === 0 ? null : 'u1', i));
    }
    expect(server.pushCalls).toBe(0);

    // A third of the calls fail: half before the commit, half after it (answer lost).
    server.pushFault = (call) => (call % 3 === 0 ? (call % 2 === 0 ? 'fail' : 'drop') : 'ok');
    h.platform.setOnline(true);
    await settle(h);
    await h.engine.flush();
    await settle(h);

    expect(await h.db.outbox.count()).toBe(0);
    expect(server.effects).toEqual(ids); // each applied once, in the order made
    expect(server.appliedOps.size).toBe(200);
    expect(server.sent.length).toBeGreaterThan(200); // some were replayed after lost answers
  });

  it('ops survive closing and reopening the database', async () => {
    const name = freshDbName();
    const first = new RoutegidsDB(name);
    const a = await queueVisit(first, null, 1);
    const b = await queueVisit(first, null, 2);
    first.close();

    const h = track(makeHarness({ dbName: name }));
    expect((await h.db.outbox.orderBy('seq').toArray()).map((o) => o.id)).toEqual([a, b]);
    await started(h);
    expect(h.server.effects).toEqual([a, b]);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('keeps ops while offline and sends them when the browser is back online', async () => {
    const h = track(makeHarness());
    h.platform.online = false;
    await started(h);
    const id = await queueVisit(h.db, null, 1);
    await h.engine.flush({ interactive: true });
    expect(h.server.pushCalls).toBe(0);
    expect(await h.db.outbox.count()).toBe(1);
    h.platform.setOnline(true);
    await settle(h);
    expect(h.server.effects).toEqual([id]);
  });

  it('retries a failing server with backoff and never drops the op', async () => {
    const h = track(makeHarness());
    await started(h);
    h.server.pushFault = (call) => (call <= 4 ? 'fail' : 'ok');
    const id = await queueVisit(h.db, null, 1);
    await h.engine.flush({ interactive: true });
    await settle(h);
    expect(h.server.pushCalls).toBe(5);
    expect(h.server.effects).toEqual([id]);
  });

  it('a batch refused as a whole is retried op by op; only the bad op is dropped', async () => {
    const h = track(makeHarness({ batchSize: 10 }));
    await started(h);
    h.platform.online = false;
    const ids = [await queueVisit(h.db, null, 1), await queueVisit(h.db, null, 2)];
    const bad = await queueVisit(h.db, null, 3);
    ids.push(await queueVisit(h.db, null, 4));
    const real = h.server.transport();
    let calls = 0;
    h.engine.stop();
    const h2 = track(
      makeHarness({
        dbName: h.db.name,
        server: h.server,
        transport: {
          ...real,
          push: async (ops, as) => {
            calls += 1;
            if (ops.some((o) => o.id === bad)) {
              h.server.sent.push(...ops.map((o) => ({ id: o.id, as })));
              throw new (await import('../../../src/sync/transport.ts')).TransportError(
                'http',
                'bad',
                400,
              );
            }
            return real.push(ops, as);
          },
        },
      }),
    );
    await started(h2);
    expect(h.server.effects).toEqual(ids);
    expect(await h2.db.outbox.count()).toBe(0);
    expect(calls).toBeGreaterThan(2);
    expect(h2.logs.some((l) => l.includes('refused'))).toBe(true);
  });

  it("sends a user's ops only under that user's session; anonymous ops under the anon key", async () => {
    const h = track(makeHarness());
    h.auth.user = { id: 'bob', email: 'bob@example.com' };
    h.platform.online = false;
    await started(h);
    const alice = await queueVisit(h.db, 'alice', 1);
    const anon = await queueVisit(h.db, null, 2);
    const bob = await queueVisit(h.db, 'bob', 3);
    h.platform.setOnline(true);
    await settle(h);
    expect(h.server.sent).toEqual([
      { id: anon, as: null },
      { id: bob, as: 'bob' },
    ]);
    expect(await h.db.outbox.get({ id: alice })).toBeDefined();

    await h.auth.signOut();
    h.auth.signIn({ id: 'alice', email: 'alice@example.com' });
    await settle(h);
    expect(h.server.sent.at(-1)).toEqual({ id: alice, as: 'alice' });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('two tabs on one database do not send the same op twice', async () => {
    const server = new FakeServer();
    const name = freshDbName();
    const t1 = track(makeHarness({ server, dbName: name, instanceId: 'tab-1', batchSize: 5 }));
    const t2 = track(
      makeHarness({
        server,
        dbName: name,
        instanceId: 'tab-2',
        batchSize: 5,
        auth: new FakeAuth(),
      }),
    );
    t1.platform.online = false;
    t2.platform.online = false;
    await started(t1);
    await started(t2);
    for (let i = 0; i < 60; i++) await queueVisit(i % 2 ? t1.db : t2.db, null, i);
    t1.platform.setOnline(true);
    t2.platform.setOnline(true);
    await Promise.all([t1.engine.flush(), t2.engine.flush(), t1.engine.flush(), t2.engine.flush()]);
    await settle(t1);
    await settle(t2);
    const ids = server.sent.map((s) => s.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(await t1.db.outbox.count()).toBe(0);
  });
});

describe('likes', () => {
  async function signedIn(server = new FakeServer()): Promise<Harness> {
    server.putLocation(location('loc'));
    const h = track(makeHarness({ server }));
    h.auth.user = { id: 'u1', email: 'u1@example.com' };
    await started(h);
    return h;
  }

  const ctx = (h: Harness) => ({
    ...appContext(),
    db: h.db,
    queued: () => void h.engine.flush({ interactive: true }),
  });

  it('does nothing without a signed-in user', async () => {
    const h = track(makeHarness());
    await started(h);
    expect(await toggleLike('loc', ctx(h))).toBeNull();
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.likeCounts.count()).toBe(0);
  });

  it('flips at once, then the server count replaces the optimistic one', async () => {
    const server = new FakeServer();
    server.likes.set('other:loc', true);
    server.likes.set('third:loc', true);
    const h = await signedIn(server);
    expect((await h.db.likeCounts.get('loc'))?.likes).toBe(2);
    h.platform.online = false;
    expect(await toggleLike('loc', ctx(h))).toBe(true);
    expect((await h.db.likeCounts.get('loc'))?.likes).toBe(3);
    expect((await h.db.myLikes.get('loc'))?.liked).toBe(true);
    server.likes.set('fourth:loc', true); // someone else liked meanwhile
    h.platform.setOnline(true);
    await settle(h);
    expect((await h.db.likeCounts.get('loc'))?.likes).toBe(4);
    expect(server.likes.get('u1:loc')).toBe(true);
  });

  it('never counts below zero', async () => {
    const h = await signedIn();
    h.platform.online = false;
    await h.db.myLikes.put({ location_id: 'loc', user_id: 'u1', liked: true });
    expect(await toggleLike('loc', ctx(h))).toBe(false);
    expect((await h.db.likeCounts.get('loc'))?.likes).toBe(0);
  });

  it('a rejected like rolls back to the state before it', async () => {
    const server = new FakeServer();
    server.rejectLike = () => true;
    server.likes.set('other:loc', true);
    const h = await signedIn(server);
    await toggleLike('loc', ctx(h));
    await settle(h);
    expect((await h.db.myLikes.get('loc'))?.liked).toBe(false);
    expect((await h.db.likeCounts.get('loc'))?.likes).toBe(1);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('a pull does not undo a like that is still waiting to be sent', async () => {
    const h = await signedIn();
    h.platform.online = false;
    await toggleLike('loc', ctx(h));
    h.platform.online = true;
    h.server.offline = false;
    await h.engine.pull(); // pulls before the like is pushed: server still says 0
    expect((await h.db.likeCounts.get('loc'))?.likes).toBe(1);
    expect((await h.db.myLikes.get('loc'))?.liked).toBe(true);
  });

  it('the liked map survives a reload', async () => {
    const h = await signedIn();
    await toggleLike('loc', ctx(h));
    await settle(h);
    const name = h.db.name;
    await h.engine.stop();
    h.db.close();
    const again = new RoutegidsDB(name);
    expect(await again.myLikes.get('loc')).toEqual({
      location_id: 'loc',
      user_id: 'u1',
      liked: true,
    });
    again.close();
  });

  it('counts for a list of stops come in one call', async () => {
    const server = new FakeServer();
    server.likes.set('a:x', true);
    server.likes.set('b:x', true);
    server.likes.set('a:y', true);
    const h = track(makeHarness({ server }));
    await started(h);
    await h.db.likeCounts.put({ location_id: 'z', likes: 5 });
    await h.engine.refreshLikeCounts(['x', 'y', 'z']);
    const counts = await h.db.likeCounts.bulkGet(['x', 'y', 'z']);
    expect(counts.map((c) => c?.likes)).toEqual([2, 1, 0]);
  });
});
