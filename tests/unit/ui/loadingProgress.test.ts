import { describe, expect, it } from 'vitest';
import { nextProgress, PROGRESS_CAP } from '../../../src/ui/map/loadingProgress.ts';

describe('the map loading bar', () => {
  it('moves 10% of the remaining distance to 90% each step', () => {
    expect(nextProgress(0)).toBeCloseTo(9);
    expect(nextProgress(9)).toBeCloseTo(17.1);
    expect(nextProgress(80)).toBeCloseTo(81);
  });

  it('creeps toward 90% and never passes it while loading', () => {
    let p = 0;
    for (let i = 0; i < 1000; i++) p = nextProgress(p);
    expect(p).toBeLessThanOrEqual(PROGRESS_CAP);
    expect(p).toBeGreaterThan(89.9);
    expect(nextProgress(95)).toBe(PROGRESS_CAP);
  });
});
