import { describe, expect, it } from 'vitest';
import { drawnRoutePath, overviewPath } from '../../../src/domain/overviewPath.ts';

const stops = [
  { lat: 52.36284, lng: 4.88263 },
  { lat: 52.35972, lng: 4.8849 },
  { lat: 52.35734, lng: 4.88331 },
  { lat: 52.3579, lng: 4.8821 },
];

/** Indexes in `path` where the stops appear, searching forward (so order is checked too). */
function vertexIndexes(path: [number, number][], points: typeof stops): number[] {
  const found: number[] = [];
  let from = 0;
  for (const p of points) {
    const i = path.findIndex((q, k) => k >= from && q[0] === p.lng && q[1] === p.lat);
    found.push(i);
    from = i + 1;
  }
  return found;
}

describe('overviewPath', () => {
  it('passes through every stop in order, as [lng, lat] pairs', () => {
    const path = overviewPath(stops, 100);
    const at = vertexIndexes(path, stops);
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at[0]).toBe(0);
    expect(at.at(-1)).toBe(path.length - 1);
  });

  it('has about the requested number of points', () => {
    expect(overviewPath(stops, 100).length).toBeGreaterThanOrEqual(90);
    expect(overviewPath(stops, 100).length).toBeLessThanOrEqual(110);
    expect(overviewPath(stops, 20).length).toBeLessThanOrEqual(25);
  });

  it('gives longer legs more points', () => {
    const path = overviewPath(stops, 100);
    const [a, b, c, d] = vertexIndexes(path, stops) as [number, number, number, number];
    // Legs are about 380 m, 286 m and 103 m.
    expect(b - a).toBeGreaterThan(c - b);
    expect(c - b).toBeGreaterThan(d - c);
  });

  it('keeps points on the straight line between two stops', () => {
    const path = overviewPath(stops.slice(0, 2), 11);
    expect(path).toHaveLength(11);
    const mid = path[5]!;
    expect(mid[0]).toBeCloseTo((stops[0]!.lng + stops[1]!.lng) / 2, 6);
    expect(mid[1]).toBeCloseTo((stops[0]!.lat + stops[1]!.lat) / 2, 6);
  });

  it('gives one segment to each leg even when there are more legs than points', () => {
    expect(overviewPath(stops, 2)).toHaveLength(4);
  });

  it('handles zero and one stop, and repeated stops', () => {
    expect(overviewPath([], 100)).toEqual([]);
    expect(overviewPath([stops[0]!], 100)).toEqual([[4.88263, 52.36284]]);
    expect(overviewPath([stops[0]!, stops[0]!], 10)).toHaveLength(10);
  });
});

describe('drawnRoutePath', () => {
  const stored: [number, number][] = [
    [4.88263, 52.36284],
    [4.8849, 52.35972],
    [4.88331, 52.35734],
  ];

  it("draws the route's stored overview path", () => {
    expect(drawnRoutePath(stored, stops)).toBe(stored);
  });

  it('draws straight legs between the stops, as [lng, lat], when no path is stored', () => {
    const legs = stops.map((s) => [s.lng, s.lat]);
    expect(drawnRoutePath(null, stops)).toEqual(legs);
    expect(drawnRoutePath(undefined, stops)).toEqual(legs);
  });

  it('ignores a stored path too short to be a line', () => {
    expect(drawnRoutePath([[4.88, 52.36]], stops)).toEqual(stops.map((s) => [s.lng, s.lat]));
  });
});
