import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import { BUILTIN_LOCATIONS } from '../../../src/db/builtin/museumplein.ts';
import { RoutegidsDB, SCHEMA_V3 } from '../../../src/db/database.ts';
import { articleNeed } from '../../../src/domain/articles.ts';
import { applyPull } from '../../../src/sync/applyPull.ts';
import { location, route, stop } from '../../fixtures/rows.ts';
import { SUBSCRIBED, signedInHarness } from '../../support/engineFixtures.ts';
import { type Harness, makeHarness, settle, started } from '../../support/engineHarness.ts';
import { FakeServer } from '../../support/fakeSyncServer.ts';
import { freshDbName, openTestDb } from '../../support/testDexie.ts';

/** A trial route (t1, t2: anyone reads them) and a members' route (m1: subscribers only). */
function catalogue(): FakeServer {
  const s = new FakeServer();
  s.putRoute(route('trial', { is_trial: true }));
  s.putRoute(route('members'));
  for (const [r, l, n] of [
    ['trial', 't1', 1],
    ['trial', 't2', 2],
    ['members', 'm1', 1],
  ] as const) {
    s.putLocation(location(l));
    s.putStop(stop(`${r}-${l}`, r, l, n));
  }
  return s;
}

let h: Harness | null = null;
afterEach(async () => {
  await h?.engine.stop();
  h?.db.close();
  h = null;
});

describe('articles on demand', () => {
  it('a pull brings no article; fetching stores the readable ones only', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    expect(await h.db.articles.count()).toBe(0);
    expect(await h.engine.fetchArticles(['t1', 't2', 'm1'])).toBe('stored');
    expect(h.server.articleCalls).toEqual([{ ids: ['t1', 't2', 'm1'], as: null }]);
    expect((await h.db.articles.get('t1'))?.article_nl).toBe('<p>Artikel t1</p>');
    expect(await h.db.articles.get('t2')).toBeDefined();
    // m1 is a locked pin for anon: the server leaves it out and nothing is stored for it.
    expect(await h.db.articles.get('m1')).toBeUndefined();
  });

  it('an incremental pull of a changed location keeps its stored article, marked stale', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    await h.engine.fetchArticles(['t1']);
    const before = await h.db.articles.get('t1');
    h.server.putLocation(location('t1', { title_nl: 'Nieuw', article_nl: '<p>Nieuw</p>' }));
    await h.engine.pull();
    await settle(h);
    const row = await h.db.locations.get('t1');
    expect(row?.title_nl).toBe('Nieuw');
    expect(await h.db.articles.get('t1')).toEqual(before);
    expect(articleNeed(row!, before)).toBe('stale');
    await h.engine.fetchArticles(['t1']);
    expect((await h.db.articles.get('t1'))?.article_nl).toBe('<p>Nieuw</p>');
    expect(articleNeed(row!, await h.db.articles.get('t1'))).toBe('stored');
  });

  it('a full snapshot keeps the articles of what it sends in full', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    await h.engine.fetchArticles(['t1']);
    const full = h.server.pull(0, null, null);
    await applyPull(h.db, full, { userId: null, now: new Date().toISOString() });
    expect((await h.db.articles.get('t1'))?.article_nl).toBe('<p>Artikel t1</p>');
  });

  it('a subscriber gets the members’ article, and loses it with the subscription', async () => {
    h = await started(signedInHarness(catalogue(), SUBSCRIBED));
    expect(await h.engine.fetchArticles(['m1'])).toBe('stored');
    expect((await h.db.articles.get('m1'))?.article_nl).toBe('<p>Artikel m1</p>');
    // Offline: no pull follows, the device itself removes what it may no longer read.
    h.platform.setOnline(false);
    await h.auth.signOut();
    await settle(h);
    expect((await h.db.locations.get('m1'))?.locked).toBe(true);
    expect(await h.db.articles.get('m1')).toBeUndefined();
    expect(await h.db.articles.get('t1')).toBeUndefined(); // never fetched
  });

  it('a pull that sends a stop locked drops its stored article', async () => {
    h = await started(signedInHarness(catalogue(), SUBSCRIBED));
    await h.engine.fetchArticles(['m1', 't1']);
    const asAnon = h.server.pull(0, null, null);
    await applyPull(h.db, asAnon, { userId: 'u1', now: new Date().toISOString() });
    expect(await h.db.articles.get('m1')).toBeUndefined();
    expect(await h.db.articles.get('t1')).toBeDefined();
  });

  it('waits for the session before asking, so a subscriber is asked as themselves', async () => {
    h = signedInHarness(catalogue(), SUBSCRIBED);
    // The row from an earlier pull; the engine starts and is asked before the session is known.
    await h.db.locations.put(location('m1', { article_nl: null, article_en: null }));
    await h.engine.start();
    expect(await h.engine.fetchArticles(['m1'])).toBe('stored');
    expect(h.server.articleCalls[0]).toEqual({ ids: ['m1'], as: 'u1' });
    expect(await h.db.articles.get('m1')).toBeDefined();
  });

  it('offline it asks nothing and says so', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    h.platform.setOnline(false);
    expect(await h.engine.fetchArticles(['t1'])).toBe('offline');
    expect(h.server.articleCalls).toEqual([]);
  });

  it('a dropped connection answers offline, a server error failed, and nothing is stored', async () => {
    h = await started(makeHarness({ server: catalogue() }));
    h.server.offline = true;
    expect(await h.engine.fetchArticles(['t1'])).toBe('offline');
    h.server.offline = false;
    h.server.articles = () => {
      throw new Error('boom');
    };
    expect(await h.engine.fetchArticles(['t1'])).toBe('failed');
    expect(await h.db.articles.count()).toBe(0);
  });

  it('asks in calls of at most 200 ids', async () => {
    const server = catalogue();
    const ids = Array.from({ length: 450 }, (_, i) => `x${i}`);
    h = await started(makeHarness({ server }));
    await h.engine.fetchArticles(ids);
    expect(server.articleCalls.map((c) => c.ids.length)).toEqual([200, 200, 50]);
  });
});

describe('article storage', () => {
  it('the built-in route keeps its bundled articles when the server copy replaces a row', async () => {
    const db = await openTestDb();
    await ensureBuiltinRoute(db);
    const first = BUILTIN_LOCATIONS[0]!;
    expect((await db.articles.get(first.id))?.article_nl).toBe(first.article_nl);
    const fromServer = { ...first, article_nl: null, article_en: null, change_seq: 42 };
    await db.locations.put(fromServer);
    await ensureBuiltinRoute(db);
    const kept = await db.articles.get(first.id);
    expect(kept?.article_nl).toBe(first.article_nl);
    // Current while the server's row names the bundled text; stale once it names another.
    expect(kept?.article_hash).toBe(first.article_hash);
    expect(articleNeed(fromServer, kept)).toBe('stored');
    expect(articleNeed({ ...fromServer, article_hash: 'another text' }, kept)).toBe('stale');
    db.close();
  });

  it('upgrading from v3 moves stored articles out of the rows and keeps queued ops', async () => {
    const name = freshDbName();
    const v3 = new Dexie(name);
    v3.version(3).stores(SCHEMA_V3);
    await v3
      .table('locations')
      .bulkPut([
        location('a', { change_seq: 7 }),
        location('b', { article_nl: null, article_en: null }),
      ]);
    await v3.table('outbox').bulkAdd([
      { id: 'op-1', kind: 'qr_scan', payload: {}, at: 'x', user_id: null, attempts: 1 },
      { id: 'op-2', kind: 'qr_scan', payload: {}, at: 'x', user_id: null, attempts: 0 },
    ]);
    v3.close();
    const db = new RoutegidsDB(name);
    expect(await db.articles.toArray()).toEqual([
      { id: 'a', article_nl: '<p>Artikel a</p>', article_en: '<p>Article a</p>', change_seq: 7 },
    ]);
    expect(await db.locations.get('a')).toMatchObject({ article_nl: null, article_en: null });
    expect((await db.outbox.orderBy('seq').toArray()).map((o) => o.id)).toEqual(['op-1', 'op-2']);
    expect(db.verno).toBe(4);
    db.close();
  });
});
