import { isHiddenContentType } from './contentTypes.ts';
import type { LocationRow, RouteStopRow } from './rows.ts';

/** One visible stop of a route: the link row, its location and its 0-based position. */
export type RouteStopView = { stop: RouteStopRow; location: LocationRow; index: number };

const hasOrder = (order: number | null): order is number =>
  typeof order === 'number' && Number.isFinite(order);

/**
 * Stops sorted by `order` ascending; stops without a (finite) order go last. Stable: equal
 * orders, and all unordered stops, keep their input order. Returns a new array.
 */
export function orderStops<T extends { order: number | null }>(stops: readonly T[]): T[] {
  const keyed = stops.map((stop, i) => {
    const ordered = hasOrder(stop.order);
    return { stop, i, rank: ordered ? 0 : 1, order: ordered ? (stop.order ?? 0) : 0 };
  });
  keyed.sort((a, b) => a.rank - b.rank || a.order - b.order || a.i - b.i);
  return keyed.map(({ stop }) => stop);
}

/**
 * The ordered, visible stops of a route. Drops stops whose location is missing or has a
 * hidden content type; `index` counts only the stops that remain. Coordinates are not
 * checked here: a stop without a valid position still has an article (the map filters).
 */
export function buildRouteStops(
  stops: RouteStopRow[],
  locations: Map<string, LocationRow>,
): RouteStopView[] {
  const views: RouteStopView[] = [];
  for (const stop of orderStops(stops)) {
    const location = locations.get(stop.location_id);
    if (!location || isHiddenContentType(location.content_type)) continue;
    views.push({ stop, location, index: views.length });
  }
  return views;
}
