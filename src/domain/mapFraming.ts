/**
 * Where the map's camera goes, so that stops are seen and never hidden under what floats over
 * the map (logo, language switch, sync badge, update banner, zoom controls, the drawer).
 *
 * The caller measures the overlays as insets from the screen edges; a stop's marker is a pin
 * anchored at its bottom centre, so the point itself must stay a pin's height below the top
 * inset and half a pin's width inside the sides. What is left is the free rectangle.
 *
 * - A new route is framed whole: the zoom at which every stop fits the free rectangle,
 *   within the specification's limits (15–18). When even zoom 15 is too close (a long route
 *   on a phone), the route is centred as far as the first stop allows: the first stop is
 *   always in view.
 * - Stepping places the active stop in the part of the map that is seen. With the drawer
 *   closed, in the middle of the free rectangle. With the drawer open, at 15% of the screen
 *   height from the top under 768 px wide and at 20% from 768 px: the drawer covers 70% or
 *   60% of the height there, and those are the middles of the strips it leaves (the
 *   specification's "offset by about 15% / 20%"). It is moved down when that would put it
 *   under a top overlay.
 *
 * Web Mercator with 512 px tiles, as MapLibre draws it.
 */
import type { LatLng } from './geo.ts';

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The largest marker (the active one, 30x40), anchored at its bottom centre. */
export interface MarkerSize {
  width: number;
  height: number;
}

export interface FrameOptions {
  minZoom: number;
  maxZoom: number;
  marker: MarkerSize;
  /** Extra room between a marker and an overlay, px. */
  margin: number;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Narrow screens are under 768 px wide (specification, "Drawer"). */
export const NARROW_MAX_WIDTH = 768;

const TILE = 512;

const project = (p: LatLng): { x: number; y: number } => {
  const sin = Math.sin((p.lat * Math.PI) / 180);
  return {
    x: ((p.lng + 180) / 360) * TILE,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE,
  };
};

const unproject = (x: number, y: number): LatLng => {
  const lng = (x / TILE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / TILE;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
};

/** Where a marker's anchor point may be so that the whole pin is clear of every overlay. */
export function freeRect(viewport: Viewport, insets: Insets, o: FrameOptions): Rect {
  const half = o.marker.width / 2;
  return {
    left: insets.left + half + o.margin,
    right: viewport.width - insets.right - half - o.margin,
    top: insets.top + o.marker.height + o.margin,
    bottom: viewport.height - insets.bottom - o.margin,
  };
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), hi);

/**
 * The camera (centre and zoom) that shows `points` inside the free rectangle; `points[0]` is
 * the first stop, kept in view when not all fit. Null without points.
 */
export function frameStops(
  points: readonly LatLng[],
  viewport: Viewport,
  insets: Insets,
  o: FrameOptions,
): { center: LatLng; zoom: number } | null {
  const first = points[0];
  if (!first) return null;
  const rect = freeRect(viewport, insets, o);
  const freeW = Math.max(1, rect.right - rect.left);
  const freeH = Math.max(1, rect.bottom - rect.top);
  const world = points.map(project);
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const fit = Math.min(
    maxX > minX ? freeW / (maxX - minX) : Number.POSITIVE_INFINITY,
    maxY > minY ? freeH / (maxY - minY) : Number.POSITIVE_INFINITY,
  );
  const zoom = clamp(Number.isFinite(fit) ? Math.log2(fit) : o.maxZoom, o.minZoom, o.maxZoom);
  const scale = 2 ** zoom;
  const f = world[0]!;
  // The world point (at this zoom) that the free rectangle's middle shows.
  const along = (lo: number, hi: number, firstAt: number, room: number): number => {
    const mid = ((lo + hi) / 2) * scale;
    const half = room / 2;
    return clamp(mid, firstAt * scale - half, firstAt * scale + half);
  };
  const midX = along(minX, maxX, f.x, freeW);
  const midY = along(minY, maxY, f.y, freeH);
  // The screen centre sits this far from the free rectangle's middle.
  const cx = midX + (viewport.width / 2 - (rect.left + rect.right) / 2);
  const cy = midY + (viewport.height / 2 - (rect.top + rect.bottom) / 2);
  return { center: unproject(cx / scale, cy / scale), zoom };
}

/** Where the drawer-open rule puts the active stop: 15% / 20% of the height from the top. */
export function openDrawerStopY(viewport: Viewport): number {
  return Math.round(viewport.height * (viewport.width < NARROW_MAX_WIDTH ? 0.15 : 0.2));
}

/**
 * The screen point where the active stop's anchor should sit. `insets` are those of the
 * state the drawer is in (open: its bottom inset is the open sheet's).
 */
export function stopScreenPoint(
  viewport: Viewport,
  insets: Insets,
  drawerOpen: boolean,
  o: FrameOptions,
): { x: number; y: number } {
  const rect = freeRect(viewport, insets, o);
  const x = (rect.left + rect.right) / 2;
  if (!drawerOpen) return { x, y: Math.round((rect.top + rect.bottom) / 2) };
  const y = openDrawerStopY(viewport);
  // Below a top overlay first: a pin under the logo is worse than one low in a small strip.
  return { x, y: Math.max(rect.top, Math.min(y, rect.bottom)) };
}

/** Whether a marker anchored at screen point `p` is inside the free rectangle (to half a pixel). */
export function isPointFree(p: { x: number; y: number }, rect: Rect): boolean {
  const e = 0.5;
  return (
    p.x >= rect.left - e && p.x <= rect.right + e && p.y >= rect.top - e && p.y <= rect.bottom + e
  );
}
