import { describe, expect, it } from 'vitest';
import { haversineMeters, routeDistanceMeters } from '../../../src/domain/distance.ts';

const dam = { lat: 52.3731, lng: 4.8926 };

describe('haversineMeters', () => {
  it('is zero for the same point', () => {
    expect(haversineMeters(dam, dam)).toBe(0);
  });

  it('gives one degree of latitude as R·π/180 (111 194.9 m)', () => {
    expect(haversineMeters({ lat: 52, lng: 4.9 }, { lat: 53, lng: 4.9 })).toBeCloseTo(
      111_194.93,
      1,
    );
  });

  it('gives a quarter of the equator as R·π/2', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(
      (6_371_000 * Math.PI) / 2,
      3,
    );
  });

  it('gives half the circumference for antipodal points', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      6_371_000 * Math.PI,
      3,
    );
  });

  it('measures the Concertgebouw to Museumplein 19 as about 203 m', () => {
    // Two stops of the built-in route; the fact sheet lists these legs in metres.
    const concertgebouw = { lat: 52.3563, lng: 4.8791 };
    const consulate = { lat: 52.35619, lng: 4.88208 };
    expect(haversineMeters(concertgebouw, consulate)).toBeCloseTo(202.75, 1);
  });

  it('is symmetric', () => {
    const a = { lat: 52.36284, lng: 4.88263 };
    const b = { lat: 52.35972, lng: 4.8849 };
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 9);
    expect(haversineMeters(a, b)).toBeCloseTo(379.6, 1);
  });
});

describe('routeDistanceMeters', () => {
  it('is zero for no points or one point', () => {
    expect(routeDistanceMeters([])).toBe(0);
    expect(routeDistanceMeters([dam])).toBe(0);
  });

  it('sums consecutive legs in the given order', () => {
    const a = { lat: 0, lng: 0 };
    const b = { lat: 0, lng: 1 };
    const c = { lat: 1, lng: 1 };
    expect(routeDistanceMeters([a, b, c])).toBeCloseTo(
      haversineMeters(a, b) + haversineMeters(b, c),
      6,
    );
    // Going back and forth counts both ways.
    expect(routeDistanceMeters([a, b, a])).toBeCloseTo(2 * haversineMeters(a, b), 6);
  });
});
