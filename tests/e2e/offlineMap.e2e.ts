import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { baseUrl, usePhones } from '../support/phones.ts';
import { addTestStyle } from './pages/testStyle.ts';

const ROUTE_LINE = { r: 0x7a, g: 0xac, b: 0xde };

function colourStats(png: Buffer): { distinct: number; routeLinePixels: number } {
  const image = PNG.sync.read(png);
  const seen = new Set<number>();
  let routeLinePixels = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const r = image.data[i]!;
    const g = image.data[i + 1]!;
    const b = image.data[i + 2]!;
    seen.add((r << 16) | (g << 8) | b);
    if (Math.abs(r - ROUTE_LINE.r) + Math.abs(g - ROUTE_LINE.g) + Math.abs(b - ROUTE_LINE.b) < 24)
      routeLinePixels++;
  }
  return { distinct: seen.size, routeLinePixels };
}

describe('a walker without mobile data', () => {
  const newWalker = usePhones();

  it('still gets a map with the route when nothing outside the app can be reached', async () => {
    const walker = await newWalker({ offlineFrom: baseUrl() });
    const { map, page } = walker;
    await map.open('/');

    expect(await map.offlineBadge.isVisible()).toBe(true);
    expect(await map.markers.count()).toBe(8);
    // The map's canvas, and the route line over it with a point per stop.
    const drawn = await page.evaluate(() => ({
      canvas: document.querySelector('canvas.maplibregl-canvas') !== null,
      linePoints: (document.querySelector('svg.route-line path')?.getAttribute('d') ?? '')
        .split(/[ML]/)
        .filter(Boolean).length,
    }));
    expect(drawn.canvas).toBe(true);
    expect(drawn.linePoints).toBeGreaterThanOrEqual(8);

    // The map alone (HTML markers, controls and drawer hidden): the route line is drawn over it.
    await addTestStyle(
      page,
      '.maplibregl-marker,.maplibregl-control-container,.top-bar,.drawer,.drawer-footer,.map-offline-badge,.map-pack{visibility:hidden!important}',
    );
    const canvasOnly = colourStats(await map.mapCanvas.screenshot());
    expect(canvasOnly.routeLinePixels).toBeGreaterThan(300);
    expect(canvasOnly.distinct).toBeGreaterThan(2);
  });

  it('sees a screen that is not blank: map, line and markers in many colours', async () => {
    const walker = await newWalker({ offlineFrom: baseUrl() });
    const { map, page } = walker;
    await map.open('/');
    const viewport = page.viewportSize()!;
    // The map area between the top bar and the peeking drawer.
    const shot = await page.screenshot({
      clip: { x: 0, y: 60, width: viewport.width, height: viewport.height - 60 - 180 },
    });
    const stats = colourStats(shot);
    expect(stats.distinct).toBeGreaterThan(50);
    expect(stats.routeLinePixels).toBeGreaterThan(300);
  });
});
