import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

/** The system Chromium, headless, with WebGL through SwiftShader (no GPU on CI machines). */
export async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh temporary profile (user data dir) and removes it.
  return chromium.launch(LAUNCH);
}

/**
 * A phone whose browser keeps its profile in `userDataDir`, so closing it and launching again
 * is a browser restart: what the page kept in localStorage and IndexedDB is still there,
 * sessionStorage is not. The caller makes the folder (fresh per test) and removes it.
 */
export async function launchPhoneProfile(userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...LAUNCH,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    locale: 'nl-NL',
  });
  await context.addInitScript(markLandingSeen, LANDING_SEEN_KEY);
  return context;
}

export interface PhoneOptions {
  width?: number;
  height?: number;
  /** Abort every request that leaves the app's origin (no map tiles, no CDNs). */
  offlineFrom?: string;
  /** Let the app's service worker run (blocked by default). */
  serviceWorker?: boolean;
  /** Where the phone says it is (location permission granted). */
  geolocation?: { latitude: number; longitude: number };
  /**
   * A visitor who has never been here: the landing page greets them over the map. By default
   * a phone has seen it before, so specs about the map find the map in front.
   */
  firstVisit?: boolean;
}

/** src/lib/firstVisit.ts: the landing page was seen. */
const LANDING_SEEN_KEY = 'routegids.landing.seen';

/** An init script: it runs in every document, and some (about:blank, error pages) have no storage. */
function markLandingSeen(key: string): void {
  try {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '1');
  } catch {
    // nothing to mark in a document without storage
  }
}

/**
 * A phone: 390x844, touch, mobile viewport. Service workers are blocked unless asked for, so
 * each test sees the network as it sets it up.
 */
export async function newPhone(browser: Browser, opts: PhoneOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 390, height: opts.height ?? 844 },
    hasTouch: true,
    isMobile: (opts.width ?? 390) < 768,
    deviceScaleFactor: 1,
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
    locale: 'nl-NL',
    ...(opts.geolocation ? { geolocation: opts.geolocation, permissions: ['geolocation'] } : {}),
  });
  if (!opts.firstVisit) {
    await context.addInitScript(markLandingSeen, LANDING_SEEN_KEY);
  }
  if (opts.offlineFrom) {
    const origin = new URL(opts.offlineFrom).origin;
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin
        ? route.continue()
        : route.abort('internetdisconnected'),
    );
  }
  return context;
}
