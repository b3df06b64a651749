import { describe, expect, it } from 'vitest';
import { ROUTE_STORED_KEY } from '../../src/lib/routeStoredHint.ts';
import { baseUrl, usePhones } from '../support/phones.ts';
import { hiddenMarkers, markerBoxes, waitForMapIdle } from './pages/mapOverlays.ts';

describe('a walker who loses the connection after the first visit', () => {
  const newWalker = usePhones();

  it('reloads the app in airplane mode and still walks the built-in route on the map', async () => {
    const walker = await newWalker({ serviceWorker: true, offlineFrom: baseUrl() });
    const { map, page, context } = walker;
    await map.open('/');
    // The first worker installs (precaching the shell) and takes control of the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // The install is the app, not the built-in route's 2 MB of audio and photos (its pack).
    const precached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.includes('precache'))) {
        for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
      }
      return paths;
    });
    expect(precached).toContain('/index.html');
    expect(precached.filter((p) => p.startsWith('/mp3/') || p.startsWith('/img/route/'))).toEqual(
      [],
    );

    // A return visit: the map starts while the database opens, not after its stops are read.
    expect(await page.evaluate((key) => localStorage.getItem(key), ROUTE_STORED_KEY)).toBe('1');
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await map.waitUntilLoaded();
    expect(await map.markers.count()).toBe(8);
    // The route line is there as the map loads (no worker round trip), under the markers.
    const line = await page.evaluate(() => {
      const path = document.querySelector<SVGPathElement>('svg.route-line path');
      const svg = path?.ownerSVGElement;
      const box = path?.getBoundingClientRect();
      return {
        points: (path?.getAttribute('d') ?? '').split(/[ML]/).filter(Boolean).length,
        width: box?.width ?? 0,
        height: box?.height ?? 0,
        underMarkers: [...document.querySelectorAll('.maplibregl-marker')].every(
          (m) => svg !== null && svg !== undefined && svg.compareDocumentPosition(m) & 4,
        ),
      };
    });
    expect(line.points).toBeGreaterThanOrEqual(8);
    expect(line.width + line.height).toBeGreaterThan(100);
    expect(line.underMarkers).toBe(true);
    // Framed once they came, under the loading overlay: all eight in view, none hidden.
    await waitForMapIdle(page);
    expect(await markerBoxes(page)).toHaveLength(8);
    expect(await hiddenMarkers(page)).toEqual([]);
    expect(await map.counter.textContent()).toBe('1 / 8');
    expect(await map.offlineBadge.isVisible()).toBe(true);
    // The pull replaced the bundled rows with the server's, which come without their articles;
    // the bundled articles stay stored, so stop 1 reads offline.
    await map.article.waitFor();
    expect(await map.article.textContent()).toContain(
      'Aan het Max Euweplein hangt een gedenkplaat',
    );

    // A QR path offline is still answered with the app, which logs it and shows the map.
    await map.open('/qr/offline-sign');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(walker.errors).toEqual([]);
  });
});
