import { localFlag } from './webStorage.ts';

/** Set once the built-in route is in this device's database (main.tsx, after its write). */
export const ROUTE_STORED_KEY = 'routegids.route.stored';
const stored = localFlag(ROUTE_STORED_KEY);

/**
 * Whether an earlier start wrote the built-in route: a hint, read synchronously at the first
 * render, that this start has no first write of the route for the map's start to compete
 * with (useMapMayStart). Wrong only after the database alone was wiped, which costs nothing
 * but the first visit's slower start.
 */
export const routeStoredBefore = stored.isSet;
export const markRouteStored = stored.set;
