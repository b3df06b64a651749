/** The walk's progress: stops reached, distance walked, how long it took (walkSession.ts). */
import { haversineMeters } from './distance.ts';
import type { LatLng } from './geo.ts';
import type { WalkSession } from './walkSession.ts';

export function startSession(now: Date): WalkSession {
  return { startedAt: now.toISOString(), visited: [], walkedM: 0 };
}

/** The session with stop `index` reached; the same session when it already was. */
export function markVisited(session: WalkSession, index: number): WalkSession {
  if (!Number.isInteger(index) || index < 0 || session.visited.includes(index)) return session;
  return { ...session, visited: [...session.visited, index].sort((a, b) => a - b) };
}

/** Whether every one of `stopCount` stops has been reached. */
export const allVisited = (session: WalkSession, stopCount: number): boolean =>
  stopCount > 0 && session.visited.length >= stopCount;

/** Adds the step from one accepted fix to the next (a first fix adds nothing). */
export function addStep(session: WalkSession, from: LatLng | null, to: LatLng): WalkSession {
  if (!from) return session;
  const meters = haversineMeters(from, to);
  return Number.isFinite(meters) && meters > 0
    ? { ...session, walkedM: session.walkedM + meters }
    : session;
}

/** The finished walk's duration in seconds (0 when the times do not parse). */
export function walkDurationSeconds(session: WalkSession, end: string): number {
  const seconds = (Date.parse(end) - Date.parse(session.startedAt)) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
