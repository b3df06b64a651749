import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { MapPage } from '../e2e/pages/mapPage.ts';
import { launchBrowser, newPhone, type PhoneOptions } from './browser.ts';

/** A phone (browser context) with the app's map page. */
export interface Walker {
  context: BrowserContext;
  page: Page;
  map: MapPage;
  /** Errors thrown by the page's scripts. */
  errors: string[];
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Call once in a spec's `describe`: one browser for the file, and a fresh phone per call of
 * the returned function. Every phone is closed after its test, and the test fails if a page
 * script threw, so no spec has to remember either.
 */
export function usePhones(): (opts?: PhoneOptions) => Promise<Walker> {
  let browser: Browser | null = null;
  const open: Walker[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const walkers = open.splice(0);
    for (const walker of walkers) await walker.context.close();
    expect(walkers.flatMap((w) => w.errors)).toEqual([]);
  });
  return async (opts = {}) => {
    if (!browser) throw new Error('usePhones() must be called inside describe()');
    const context = await newPhone(browser, opts);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const walker = { context, page, map: new MapPage(page, baseUrl()), errors };
    open.push(walker);
    return walker;
  };
}
