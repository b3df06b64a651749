import { haversineMeters } from './distance.ts';
import type { LatLng } from './geo.ts';

/** Decimal places kept in a path point: 6 places is about 0.1 m, plenty for a drawn line. */
const PRECISION = 1e6;
const round = (v: number): number => Math.round(v * PRECISION) / PRECISION;

/**
 * An overview line through the stops in order, as [lng, lat] pairs (GeoJSON order), with
 * about `targetPoints` points.
 *
 * Each leg gets a share of the points proportional to its length (at least one segment), and
 * its points are spaced evenly on the straight line between the two stops: at street scale
 * a straight line in degrees and the great circle differ by millimetres. Every stop is a
 * vertex of the path, in order, so markers sit exactly on the line.
 */
export function overviewPath(stops: LatLng[], targetPoints = 100): [number, number][] {
  if (stops.length === 0) return [];
  const first = stops[0]!;
  const path: [number, number][] = [[round(first.lng), round(first.lat)]];
  if (stops.length === 1) return path;

  const legs = stops.slice(1).map((to, i) => ({ from: stops[i]!, to }));
  const lengths = legs.map(({ from, to }) => haversineMeters(from, to));
  const total = lengths.reduce((sum, l) => sum + l, 0);
  const segmentsToShare = Math.max(legs.length, targetPoints - 1);

  legs.forEach(({ from, to }, i) => {
    const share = total > 0 ? lengths[i]! / total : 1 / legs.length;
    const segments = Math.max(1, Math.round(share * segmentsToShare));
    for (let s = 1; s <= segments; s++) {
      const t = s / segments;
      path.push([
        round(from.lng + (to.lng - from.lng) * t),
        round(from.lat + (to.lat - from.lat) * t),
      ]);
    }
  });
  return path;
}

/**
 * The line the map draws for a route: its stored overview path when it has one (two points
 * at least), else straight legs between the stops that have a position, in order.
 */
export function drawnRoutePath(
  stored: [number, number][] | null | undefined,
  stops: LatLng[],
): [number, number][] {
  if (stored && stored.length >= 2) return stored;
  return stops.map(({ lat, lng }) => [lng, lat]);
}
