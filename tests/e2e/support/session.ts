import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { MapPage } from '../pages/mapPage.ts';
import { launchBrowser, newPhone, type PhoneOptions } from './browser.ts';

/** One browser per spec file; each test gets a fresh phone (context) and the map page. */
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

let browser: Browser | null = null;

export async function startBrowser(): Promise<void> {
  browser = await launchBrowser();
}

export async function stopBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export async function newWalker(opts: PhoneOptions = {}): Promise<Walker> {
  if (!browser) throw new Error('startBrowser() first');
  const context = await newPhone(browser, opts);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, map: new MapPage(page, baseUrl()), errors };
}
