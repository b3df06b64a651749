/**
 * The tile corridor: the map tiles a walker can see near the route, and no others.
 *
 * The route is a set of polylines (the stored path, or straight legs between the stops)
 * plus the stops themselves as points. A tile belongs to the corridor at zoom z when its
 * rectangle comes within `bufferM` metres (250 m by default) of any segment: the distance
 * between a segment and a rectangle is 0 when the segment crosses it, and otherwise the
 * least of the segment's endpoints to the rectangle and the rectangle's corners to the
 * segment. Each segment is tested only against the tiles of its own bounding box grown by
 * the buffer, so the work follows the route's length, not the area it spans.
 *
 * Distances are measured on a local equirectangular plane around each segment's middle
 * latitude: x = R·Δλ·cos φ0, y = R·Δφ. Over a few kilometres this is within a fraction of a
 * per mille of the great circle, far below the buffer's meaning. The antimeridian is not
 * handled (a city walk never crosses it).
 *
 * A bounding box over the same buffered stops holds every corridor tile and usually many
 * more (an L-shaped or diagonal route leaves whole corners empty); `boundingBoxTiles` gives
 * that count for comparison.
 */
import { EARTH_RADIUS_M } from './distance.ts';
import type { LatLng } from './geo.ts';
import { type Bounds, type TileId, tileBounds, tileKey, tilesInBounds } from './tiles.ts';

/** How far from the route a tile may lie and still be packed (DESIGN.md §5.3). */
export const CORRIDOR_BUFFER_M = 250;

/** Metres per degree of latitude on the sphere the rest of the app uses. */
const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;

/** The tiles of one zoom level. */
export interface ZoomTiles {
  z: number;
  tiles: TileId[];
}

/**
 * The lines the walker follows: the stored path when it has at least two points (its
 * [lng, lat] pairs, GeoJSON order), otherwise straight legs between the stops in order.
 * Every stop is also added as a single point, so a path that misses a stop still covers it.
 */
export function routeLines(
  path: readonly (readonly [number, number])[] | null | undefined,
  stops: readonly LatLng[],
): LatLng[][] {
  const stored = (path ?? []).map(([lng, lat]) => ({ lat, lng }));
  const line = stored.length >= 2 ? stored : [...stops];
  return [line, ...stops.map((s) => [s])];
}

interface Segment {
  a: LatLng;
  b: LatLng;
}

/** Consecutive point pairs; a single point becomes a segment of length zero. */
function segmentsOf(lines: readonly (readonly LatLng[])[]): Segment[] {
  const segments: Segment[] = [];
  for (const line of lines) {
    if (line.length === 1) segments.push({ a: line[0]!, b: line[0]! });
    for (let i = 1; i < line.length; i++) segments.push({ a: line[i - 1]!, b: line[i]! });
  }
  return segments;
}

/** Bounds around `points` grown by `bufferM` metres on every side. */
function bufferedBounds(points: readonly LatLng[], bufferM: number): Bounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const dLat = bufferM / M_PER_DEG;
  // Grow longitudes by what the buffer spans at the latitude nearest a pole, where a
  // degree of longitude is shortest, so the box never falls short.
  const widestLat = Math.min(89, Math.max(Math.abs(south), Math.abs(north)) + dLat);
  const dLng = bufferM / (M_PER_DEG * Math.cos((widestLat * Math.PI) / 180));
  return {
    west: Math.min(...lngs) - dLng,
    east: Math.max(...lngs) + dLng,
    south: south - dLat,
    north: north + dLat,
  };
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Liang–Barsky: does the segment from (ax, ay) by (dx, dy) touch the rectangle? */
function segmentCrossesRect(ax: number, ay: number, dx: number, dy: number, r: Rect): boolean {
  const p = [-dx, dx, -dy, dy];
  const q = [ax - r.x0, r.x1 - ax, ay - r.y0, r.y1 - ay];
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < 4; i++) {
    const pi = p[i]!;
    const qi = q[i]!;
    if (pi === 0) {
      if (qi < 0) return false;
      continue;
    }
    const t = qi / pi;
    if (pi < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

function pointRectDistance(x: number, y: number, r: Rect): number {
  const dx = Math.max(r.x0 - x, 0, x - r.x1);
  const dy = Math.max(r.y0 - y, 0, y - r.y1);
  return Math.hypot(dx, dy);
}

function pointSegmentDistance(px: number, py: number, dx: number, dy: number): number {
  // The segment runs from the origin to (dx, dy).
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / len2));
  return Math.hypot(px - t * dx, py - t * dy);
}

/** Metres between a segment and a rectangle (0 when they touch), on the local plane at `a`. */
function segmentRectDistance(s: Segment, b: Bounds): number {
  const kLng = M_PER_DEG * Math.cos((((s.a.lat + s.b.lat) / 2) * Math.PI) / 180);
  const x = (lng: number): number => (lng - s.a.lng) * kLng;
  const y = (lat: number): number => (lat - s.a.lat) * M_PER_DEG;
  const r: Rect = { x0: x(b.west), x1: x(b.east), y0: y(b.south), y1: y(b.north) };
  const dx = x(s.b.lng);
  const dy = y(s.b.lat);
  if (segmentCrossesRect(0, 0, dx, dy, r)) return 0;
  const corners: [number, number][] = [
    [r.x0, r.y0],
    [r.x0, r.y1],
    [r.x1, r.y0],
    [r.x1, r.y1],
  ];
  return Math.min(
    pointRectDistance(0, 0, r),
    pointRectDistance(dx, dy, r),
    ...corners.map(([cx, cy]) => pointSegmentDistance(cx, cy, dx, dy)),
  );
}

const byXY = (a: TileId, b: TileId): number => a.x - b.x || a.y - b.y;

/** The corridor's tiles at zoom `z`, sorted west to east, then north to south. */
export function corridorTiles(
  lines: readonly (readonly LatLng[])[],
  z: number,
  bufferM: number = CORRIDOR_BUFFER_M,
): TileId[] {
  const found = new Map<string, TileId>();
  for (const segment of segmentsOf(lines)) {
    for (const tile of tilesInBounds(bufferedBounds([segment.a, segment.b], bufferM), z)) {
      const key = tileKey(tile);
      if (found.has(key)) continue;
      if (segmentRectDistance(segment, tileBounds(tile)) <= bufferM) found.set(key, tile);
    }
  }
  return [...found.values()].sort(byXY);
}

/** The corridor at each of `zooms` (duplicates dropped, lowest zoom first). */
export function corridorTilesByZoom(
  lines: readonly (readonly LatLng[])[],
  zooms: readonly number[],
  bufferM: number = CORRIDOR_BUFFER_M,
): ZoomTiles[] {
  return [...new Set(zooms)]
    .sort((a, b) => a - b)
    .map((z) => ({ z, tiles: corridorTiles(lines, z, bufferM) }));
}

/** For comparison: every tile of the buffered bounding box around all the lines' points. */
export function boundingBoxTiles(
  lines: readonly (readonly LatLng[])[],
  z: number,
  bufferM: number = CORRIDOR_BUFFER_M,
): TileId[] {
  const points = lines.flat();
  if (points.length === 0) return [];
  return tilesInBounds(bufferedBounds(points, bufferM), z).sort(byXY);
}
