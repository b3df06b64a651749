import { useEffect, useState } from 'react';

/** However long the stored data takes (a stuck database), the map starts by then. */
export const MAP_WAITS_FOR_DATA_MS = 2000;

/**
 * Whether the map may start: at once when an earlier visit stored the built-in route
 * (`atOnce`, from routeStoredHint), and otherwise once the stops it shows are known.
 *
 * On a first visit the built-in route is still being written into the database when the
 * screen first renders; started before that, MapLibre's start (its module, WebGL, the style)
 * took the main thread from the write, the overlay lifted off a map without line or markers,
 * and the map jumped to frame them a moment later. Started after it, the map is built at the
 * route's frame and loads with its line.
 *
 * On a return visit there is no such write: MapLibre starts while the database opens, and the
 * stops, known well before the map's `load`, are framed under the loading overlay (offline
 * cold start to the map's `load`: medians 34 to 52 ms sooner in four interleaved runs of 15).
 * Once true it stays true: the map is not torn down when data reloads.
 */
export function useMapMayStart(dataKnown: boolean, atOnce: boolean): boolean {
  const [started, setStarted] = useState(dataKnown || atOnce);
  if (dataKnown && !started) setStarted(true);
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => setStarted(true), MAP_WAITS_FOR_DATA_MS);
    return () => clearTimeout(timer);
  }, [started]);
  return started;
}
