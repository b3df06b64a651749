import type { LocationRow } from '../../domain/rows.ts';
import { storiesOf } from '../../domain/storyStops.ts';
import type { RoutegidsDB } from '../database.ts';

/** The stories: readable locations that are in no route. */
export async function queryStories(db: RoutegidsDB): Promise<LocationRow[]> {
  const [locations, routeLocationIds] = await Promise.all([
    db.locations.toArray(),
    db.routeStops.orderBy('location_id').uniqueKeys(),
  ]);
  return storiesOf(locations, new Set(routeLocationIds as string[]));
}
