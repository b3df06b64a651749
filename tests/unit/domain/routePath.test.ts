import { describe, expect, it } from 'vitest';
import { drawnRoutePath, samePath, stopsPath } from '../../../src/domain/routePath.ts';

const stops = [
  { lat: 52.36284, lng: 4.88263 },
  { lat: 52.35972, lng: 4.8849 },
  { lat: 52.35734, lng: 4.88331 },
  { lat: 52.3579, lng: 4.8821 },
];

describe('stopsPath', () => {
  it('is the stops in order as [lng, lat] pairs', () => {
    expect(stopsPath(stops)).toEqual(stops.map((s) => [s.lng, s.lat]));
  });

  it('rounds to 6 decimal places, as the server stores a path', () => {
    expect(stopsPath([{ lat: 52.123456789, lng: 4.987654321 }])).toEqual([[4.987654, 52.123457]]);
  });

  it('is empty without stops', () => {
    expect(stopsPath([])).toEqual([]);
  });
});

describe('samePath', () => {
  const a: [number, number][] = [
    [4.88263, 52.36284],
    [4.8849, 52.35972],
  ];

  it('is the same line point for point, whatever the arrays', () => {
    expect(
      samePath(
        a,
        a.map(([x, y]) => [x, y] as [number, number]),
      ),
    ).toBe(true);
    expect(samePath(null, null)).toBe(true);
  });

  it('differs by a point, a length, or a missing path', () => {
    expect(samePath(a, [a[0]!, [4.8849, 52.35973]])).toBe(false);
    expect(samePath(a, [a[0]!])).toBe(false);
    expect(samePath(a, null)).toBe(false);
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
