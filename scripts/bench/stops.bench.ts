/**
 * The stop carousel on a 390x844 phone (dpr 1, touch), against the built app served locally,
 * every request outside the app's origin blocked:
 * - time from a tap on "next" to the next slide's first image on screen (the slide active and
 *   its picture decoded): for a neighbour the carousel preloaded, and for a stop it did not
 *   (a jump by pagination to a slide two or more away);
 * - the bytes a stop costs at that width: its pictures at the widths the page asks for (the
 *   main picture, the drawer's is the same URL, and the thumbnails) and its audio, next to the
 *   pictures' full-size originals.
 * Run: npx tsx scripts/bench/stops.bench.ts   (BENCH_BUILD=1 forces a fresh build)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startLocalServer } from '../../supabase/local/server.ts';
import { launchBrowser, newPhone } from '../../tests/support/browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const STOPS = 8;

function build(): void {
  const vitePkg = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePkg), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function report(name: string, value: string, note = ''): void {
  console.log(`${name}: ${value}${note ? ` (${note})` : ''}`);
}

/** Opens the app and the carousel at stop 1, and waits until its picture is there. */
async function openCarousel(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('map-load').length > 0 &&
      !document.querySelector('[data-testid=map-loading]'),
    undefined,
    { timeout: 60_000 },
  );
  await page.getByTestId('drawer-header').tap();
  await page.getByTestId('open-details').tap();
  await page.locator('.swiper-slide-active [data-testid=stop-slide][data-ready=true]').waitFor();
}

/**
 * Taps `target` and resolves with the ms until the slide of stop `index` is the active one
 * with its first picture decoded, by the page's clock from the touch.
 */
async function tapToImage(page: Page, target: string, index: number): Promise<number> {
  await page.evaluate((sel) => {
    const w = window as unknown as { __tapAt?: number };
    w.__tapAt = undefined;
    document.querySelector(sel)?.addEventListener(
      'pointerdown',
      () => {
        w.__tapAt = performance.now();
      },
      { once: true, capture: true },
    );
  }, target);
  await page.locator(target).tap();
  return page.evaluate(
    (i) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const img = document.querySelector<HTMLImageElement>(
            `.swiper-slide-active [data-testid=stop-slide][data-index="${i}"] [data-testid=gallery-main]`,
          );
          const tapAt = (window as unknown as { __tapAt?: number }).__tapAt;
          if (img?.complete && img.naturalWidth > 0 && tapAt !== undefined) {
            resolve(performance.now() - tapAt);
          } else requestAnimationFrame(check);
        };
        check();
      }),
    index,
  );
}

async function timings(page: Page, url: string): Promise<void> {
  await openCarousel(page, url);
  const preloaded: number[] = [];
  for (let i = 1; i < STOPS; i++) {
    await page.waitForTimeout(700); // the neighbour's picture has had its time to load
    preloaded.push(await tapToImage(page, '[data-testid=detail-next]', i));
  }
  report(
    'carousel.next_to_first_image.preloaded',
    `${median(preloaded).toFixed(0)} ms`,
    `median of ${preloaded.length}; max ${Math.max(...preloaded).toFixed(0)} ms; the slide animation itself is 500 ms`,
  );

  // Not preloaded: a fresh page at stop 1, then straight to a stop three away.
  const cold: number[] = [];
  for (const to of [3, 5, 7]) {
    await openCarousel(page, url);
    const bullet = `[data-testid=pagination] .swiper-pagination-bullet:nth-child(${to + 1})`;
    cold.push(await tapToImage(page, bullet, to));
  }
  report(
    'carousel.jump_to_first_image.not_preloaded',
    `${median(cold).toFixed(0)} ms`,
    `median of ${cold.length}; pagination jump to a slide outside the window`,
  );
}

interface StopBytes {
  images: number;
  imageRequests: number;
  audio: number;
  originals: number;
}

/** The picture and audio URLs of the active slide, as the page asks for them. */
async function activeSlideMedia(page: Page): Promise<{ images: string[]; audio: string | null }> {
  return page.evaluate(() => {
    const slide = document.querySelector('.swiper-slide-active [data-testid=stop-slide]');
    const images = [...(slide?.querySelectorAll('img') ?? [])].map((i) => i.currentSrc || i.src);
    const posters = [...(slide?.querySelectorAll('video[poster]') ?? [])].map(
      (v) => new URL(v.getAttribute('poster') ?? '', location.href).href,
    );
    const audio = slide?.querySelector('[data-testid=audio-player]')?.getAttribute('data-src');
    return {
      images: [...new Set([...images, ...posters])],
      audio: audio ? new URL(audio, location.href).href : null,
    };
  });
}

/**
 * What each stop of the shown route costs while the walker steps through it in the carousel:
 * its pictures as fetched (encoded bytes, each URL once) and its audio file.
 */
async function routeBytes(page: Page, name: string, stops: number): Promise<void> {
  const perStop: StopBytes[] = [];
  const widths = new Set<string>();
  for (let i = 0; i < stops; i++) {
    if (i > 0) await page.getByTestId('detail-next').tap();
    await page.locator('.swiper-slide-active [data-testid=stop-slide][data-ready=true]').waitFor();
    await page.waitForTimeout(900); // thumbnails come 500 ms after the first picture
    const media = await activeSlideMedia(page);
    for (const u of media.images) widths.add(new URL(u).searchParams.get('w') ?? 'none');
    const sizes = await page.evaluate(async ({ images, audio }) => {
      const fetched = new Map(
        performance
          .getEntriesByType('resource')
          .map((e) => [e.name, (e as PerformanceResourceTiming).encodedBodySize] as const),
      );
      const size = async (u: string) => (await (await fetch(u)).arrayBuffer()).byteLength;
      const plain = (u: string) => u.split('?')[0]!;
      return {
        images: images.reduce((sum, u) => sum + (fetched.get(u) ?? 0), 0),
        audio: audio ? await size(audio) : 0,
        originals: (await Promise.all([...new Set(images.map(plain))].map(size))).reduce(
          (a, b) => a + b,
          0,
        ),
      };
    }, media);
    perStop.push({ ...sizes, imageRequests: media.images.length });
  }
  const avg = (f: (s: StopBytes) => number) => perStop.reduce((s, x) => s + f(x), 0) / stops;
  const w = [...widths].sort().join(', ');
  report(
    `stop_bytes.390px.${name}.images`,
    kb(avg((s) => s.images)),
    `mean of ${stops} stops; ${avg((s) => s.imageRequests).toFixed(1)} pictures per stop, w=${w}`,
  );
  report(`stop_bytes.390px.${name}.audio`, kb(avg((s) => s.audio)), 'mean per stop, whole file');
  report(`stop_bytes.390px.${name}.total`, kb(avg((s) => s.images + s.audio)), 'mean per stop');
  report(
    `stop_bytes.${name}.images_full_size`,
    kb(avg((s) => s.originals)),
    'the same pictures without w and q, for comparison',
  );
}

async function bytes(page: Page, url: string): Promise<void> {
  // The built-in route: its pictures are files of the app itself (a static host does not
  // resize them; they are made small).
  await openCarousel(page, url);
  await routeBytes(page, 'builtin', STOPS);
  // The trial route: pictures from the media storage, resized to the width asked for.
  await page.locator('.screen-dialog__close').tap();
  await page.getByTestId('choose-route').tap();
  await page
    .getByTestId('route-card')
    .filter({ hasText: 'Proefwandeling' })
    .locator('button')
    .tap();
  await page.getByTestId('confirm-route').tap();
  await page.getByTestId('route-confirm').waitFor({ state: 'detached' });
  await page.waitForFunction(
    () => document.querySelector('[data-testid=counter]')?.textContent === '1 / 4',
  );
  await page.getByTestId('drawer-header').tap();
  await page.getByTestId('open-details').tap();
  await routeBytes(page, 'trial', 4);
}

if (process.env.BENCH_BUILD === '1' || !existsSync(path.join(dist, 'index.html'))) build();
const server = await startLocalServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory',
  distDir: dist,
});
const browser = await launchBrowser();
try {
  for (const measure of [timings, bytes]) {
    const context = await newPhone(browser, { offlineFrom: server.url });
    // tsx keeps function names with a __name() helper, which functions sent to the page call.
    await context.addInitScript('globalThis.__name = (f) => f');
    const page = await context.newPage();
    await measure(page, server.url);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
