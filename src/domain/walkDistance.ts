/**
 * Distance and walking time to the next stop, for the live walk.
 *
 * The distance is the great circle from the walker to the stop (haversine, distance.ts):
 * the app knows no street network, so it is a lower bound on the walk, and the time is
 * rounded up to whole minutes to stay honest about it. Distances are rounded to what a
 * walker can use: tens of metres below a kilometre ("450 m"), tenths of a kilometre above
 * ("1,2 km" in Dutch, "1.2 km" in English).
 */
import { haversineMeters } from './distance.ts';
import type { LatLng } from './geo.ts';
import type { Lang } from './rows.ts';

/** An unhurried walking pace for a guided walk, with stops to look around. */
export const WALKING_SPEED_M_S = 1.3;

export interface WalkToStop {
  /** Great-circle distance in metres, unrounded. */
  meters: number;
  /** Walking time at WALKING_SPEED_M_S, in seconds, unrounded. */
  seconds: number;
}

/** The next stop the walker heads for: the current one until reached, then the one after. */
export function nextStopIndex(
  walk: { index: number; arrived: boolean },
  stopCount: number,
): number | null {
  const next = walk.arrived ? walk.index + 1 : walk.index;
  return next >= 0 && next < stopCount ? next : null;
}

/** Distance and walking time from `from` to `to`. */
export function walkTo(from: LatLng, to: LatLng): WalkToStop {
  const meters = haversineMeters(from, to);
  return { meters, seconds: meters / WALKING_SPEED_M_S };
}

/**
 * "450 m", "10 m" (never "0 m": the walker is not yet there), "1,2 km" / "1.2 km"; '' for
 * a distance that is not one.
 */
export function formatWalkDistance(meters: number, lang: Lang): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1000) return `${tens} m`;
  const km = Math.round(meters / 100) / 10;
  const locale = lang === 'nl' ? 'nl-NL' : 'en-GB';
  const text = km.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${text} km`;
}

/** "1 min", "6 min", "1 u 5 min" / "1 h 5 min": whole minutes, rounded up. */
export function formatWalkTime(seconds: number, lang: Lang): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${lang === 'nl' ? 'u' : 'h'}`;
  return rest === 0 ? h : `${h} ${rest} min`;
}
