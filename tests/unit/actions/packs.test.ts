import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadAllRoutes, planAllRoutes } from '../../../src/actions/packs/downloadAllRoutes.ts';
import { downloadRoute, sizeRoutePack } from '../../../src/actions/packs/downloadRoute.ts';
import { keepPacks } from '../../../src/actions/packs/keepPacks.ts';
import { deleteRoutePack, repairRoutePack } from '../../../src/actions/packs/managePacks.ts';
import type { PackContext } from '../../../src/actions/packs/packContext.ts';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import { BUILTIN_LOCATIONS, BUILTIN_ROUTE_ID } from '../../../src/db/builtin/museumplein.ts';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { completePack, failPack } from '../../../src/db/packs.ts';
import type { ConnectionInfo } from '../../../src/domain/downloadPolicy.ts';
import { requestWidth } from '../../../src/domain/imageSizing.ts';
import { imageSlotCssWidths } from '../../../src/domain/imageSlots.ts';
import type { WorkerCommand } from '../../../src/domain/packProtocol.ts';
import { type ArticleFetch, writeArticles } from '../../../src/sync/articles.ts';
import { fetchMapPackSource, MapUnreachableError } from '../../../src/sync/packs/mapSource.ts';
import { location, route, stop } from '../../fixtures/rows.ts';
import { openTestDb } from '../../support/testDexie.ts';

const APP = 'https://app.test/';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '../../fixtures/map', name), 'utf8'));

/** The map host and the app: JSON for the style and TileJSON, sizes for HEAD requests. */
function network(opts: { mapDown?: boolean } = {}) {
  const heads: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'HEAD') {
      heads.push(url);
      return new Response(null, { status: 200, headers: { 'content-length': '1000' } });
    }
    if (opts.mapDown) throw new TypeError('Failed to fetch');
    if (url === 'https://tiles.example.org/styles/liberty')
      return Response.json(fixture('style.json'));
    if (url === 'https://tiles.example.org/planet')
      return Response.json(fixture('planet.tilejson.json'));
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetch: fetchFn, heads };
}

interface Fake {
  ctx: PackContext;
  sent: WorkerCommand[];
  /** Ids asked of the sync engine for their articles, per call. */
  articleCalls: string[][];
  heads: string[];
  set: (s: {
    online?: boolean;
    connection?: ConnectionInfo | null;
    free?: number | null;
    worker?: boolean;
  }) => void;
}

let db: RoutegidsDB;

/** The articles the server would answer: the built-in route's stops, from the bundle. */
const SERVER_ARTICLES = new Map(
  BUILTIN_LOCATIONS.map((l) => [
    l.id,
    { id: l.id, article_nl: l.article_nl, article_en: l.article_en, change_seq: l.change_seq },
  ]),
);

function fakeContext(
  opts: { mapDown?: boolean; articles?: (ids: string[]) => Promise<ArticleFetch> } = {},
): Fake {
  const sent: WorkerCommand[] = [];
  const articleCalls: string[][] = [];
  const state = {
    online: true,
    connection: null as ConnectionInfo | null,
    free: 1e9 as number | null,
    worker: true,
  };
  const net = network(opts);
  const ctx: PackContext = {
    db,
    fetch: net.fetch,
    base: APP,
    mapSource: () =>
      fetchMapPackSource(
        {
          styleUrl: 'https://tiles.example.org/styles/liberty',
          pmtilesUrl: null,
          fallbackStyleUrl: '/map/fallback-style.json',
          base: APP,
        },
        net.fetch,
      ),
    device: () => ({ dpr: 2, viewportWidth: 390 }),
    connection: () => state.connection,
    online: () => state.online,
    space: async () => ({ free: state.free, usage: 0, quota: null }),
    persist: async () => true,
    canDownload: async () => state.worker,
    send: async (c) => {
      sent.push(c);
      return true;
    },
    fetchArticles: async (ids) => {
      articleCalls.push(ids);
      if (opts.articles) return opts.articles(ids);
      await writeArticles(
        db,
        ids.flatMap((id) => SERVER_ARTICLES.get(id) ?? []),
      );
      return 'stored';
    },
  };
  return { ctx, sent, articleCalls, heads: net.heads, set: (s) => Object.assign(state, s) };
}

beforeEach(async () => {
  db = await openTestDb();
  await ensureBuiltinRoute(db);
});
afterEach(() => db.close());

describe('downloading a route', () => {
  it('plans the pack, asks the browser to keep storage, queues it and hands it to the worker', async () => {
    const f = fakeContext();
    const outcome = await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx);

    expect(outcome.status).toBe('started');
    const row = await db.packs.get(BUILTIN_ROUTE_ID);
    expect(row?.state).toBe('queued');
    expect(row?.files.length).toBeGreaterThan(40);
    // Images at every width this phone's page asks for (390 css px at 2x: the drawer's column,
    // the gallery thumbnails and the fullscreen viewer), and at no other.
    const widths = new Set(
      row?.files.filter((f) => f.kind === 'image').map((f) => /[?&]w=(\d+)/.exec(f.url)?.[1]),
    );
    const asked = imageSlotCssWidths(390).map((w) => String(requestWidth(w, 2)));
    expect([...widths].sort()).toEqual([...new Set(asked)].sort());
    expect(asked.length).toBe(3);
    expect(row?.files.every((f) => f.bytes === 1000)).toBe(true);
    expect(row?.bytes_total).toBe(1000 * (row?.files.length ?? 0));
    expect(f.sent).toEqual([{ type: 'PACK_DOWNLOAD', routeId: BUILTIN_ROUTE_ID }]);
  });

  it('asks first on a metered connection, with the size, and starts once the walker agrees', async () => {
    const f = fakeContext();
    f.set({ connection: { type: 'cellular' } });
    const asked = await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx);
    expect(asked.status).toBe('needs-consent');
    expect(asked.status === 'needs-consent' && asked.bytes).toBeGreaterThan(40_000);
    expect((await db.packs.get(BUILTIN_ROUTE_ID))?.state).toBe('none');
    expect(f.sent).toEqual([]);

    expect((await downloadRoute(BUILTIN_ROUTE_ID, { consent: true }, f.ctx)).status).toBe(
      'started',
    );
    expect(f.sent).toHaveLength(1);
  });

  it('says no when the space left cannot hold it, offline, with the map down, or without a worker', async () => {
    const f = fakeContext();
    f.set({ free: 1000 });
    expect((await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx)).status).toBe('no-space');
    f.set({ free: null, online: false });
    expect((await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx)).status).toBe('offline');
    f.set({ online: true, worker: false });
    expect((await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx)).status).toBe('unsupported');
    const down = fakeContext({ mapDown: true });
    expect((await downloadRoute(BUILTIN_ROUTE_ID, {}, down.ctx)).status).toBe('map-unreachable');
    expect(f.sent).toEqual([]);
  });

  it('deleting stops it coming back by itself; asking again brings it back', async () => {
    const f = fakeContext();
    await downloadRoute(BUILTIN_ROUTE_ID, { auto: true }, f.ctx);
    await deleteRoutePack(BUILTIN_ROUTE_ID, f.ctx);
    expect(await db.packs.get(BUILTIN_ROUTE_ID)).toBeUndefined();
    expect(f.sent.at(-1)).toEqual({ type: 'PACK_RECONCILE' });

    expect((await downloadRoute(BUILTIN_ROUTE_ID, { auto: true }, f.ctx)).status).toBe('declined');
    expect((await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx)).status).toBe('started');
    expect((await downloadRoute(BUILTIN_ROUTE_ID, { auto: true }, f.ctx)).status).toBe('started');
  });

  it('repair queues the same version again so the worker fetches only what is missing', async () => {
    const f = fakeContext();
    await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx);
    const row = (await db.packs.get(BUILTIN_ROUTE_ID))!;
    await failPack(db, BUILTIN_ROUTE_ID, row.version, 'quota', null);
    expect(await repairRoutePack(BUILTIN_ROUTE_ID, f.ctx)).toBe(true);
    expect(await db.packs.get(BUILTIN_ROUTE_ID)).toMatchObject({
      state: 'queued',
      version: row.version,
      error: null,
    });
    expect(f.sent.at(-1)).toEqual({ type: 'PACK_DOWNLOAD', routeId: BUILTIN_ROUTE_ID });
    expect(await repairRoutePack('no-such-route', f.ctx)).toBe(false);
  });

  it('lists the route’s videos with their size but packs them only when the walker asks', async () => {
    const f = fakeContext();
    const loc = BUILTIN_LOCATIONS[0]!.id;
    await db.locations.update(loc, { video_url: 'https://cdn.test/interview.mp4' });
    await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx);
    const without = (await db.packs.get(BUILTIN_ROUTE_ID))!;
    expect(without.videos).toEqual([
      { url: 'https://cdn.test/interview.mp4', kind: 'video', bytes: 1000 },
    ]);
    expect(without.files.some((x) => x.kind === 'video')).toBe(false);
    expect(without.with_videos).toBe(false);

    await downloadRoute(BUILTIN_ROUTE_ID, { withVideos: true }, f.ctx);
    const withVideos = (await db.packs.get(BUILTIN_ROUTE_ID))!;
    expect(withVideos.version).not.toBe(without.version);
    expect(withVideos.files.at(-1)?.url).toBe('https://cdn.test/interview.mp4');
    expect(withVideos.with_videos).toBe(true);
  });

  it('"download all my routes" shows the total first, then downloads each route not yet complete', async () => {
    const f = fakeContext();
    const plan = await planAllRoutes(f.ctx);
    expect(plan?.routes.map((r) => r.routeId)).toEqual([BUILTIN_ROUTE_ID]);
    expect(plan?.total).toBe(plan?.routes[0]?.bytes);
    expect(f.sent).toEqual([]);
    const outcomes = await downloadAllRoutes({}, f.ctx);
    expect(outcomes.map((o) => o.status)).toEqual(['started']);
  });
});

describe('a route’s articles in its pack', () => {
  /** A route as a pull brings it: stops whose locations came without their articles. */
  async function pulledRoute(): Promise<string[]> {
    await db.routes.put(route('r2', { is_trial: true }));
    const ids = ['p-1', 'p-2'];
    for (const [i, id] of ids.entries()) {
      await db.locations.put(location(id, { article_nl: null, article_en: null, change_seq: 5 }));
      await db.routeStops.put(stop(`r2-${i}`, 'r2', id, i + 1));
      SERVER_ARTICLES.set(id, {
        id,
        article_nl: `<p>Tekst ${id}</p><img src="/media/inline-${id}.jpg">`,
        article_en: null,
        change_seq: 5,
      });
    }
    return ids;
  }

  it('a download fetches and stores the route’s articles first, and packs their images', async () => {
    const ids = await pulledRoute();
    const f = fakeContext();
    expect((await downloadRoute('r2', {}, f.ctx)).status).toBe('started');
    expect(f.articleCalls).toEqual([ids]);
    const stored = await db.articles.bulkGet(ids);
    expect(stored.map((a) => a?.article_nl)).toEqual([
      '<p>Tekst p-1</p><img src="/media/inline-p-1.jpg">',
      '<p>Tekst p-2</p><img src="/media/inline-p-2.jpg">',
    ]);
    const inline = (await db.packs.get('r2'))?.files.filter((x) => x.kind === 'inline-image');
    expect(inline?.map((x) => x.url)).toEqual(['/media/inline-p-1.jpg', '/media/inline-p-2.jpg']);
  });

  it('the size shown before a download counts the images of articles not fetched yet', async () => {
    const ids = await pulledRoute();
    const f = fakeContext();
    expect(await sizeRoutePack('r2', f.ctx)).toBeGreaterThan(0);
    expect(f.articleCalls).toEqual([ids]);
    const inline = (await db.packs.get('r2'))?.files.filter((x) => x.kind === 'inline-image');
    expect(inline?.map((x) => x.url)).toEqual(['/media/inline-p-1.jpg', '/media/inline-p-2.jpg']);
    expect((await db.packs.get('r2'))?.state).toBe('none');
  });

  it('still shows a size when the texts cannot come now: what is known', async () => {
    await pulledRoute();
    const failing = fakeContext({ articles: async () => 'failed' });
    expect(await sizeRoutePack('r2', failing.ctx)).toBeGreaterThan(0);
    const inline = (await db.packs.get('r2'))?.files.filter((x) => x.kind === 'inline-image');
    expect(inline).toEqual([]);
  });

  it('a route whose articles are all stored asks for none', async () => {
    const f = fakeContext();
    expect((await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx)).status).toBe('started');
    expect(f.articleCalls).toEqual([]);
  });

  it('says so and queues nothing when the texts cannot be fetched', async () => {
    await pulledRoute();
    const failing = fakeContext({ articles: async () => 'failed' });
    expect(await downloadRoute('r2', {}, failing.ctx)).toEqual({ status: 'texts-unreachable' });
    const dropped = fakeContext({ articles: async () => 'offline' });
    expect(await downloadRoute('r2', {}, dropped.ctx)).toEqual({ status: 'offline' });
    expect(await db.packs.get('r2')).toBeUndefined();
    expect(failing.sent).toEqual([]);
  });

  it('the caretaker fetches a complete pack’s newer articles and downloads the new images', async () => {
    const ids = await pulledRoute();
    const f = fakeContext();
    await downloadRoute('r2', {}, f.ctx);
    const row = (await db.packs.get('r2'))!;
    await completePack(db, 'r2', row.version, {
      bytes_done: row.bytes_total,
      bytes_total: row.bytes_total,
      files_done: row.files_total,
      files_total: row.files_total,
    });
    // The article of the first stop changes on the server; a pull brings its row, not the text.
    await db.locations.update(ids[0]!, { change_seq: 6 });
    SERVER_ARTICLES.set(ids[0]!, {
      id: ids[0]!,
      article_nl: '<p>Nieuw</p><img src="/media/inline-nieuw.jpg">',
      article_en: null,
      change_seq: 6,
    });

    const g = fakeContext();
    const stop = await keepPacks(g.ctx, { onOnline: () => () => {} });
    expect(g.articleCalls).toEqual([[ids[0]]]);
    expect((await db.articles.get(ids[0]!))?.article_nl).toBe(
      '<p>Nieuw</p><img src="/media/inline-nieuw.jpg">',
    );
    const refreshed = (await db.packs.get('r2'))!;
    expect(refreshed).toMatchObject({ state: 'queued', ready_version: row.version });
    expect(refreshed.files.map((x) => x.url)).toContain('/media/inline-nieuw.jpg');
    stop();
  });

  it('a stale article that cannot be refreshed still goes into the pack', async () => {
    const ids = await pulledRoute();
    await writeArticles(
      db,
      ids.map((id) => ({ ...SERVER_ARTICLES.get(id)!, change_seq: 4 })),
    );
    const f = fakeContext({ articles: async () => 'failed' });
    expect((await downloadRoute('r2', {}, f.ctx)).status).toBe('started');
    expect(f.articleCalls).toEqual([ids]);
  });
});

describe('the packs’ caretaker at start', () => {
  it('brings the built-in route’s pack with the install, checks packs and resumes unfinished ones', async () => {
    const f = fakeContext();
    const stop = await keepPacks(f.ctx, { onOnline: () => () => {} });
    expect(f.sent[0]).toEqual({ type: 'PACK_VERIFY' });
    expect(f.sent).toContainEqual({ type: 'PACK_DOWNLOAD', routeId: BUILTIN_ROUTE_ID });
    expect((await db.packs.get(BUILTIN_ROUTE_ID))?.auto).toBe(true);
    stop();

    // Next start: the download was interrupted; it is resumed, not planned again.
    const next = fakeContext();
    const heads = next.heads.length;
    const stop2 = await keepPacks(next.ctx, { onOnline: () => () => {} });
    expect(next.sent.filter((c) => c.type === 'PACK_DOWNLOAD')).toHaveLength(1);
    expect(next.heads.length).toBe(heads);
    stop2();
  });

  it('downloads a new version of a complete pack whose content changed, beside the old one', async () => {
    const f = fakeContext();
    await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx);
    const row = (await db.packs.get(BUILTIN_ROUTE_ID))!;
    await completePack(db, BUILTIN_ROUTE_ID, row.version, {
      bytes_done: row.bytes_total,
      bytes_total: row.bytes_total,
      files_done: row.files_total,
      files_total: row.files_total,
    });
    // The route changes on the server (a pull brings a newer row).
    await db.routes.update(BUILTIN_ROUTE_ID, { change_seq: 99 });

    const g = fakeContext();
    const stop = await keepPacks(g.ctx, { onOnline: () => () => {} });
    const refreshed = await db.packs.get(BUILTIN_ROUTE_ID);
    expect(refreshed?.version).not.toBe(row.version);
    expect(refreshed).toMatchObject({ state: 'queued', ready_version: row.version });
    expect(g.sent).toContainEqual({ type: 'PACK_DOWNLOAD', routeId: BUILTIN_ROUTE_ID });
    stop();
  });

  it('does nothing without a worker, and on a metered link only plans the built-in pack', async () => {
    const none = fakeContext();
    none.set({ worker: false });
    await keepPacks(none.ctx, { onOnline: () => () => {} });
    expect(none.sent).toEqual([]);

    const metered = fakeContext();
    metered.set({ connection: { saveData: true } });
    const stop = await keepPacks(metered.ctx, { onOnline: () => () => {} });
    expect((await db.packs.get(BUILTIN_ROUTE_ID))?.state).toBe('none');
    expect(metered.sent).toEqual([{ type: 'PACK_VERIFY' }]);
    stop();
  });

  it('tells the worker to clean up when a pack row disappears (deleted, or the route went)', async () => {
    const f = fakeContext();
    await downloadRoute(BUILTIN_ROUTE_ID, {}, f.ctx);
    const stop = await keepPacks(f.ctx, { onOnline: () => () => {} });
    await new Promise((r) => setTimeout(r, 20));
    f.sent.length = 0;
    await db.packs.delete(BUILTIN_ROUTE_ID); // as the sync engine does when access is lost
    await expect.poll(() => f.sent).toContainEqual({ type: 'PACK_RECONCILE' });
    stop();
  });
});

describe('the map source', () => {
  it('is the fetched style with each TileJSON it names; none for the bundled style', async () => {
    const net = network();
    const source = await fetchMapPackSource(
      {
        styleUrl: 'https://tiles.example.org/styles/liberty',
        pmtilesUrl: null,
        fallbackStyleUrl: '/map/fallback-style.json',
        base: APP,
      },
      net.fetch,
    );
    expect(Object.keys(source?.tileJsons ?? {})).toEqual(['https://tiles.example.org/planet']);
    expect(
      await fetchMapPackSource(
        {
          styleUrl: '/map/fallback-style.json',
          pmtilesUrl: null,
          fallbackStyleUrl: '/map/fallback-style.json',
          base: APP,
        },
        net.fetch,
      ),
    ).toBeNull();
  });

  it('with an archive configured, packs the archive instead of the vector tiles', async () => {
    const net = network();
    const source = await fetchMapPackSource(
      {
        styleUrl: 'https://tiles.example.org/styles/liberty',
        pmtilesUrl: '/maps/amsterdam.pmtiles',
        fallbackStyleUrl: '/map/fallback-style.json',
        base: APP,
      },
      net.fetch,
    );
    expect(source?.style?.sources?.openmaptiles?.url).toBe(
      'pmtiles://https://app.test/maps/amsterdam.pmtiles',
    );
    expect(source?.tileJsons).toEqual({});
  });

  it('fails with a clear error when the style cannot be read', async () => {
    await expect(
      fetchMapPackSource(
        {
          styleUrl: 'https://tiles.example.org/styles/liberty',
          pmtilesUrl: null,
          fallbackStyleUrl: '/x',
          base: APP,
        },
        network({ mapDown: true }).fetch,
      ),
    ).rejects.toBeInstanceOf(MapUnreachableError);
  });
});
