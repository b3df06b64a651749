import type { GpsFix } from '../domain/arrival.ts';

/** A running position watch; `stop` is idempotent. */
export interface PositionWatch {
  stop(): void;
}

export type PositionErrorHandler = (error: GeolocationPositionError | Error) => void;

/** A fix with what the walk's arrival check needs besides the place: accuracy and time. */
const toFix = (p: GeolocationPosition): GpsFix => ({
  lat: p.coords.latitude,
  lng: p.coords.longitude,
  accuracy: p.coords.accuracy,
  timestamp: p.timestamp,
});

/**
 * Live position: one immediate fix (so the dot appears quickly, from a cached or coarse
 * position) plus a continuous high-accuracy watch. The only place that touches
 * `navigator.geolocation`, so tests can replace it.
 */
export function watchLivePosition(
  onPosition: (p: GpsFix) => void,
  onError: PositionErrorHandler,
): PositionWatch {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  let stopped = false;
  if (!geo) {
    queueMicrotask(() => onError(new Error('Geolocation is not available')));
    return { stop: () => {} };
  }
  const ok = (p: GeolocationPosition) => {
    if (!stopped) onPosition(toFix(p));
  };
  const fail = (e: GeolocationPositionError) => {
    if (!stopped) onError(e);
  };
  geo.getCurrentPosition(ok, fail, { maximumAge: 60_000, timeout: 15_000 });
  const id = geo.watchPosition(ok, fail, { enableHighAccuracy: true, maximumAge: 0 });
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      geo.clearWatch(id);
    },
  };
}
