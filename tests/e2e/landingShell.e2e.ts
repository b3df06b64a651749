import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, usePhones } from '../support/phones.ts';
import { AccountPages } from './pages/accountPages.ts';
import { APP_DIALOG } from './pages/everyScreen.ts';

/**
 * A first visit's landing page paints from index.html (scripts/vite/landingShell.ts), before
 * any script has arrived, and the app's own takes its place without a jump.
 */
const ENTRY = /\/assets\/index-[^/]+\.js$/;
const COPY = '#landing-shell';

/** Holds the entry script back until `release()`: the page as a slow link shows it first. */
async function holdEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI || '(inline)'}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Where the landing page's parts are on screen (a copy's or the app's, whichever `root` is). */
async function layout(page: Page, root: string): Promise<Record<string, unknown>> {
  const parts = ['.screen-dialog__title', '.landing__intro', '.landing__start', '.offer'];
  const boxes: Record<string, unknown> = {};
  for (const part of parts)
    boxes[part] = await page.locator(`${root} ${part}`).first().boundingBox();
  return boxes;
}

describe("a first visit's landing page", () => {
  const newPhone = usePhones();

  it('is there before any script, and its start button closes it without one', async () => {
    const { page } = await newPhone({ firstVisit: true });
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(new URL('/', baseUrl()).toString());
    const copy = page.locator(COPY);
    await copy.waitFor({ state: 'visible' });
    expect(await copy.locator('.screen-dialog__title').textContent()).toBe('Welkom bij Routegids');
    expect(await copy.locator('.landing__intro').isVisible()).toBe(true);
    expect(await copy.locator('a[href="/register"]').count()).toBeGreaterThan(0);
    await copy.locator('.landing__start').click();
    expect(await copy.isVisible()).toBe(false);
  });

  it("lays out with the HTML's own styles exactly as the app's, style sheets or not", async () => {
    const { page } = await newPhone({ firstVisit: true });
    await page.route(/\.(js|css)$/, (route) => route.abort());
    await page.goto(new URL('/', baseUrl()).toString());
    await page.locator(COPY).waitFor({ state: 'visible' });
    const bare = await layout(page, COPY);

    const app = await newPhone({ firstVisit: true });
    await app.page.goto(new URL('/', baseUrl()).toString());
    await app.page.getByTestId('landing').waitFor({ state: 'visible' });
    expect(await layout(app.page, APP_DIALOG)).toEqual(bare);
  });

  it("is replaced by the app's own in the same place, with no CSP violation", async () => {
    const { page, map } = await newPhone({ firstVisit: true });
    const violations = await watchViolations(page);
    const release = await holdEntry(page);
    await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'commit' });
    const intro = page.locator(`${COPY} .landing__intro`);
    await intro.waitFor({ state: 'visible' });
    const before = await intro.boundingBox();
    // A tap on the copy (an input, after which screens animate in) must not make it jump.
    await intro.click();
    release();

    await page.getByTestId('landing').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator(COPY).count()).toBe(0);
    const after = await page.locator('.landing__intro').boundingBox();
    expect(after).toEqual(before);
    expect(await page.locator('dialog[open]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/start');
    expect(await violations()).toEqual([]);

    await page.getByTestId('start-walk').click();
    await map.waitUntilLoaded();
    expect(await map.markers.count()).toBe(8);
  });

  it('holds the loading bar under it still, in the HTML and in the app, until it closes', async () => {
    const { page } = await newPhone({ firstVisit: true });
    // The map never loads here, so the loading screen stays under the landing page.
    await page.route(/\/assets\/RouteMap-[^/]+\.js$/, () => {});
    const release = await holdEntry(page);
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a as CSSAnimation).animationName ?? 'transition'),
      );
    await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'commit' });
    await page.locator(COPY).waitFor({ state: 'visible' });
    expect(await page.locator('.map-loading__bar').count()).toBe(1);
    expect(await running()).toEqual([]);

    release();
    await page.getByTestId('landing').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator(COPY).count()).toBe(0);
    expect(await running()).toEqual([]);

    await page.getByTestId('start-walk').click();
    await expect.poll(running).toEqual(['shell-creep']);
  });

  it('keeps the map screen under it unpainted on a phone, and painted around it on a wide screen', async () => {
    const mapScreen = (page: Page) =>
      page.evaluate(() => {
        const el = document.querySelector('.map-screen');
        return el ? getComputedStyle(el).visibility : 'absent';
      });
    const phone = await newPhone({ firstVisit: true });
    const release = await holdEntry(phone.page);
    await phone.page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'commit' });
    await phone.page.locator(COPY).waitFor({ state: 'visible' });
    release();
    // Under the HTML's copy, then under the app's own landing page.
    await phone.page.locator('.map-screen').waitFor({ state: 'attached' });
    expect(await mapScreen(phone.page)).toBe('hidden');
    await phone.page.getByTestId('landing').waitFor({ state: 'visible' });
    await expect.poll(() => phone.page.locator(COPY).count()).toBe(0);
    expect(await mapScreen(phone.page)).toBe('hidden');
    await phone.page.getByTestId('start-walk').click();
    await phone.map.waitUntilLoaded();
    expect(await mapScreen(phone.page)).toBe('visible');
    expect(await phone.map.markers.first().isVisible()).toBe(true);

    const wide = await newPhone({ firstVisit: true, width: 1280, height: 800 });
    await wide.page.goto(new URL('/', baseUrl()).toString());
    await wide.page.getByTestId('landing').waitFor({ state: 'visible' });
    expect(await mapScreen(wide.page)).toBe('visible');
  });

  it('counts as seen when closed before the app had started: the map, and no landing again', async () => {
    const { page, map } = await newPhone({ firstVisit: true });
    const release = await holdEntry(page);
    await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'commit' });
    await page.locator(`${COPY} .screen-dialog__close`).click();
    release();
    await map.waitUntilLoaded();
    const ui = new AccountPages(page, baseUrl());
    expect(await ui.dialog.count()).toBe(0);
    expect(await page.locator(COPY).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    await map.open('/');
    expect(await page.locator(`${COPY}:visible`).count()).toBe(0);
    expect(await ui.dialog.count()).toBe(0);
  });
});
