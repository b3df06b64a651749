/**
 * A first visit and an offline cold start in headless Chromium (playwright-core, the e2e
 * launch flags), at a phone's size, with hosts other than the app's unreachable:
 * - every byte a first visit receives until the service worker is installed (its precache
 *   included): the page's requests and the worker's, as encoded on the wire;
 * - the offline cold start: with the worker installed, the context goes offline and a new
 *   page opens the app; the time from its navigation to the map's `load` (the 'map-load'
 *   performance mark in RouteMap.tsx).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { newPhone } from '../../../tests/support/browser.ts';

async function installedPhone(browser: Browser, url: string): Promise<BrowserContext> {
  return newPhone(browser, { serviceWorker: true, offlineFrom: url });
}

async function waitForWorker(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  // Active means installed: the precache is complete before a worker activates.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.close();
}

export type FirstVisit = { bytes: number; requests: number; workerRequests: number };

export async function firstVisitBytes(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await installedPhone(browser, url);
  try {
    const sizes: Promise<number>[] = [];
    let workerRequests = 0;
    context.on('requestfinished', (request) => {
      if (request.serviceWorker()) workerRequests += 1;
      sizes.push(
        request.sizes().then(
          (s) => s.responseBodySize + s.responseHeadersSize,
          () => 0,
        ),
      );
    });
    await waitForWorker(context, url);
    // Requests the app makes after the worker is ready (sync, images) still belong to the visit.
    await new Promise((r) => setTimeout(r, 2_000));
    const all = await Promise.all(sizes);
    return {
      bytes: all.reduce((a, b) => a + b, 0),
      requests: all.length,
      workerRequests,
    };
  } finally {
    await context.close();
  }
}

/** Navigation to map `load`, offline, with the worker installed; one fresh context per run. */
export async function offlineColdStart(browser: Browser, url: string): Promise<number> {
  const context = await installedPhone(browser, url);
  try {
    await waitForWorker(context, url);
    await context.setOffline(true);
    return await navigationToMapLoad(context, url);
  } finally {
    await context.close();
  }
}

/** A new page of `context` opens `url`: the time from its navigation to the 'map-load' mark. */
export async function navigationToMapLoad(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('map-load').length > 0, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => performance.getEntriesByName('map-load')[0]?.startTime ?? Number.NaN);
}
