/** A point on the map in decimal degrees (WGS 84). */
export type LatLng = { lat: number; lng: number };

/** True when both parts are finite and inside the valid latitude/longitude ranges. */
export function isValidLatLng(p: LatLng): boolean {
  return (
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  );
}
