import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../../src/domain/geo.ts';
import {
  type FrameOptions,
  frameStops,
  freeRect,
  type Insets,
  isPointFree,
  openDrawerStopY,
  stopScreenPoint,
  type Viewport,
} from '../../../src/domain/mapFraming.ts';

/** The map's zoom limits (src/ui/map/mapConfig.ts: the specification's 15–18 on Google's scale). */
const OPTS: FrameOptions = {
  minZoom: 14,
  maxZoom: 17,
  marker: { width: 30, height: 40 },
  margin: 6,
};
const PHONE: Viewport = { width: 390, height: 844 };
const DESK: Viewport = { width: 1280, height: 800 };
/** Top bar and badges, zoom controls, the closed drawer and its footer. */
const CLOSED: Insets = { top: 90, right: 50, bottom: 164, left: 12 };

/** Where MapLibre draws `p` with the camera at `center`/`zoom` (512 px Web Mercator). */
function screen(p: LatLng, center: LatLng, zoom: number, v: Viewport) {
  const w = (q: LatLng) => {
    const s = Math.sin((q.lat * Math.PI) / 180);
    const scale = 512 * 2 ** zoom;
    return {
      x: ((q.lng + 180) / 360) * scale,
      y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale,
    };
  };
  const a = w(p);
  const c = w(center);
  return { x: a.x - c.x + v.width / 2, y: a.y - c.y + v.height / 2 };
}

/** The built-in route's corners, about 400 x 740 m. */
const MUSEUMPLEIN: LatLng[] = [
  { lat: 52.36284, lng: 4.88263 },
  { lat: 52.3582, lng: 4.8812 },
  { lat: 52.3561, lng: 4.8854 },
  { lat: 52.3595, lng: 4.8864 },
];
/** About 2.3 x 2.5 km: too large for a phone even zoomed out as far as allowed. */
const WIDE: LatLng[] = [
  { lat: 52.379, lng: 4.88 },
  { lat: 52.357, lng: 4.914 },
  { lat: 52.356, lng: 4.879 },
];

describe('framing a new route', () => {
  for (const v of [PHONE, DESK]) {
    it(`puts every stop clear of the overlays when it fits (${v.width}x${v.height})`, () => {
      const cam = frameStops(MUSEUMPLEIN, v, CLOSED, OPTS)!;
      expect(cam.zoom).toBeGreaterThanOrEqual(14);
      expect(cam.zoom).toBeLessThanOrEqual(17);
      const rect = freeRect(v, CLOSED, OPTS);
      for (const p of MUSEUMPLEIN)
        expect(isPointFree(screen(p, cam.center, cam.zoom, v), rect)).toBe(true);
    });
  }

  it('zooms in no further than the limit for a single stop, and centres it in the free area', () => {
    const cam = frameStops([MUSEUMPLEIN[0]!], PHONE, CLOSED, OPTS)!;
    expect(cam.zoom).toBe(17);
    const at = screen(MUSEUMPLEIN[0]!, cam.center, cam.zoom, PHONE);
    const rect = freeRect(PHONE, CLOSED, OPTS);
    expect(at.x).toBeCloseTo((rect.left + rect.right) / 2, 3);
    expect(at.y).toBeCloseTo((rect.top + rect.bottom) / 2, 3);
  });

  it('stays at the outermost zoom for a route too large for the screen, with the first stop in view', () => {
    const cam = frameStops(WIDE, PHONE, CLOSED, OPTS)!;
    expect(cam.zoom).toBe(14);
    const rect = freeRect(PHONE, CLOSED, OPTS);
    expect(isPointFree(screen(WIDE[0]!, cam.center, cam.zoom, PHONE), rect)).toBe(true);
  });

  it('has nothing to frame without stops', () => {
    expect(frameStops([], PHONE, CLOSED, OPTS)).toBeNull();
  });
});

describe('where stepping puts the active stop', () => {
  it('in the middle of the free area with the drawer closed', () => {
    const rect = freeRect(PHONE, CLOSED, OPTS);
    const p = stopScreenPoint(PHONE, CLOSED, false, OPTS);
    expect(p).toEqual({
      x: (rect.left + rect.right) / 2,
      y: Math.round((rect.top + rect.bottom) / 2),
    });
  });

  it('at 15% of the height under 768 px and 20% from 768 px with the drawer open', () => {
    expect(openDrawerStopY({ width: 767, height: 1000 })).toBe(150);
    expect(openDrawerStopY({ width: 768, height: 1000 })).toBe(200);
    const open: Insets = { top: 20, right: 50, bottom: 480, left: 12 };
    expect(stopScreenPoint(DESK, open, true, OPTS).y).toBe(160);
  });

  it('above the open drawer and below the top bar on a phone', () => {
    // The open sheet covers 70% of 844 px: its top is at 253 px.
    const open: Insets = { ...CLOSED, bottom: 591 };
    const p = stopScreenPoint(PHONE, open, true, OPTS);
    expect(p.y - OPTS.marker.height).toBeGreaterThanOrEqual(CLOSED.top);
    expect(p.y).toBeLessThanOrEqual(253);
  });
});
