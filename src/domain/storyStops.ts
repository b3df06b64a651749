/**
 * Stories (locations outside routes) and how the map and the carousel walk through them.
 *
 * A story is shown like a stop of a walk without a line: the filtered, sorted stories are the
 * "stops", and the same drawer, footer, markers and carousel step through them. Each gets a
 * stop row of its own making (id `story:<location id>`, no route, no video of its own).
 */
import { isHiddenContentType } from './contentTypes.ts';
import type { LocationRow, RouteStopRow } from './rows.ts';
import type { RouteStopView } from './stops.ts';

/** Locations that are stories: in no route, readable (not locked), not hidden. */
export function storiesOf(
  locations: readonly LocationRow[],
  routeLocationIds: ReadonlySet<string>,
): LocationRow[] {
  return locations.filter(
    (l) => !routeLocationIds.has(l.id) && !l.locked && !isHiddenContentType(l.content_type),
  );
}

export function storyStopViews(stories: readonly LocationRow[]): RouteStopView[] {
  return stories.map((location, index) => {
    const stop: RouteStopRow = {
      id: `story:${location.id}`,
      route_id: '',
      location_id: location.id,
      order: index,
      video_url: null,
      created_at: location.created_on ?? '',
      change_seq: location.change_seq,
    };
    return { stop, location, index };
  });
}
