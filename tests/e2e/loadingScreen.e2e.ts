import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, usePhones } from '../support/phones.ts';

/**
 * The "Kaart laden..." screen paints from index.html and the app's copy takes its place: the
 * bar must go on from where the HTML's had crept to, not start over.
 */
const ENTRY = /\/assets\/index-[^/]+\.js$/;
const MAP_CHUNK = /\/assets\/RouteMap-[^/]+\.js$/;

/** The visible bar's width as a share of its track (its horizontal scale). */
const barScale = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const bar = document.querySelector(sel);
    if (!bar) return null;
    const m = /^matrix\(\s*([-\d.e]+)/.exec(getComputedStyle(bar).transform);
    return m ? Number(m[1]) : 0;
  }, selector);

describe('the loading screen', () => {
  const newPhone = usePhones();

  it("goes on creeping from where index.html's bar was when the app takes over", async () => {
    const { page } = await newPhone();
    // The map never loads here, so the loading screen stays.
    await page.route(MAP_CHUNK, () => {});
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'commit' });
    await page.locator('.map-loading__bar--html').waitFor();
    await page.waitForTimeout(1_200);
    const before = (await barScale(page, '.map-loading__bar--html')) ?? 0;
    expect(before).toBeGreaterThan(0.3);

    release();
    // The app's own bar: the same element class without the HTML's marker.
    const ours = '.map-loading__bar:not(.map-loading__bar--html)';
    await page.locator(ours).waitFor({ state: 'attached' });
    const after = (await barScale(page, ours)) ?? 0;
    expect(after).toBeGreaterThanOrEqual(before - 0.01);
    expect(after).toBeLessThan(0.9);
  });
});
