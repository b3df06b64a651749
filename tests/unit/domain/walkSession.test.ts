import { describe, expect, it } from 'vitest';
import {
  addStep,
  allVisited,
  markVisited,
  startSession,
  walkDurationSeconds,
} from '../../../src/domain/walkProgress.ts';
import {
  isAudioMemory,
  isWalkSession,
  RESUME_WITHOUT_ASKING_MS,
  resumeKind,
} from '../../../src/domain/walkSession.ts';

const start = new Date('2026-05-01T10:00:00Z');

describe('resuming a walk', () => {
  const session = startSession(start);
  const at = (ms: number) => start.getTime() + ms;

  it('takes a walk left a moment ago up by itself (a reload, a killed tab)', () => {
    expect(resumeKind(session, start.toISOString(), at(60_000))).toBe('resume');
    expect(resumeKind(session, start.toISOString(), at(RESUME_WITHOUT_ASKING_MS))).toBe('resume');
  });

  it('offers "Verder waar je was" for a walk left long ago', () => {
    expect(resumeKind(session, start.toISOString(), at(RESUME_WITHOUT_ASKING_MS + 1))).toBe(
      'offer',
    );
    expect(resumeKind(session, start.toISOString(), at(3 * 24 * 3600_000))).toBe('offer');
    expect(resumeKind(session, 'not a date', at(0))).toBe('offer');
  });

  it('has nothing to resume without a walk, or after a finished one', () => {
    expect(resumeKind(undefined, start.toISOString(), at(0))).toBe('none');
    const done = { ...session, finishedAt: start.toISOString() };
    expect(resumeKind(done, start.toISOString(), at(0))).toBe('none');
  });
});

describe('the walk session', () => {
  it('marks stops reached once, in order, and knows when all are', () => {
    let s = startSession(start);
    s = markVisited(s, 2);
    s = markVisited(s, 0);
    const same = markVisited(s, 2);
    expect(same).toBe(s);
    expect(s.visited).toEqual([0, 2]);
    expect(markVisited(s, -1)).toBe(s);
    expect(allVisited(s, 3)).toBe(false);
    expect(allVisited(markVisited(s, 1), 3)).toBe(true);
    expect(allVisited(startSession(start), 0)).toBe(false);
  });

  it('sums the steps between fixes (about 111 m per 0.001° of latitude)', () => {
    let s = startSession(start);
    s = addStep(s, null, { lat: 52.35, lng: 4.88 });
    expect(s.walkedM).toBe(0);
    s = addStep(s, { lat: 52.35, lng: 4.88 }, { lat: 52.351, lng: 4.88 });
    s = addStep(s, { lat: 52.351, lng: 4.88 }, { lat: 52.352, lng: 4.88 });
    expect(s.walkedM).toBeGreaterThan(220);
    expect(s.walkedM).toBeLessThan(225);
  });

  it('measures the duration from start to finish', () => {
    const s = startSession(start);
    expect(walkDurationSeconds(s, '2026-05-01T10:42:30Z')).toBe(42 * 60 + 30);
    expect(walkDurationSeconds(s, 'garbage')).toBe(0);
  });

  it('tells a stored session and audio position from malformed ones', () => {
    expect(isWalkSession(startSession(start))).toBe(true);
    expect(isWalkSession({ startedAt: 'x', visited: [-1], walkedM: 0 })).toBe(false);
    expect(isWalkSession({ startedAt: 'x', visited: [], walkedM: Number.NaN })).toBe(false);
    expect(isWalkSession(null)).toBe(false);
    expect(isAudioMemory({ trackId: 'a', position: 12.5 })).toBe(true);
    expect(isAudioMemory({ trackId: 'a', position: -1 })).toBe(false);
    expect(isAudioMemory({ position: 3 })).toBe(false);
  });
});
