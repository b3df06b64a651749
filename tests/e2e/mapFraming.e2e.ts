import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';
import { hiddenMarkers, markerBoxes, overlayBoxes, waitForMapIdle } from './pages/mapOverlays.ts';
import { RoutesPage } from './pages/routesPage.ts';

/** Screenshots of each case, to look at when a check fails. */
const SHOTS = path.join(tmpdir(), 'routegids-map-framing');
mkdirSync(SHOTS, { recursive: true });

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

describe('the map keeps every stop clear of what floats over it', () => {
  const newWalker = usePhones();

  for (const size of SCREENS) {
    const tag = `${size.width}x${size.height}`;

    it(`opens the built-in route with all eight stops in view, none under an overlay (${tag})`, async () => {
      const { page, map } = await newWalker(size);
      await map.open('/');
      await waitForMapIdle(page);
      await page.screenshot({ path: path.join(SHOTS, `builtin-${tag}.png`) });
      expect(await markerBoxes(page)).toHaveLength(8);
      expect(await overlayBoxes(page)).not.toHaveLength(0);
      expect(await hiddenMarkers(page)).toEqual([]);
    });

    it(`frames a newly chosen route whole, and keeps the active stop seen when stepping (${tag})`, async () => {
      const { page, map } = await newWalker(size);
      await map.open('/');
      const routes = new RoutesPage(page);
      await routes.openFromMap();
      await routes.pick('Proefwandeling');
      await routes.startRoute();
      await waitForMapIdle(page);
      await page.screenshot({ path: path.join(SHOTS, `trial-${tag}.png`) });
      await expect.poll(() => map.counter.textContent()).toBe('1 / 4');
      expect(await markerBoxes(page)).toHaveLength(4);
      expect(await hiddenMarkers(page)).toEqual([]);

      // Stepping with the drawer closed, then open: the active stop stays in the seen part.
      for (let step = 2; step <= 4; step++) {
        await map.next.tap();
        await waitForMapIdle(page);
        expect(await hiddenMarkers(page, (m) => m.active), `stop ${step}, drawer closed`).toEqual(
          [],
        );
      }
      await map.previous.tap();
      await map.tapHeader();
      await map.waitForDrawer(true);
      await waitForMapIdle(page);
      await page.screenshot({ path: path.join(SHOTS, `trial-open-${tag}.png`) });
      expect(await hiddenMarkers(page, (m) => m.active), 'stop 3, drawer open').toEqual([]);
      for (const step of [2, 1]) {
        await page.getByTestId('previous').tap();
        await waitForMapIdle(page);
        expect(await hiddenMarkers(page, (m) => m.active), `stop ${step}, drawer open`).toEqual([]);
      }
    });
  }
});
