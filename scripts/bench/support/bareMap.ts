/**
 * The page of MapLibre alone (scripts/bench/bareMap), built into `bare-map/` of a copy of the
 * app's build, so the local server serves both with the same headers; and the time from its
 * navigation to the map's `load` once its files are cached, as the offline cold start has the
 * app's files in the worker's cache.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { newPhone } from '../../../tests/support/browser.ts';
import { ROOT } from './build.ts';
import { navigationToMapLoad } from './firstVisit.ts';

export const BARE_MAP_PATH = '/bare-map/index.html';

export async function buildBareMap(distCopy: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(ROOT, 'scripts/bench/bareMap'),
    base: '/bare-map/',
    logLevel: 'warn',
    build: {
      outDir: path.join(distCopy, 'bare-map'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 2048, // MapLibre is one large module, as in the app
    },
  });
}

/** Navigation → `load` of the bare map, its files cached by a first load; one context per run. */
export async function bareMapWarmStart(browser: Browser, url: string): Promise<number> {
  // No request routing here: Playwright turns the HTTP cache off for a context that routes.
  const context = await newPhone(browser);
  try {
    const first = await context.newPage();
    await first.goto(url);
    await first.waitForFunction(() => document.body.dataset.mapLoaded === 'true');
    await first.close();
    return await navigationToMapLoad(context, url);
  } finally {
    await context.close();
  }
}
