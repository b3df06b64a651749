import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { BUILTIN_ROUTE_ID } from '../../db/builtin/builtinRouteId.ts';
import { useRouteWithStops } from '../../db/hooks/useRouteWithStops.ts';
import { type BrowsingMode, MODES } from '../../domain/browsingMode.ts';
import type { RouteRow } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import type { EmptyReason } from '../../domain/storyFilters.ts';
import { storyStopViews } from '../../domain/storyStops.ts';
import { modeAtom } from '../../state/mode.ts';
import { shownRouteIdAtom } from '../../state/route.ts';
import { useFilteredStories } from '../stories/useFilteredStories.ts';

export interface ShownStops {
  mode: BrowsingMode;
  routeId: string | null;
  /** The route on the map; null in stories mode; undefined while loading. */
  route: RouteRow | null | undefined;
  /** What the map, drawer and carousel step through: the route's stops or the stories. */
  stops: RouteStopView[] | undefined;
  /** Stories mode: why there is nothing to show. */
  storiesReason: EmptyReason | null;
  /** Changes when another set of stops is shown (a new route, other filters): frame anew. */
  key: string;
}

/** The stops of the map screen for the current mode. */
export function useShownStops(): ShownStops {
  const mode = useAtomValue(modeAtom);
  const routeId = useAtomValue(shownRouteIdAtom);
  const live = useRouteWithStops(routeId);
  // Right after the route changes, the live query still holds the previous route for a
  // render: its stops must not be framed (or shown) as the new route's.
  const current = live?.routeId === routeId ? live : undefined;
  const route = current?.route;
  const routeStops = current?.stops;
  // The built-in route is written at every start, beside the first render: until its row is
  // there it is loading, not a route without stops ("Deze route heeft nog geen stop").
  const written = route !== undefined && (route !== null || routeId !== BUILTIN_ROUTE_ID);
  const stories = useFilteredStories(mode === MODES.stories);
  const storyStops = useMemo(() => storyStopViews(stories.shown), [stories.shown]);
  if (mode === MODES.stories) {
    const { categories, search, live } = stories.filter;
    return {
      mode,
      routeId: null,
      route: null,
      stops: stories.all ? storyStops : undefined,
      storiesReason: stories.reason,
      key: `stories:${categories.join('|')}:${search.trim().toLowerCase()}:${live}`,
    };
  }
  return {
    mode,
    routeId,
    route,
    stops: written ? routeStops : undefined,
    storiesReason: null,
    key: `route:${routeId}`,
  };
}
