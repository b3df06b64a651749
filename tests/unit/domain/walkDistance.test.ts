import { describe, expect, it } from 'vitest';
import { MUSEUMPLEIN_STOP_TEXTS } from '../../../src/db/builtin/museumpleinStops.ts';
import { haversineMeters } from '../../../src/domain/distance.ts';
import {
  formatWalkDistance,
  formatWalkTime,
  nextStopIndex,
  WALKING_SPEED_M_S,
  walkTo,
} from '../../../src/domain/walkDistance.ts';

const [s1, s2] = MUSEUMPLEIN_STOP_TEXTS;

describe('nextStopIndex', () => {
  it('is the current stop until it is reached, then the one after', () => {
    expect(nextStopIndex({ index: 0, arrived: false }, 8)).toBe(0);
    expect(nextStopIndex({ index: 0, arrived: true }, 8)).toBe(1);
  });

  it('is null once the last stop is reached', () => {
    expect(nextStopIndex({ index: 7, arrived: true }, 8)).toBeNull();
    expect(nextStopIndex({ index: 0, arrived: false }, 0)).toBeNull();
  });
});

describe('walkTo', () => {
  it('measures the great circle and walks it at 1.3 m/s', () => {
    const w = walkTo(s1!, s2!);
    expect(w.meters).toBe(haversineMeters(s1!, s2!));
    expect(w.seconds).toBeCloseTo(w.meters / WALKING_SPEED_M_S, 9);
    expect(WALKING_SPEED_M_S).toBe(1.3);
  });

  it('reads "380 m" and "5 min" from stop 1 to stop 2 of the built-in route', () => {
    const w = walkTo(s1!, s2!);
    expect(formatWalkDistance(w.meters, 'nl')).toBe('380 m');
    expect(formatWalkTime(w.seconds, 'nl')).toBe('5 min');
  });
});

describe('formatWalkDistance', () => {
  it('rounds to tens of metres below a kilometre, never to 0', () => {
    expect(formatWalkDistance(447, 'nl')).toBe('450 m');
    expect(formatWalkDistance(444, 'eng')).toBe('440 m');
    expect(formatWalkDistance(3, 'nl')).toBe('10 m');
    expect(formatWalkDistance(0, 'nl')).toBe('10 m');
  });

  it('gives tenths of kilometres with the language’s decimal sign', () => {
    expect(formatWalkDistance(1234, 'nl')).toBe('1,2 km');
    expect(formatWalkDistance(1234, 'eng')).toBe('1.2 km');
    expect(formatWalkDistance(996, 'eng')).toBe('1.0 km');
    expect(formatWalkDistance(12_345, 'nl')).toBe('12,3 km');
  });

  it('shows nothing for a distance that is not one', () => {
    expect(formatWalkDistance(Number.NaN, 'nl')).toBe('');
    expect(formatWalkDistance(-5, 'nl')).toBe('');
  });
});

describe('formatWalkTime', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(formatWalkTime(344, 'nl')).toBe('6 min');
    expect(formatWalkTime(180, 'eng')).toBe('3 min');
    expect(formatWalkTime(181, 'eng')).toBe('4 min');
    expect(formatWalkTime(0, 'nl')).toBe('1 min');
  });

  it('counts hours past an hour', () => {
    expect(formatWalkTime(3600, 'nl')).toBe('1 u');
    expect(formatWalkTime(3700, 'nl')).toBe('1 u 2 min');
    expect(formatWalkTime(3700, 'eng')).toBe('1 h 2 min');
  });

  it('shows nothing for a time that is not one', () => {
    expect(formatWalkTime(Number.POSITIVE_INFINITY, 'eng')).toBe('');
  });
});
