import { rm } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE_MAP_PATH } from '../../scripts/bench/support/bareMap.ts';
import { buildBenchCopy } from '../../scripts/bench/support/benchCopy.ts';
import { DIST } from '../../scripts/bench/support/build.ts';
import { type LocalServer, startLocalServer } from '../../supabase/local/server.ts';
import { launchBrowser, newPhone } from '../support/browser.ts';

/**
 * The bench's "canvas hidden" figures are only worth reading if the canvas is hidden: a style
 * the page's Content Security Policy refuses leaves it drawn on screen with no other sign
 * (the bench's first try at MapLibre alone hidden did exactly that).
 */
describe("the Lighthouse bench's copy of the build", () => {
  let dir: string;
  let server: LocalServer;
  let browser: Browser;
  let phone: BrowserContext;

  beforeAll(async () => {
    dir = await buildBenchCopy(DIST);
    server = await startLocalServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory',
      distDir: dir,
    });
    browser = await launchBrowser();
    phone = await newPhone(browser, { offlineFrom: server.url });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The map canvas's `display` once MapLibre has made it. */
  async function canvasDisplay(path: string): Promise<string> {
    const page = await phone.newPage();
    try {
      await page.goto(`${server.url}${path}`);
      const canvas = page.locator('.maplibregl-canvas');
      await canvas.waitFor({ state: 'attached' });
      return await canvas.evaluate((el) => getComputedStyle(el).display);
    } finally {
      await page.close();
    }
  }

  it("hides the app's map canvas, and MapLibre alone's when asked, and only then", async () => {
    expect(await canvasDisplay('/')).toBe('none');
    expect(await canvasDisplay(`${BARE_MAP_PATH}?canvas=hidden`)).toBe('none');
    expect(await canvasDisplay(BARE_MAP_PATH)).toBe('block');
  });
});
