/**
 * A walk in progress, as kept beside the walk position (db/walkPosition.ts): when it began,
 * the stops reached, how far the walker has gone, and the audio position of the stop, with the
 * rule for resuming it. Small on purpose, as start-up reads it; walkProgress.ts has the rest.
 */
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
