import { samePath } from '../../domain/routePath.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import type { RouteMapProps } from './RouteMap.tsx';

/** What the map draws of a route: which one (its pack and style), and its line. */
const sameRoute = (a: RouteMapProps['route'], b: RouteMapProps['route']): boolean =>
  a === b || (!!a && !!b && a.id === b.id && samePath(a.path, b.path));

/** What the map draws of a stop: its marker (where, which number, what it is called). */
const sameStop = (a: RouteStopView, b: RouteStopView | undefined): boolean =>
  !!b &&
  a.index === b.index &&
  a.stop.id === b.stop.id &&
  a.location.lat === b.location.lat &&
  a.location.lng === b.location.lng &&
  a.location.title_nl === b.location.title_nl &&
  a.location.title_en === b.location.title_en &&
  a.location.slug === b.location.slug;

/**
 * Whether the map would draw the same thing: the live queries hand over new rows whenever a
 * sync writes to their tables, mostly with changes the map does not show (article texts,
 * likes, a new change_seq). The map screen re-renders for those; the map does not.
 */
export function sameMapContent(a: RouteMapProps, b: RouteMapProps): boolean {
  return (
    a.activeIndex === b.activeIndex &&
    a.onSelect === b.onSelect &&
    a.lang === b.lang &&
    a.frameKey === b.frameKey &&
    a.kind === b.kind &&
    // Offline, the style waits for it: a memo that held it back would keep the map styleless.
    a.packReady === b.packReady &&
    sameRoute(a.route, b.route) &&
    (a.stops === b.stops ||
      (a.stops.length === b.stops.length && a.stops.every((s, i) => sameStop(s, b.stops[i]))))
  );
}
