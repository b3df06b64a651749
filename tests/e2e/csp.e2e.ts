import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, usePhones } from '../support/phones.ts';
import { everyScreenPath, openScreen } from './pages/everyScreen.ts';

/** What the page reported: `securitypolicyviolation` events and CSP messages on the console. */
interface Violations {
  events: () => Promise<string[]>;
  console: string[];
}

async function watchViolations(page: Page): Promise<Violations> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}`);
    });
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy|Refused to/i.test(m.text())) {
      console.push(m.text());
    }
  });
  return {
    console,
    events: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

describe('the Content Security Policy', () => {
  const newPhone = usePhones();

  it('is served with the app, with the other security headers', async () => {
    const res = await fetch(new URL('/routes', baseUrl()));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(new URL('/sw.js', baseUrl()))).headers.get('cache-control')).toBe(
      'no-cache',
    );
  });

  it('lets every screen open with no violation', async () => {
    const { page, map } = await newPhone();
    const violations = await watchViolations(page);
    const screens = everyScreenPath();
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) {
      const { name, path } = screen;
      await openScreen(page, map, screen);
      expect(await violations.events(), `${name} (${path})`).toEqual([]);
    }
    expect(violations.console).toEqual([]);
  });

  it('lets the walk itself run with no violation: drawer, article, photos and audio', async () => {
    const { page, map } = await newPhone();
    const violations = await watchViolations(page);
    await map.open('/');
    await map.drawerHeader.click();
    await map.waitForDrawer(true);
    await map.next.click();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
  });
});
