import { describe, expect, it } from 'vitest';
import { formatMediaTime } from '../../../src/domain/mediaTime.ts';

describe('playback time as m:ss', () => {
  it('pads the seconds and not the minutes, rounding down', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(5.9)).toBe('0:05');
    expect(formatMediaTime(59.999)).toBe('0:59');
    expect(formatMediaTime(60)).toBe('1:00');
    expect(formatMediaTime(187)).toBe('3:07');
    expect(formatMediaTime(4320)).toBe('72:00');
  });

  it('shows 0:00 for what is not a time yet', () => {
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatMediaTime(-3)).toBe('0:00');
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
