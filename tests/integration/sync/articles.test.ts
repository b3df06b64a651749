import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  type ArticleContext,
  loadArticles,
  loadRouteArticles,
} from '../../../src/actions/loadArticles.ts';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import { BUILTIN_LOCATIONS, BUILTIN_ROUTE_ID } from '../../../src/db/builtin/museumplein.ts';
import {
  settle,
  setUpSyncServer,
  signUpAndIn,
  startEngine,
  type Tab,
} from '../../support/serverSync.ts';
import { uniqueEmail } from '../../support/startTestServer.ts';

/**
 * Articles on demand against the local server: supabase-js → PostgREST's `/rpc/location_articles`
 * → the policy on public.locations, and back into Dexie.
 */
const sync = setUpSyncServer({ env: { AUTH_AUTOCONFIRM: '1' }, catalogue: true });

/** Every id asked of `location_articles` through the context, per call. */
const asked: string[][] = [];
const ctxFor = (t: Tab): ArticleContext => ({
  db: t.db,
  online: () => t.platform.isOnline(),
  fetch: (ids) => {
    asked.push([...ids]);
    return t.engine.fetchArticles(ids);
  },
});

/** A first visit: the bundled built-in route is written, then the engine's first pull. */
async function firstVisit(): Promise<Tab> {
  const t = sync.openTab();
  await ensureBuiltinRoute(t.db);
  return startEngine(t);
}

describe('articles on demand (local server)', () => {
  it('a pull brings stops without articles; showing one stores its route’s articles', async () => {
    const t = await sync.startedTab();
    const { t1, t2, t3 } = sync.catalogue.locations;
    expect((await t.db.locations.get(t1))?.article_nl).toBeNull();
    expect(await t.db.articles.count()).toBe(0);

    expect(await loadArticles(t2, sync.catalogue.trial, ctxFor(t))).toBe('stored');
    const stored = await t.db.articles.bulkGet([t1, t2, t3]);
    expect(stored.map((a) => a?.article_nl)).toEqual([
      '<p>Verhaal t1</p>',
      '<p>Verhaal t2</p>',
      '<p>Verhaal t3</p>',
    ]);
    // Nothing is missing now: a second stop of the route asks nothing.
    expect(await loadArticles(t1, sync.catalogue.trial, ctxFor(t))).toBe('stored');
  });

  it('a locked stop gets no article; a day-pass holder gets the day-pass route’s', async () => {
    const t = await sync.startedTab();
    const { p1 } = sync.catalogue.locations;
    expect((await t.db.locations.get(p1))?.locked).toBe(true);
    expect(await loadArticles(p1, sync.catalogue.pass, ctxFor(t))).toBe('stored');
    expect(await t.db.articles.get(p1)).toBeUndefined();
    // Asked directly, the server refuses it too.
    expect(await t.engine.fetchArticles([p1])).toBe('stored');
    expect(await t.db.articles.get(p1)).toBeUndefined();

    const userId = await signUpAndIn(t, uniqueEmail('articles'));
    await sync.server.server.db.query(
      `insert into public.day_passes (user_id, active, expiry_time, checkout_session_id)
       values ($1, true, $2, $3)`,
      [userId, Date.now() + 3_600_000, `cs_test_${crypto.randomUUID()}`],
    );
    await t.engine.checkAccess({ force: true });
    await t.engine.pull();
    await settle(t);
    expect((await t.db.locations.get(p1))?.locked).toBe(false);
    expect(await loadArticles(p1, sync.catalogue.pass, ctxFor(t))).toBe('stored');
    expect((await t.db.articles.get(p1))?.article_nl).toBe('<p>Verhaal p1</p>');
  });

  it('opening a route brings its articles before a stop shows', async () => {
    const t = await sync.startedTab();
    expect(await loadRouteArticles(sync.catalogue.trial, ctxFor(t))).toBe('stored');
    expect(await t.db.articles.count()).toBe(3);
  });

  it('offline nothing is asked and the answer says so', async () => {
    const t = await sync.startedTab();
    t.platform.setOnline(false);
    expect(await loadArticles(sync.catalogue.locations.t1, sync.catalogue.trial, ctxFor(t))).toBe(
      'offline',
    );
    expect(await t.db.articles.count()).toBe(0);
  });

  // The pull replaces the bundled rows (change_seq 0) with the server's; the bundled articles
  // stay, since the rows name the same texts (article_hash). Without it, every first visit
  // fetched the 8 articles it had just written from the bundle.
  it('a first visit keeps the built-in route’s bundled articles and asks for none', async () => {
    const t = await firstVisit();
    const [first] = BUILTIN_LOCATIONS;
    const pulled = await t.db.locations.get(first!.id);
    expect(pulled?.change_seq).toBeGreaterThan(0);
    expect(pulled?.article_nl).toBeNull();
    asked.length = 0;
    for (const l of BUILTIN_LOCATIONS) {
      expect(await loadArticles(l.id, BUILTIN_ROUTE_ID, ctxFor(t))).toBe('stored');
    }
    expect(asked).toEqual([]);
    expect((await t.db.articles.get(first!.id))?.article_nl).toBe(first?.article_nl);
  });

  it('a built-in article changed on the server is fetched over the bundled one', async () => {
    const [first, second] = BUILTIN_LOCATIONS;
    await sync.server.server.db.query(
      `update public.locations set article_en = '<p>Revised</p>' where id = $1`,
      [second!.id],
    );
    try {
      const t = await firstVisit();
      asked.length = 0;
      expect(await loadArticles(second!.id, BUILTIN_ROUTE_ID, ctxFor(t))).toBe('stored');
      expect(asked).toEqual([[second!.id]]);
      expect((await t.db.articles.get(second!.id))?.article_en).toBe('<p>Revised</p>');
      // Stored with the hash its row names, so a later change elsewhere in the row keeps it.
      const row = await t.db.locations.get(second!.id);
      expect(row?.article_hash).toMatch(/^[0-9a-f]{16}$/);
      expect((await t.db.articles.get(second!.id))?.article_hash).toBe(row?.article_hash);
      expect((await t.db.articles.get(first!.id))?.change_seq).toBe(0);
    } finally {
      await sync.server.server.db.query(
        `update public.locations set article_en = $2 where id = $1`,
        [second!.id, second!.article_en],
      );
    }
  });
});
