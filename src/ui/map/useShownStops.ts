import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useRoute } from '../../db/hooks/useRoute.ts';
import { useRouteStops } from '../../db/hooks/useRouteStops.ts';
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
  const route = useRoute(routeId);
  const routeStops = useRouteStops(routeId);
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
  return { mode, routeId, route, stops: routeStops, storiesReason: null, key: `route:${routeId}` };
}
