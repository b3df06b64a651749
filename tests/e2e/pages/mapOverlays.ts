import type { Page } from 'playwright-core';
import { type Box, overlaps } from './touch.ts';

/** Everything that floats over the map, by name. */
const OVERLAYS: Record<string, string> = {
  logo: '[data-testid=logo]',
  'language switch': '[data-testid=language-switch]',
  'sync badge': '[data-testid=sync-status]',
  'offline badge': '[data-testid=map-offline]',
  'walk controls': '[data-testid=walk-bar], [data-testid=walk-start]',
  'walk card': '[data-map-overlay=bottom]',
  'update banner': '[data-testid=update-banner]',
  'map controls': '.maplibregl-ctrl-top-right .maplibregl-ctrl',
  attribution: '.maplibregl-ctrl-attrib',
  drawer: '[data-testid=drawer], [data-testid=drawer-peek]',
  footer: '.drawer-footer',
};

export interface Placed {
  name: string;
  box: Box;
}

/** The overlays on screen, each with its box (clipped to the viewport). */
export async function overlayBoxes(page: Page): Promise<Placed[]> {
  return page.evaluate((selectors) => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const out: { name: string; box: { x: number; y: number; width: number; height: number } }[] =
      [];
    for (const [name, selector] of Object.entries(selectors)) {
      for (const el of document.querySelectorAll(selector)) {
        const r = el.getBoundingClientRect();
        const top = Math.max(0, r.top);
        const bottom = Math.min(vh, r.bottom);
        if (r.width === 0 || bottom <= top || getComputedStyle(el).visibility === 'hidden')
          continue;
        out.push({
          name,
          box: { x: r.left, y: top, width: Math.min(vw, r.right) - r.left, height: bottom - top },
        });
      }
    }
    return out;
  }, OVERLAYS);
}

/** The stop markers with their boxes (the pin itself), and whether each is the active one. */
export async function markerBoxes(page: Page): Promise<(Placed & { active: boolean })[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=stop-marker]')].map((el) => {
      const r = el.getBoundingClientRect();
      return {
        name: el.getAttribute('aria-label') ?? '',
        active: el.getAttribute('data-active') === 'true',
        box: { x: r.left, y: r.top, width: r.width, height: r.height },
      };
    }),
  );
}

/** "marker under overlay" for each marker that an overlay covers, or that is off screen. */
export async function hiddenMarkers(page: Page, only?: (m: { active: boolean }) => boolean) {
  const viewport = page.viewportSize()!;
  const overlays = await overlayBoxes(page);
  const problems: string[] = [];
  for (const marker of await markerBoxes(page)) {
    if (only && !only(marker)) continue;
    const b = marker.box;
    if (b.x < 0 || b.y < 0 || b.x + b.width > viewport.width || b.y + b.height > viewport.height) {
      problems.push(`${marker.name} is off screen`);
      continue;
    }
    for (const o of overlays)
      if (overlaps(b, o.box)) problems.push(`${marker.name} under ${o.name}`);
  }
  return problems;
}

/** Waits until the map's camera has stopped moving (framing and pans animate). */
export async function waitForMapIdle(page: Page): Promise<void> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = JSON.stringify((await markerBoxes(page)).map((m) => m.box));
    if (now === last) return;
    last = now;
    await page.waitForTimeout(150);
  }
}
