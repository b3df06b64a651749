import type { LatLng } from './geo.ts';

/** Decimal places the server keeps in a path point (about 0.1 m). */
const PRECISION = 1e6;
const round = (v: number): number => Math.round(v * PRECISION) / PRECISION;

/**
 * A route's stored overview path as the server computes it (private.refresh_route_metrics):
 * the stops in order as [lng, lat] pairs (GeoJSON order), rounded to 6 decimal places. The
 * bundled built-in route uses it too, so the server's copy of that route, arriving with the
 * first sync, carries the very same line and the map has nothing to redraw.
 */
export function stopsPath(stops: LatLng[]): [number, number][] {
  return stops.map(({ lat, lng }) => [round(lng), round(lat)]);
}

/** Whether two paths are the same line, point for point. */
export function samePath(a: [number, number][] | null, b: [number, number][] | null): boolean {
  return (
    a === b ||
    (!!a &&
      !!b &&
      a.length === b.length &&
      a.every((p, i) => p[0] === b[i]?.[0] && p[1] === b[i]?.[1]))
  );
}

/**
 * The line the map draws for a route: its stored overview path when it has one (two points
 * at least), else straight legs between the stops that have a position, in order: the line
 * the server would store for them.
 */
export function drawnRoutePath(
  stored: [number, number][] | null | undefined,
  stops: LatLng[],
): [number, number][] {
  if (stored && stored.length >= 2) return stored;
  return stopsPath(stops);
}
