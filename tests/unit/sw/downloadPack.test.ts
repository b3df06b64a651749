import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { queuePack } from '../../../src/db/packs.ts';
import type { PackFile } from '../../../src/domain/packFile.ts';
import type { WorkerEvent } from '../../../src/domain/packProtocol.ts';
import { type DownloadDeps, downloadPack } from '../../../sw/packs/downloadPack.ts';
import { packCacheName } from '../../../sw/packs/packCaches.ts';
import { PackJobs } from '../../../sw/packs/packJobs.ts';
import { FakeCacheStorage } from '../../support/fakeCaches.ts';
import { openTestDb } from '../../support/testDexie.ts';

const ORIGIN = 'https://app.test';
const ROUTE = 'route-1';

interface Served {
  bytes: number;
  status?: number;
  type?: ResponseType;
  /** Throw a network error this many times first. */
  dropTimes?: number;
  /** Content-Length says more than the body holds. */
  truncated?: boolean;
  /** Resolve only when released (see `hold`). */
  held?: boolean;
}

/** A file server in memory behind a fetch function, counting calls and the busiest moment. */
function server(files: Record<string, Served>) {
  const calls: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const waiting: (() => void)[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    expect(init?.mode).toBe('cors');
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((r) => setTimeout(r, 2));
      const file = files[url];
      if (file?.held) {
        // Held until released, or aborted (a real fetch rejects at once when its signal aborts).
        await new Promise<void>((r) => {
          waiting.push(r);
          init?.signal?.addEventListener('abort', () => r());
        });
      }
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      if (file?.dropTimes) {
        file.dropTimes--;
        throw new TypeError('Failed to fetch');
      }
      if (!file) return new Response('missing', { status: 404 });
      const body = new Uint8Array(file.bytes).fill(7);
      const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
      if (file.truncated) headers['content-length'] = String(file.bytes * 2);
      const response = new Response(body, { status: file.status ?? 200, headers });
      if (file.type) Object.defineProperty(response, 'type', { value: file.type });
      return response;
    } finally {
      inFlight--;
    }
  }) as typeof fetch;
  return {
    fetch: fetchFn,
    calls,
    maxInFlight: () => maxInFlight,
    release: () => {
      for (const r of waiting.splice(0)) r();
    },
  };
}

const files = (n: number, bytes = 100): PackFile[] =>
  Array.from({ length: n }, (_, i) => ({ url: `${ORIGIN}/f/${i}.bin`, kind: 'tile', bytes }));

const servedAll = (list: PackFile[], extra: Partial<Served> = {}): Record<string, Served> =>
  Object.fromEntries(list.map((f) => [f.url, { bytes: f.bytes ?? 100, ...extra }]));

let db: RoutegidsDB;
let caches: FakeCacheStorage;
let events: WorkerEvent[];
let online: boolean;

function deps(fetchFn: typeof fetch, over: Partial<DownloadDeps> = {}): DownloadDeps {
  return {
    db,
    caches,
    fetch: fetchFn,
    origin: ORIGIN,
    isInstalled: async () => false,
    post: (e) => events.push(e),
    online: () => online,
    progressIntervalMs: 0,
    retryDelayMs: () => 1,
    ...over,
  };
}

async function cacheKeys(version: string): Promise<string[]> {
  const cache = await caches.open(packCacheName(ROUTE, version));
  return (await cache.keys()).map((r) => r.url).sort();
}

beforeEach(async () => {
  db = await openTestDb();
  caches = new FakeCacheStorage();
  events = [];
  online = true;
});

afterEach(() => db.close());

describe('downloading a pack in the service worker', () => {
  it('stores every file, a few at a time, reports growing progress and only then says complete', async () => {
    const list = files(12);
    const s = server(servedAll(list));
    await queuePack(db, ROUTE, { version: 'v1', files: list });

    expect(
      await downloadPack(ROUTE, deps(s.fetch, { concurrency: 3 }), new AbortController().signal),
    ).toBe('complete');

    expect(await cacheKeys('v1')).toEqual(list.map((f) => f.url).sort());
    expect(s.maxInFlight()).toBe(3);
    const row = await db.packs.get(ROUTE);
    expect(row).toMatchObject({
      state: 'complete',
      ready_version: 'v1',
      files_done: 12,
      bytes_done: 1200,
    });
    const progress = events.filter((e) => e.type === 'PACK_PROGRESS').map((e) => e.filesDone);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(0)).toBe(0);
    expect(events.at(-1)).toEqual({ type: 'PACK_COMPLETE', routeId: ROUTE, version: 'v1' });
  });

  it('resumes: files already in the cache and files installed with the app are not fetched', async () => {
    const list = files(6);
    const s = server(servedAll(list));
    await queuePack(db, ROUTE, { version: 'v1', files: list });
    const cache = await caches.open(packCacheName(ROUTE, 'v1'));
    await cache.put(list[0]!.url, new Response(new Uint8Array(100)));
    await cache.put(list[1]!.url, new Response(new Uint8Array(100)));
    const installed = new Set([list[2]!.url]);

    const result = await downloadPack(
      ROUTE,
      deps(s.fetch, { isInstalled: async (k) => installed.has(k) }),
      new AbortController().signal,
    );

    expect(result).toBe('complete');
    expect(s.calls.sort()).toEqual([list[3]!.url, list[4]!.url, list[5]!.url].sort());
    expect((await db.packs.get(ROUTE))?.files_done).toBe(6);
  });

  it('refuses an opaque response and a 404: the pack stops with an error and is never complete', async () => {
    for (const bad of [{ type: 'opaque' as ResponseType }, { status: 404 }]) {
      db.close();
      db = await openTestDb();
      events = [];
      const list = files(3);
      const s = server({ ...servedAll(list), [list[1]!.url]: { bytes: 100, ...bad } });
      await queuePack(db, ROUTE, { version: 'v1', files: list });

      expect(await downloadPack(ROUTE, deps(s.fetch), new AbortController().signal)).toBe('failed');

      const row = await db.packs.get(ROUTE);
      expect(row).toMatchObject({ state: 'error', error: 'file', ready_version: null });
      expect(row?.error_detail).toContain(list[1]!.url);
      expect(events.some((e) => e.type === 'PACK_COMPLETE')).toBe(false);
    }
  });

  it('tries a dropped connection again and completes', async () => {
    const list = files(2);
    const s = server({ ...servedAll(list), [list[0]!.url]: { bytes: 100, dropTimes: 2 } });
    await queuePack(db, ROUTE, { version: 'v1', files: list });

    expect(
      await downloadPack(ROUTE, deps(s.fetch, { attempts: 3 }), new AbortController().signal),
    ).toBe('complete');
    expect(s.calls.filter((u) => u === list[0]!.url)).toHaveLength(3);
  });

  it('never stores a body shorter than its Content-Length', async () => {
    const list = files(1);
    const s = server({ [list[0]!.url]: { bytes: 100, truncated: true } });
    await queuePack(db, ROUTE, { version: 'v1', files: list });

    expect(
      await downloadPack(ROUTE, deps(s.fetch, { attempts: 1 }), new AbortController().signal),
    ).toBe('failed');
    expect(await cacheKeys('v1')).toEqual([]);
  });

  it('stops on a full disk with the quota error, keeping the files that are in', async () => {
    const list = files(10, 1000);
    const s = server(servedAll(list));
    caches.quota = 3500;
    await queuePack(db, ROUTE, { version: 'v1', files: list });

    expect(
      await downloadPack(ROUTE, deps(s.fetch, { concurrency: 1 }), new AbortController().signal),
    ).toBe('failed');

    const row = await db.packs.get(ROUTE);
    expect(row).toMatchObject({
      state: 'error',
      error: 'quota',
      files_done: 3,
      ready_version: null,
    });
    expect(await cacheKeys('v1')).toHaveLength(3);
    expect(s.calls.length).toBeLessThanOrEqual(5);
    expect(events.at(-1)).toMatchObject({ type: 'PACK_FAILED', problem: 'quota' });
  });

  it('pauses instead of failing when the connection is gone', async () => {
    const list = files(3);
    const s = server({ ...servedAll(list), [list[2]!.url]: { bytes: 100, dropTimes: 9 } });
    await queuePack(db, ROUTE, { version: 'v1', files: list });
    online = false;

    expect(
      await downloadPack(ROUTE, deps(s.fetch, { concurrency: 1 }), new AbortController().signal),
    ).toBe('paused');
    expect(await db.packs.get(ROUTE)).toMatchObject({
      state: 'paused',
      error: 'offline',
      files_done: 2,
    });
  });

  it('stops when the pack row is deleted mid-download and never brings it back', async () => {
    const list = files(6);
    const s = server(servedAll(list, { held: true }));
    await queuePack(db, ROUTE, { version: 'v1', files: list });

    const running = downloadPack(
      ROUTE,
      deps(s.fetch, { concurrency: 2 }),
      new AbortController().signal,
    );
    await new Promise((r) => setTimeout(r, 20));
    await db.packs.delete(ROUTE);
    s.release();
    await new Promise((r) => setTimeout(r, 10));
    s.release();

    expect(await running).toBe('stopped');
    expect(await db.packs.get(ROUTE)).toBeUndefined();
    expect(s.calls.length).toBeLessThan(6);
  });

  it('downloads a new version beside the served one, copying shared files, then drops the old', async () => {
    const list = files(4);
    const s = server(servedAll([...list, { url: `${ORIGIN}/f/new.bin`, kind: 'tile', bytes: 50 }]));
    await queuePack(db, ROUTE, { version: 'v1', files: list });
    await downloadPack(ROUTE, deps(s.fetch), new AbortController().signal);
    s.calls.length = 0;

    const next = [
      ...list.slice(1),
      { url: `${ORIGIN}/f/new.bin`, kind: 'tile' as const, bytes: 50 },
    ];
    await queuePack(db, ROUTE, { version: 'v2', files: next });
    expect(await db.packs.get(ROUTE)).toMatchObject({ state: 'queued', ready_version: 'v1' });

    expect(await downloadPack(ROUTE, deps(s.fetch), new AbortController().signal)).toBe('complete');
    expect(s.calls).toEqual([`${ORIGIN}/f/new.bin`]);
    expect(await db.packs.get(ROUTE)).toMatchObject({
      state: 'complete',
      ready_version: 'v2',
      version: 'v2',
    });
    expect(await caches.has(packCacheName(ROUTE, 'v1'))).toBe(false);
    expect(await cacheKeys('v2')).toEqual(next.map((f) => f.url).sort());
  });

  it('joins a download already running for the route instead of starting a second', async () => {
    const list = files(4);
    const s = server(servedAll(list));
    await queuePack(db, ROUTE, { version: 'v1', files: list });
    const jobs = new PackJobs(deps(s.fetch));

    const [a, b] = await Promise.all([jobs.start(ROUTE), jobs.start(ROUTE)]);

    expect([a, b]).toEqual(['complete', 'complete']);
    expect(s.calls).toHaveLength(4);
    expect(caches.puts).toHaveLength(4);
  });

  it('runs at most two packs at once; the others wait their turn', async () => {
    const lists = ['a', 'b', 'c'].map((r) =>
      Array.from({ length: 3 }, (_, i) => ({
        url: `${ORIGIN}/${r}/${i}.bin`,
        kind: 'tile' as const,
        bytes: 10,
      })),
    );
    const s = server(Object.assign({}, ...lists.map((l) => servedAll(l, { held: true }))));
    for (const [i, r] of ['a', 'b', 'c'].entries()) {
      await queuePack(db, r, { version: 'v1', files: lists[i]! });
    }
    const jobs = new PackJobs(deps(s.fetch, { concurrency: 1 }));
    const all = Promise.all(['a', 'b', 'c'].map((r) => jobs.start(r)));
    await new Promise((r) => setTimeout(r, 30));
    expect(new Set(s.calls.map((u) => u.split('/')[3]))).toEqual(new Set(['a', 'b']));
    for (let i = 0; i < 12; i++) {
      s.release();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await all).toEqual(['complete', 'complete', 'complete']);
  });
});
