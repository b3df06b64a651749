import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILTIN_LOCATIONS, BUILTIN_ROUTE_ID } from '../../src/db/builtin/museumplein.ts';
import { usePhones, type Walker } from '../support/phones.ts';
import { hiddenMarkers, waitForMapIdle } from './pages/mapOverlays.ts';

/** Screenshots of the walk's screens, to look at. */
const SHOTS = path.join(tmpdir(), 'routegids-walk-mode');
mkdirSync(SHOTS, { recursive: true });

/** Metres to degrees near Amsterdam (52.36° N). */
const M_LAT = 1 / 111_320;
const M_LNG = 1 / (111_320 * Math.cos((52.36 * Math.PI) / 180));

const stopAt = (i: number) => {
  const l = BUILTIN_LOCATIONS[i]!;
  return { latitude: Number(l.lat), longitude: Number(l.lng) };
};

/** A point `north` and `east` metres from stop `i`. */
const near = (i: number, north = 0, east = 0) => {
  const s = stopAt(i);
  return { latitude: s.latitude + north * M_LAT, longitude: s.longitude + east * M_LNG };
};

/** One fix from Chromium's position override, as a phone's GPS would send it. */
async function fix(walker: Walker, at: { latitude: number; longitude: number }, accuracy = 8) {
  await walker.context.setGeolocation({ ...at, accuracy });
  await walker.page.waitForTimeout(250);
}

/**
 * The walker reaches stop `i`: a few fixes a couple of metres apart inside its radius (the
 * first from far away count as a jump until they agree, as a real walk's do after a gap).
 */
async function arriveAt(walker: Walker, i: number) {
  for (const [n, e] of [
    [4, 2],
    [3, -2],
    [1, 1],
    [-2, 2],
    [0, -1],
  ] as const) {
    await fix(walker, near(i, n, e));
  }
}

const mediaTitle = (page: Page) =>
  page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

/**
 * Stops hidden by the walk's own controls and cards (other overlays are mapFraming.e2e.ts's
 * business).
 */
const underWalkControls = async (page: Page) =>
  (await hiddenMarkers(page)).filter((s) => / under walk (controls|card)$/.test(s));

/** The audio position the stored walk holds, in seconds (null: none stored). */
const storedAudioSeconds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('routegids');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get('walk');
          get.onsuccess = () => {
            const row = get.result as { value?: { audio?: { position?: number } } } | undefined;
            resolve(row?.value?.audio?.position ?? null);
            open.result.close();
          };
        };
      }),
  );

/** Wake locks the page holds now (counted by a wrapper around the API, see startWalk). */
const heldLocks = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { __locks?: WakeLockSentinel[] }).__locks ?? []).filter(
        (l) => !l.released,
      ).length,
  );

async function startWalk(walker: Walker): Promise<void> {
  await walker.page.addInitScript(() => {
    const api = navigator.wakeLock;
    if (!api) return;
    const locks: WakeLockSentinel[] = [];
    (window as unknown as { __locks: WakeLockSentinel[] }).__locks = locks;
    const request = api.request.bind(api);
    api.request = async (type) => {
      const lock = await request(type);
      locks.push(lock);
      return lock;
    };
  });
  // Playwright grants only the permissions it knows (geolocation) and Chromium then refuses
  // the rest; a phone's browser grants the wake lock to a visible page, so this one does too.
  const cdp = await walker.context.newCDPSession(walker.page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.grantPermissions', {
    permissions: ['geolocation', 'wakeLockScreen', 'clipboardReadWrite'],
    origin: new URL(walker.map.baseUrl).origin,
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
  await walker.map.open(`/routes/${BUILTIN_ROUTE_ID}`);
  await walker.page.getByTestId('confirm-route').tap();
  // One tap on the confirmed route's map starts the walk.
  await walker.page.getByTestId('walk-start').tap();
  await walker.page.getByTestId('walk-bar').waitFor();
}

describe('walk mode on the built-in route', () => {
  const newWalker = usePhones();

  it('advances stop by stop on GPS, not on a drifting fix, with the lock screen following', async () => {
    // Start some 150 m south of stop 1.
    const walker = await newWalker({ geolocation: near(0, -150) });
    const { map, page } = walker;
    await startWalk(walker);
    const bar = page.getByTestId('walk-bar');
    expect(await map.counter.textContent()).toBe('1 / 8');
    // Live position is on, and the bar shows the way to stop 1.
    await expect
      .poll(() => page.getByTestId('walk-next').textContent())
      .toMatch(/^Stop 1: 1[45]0 m · 2 min$/);
    expect(await map.locate.getAttribute('aria-pressed')).toBe('true');
    // The screen stays on: Chromium grants the wake lock to this visible page.
    await expect.poll(() => bar.getAttribute('data-wake-lock')).toBe('held');
    expect(await heldLocks(page)).toBe(1);

    await arriveAt(walker, 0);
    await expect.poll(() => map.counter.textContent()).toBe('1 / 8');
    await expect.poll(() => mediaTitle(page)).toBe(BUILTIN_LOCATIONS[0]!.title_nl);
    // Arrival plays the stop's audio by itself (the default setting).
    await expect
      .poll(() => page.evaluate(() => navigator.mediaSession.playbackState))
      .toBe('playing');
    await expect
      .poll(() => page.locator('[data-testid=stop-marker][data-visited=true]').count())
      .toBe(1);
    await expect.poll(() => page.getByTestId('walk-next').textContent()).toMatch(/^Stop 2: /);

    await arriveAt(walker, 1);
    await expect.poll(() => map.counter.textContent()).toBe('2 / 8');
    await expect.poll(() => mediaTitle(page)).toBe(BUILTIN_LOCATIONS[1]!.title_nl);

    // Drift: one fix lands at stop 3, the next is back at stop 2. Nothing moves.
    await fix(walker, near(2));
    await fix(walker, near(1, 2, 1));
    await fix(walker, near(1, 1, 2));
    await page.waitForTimeout(1500);
    expect(await map.counter.textContent()).toBe('2 / 8');
    expect(await page.getByTestId('walk-prompt').count()).toBe(0);

    await arriveAt(walker, 2);
    await expect.poll(() => map.counter.textContent()).toBe('3 / 8');
    await expect.poll(() => mediaTitle(page)).toBe(BUILTIN_LOCATIONS[2]!.title_nl);

    // Stop 6 skips two: the walker is asked before the walk jumps there.
    await arriveAt(walker, 5);
    await page.getByTestId('walk-prompt').waitFor();
    expect(await page.getByTestId('walk-prompt').textContent()).toContain(
      'Je bent bij stop 6 — afspelen?',
    );
    expect(await map.counter.textContent()).toBe('3 / 8');
    await page.getByTestId('walk-prompt').getByRole('button', { name: 'Afspelen' }).tap();
    await expect.poll(() => map.counter.textContent()).toBe('6 / 8');
    await expect.poll(() => mediaTitle(page)).toBe(BUILTIN_LOCATIONS[5]!.title_nl);

    // The navigate button leads to the next stop, not the first.
    const href = new URL((await map.navigate.getAttribute('href')) ?? '');
    const next = BUILTIN_LOCATIONS[6]!;
    expect(href.searchParams.get('destination')).toBe(`${next.lat},${next.lng}`);

    // Stop walk lets go of the position (and the wake lock with the bar).
    await page.getByTestId('stop-walk').tap();
    await bar.waitFor({ state: 'detached' });
    expect(await map.locate.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => heldLocks(page)).toBe(0);
    await page.getByTestId('walk-start').waitFor();
  });

  it('comes back after a reload at stop 6, walking, with the audio where it was', async () => {
    const walker = await newWalker({ geolocation: near(5, -300) });
    const { map, page } = walker;
    await startWalk(walker);
    await map.stepNext(5);
    expect(await map.counter.textContent()).toBe('6 / 8');
    await expect.poll(() => mediaTitle(page)).toBe(BUILTIN_LOCATIONS[5]!.title_nl);

    await map.tapHeader();
    await map.waitForDrawer(true);
    const toggle = page.getByTestId('audio-toggle');
    await toggle.tap();
    await expect.poll(() => page.getByTestId('audio-status').textContent()).toBe('Spelend');
    await expect
      .poll(() => page.getByTestId('audio-time').textContent(), { timeout: 15_000 })
      .toMatch(/^0:0[3-9]/);
    await toggle.tap();
    const time = (await page.getByTestId('audio-time').textContent()) ?? '';
    const at = time.split(' / ')[0];
    // Pausing stores the position; a reload within the same moment could abort that write.
    await expect.poll(() => storedAudioSeconds(page)).toBeGreaterThanOrEqual(3);

    await page.reload();
    await map.waitUntilLoaded();
    expect(await map.counter.textContent()).toBe('6 / 8');
    await page.getByTestId('walk-bar').waitFor();
    await map.tapHeader();
    await map.waitForDrawer(true);
    await expect
      .poll(() => page.getByTestId('audio-time').textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`^${at} / [1-9]`));
    expect(await mediaTitle(page)).toBe(BUILTIN_LOCATIONS[5]!.title_nl);
  });

  it('opens a shared stop link at that stop, and shares a stop by copying its link', async () => {
    const walker = await newWalker();
    const { map, page, context } = walker;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await map.open(`/r/${BUILTIN_ROUTE_ID}/4`);
    expect(await map.counter.textContent()).toBe('4 / 8');
    expect(new URL(page.url()).pathname).toBe('/');

    await map.stepNext(2);
    await map.tapHeader();
    await map.waitForDrawer(true);
    await page.getByTestId('share-stop').tap();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Link gekopieerd');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/r/${BUILTIN_ROUTE_ID}/6`);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const lang of ['nl', 'eng'] as const) {
      const tag = `${size.width}x${size.height}-${lang}`;
      it(`shows the walk whole, clear of the stops, to its end (${tag})`, async () => {
        const walker = await newWalker({ ...size, geolocation: near(0, -150) });
        const { map, page } = walker;
        const shot = (name: string) =>
          page.screenshot({ path: path.join(SHOTS, `${name}-${tag}.png`) });
        await map.open('/');
        if (lang === 'eng') await map.switchLanguage();
        await page.getByTestId('walk-start').waitFor();
        await waitForMapIdle(page);
        expect(await underWalkControls(page)).toEqual([]);
        await shot('start');
        await startWalk(walker);
        await arriveAt(walker, 0);
        await expect.poll(() => page.getByTestId('walk-next').textContent()).toMatch(/^Stop 2/);
        await waitForMapIdle(page);
        expect(await underWalkControls(page)).toEqual([]);
        await arriveAt(walker, 3);
        await page.getByTestId('walk-prompt').waitFor();
        await waitForMapIdle(page);
        expect(await underWalkControls(page), 'with the question shown').toEqual([]);
        await shot('prompt');
        await page.getByTestId('walk-prompt').getByRole('button').last().tap();
        await map.tapHeader();
        await map.waitForDrawer(true);
        await page.getByTestId('walk-settings').waitFor();
        await shot('drawer');
        await map.tapHeader();
        await map.waitForDrawer(false);
        for (let i = 1; i < 8; i++) {
          await arriveAt(walker, i);
          await expect.poll(() => map.counter.textContent()).toBe(`${i + 1} / 8`);
          await expect
            .poll(() => page.getByTestId('walk-bar').getAttribute('data-visited'), {
              timeout: 10_000,
            })
            .toContain(String(i));
        }
        await page.getByTestId('walk-finished').waitFor();
        expect(await page.getByTestId('walk-summary').textContent()).toMatch(
          lang === 'nl' ? /gelopen in/ : /walked in/,
        );
        expect(await page.locator('[data-testid=stop-marker][data-visited=true]').count()).toBe(8);
        await shot('finished');
      });
    }
  }

  it('offers "Verder waar je was" for a walk left days ago', async () => {
    const walker = await newWalker({ geolocation: near(2, -300) });
    const { map, page } = walker;
    await startWalk(walker);
    await map.stepNext(2);
    await page.getByTestId('walk-bar').waitFor();
    // Two days pass (the stored walk's time set back, as the clock would have moved on), once
    // the walk's own writes (the step's position, the first fix) have landed.
    await page.waitForTimeout(2000);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('routegids');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('meta', 'readwrite');
            const meta = tx.objectStore('meta');
            const get = meta.get('walk');
            get.onsuccess = () => {
              const row = get.result as { value: { updatedAt: string } };
              row.value.updatedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
              meta.put(row);
            };
            tx.oncomplete = () => resolve();
          };
        }),
    );
    await page.reload();
    await map.waitUntilLoaded();
    expect(await map.counter.textContent()).toBe('3 / 8');
    const offer = page.getByTestId('walk-resume');
    await offer.waitFor();
    expect(await page.getByTestId('walk-bar').count()).toBe(0);
    await waitForMapIdle(page);
    expect(await underWalkControls(page), 'with the offer shown').toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'resume-390x844-nl.png') });
    await offer.getByRole('button', { name: 'Verder waar je was' }).tap();
    await page.getByTestId('walk-bar').waitFor();
    await offer.waitFor({ state: 'detached' });
    expect(await map.counter.textContent()).toBe('3 / 8');
  });
});
