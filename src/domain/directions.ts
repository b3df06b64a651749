import type { LatLng } from './geo.ts';

/**
 * Walking directions to `to` in the visitor's maps app (the web URL opens the native app on
 * phones that have one). The origin is left out: the maps app uses the current position.
 */
export function walkingDirectionsUrl(to: LatLng): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', `${to.lat},${to.lng}`);
  url.searchParams.set('travelmode', 'walking');
  return url.toString();
}
