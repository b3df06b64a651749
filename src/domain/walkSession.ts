/**
 * A walk in progress, as kept beside the walk position (db/walkPosition.ts): when it began,
 * the stops reached, how far the walker has gone, and the audio position of the stop. Pure
 * rules for resuming it and for its summary.
 */
import { haversineMeters } from './distance.ts';
import type { LatLng } from './geo.ts';

export interface WalkSession {
  /** ISO time the walker pressed Start walk. */
  startedAt: string;
  /** Stops (0-based) the walker has reached, ascending. */
  visited: number[];
  /** Metres walked, summed over accepted fixes. */
  walkedM: number;
  /** ISO time the last stop was reached with every stop seen; absent while walking. */
  finishedAt?: string | undefined;
}

/** Where the stop's audio was, so a reload plays on from there. */
export interface AudioMemory {
  trackId: string;
  /** Seconds from the start. */
  position: number;
}

/**
 * A walk left this long ago is not taken up by itself on opening the app: the walker is
 * offered "Verder waar je was" instead (they may be at home, planning another day).
 */
export const RESUME_WITHOUT_ASKING_MS = 3 * 60 * 60 * 1000;

export type ResumeKind = 'resume' | 'offer' | 'none';

/** What opening the app does with a stored walk last touched at `updatedAt`. */
export function resumeKind(
  session: WalkSession | undefined,
  updatedAt: string,
  now: number,
): ResumeKind {
  if (!session || session.finishedAt) return 'none';
  const at = Date.parse(updatedAt);
  if (!Number.isFinite(at)) return 'offer';
  return now - at <= RESUME_WITHOUT_ASKING_MS ? 'resume' : 'offer';
}

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

/** A stored value that is a session (the stored walk may come from an older app). */
export function isWalkSession(v: unknown): v is WalkSession {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as WalkSession;
  return (
    typeof s.startedAt === 'string' &&
    Array.isArray(s.visited) &&
    s.visited.every((i) => Number.isInteger(i) && i >= 0) &&
    typeof s.walkedM === 'number' &&
    Number.isFinite(s.walkedM)
  );
}

export function isAudioMemory(v: unknown): v is AudioMemory {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as AudioMemory;
  return typeof a.trackId === 'string' && Number.isFinite(a.position) && a.position >= 0;
}
