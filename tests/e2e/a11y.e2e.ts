import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';
import { everyScreenPath, openScreen } from './pages/everyScreen.ts';

/** axe-core's whole source: evaluated in the page (an inline <script> would break our CSP). */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/** src/lib/languageStorage.ts */
const LANGUAGE_KEY = 'routegids.language';

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Serious and critical axe violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  });
}

describe('every screen passes axe-core (no serious or critical violation)', () => {
  const newPhone = usePhones();

  for (const lang of ['nl', 'eng'] as const) {
    it(`in ${lang === 'nl' ? 'Dutch' : 'English'} at 390x844`, async () => {
      const { page, map, context } = await newPhone();
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LANGUAGE_KEY,
        lang,
      ] as const);
      const found: Record<string, Finding[]> = {};
      for (const screen of everyScreenPath()) {
        await openScreen(page, map, screen);
        const violations = await seriousViolations(page);
        if (violations.length) found[screen.path] = violations;
      }
      // The map with its drawer open: the stop's story, photos, audio and controls.
      await map.open('/');
      await map.drawerHeader.click();
      await map.waitForDrawer(true);
      const drawer = await seriousViolations(page);
      if (drawer.length) found['/ (drawer open)'] = drawer;
      expect(await page.getAttribute('html', 'lang')).toBe(lang === 'nl' ? 'nl' : 'en');
      expect(found).toEqual({});
    });
  }
});

describe('the drawer for keyboard users and for less motion', () => {
  const newPhone = usePhones();

  it('closes on Escape and gives the focus back to its header', async () => {
    const { page, map } = await newPhone();
    await map.open('/');
    await map.drawerHeader.focus();
    await page.keyboard.press('Enter');
    await map.waitForDrawer(true);
    await page.keyboard.press('Escape');
    await map.waitForDrawer(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'drawer-header',
    );
  });

  it('announces the stop in words when the walker steps on', async () => {
    const { page, map } = await newPhone();
    await map.open('/');
    const live = page.getByRole('status').filter({ hasText: /^Stop \d+ van \d+$/ });
    expect(await live.textContent()).toBe('Stop 1 van 8');
    await map.next.click();
    await expect.poll(() => live.textContent()).toBe('Stop 2 van 8');
  });

  it('moves without animation when the system asks for less motion', async () => {
    const { page, map } = await newPhone();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await map.open('/');
    const top = () => map.drawer.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const closed = await top();
    // The sheet's place in every frame from the tap on: when the move starts depends on how
    // busy the machine is, but a spring would show places between closed and open.
    const sampling = map.drawer.evaluate(
      (el) =>
        new Promise<number[]>((done) => {
          const seen: number[] = [];
          const started = performance.now();
          const frame = () => {
            seen.push(Math.round(el.getBoundingClientRect().top));
            if (performance.now() - started < 1000) requestAnimationFrame(frame);
            else done(seen);
          };
          requestAnimationFrame(frame);
        }),
    );
    await map.drawerHeader.click();
    const seen = await sampling;
    const open = await top();
    expect(open).toBeLessThan(closed);
    expect(seen.at(-1)).toBe(open);
    expect(seen.filter((y) => y !== closed && y !== open)).toEqual([]);
    const slow = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')]
          .map((el) => getComputedStyle(el))
          .filter((s) =>
            [...s.transitionDuration.split(','), ...s.animationDuration.split(',')].some(
              (d) => Number.parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000) > 1,
            ),
          ).length,
    );
    expect(slow).toBe(0);
  });
});
