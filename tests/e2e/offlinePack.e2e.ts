import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_ROUTE_ID, builtinLocationId } from '../../src/db/builtin/museumplein.ts';
import { launchBrowser, newPhone } from '../support/browser.ts';
import { type PackApp, startPackApp } from '../support/packApp.ts';
import { PARK_COLOR, STREET_COLOR } from '../support/testMap/mapServer.ts';
import { queuedOps, watchUploads } from '../support/uploads.ts';
import { MapPage } from './pages/mapPage.ts';
import { PackPage } from './pages/packPage.ts';

/**
 * The central promise: a walker downloads the built-in route's pack (it comes with the
 * install), walks it in airplane mode — the map draws streets around the stops, audio plays
 * and seeks, photos show, likes and visit logs wait — and everything done offline reaches the
 * server exactly once when the connection returns. Also: a download interrupted by a restart
 * resumes, a full disk stops it cleanly, and a new version waits for "Herladen".
 *
 * Against production builds pointed at a test map server on another port (support/packApp.ts).
 */

interface VisitPayload {
  visit_id: string;
  location_index: number;
  completed: boolean;
}

const ROUTE = BUILTIN_ROUTE_ID;

describe('offline route packs', () => {
  let app: PackApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startPackApp();
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
    app.map.delayMs = 0;
    app.map.failing.clear();
    await app.map.start();
    await app.deploy('a');
    expect(errors.splice(0)).toEqual([]);
  });

  async function phone(opts: { init?: string } = {}): Promise<{
    context: BrowserContext;
    page: Page;
    map: MapPage;
    packs: PackPage;
    cdp: CDPSession;
  }> {
    const context = await newPhone(browser, { serviceWorker: true });
    contexts.push(context);
    if (opts.init) await context.addInitScript(opts.init);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    return { context, page, map: new MapPage(page, app.url), packs: new PackPage(page), cdp };
  }

  /** A confirmed user, signed in on the phone before the app starts (remember me). */
  async function signedInScript(): Promise<{ script: string; userId: string }> {
    const email = `walker-${Date.now().toString(36)}@example.com`;
    // Sign-up on the local server (auto-confirm on): the answer is the session supabase-js keeps.
    const response = await fetch(`${app.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: app.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'wandelen-123' }),
    });
    const data = (await response.json()) as { session?: { user: { id: string } } } & {
      access_token?: string;
      user?: { id: string };
    };
    const stored = data.access_token ? data : data.session;
    if (!response.ok || !stored?.user) throw new Error(`sign-up failed: ${JSON.stringify(data)}`);
    const session = JSON.stringify(stored);
    return {
      userId: stored.user.id,
      // The notifications question (asked once after sign-in, over the map) is another spec's.
      script: `if (!localStorage.getItem('routegids.auth')) {
        localStorage.setItem('routegids.remember', '1');
        localStorage.setItem('routegids.auth', ${JSON.stringify(session)});
        localStorage.setItem('routegids.push.asked', ${JSON.stringify(stored.user.id)});
      }`,
    };
  }

  it('downloads the built-in route by itself, walks it offline, and sends what was done once', async () => {
    const { script, userId } = await signedInScript();
    const { context, page, map, packs } = await phone({ init: script });
    const likes = watchUploads<{ location_id: string; liked: boolean }>(page, 'like_set');
    const visits = watchUploads<VisitPayload>(page, 'visit_upsert');
    app.map.delayMs = 120; // slow enough to see the progress move

    await map.open('/');
    await packs.waitForController();
    const seen = await packs.watch(ROUTE, (row) => row?.state === 'complete');
    const final = seen.at(-1)!;
    expect(final.files_done).toBe(final.files_total);
    expect(final.bytes_done).toBe(final.bytes_total);
    expect(final.ready_version).toBe(final.version);
    // Progress moved forward through the download and only then said complete.
    const fractions = seen.map((r) => r.files_done / r.files_total);
    expect(fractions.some((f) => f > 0 && f < 1)).toBe(true);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(seen.slice(0, -1).every((r) => r.state !== 'complete')).toBe(true);
    await packs.readyPill.waitFor();
    await packs.openPanel();
    expect(await packs.status.textContent()).toMatch(/Offline klaar/);
    // The pack holds the map: style, TileJSON, sprites 1x and 2x, glyphs, tiles, the archive.
    const kinds = new Set(final.files.map((f) => f.kind));
    for (const k of [
      'style',
      'tilejson',
      'sprite',
      'glyphs',
      'tile',
      'pmtiles',
      'audio',
      'image',
    ]) {
      expect(kinds, k).toContain(k);
    }
    await expect.poll(() => visits.length, { timeout: 20_000 }).toBe(1);

    // The trial route from the downloads screen: its media come from Storage, not the install.
    await map.open('/downloads');
    await page
      .locator(`[data-testid=pack-control][data-route="${ROUTE}"] [data-testid=pack-delete]`)
      .waitFor();
    const notDownloaded = page
      .getByTestId('pack-control')
      .filter({ hasNot: page.getByTestId('pack-delete') });
    // Read the route first: once the download starts the control has a delete button.
    const trialId = (await notDownloaded.getAttribute('data-route'))!;
    await page
      .locator(`[data-testid=pack-control][data-route="${trialId}"]`)
      .getByTestId('pack-download')
      .click();
    const trialPack = (await packs.watch(trialId, (row) => row?.state === 'complete')).at(-1)!;
    expect(
      trialPack.files.some((f) => f.url.includes('/storage/v1/object/public/media/audio/')),
    ).toBe(true);
    await page.getByRole('button', { name: 'Sluiten' }).click();

    // Airplane mode: the browser offline and the map server gone.
    await context.setOffline(true);
    await app.map.stop();
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await map.waitUntilLoaded();
    await packs.readyPill.waitFor();
    expect(await packs.noMapBadge.count()).toBe(0);
    expect(await map.counter.textContent()).toBe('1 / 8');

    // Streets (XYZ vector tiles) and parks (the PMTiles archive) drawn around stop 1.
    await page.waitForTimeout(800);
    const atStop1 = await packs.mapColours({ street: STREET_COLOR, park: PARK_COLOR });
    expect(atStop1.street).toBeGreaterThan(2000);
    expect(atStop1.park).toBeGreaterThan(5000);

    // Stop 3's audio plays and seeks from the cache; the Range probe is answered.
    const probe = await page.evaluate(async () => {
      const r = await fetch('/mp3/stop-3.mp3', { headers: { Range: 'bytes=0-1' } });
      return {
        status: r.status,
        range: r.headers.get('content-range'),
        bytes: (await r.arrayBuffer()).byteLength,
      };
    });
    expect(probe.status).toBe(206);
    expect(probe.range).toMatch(/^bytes 0-1\/\d+$/);
    expect(probe.bytes).toBe(2);
    const audio = await packs.playAndSeek('/mp3/stop-3.mp3', 4);
    expect(audio.error).toBeNull();
    expect(audio.played).toBe(true);
    expect(audio.duration).toBeGreaterThan(5);
    expect(audio.seekableEnd).toBeGreaterThan(5);
    expect(audio.seekedTo).toBeGreaterThanOrEqual(3.9);
    expect(audio.advancedAfterSeek).toBe(true);

    // Every photo of the pack shows, at the width this phone asks for.
    const images = final.files.filter((f) => f.kind === 'image').map((f) => f.url);
    // 24 photos, each at every width this phone's page asks for (column, thumbnail, viewer).
    const widths = new Set(images.map((u) => /[?&]w=(\d+)/.exec(u)?.[1]));
    expect(widths.size).toBeGreaterThan(1);
    expect(images.length).toBe(24 * widths.size);
    expect(images.every((u) => /\?w=\d+&q=80$/.test(u))).toBe(true);
    expect(await packs.brokenImages(images)).toEqual([]);

    // The trial route's audio and photos play and show from its pack's cache.
    const trialAudio = trialPack.files.find((f) => f.kind === 'audio')!.url;
    const fromPack = await packs.playAndSeek(trialAudio, 1.5);
    expect(fromPack.error).toBeNull();
    expect(fromPack.seekedTo).toBeGreaterThanOrEqual(1.4);
    expect(fromPack.advancedAfterSeek).toBe(true);
    const trialImages = trialPack.files.filter((f) => f.kind === 'image').map((f) => f.url);
    expect(trialImages.length).toBeGreaterThan(4);
    expect(await packs.brokenImages(trialImages)).toEqual([]);

    // A like (queued as the like button's action queues it) and a walk to the last stop.
    await queueLike(page, userId, builtinLocationId(3));
    await map.stepNext(7);
    expect(await map.counter.textContent()).toBe('8 / 8');
    await page.waitForTimeout(1200);
    const atStop8 = await packs.mapColours({ street: STREET_COLOR, park: PARK_COLOR });
    expect(atStop8.street).toBeGreaterThan(2000);
    expect(atStop8.park).toBeGreaterThan(5000);
    await expect.poll(async () => (await queuedOps(page, 'visit_upsert')).length).toBe(7);
    expect(visits).toHaveLength(1);
    expect(likes).toHaveLength(0);

    // Back online: each op lands once.
    await app.map.start();
    await context.setOffline(false);
    await expect.poll(() => visits.length, { timeout: 30_000 }).toBe(8);
    await expect.poll(() => likes.length, { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(likes).toHaveLength(1);
    expect(likes[0]?.status).toBe('applied');
    expect(likes[0]?.op.payload).toEqual({ location_id: builtinLocationId(3), liked: true });
    const completed = visits.filter((v) => v.op.payload.completed);
    expect(completed).toHaveLength(1);
    expect(completed[0]?.op.payload.location_index).toBe(7);
    expect(visits.map((v) => v.status)).toEqual(Array(8).fill('applied'));
    expect(new Set(visits.map((v) => v.op.id)).size).toBe(8);
    expect(await queuedOps(page, 'visit_upsert')).toEqual([]);
    expect(await queuedOps(page, 'like_set')).toEqual([]);
  });

  it('a downloaded route shows every stop’s article offline, though the pull sent none', async () => {
    const { context, page, map, packs } = await phone();
    await map.open('/downloads');
    await packs.waitForController();
    await page
      .locator(`[data-testid=pack-control][data-route="${ROUTE}"] [data-testid=pack-delete]`)
      .waitFor({ timeout: 60_000 });
    const trial = page
      .getByTestId('pack-control')
      .filter({ hasNot: page.getByTestId('pack-delete') });
    const trialId = (await trial.getAttribute('data-route'))!;
    await trial.getByTestId('pack-download').click();
    await packs.watch(trialId, (row) => row?.state === 'complete');

    await context.setOffline(true);
    await app.map.stop();
    await map.open(`/r/${trialId}/1`);
    const total = Number((await map.counter.textContent())?.split(' / ')[1]);
    expect(total).toBeGreaterThan(1);
    for (let n = 1; n <= total; n++) {
      await expect.poll(() => map.counter.textContent()).toBe(`${n} / ${total}`);
      await map.article.waitFor({ state: 'attached' });
      expect((await map.article.textContent())?.trim().length, `stop ${n}`).toBeGreaterThan(20);
      expect(await page.getByTestId('article-unavailable').count()).toBe(0);
      if (n < total) await map.stepNext();
    }
    await context.setOffline(false);
  });

  it('resumes an interrupted download file by file after a reload and a restarted worker', async () => {
    const { page, map, packs, cdp } = await phone();
    // Slow enough that the window between "some map files in" and "all in" is seconds wide,
    // however many media files (now at every image width) go first.
    app.map.delayMs = 1500;
    await map.open('/');
    await packs.waitForController();
    // Wait until some files are in, but not all (the map's are slow, so the window is wide).
    const before = await packs.watch(
      ROUTE,
      (row) => !!row?.files.length && row.files_done >= 3 && row.files_done <= row.files_total - 3,
    );
    const interrupted = before.at(-1)!;

    // The app restarts: the worker is stopped mid-download and the page reloads.
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const cachedAtStop = await packCacheKeys(page, ROUTE, interrupted.version);
    const stoppedAt = app.map.requests.length;
    expect(cachedAtStop.length).toBeGreaterThanOrEqual(3);
    app.map.delayMs = 30;
    await page.reload();
    await map.waitUntilLoaded();

    const after = await packs.watch(ROUTE, (row) => row?.state === 'complete');
    const done = after.at(-1)!;
    expect(done.version).toBe(interrupted.version);
    expect(done.files_done).toBe(done.files_total);
    // Files that were in before the restart were not downloaded again.
    const later = app.map.requests.slice(stoppedAt).filter((r) => r.method === 'GET' && !r.range);
    const refetched = later.filter((r) => cachedAtStop.includes(`${app.map.origin}${r.path}`));
    expect(refetched).toEqual([]);
    await packs.readyPill.waitFor();
  });

  it('stops cleanly with a clear message when the device runs out of space, and never claims ready', async () => {
    const { page, map, packs, cdp } = await phone();
    app.map.delayMs = 4000; // holds the map files back while the quota is set
    await map.open('/');
    await packs.waitForController();
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await cdp.send('Storage.overrideQuotaForOrigin', {
      origin: new URL(app.url).origin,
      quotaSize: usage + 20_000,
    });
    app.map.delayMs = 0;

    const seen = await packs.watch(ROUTE, (row) => row?.state === 'error');
    const failed = seen.at(-1)!;
    expect(failed.error).toBe('quota');
    expect(failed.ready_version).toBeNull();
    expect(seen.every((r) => r.state !== 'complete')).toBe(true);
    expect(failed.files_done).toBeLessThan(failed.files_total);
    await expect.poll(() => packs.pill.getAttribute('data-state')).toBe('failed');
    await packs.openPanel();
    expect(await packs.status.textContent()).toMatch(/Geen ruimte meer op dit toestel/);

    // With room again, "Opnieuw proberen" fetches what is missing and completes the pack.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(app.url).origin });
    await packs.panel.getByTestId('pack-repair').click();
    const repaired = await packs.watch(ROUTE, (row) => row?.state === 'complete');
    expect(repaired.at(-1)?.files_done).toBe(failed.files_total);
  });

  it('announces a new version, waits for "Herladen", and reopens at the same stop in every tab once', async () => {
    const { context, page, map, packs } = await phone();
    await map.open('/');
    await packs.waitForController();
    await packs.watch(ROUTE, (row) => row?.state === 'complete');
    await map.stepNext(3);
    expect(await map.counter.textContent()).toBe('4 / 8');
    const second = await context.newPage();
    second.on('pageerror', (e) => errors.push(e.message));
    await second.goto(`${app.url}/`);
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe('a');

    await app.deploy('b');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await packs.updateBanner.waitFor({ timeout: 30_000 });
    expect(await packs.updateBanner.textContent()).toContain('Er is een nieuwe versie beschikbaar');
    // The banner covers no control.
    const banner = (await packs.updateBanner.boundingBox())!;
    for (const control of [
      page.locator('.maplibregl-ctrl-group'),
      page.getByTestId('locate'),
      page.locator('.top-bar > *'),
      packs.pill,
      map.next,
      map.previous,
    ]) {
      for (const box of await Promise.all((await control.all()).map((c) => c.boundingBox()))) {
        if (!box) continue;
        const overlaps =
          banner.x < box.x + box.width &&
          box.x < banner.x + banner.width &&
          banner.y < box.y + box.height &&
          box.y < banner.y + banner.height;
        expect(overlaps, `banner over ${JSON.stringify(box)}`).toBe(false);
      }
    }

    const loads = { first: 0, second: 0 };
    page.on('load', () => loads.first++);
    second.on('load', () => loads.second++);
    await packs.updateBanner.getByRole('button', { name: 'Herladen' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.build === 'b', undefined, {
      timeout: 30_000,
    });
    await map.waitUntilLoaded();
    await page.waitForTimeout(3000);
    expect(loads).toEqual({ first: 1, second: 1 });
    expect(await second.evaluate(() => document.documentElement.dataset.build)).toBe('b');
    expect(await map.counter.textContent()).toBe('4 / 8');
    expect(await packs.updateBanner.count()).toBe(0);
    await packs.readyPill.waitFor();
  });
});

/** The URLs in a pack version's cache, read from the page (Cache Storage is per origin). */
async function packCacheKeys(page: Page, routeId: string, version: string): Promise<string[]> {
  return page.evaluate(
    async ({ name }) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((r) => r.url);
    },
    { name: `routegids-pack-${routeId}-${version}` },
  );
}

/**
 * Queues a like as the app's like action does (the optimistic state and the `like_set` op in
 * one transaction); this branch has no like button yet, so the test writes what it would.
 */
async function queueLike(page: Page, userId: string, locationId: string): Promise<void> {
  await page.evaluate(
    ({ userId, locationId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('routegids');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['myLikes', 'likeCounts', 'outbox'], 'readwrite');
          tx.objectStore('myLikes').put({ location_id: locationId, user_id: userId, liked: true });
          tx.objectStore('likeCounts').put({ location_id: locationId, likes: 1 });
          tx.objectStore('outbox').add({
            id: crypto.randomUUID(),
            kind: 'like_set',
            payload: { location_id: locationId, liked: true },
            at: new Date().toISOString(),
            user_id: userId,
            attempts: 0,
            last_error: null,
            undo: { liked: false, likes: 0 },
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { userId, locationId },
  );
}
