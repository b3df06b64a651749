import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../../src/actions/actionContext.ts';
import { logVisitStep } from '../../../src/actions/logVisit.ts';
import { toggleLike } from '../../../src/actions/toggleLike.ts';
import { createVisitSession } from '../../../src/actions/visitSession.ts';
import { getMeta } from '../../../src/db/meta.ts';
import { memoryStore } from '../../../src/lib/webStorage.ts';
import { enqueueOp } from '../../../src/sync/outbox.ts';
import { freshDbName } from '../../support/engineHarness.ts';
import {
  clientFor,
  FaultyFetch,
  settle,
  setUpSyncServer,
  signUpAndIn,
  startEngine,
  type Tab,
} from '../../support/serverSync.ts';
import { uniqueEmail } from '../../support/startTestServer.ts';

const sync = setUpSyncServer({ env: { AUTH_AUTOCONFIRM: '1' }, catalogue: true });

const ctxFor = (t: Tab): ActionContext => ({
  db: t.db,
  now: () => new Date(t.platform.now()),
  uuid: () => crypto.randomUUID(),
  queued: () => void t.engine.flush({ interactive: true }),
});

const rows = async <T>(sql: string, params: unknown[] = []) =>
  (await sync.server.server.db.query<T>(sql, params)).rows;

describe('sync against the local server', () => {
  it('a cold start pulls the published catalogue; gated stories arrive locked', async () => {
    const t = await sync.startedTab();
    const published = await rows<{ id: string }>('select id from public.routes where published');
    const local = await t.db.routes.toCollection().primaryKeys();
    expect(new Set(local)).toEqual(new Set(published.map((r) => r.id)));
    // Readable, its article to come when shown (articles.test.ts).
    expect((await t.db.locations.get(sync.catalogue.locations.t1))?.locked).toBe(false);
    expect((await t.db.locations.get(sync.catalogue.locations.t1))?.article_nl).toBeNull();
    const p1 = await t.db.locations.get(sync.catalogue.locations.p1);
    expect(p1?.locked).toBe(true);
    expect(p1?.article_nl).toBeNull();
    expect(await getMeta(t.db, 'accessKey')).toBe('anon');
  });

  it('an incremental pull after an edit brings only the change', async () => {
    const t = await sync.startedTab();
    await sync.server.server.db.query(
      `update public.locations set title_nl = 'Nieuw' where id = $1`,
      [sync.catalogue.locations.t2],
    );
    await t.engine.pull();
    const res = t.faulty.pulls.at(-1);
    expect(res?.full).toBe(false);
    expect(res?.locations.map((l) => l.id)).toEqual([sync.catalogue.locations.t2]);
    expect(res?.routes).toEqual([]);
    expect((await t.db.locations.get(sync.catalogue.locations.t2))?.title_nl).toBe('Nieuw');
  });

  it('unpublishing removes a route on the next pull', async () => {
    const t = await sync.startedTab();
    const extra = crypto.randomUUID();
    await sync.server.server.db.query(
      `insert into public.routes (id, name, published, is_trial) values ($1, 'Tijdelijk', true, true)`,
      [extra],
    );
    await t.engine.pull();
    expect(await t.db.routes.get(extra)).toBeDefined();
    await sync.server.server.db.query('update public.routes set published = false where id = $1', [
      extra,
    ]);
    await t.engine.pull();
    expect(await t.db.routes.get(extra)).toBeUndefined();
  });

  it('200 mixed ops queued offline, a third of the calls failing or losing the answer, apply once each, in order', async () => {
    const dbName = freshDbName();
    const faulty = new FaultyFetch();
    const client = clientFor(sync.server, faulty);
    const first = await sync.startedTab({ dbName, faulty, client, batchSize: 12 });
    const userId = await signUpAndIn(first, uniqueEmail('walker'));
    await settle(first);
    expect(await first.engine.userId()).toBe(userId);

    first.platform.setOnline(false);
    faulty.offline = true;
    const visits = createVisitSession(memoryStore());
    const ops: string[] = [];
    let lastStep = -1;
    const queue = async (t: Tab, i: number) => {
      const before = await t.db.outbox.toCollection().primaryKeys();
      if (i % 4 === 0)
        await toggleLike(sync.catalogue.locations[i % 8 < 4 ? 't1' : 't2'], ctxFor(t));
      else if (i % 4 === 3) {
        await enqueueOp(t.db, {
          id: crypto.randomUUID(),
          kind: 'qr_scan',
          payload: { pathname: `/qr/${i}`, user_agent: 'test', referrer: '' },
          at: new Date().toISOString(),
          user_id: null,
        });
      } else {
        await logVisitStep(sync.catalogue.trial, i % 3, ctxFor(t), { visits });
        lastStep = i % 3;
      }
      const added = (await t.db.outbox.toArray()).filter((o) => !before.includes(o.seq as number));
      ops.push(...added.map((o) => o.id));
    };
    for (let i = 0; i < 100; i++) await queue(first, i);

    // The tab is closed (a crash, a reload) and opened again with the ops still queued.
    await first.close();
    const again = sync.openTab({ dbName, faulty, client, batchSize: 12 });
    again.platform.online = false;
    await startEngine(again);
    for (let i = 100; i < 200; i++) await queue(again, i);
    expect(ops).toHaveLength(200);
    expect(await again.db.outbox.count()).toBe(200);

    faulty.pushFault = (call) => (call % 3 === 0 ? (call % 2 === 0 ? 'fail' : 'drop') : 'ok');
    faulty.offline = false;
    again.platform.setOnline(true);
    await settle(again);
    await again.engine.flush();
    await settle(again);

    expect(await again.db.outbox.count()).toBe(0);
    const applied = await rows<{ id: string }>(
      'select id from private.applied_ops where id = any($1::uuid[])',
      [ops],
    );
    expect(applied).toHaveLength(200);
    // In order: the first delivery of each op follows the order they were made.
    const firstDelivery: string[] = [];
    for (const id of faulty.delivered.flat())
      if (!firstDelivery.includes(id)) firstDelivery.push(id);
    expect(firstDelivery).toEqual(ops);
    expect(faulty.delivered.flat().length).toBeGreaterThan(200); // answers were lost, ops replayed

    const scans = await rows<{ n: number }>(
      `select count(*)::int as n from public.qr_scans where pathname like '/qr/%' and id = any($1::uuid[])`,
      [ops],
    );
    expect(scans[0]?.n).toBe(50);
    const likes = await rows<{ location_id: string; liked: boolean }>(
      'select location_id, liked from public.location_likes where user_id = $1 order by location_id',
      [userId],
    );
    const mine = await again.db.myLikes.toArray();
    for (const like of likes) {
      expect(mine.find((m) => m.location_id === like.location_id)?.liked).toBe(like.liked);
    }
    const visitRows = await rows<{ location_index: number; user_id: string | null }>(
      'select location_index, user_id from public.visit_logs where session_id = $1',
      [visits.sessionId()],
    );
    expect(visitRows).toHaveLength(1); // one visit, upserted step by step
    expect(visitRows[0]?.location_index).toBe(lastStep);
    expect(visitRows[0]?.user_id).toBe(userId);
  }, 90_000);

  it('a rejected like rolls back', async () => {
    const t = await sync.startedTab();
    await signUpAndIn(t, uniqueEmail('liker'));
    await settle(t);
    const missing = crypto.randomUUID(); // no such location: the server rejects the op
    await t.db.likeCounts.put({ location_id: missing, likes: 3 });
    expect(await toggleLike(missing, ctxFor(t))).toBe(true);
    await settle(t);
    expect((await t.db.myLikes.get(missing))?.liked).toBe(false);
    expect((await t.db.likeCounts.get(missing))?.likes).toBe(3);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('a like reaches the server and its count comes back', async () => {
    const t = await sync.startedTab();
    await signUpAndIn(t, uniqueEmail('liker'));
    await settle(t);
    const loc = sync.catalogue.locations.t3;
    expect(await toggleLike(loc, ctxFor(t))).toBe(true);
    await settle(t);
    const [count] = await rows<{ likes: number }>(
      'select likes from public.location_like_counts where location_id = $1',
      [loc],
    );
    expect((await t.db.likeCounts.get(loc))?.likes).toBe(count?.likes);
    await t.engine.refreshLikeCounts([loc, sync.catalogue.locations.m1]);
    expect((await t.db.likeCounts.get(sync.catalogue.locations.m1))?.likes).toBe(0);
  });

  it('two tabs do not send the same op twice', async () => {
    const dbName = freshDbName();
    const faulty = new FaultyFetch();
    const one = sync.openTab({ dbName, faulty, instanceId: 'one', batchSize: 5 });
    const two = sync.openTab({ dbName, faulty, instanceId: 'two', batchSize: 5 });
    one.platform.online = false;
    two.platform.online = false;
    await startEngine(one);
    await startEngine(two);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await enqueueOp(one.db, {
        id,
        kind: 'qr_scan',
        payload: { pathname: `/two-tabs/${i}`, user_agent: 'test', referrer: '' },
        at: new Date().toISOString(),
        user_id: null,
      });
    }
    one.platform.setOnline(true);
    two.platform.setOnline(true);
    await Promise.all([one.engine.flush(), two.engine.flush()]);
    await settle(one);
    await settle(two);
    const sent = faulty.sent.flat();
    expect(sent).toHaveLength(40);
    expect(new Set(sent)).toEqual(new Set(ids));
  });

  it('a day pass expiring while offline hides its routes at expiry', async () => {
    const t = await sync.startedTab();
    const userId = await signUpAndIn(t, uniqueEmail('daypass'));
    const expiry = Date.now() + 3_600_000;
    await sync.server.server.db.query(
      `insert into public.day_passes (user_id, active, expiry_time, checkout_session_id)
       values ($1, true, $2, $3)`,
      [userId, expiry, `cs_test_${crypto.randomUUID()}`],
    );
    await t.engine.checkAccess({ force: true });
    await t.engine.pull();
    await settle(t);
    expect((await getMeta(t.db, 'access'))?.hasDayPass).toBe(true);
    expect((await t.db.locations.get(sync.catalogue.locations.p1))?.locked).toBe(false);

    t.faulty.offline = true;
    t.platform.setOnline(false);
    t.platform.clock = expiry - 1000;
    t.platform.advance(0);
    await settle(t);
    expect((await t.db.locations.get(sync.catalogue.locations.p1))?.locked).toBe(false);
    t.platform.advance(1000);
    await settle(t);
    const p1 = await t.db.locations.get(sync.catalogue.locations.p1);
    expect(p1?.locked).toBe(true);
    expect(p1?.article_nl).toBeNull();
    expect((await t.db.locations.get(sync.catalogue.locations.t1))?.locked).toBe(false);
    expect((await getMeta(t.db, 'session'))?.user).toBeNull();
  });
});
