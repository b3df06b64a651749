/**
 * The small map of a route in the route lists: its line (or its stops) drawn as an SVG path
 * in a box, north up, with the east-west distances shrunk by cos(latitude) as on a map, and
 * the shape centred with a margin. No tiles: a list of ten routes must not cost ten maps.
 */
import type { LatLng } from './geo.ts';

export interface ThumbnailShape {
  /** SVG path data ("M x y L x y ..."); '' without points. */
  d: string;
  /** The stops as points in the box, in order. */
  stops: { x: number; y: number }[];
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

export function routeThumbnail(
  line: readonly [number, number][],
  stops: readonly LatLng[],
  width: number,
  height: number,
  margin = 6,
): ThumbnailShape {
  const all: [number, number][] = [
    ...line,
    ...stops.map((s) => [s.lng, s.lat] as [number, number]),
  ];
  if (all.length === 0) return { d: '', stops: [] };
  const lats = all.map(([, lat]) => lat);
  const lngs = all.map(([lng]) => lng);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * k;
  const spanY = maxLat - minLat;
  const innerW = width - 2 * margin;
  const innerH = height - 2 * margin;
  const scale = Math.min(
    spanX > 0 ? innerW / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? innerH / spanY : Number.POSITIVE_INFINITY,
  );
  const s = Number.isFinite(scale) ? scale : 0;
  const offX = margin + (innerW - spanX * s) / 2;
  const offY = margin + (innerH - spanY * s) / 2;
  const at = (lng: number, lat: number) => ({
    x: round1(offX + (lng - minLng) * k * s),
    y: round1(offY + (maxLat - lat) * s),
  });
  const path = line.length >= 2 ? line : stops.map((p) => [p.lng, p.lat] as [number, number]);
  const d = path
    .map(([lng, lat], i) => {
      const p = at(lng, lat);
      return `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`;
    })
    .join(' ');
  return { d, stops: stops.map((p) => at(p.lng, p.lat)) };
}
