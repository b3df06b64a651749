import { describe, expect, it } from 'vitest';
import {
  MAX_MERCATOR_LAT,
  tileAt,
  tileBounds,
  tileIntersects,
  tilesInBounds,
  tileUrl,
} from '../../../src/domain/tiles.ts';

const dam = { lat: 52.3731, lng: 4.8926 };

describe('tile math', () => {
  it('has the whole Mercator square as the one tile at zoom 0', () => {
    const b = tileBounds({ z: 0, x: 0, y: 0 });
    expect(b.west).toBe(-180);
    expect(b.east).toBe(180);
    expect(b.north).toBeCloseTo(MAX_MERCATOR_LAT, 9);
    expect(b.south).toBeCloseTo(-MAX_MERCATOR_LAT, 9);
  });

  it('splits at the equator and the prime meridian at zoom 1', () => {
    expect(tileAt({ lat: 0.001, lng: -0.001 }, 1)).toEqual({ z: 1, x: 0, y: 0 });
    expect(tileAt({ lat: -0.001, lng: 0.001 }, 1)).toEqual({ z: 1, x: 1, y: 1 });
    expect(tileBounds({ z: 1, x: 1, y: 1 })).toMatchObject({ west: 0, east: 180, north: 0 });
  });

  it('puts the Dam in the tile OpenStreetMap serves for central Amsterdam (14/8414/5384)', () => {
    expect(tileAt(dam, 14)).toEqual({ z: 14, x: 8414, y: 5384 });
  });

  it('gives a tile whose bounds hold the point, at every zoom', () => {
    for (let z = 0; z <= 20; z++) {
      const b = tileBounds(tileAt(dam, z));
      expect(dam.lng).toBeGreaterThanOrEqual(b.west);
      expect(dam.lng).toBeLessThan(b.east);
      expect(dam.lat).toBeLessThanOrEqual(b.north);
      expect(dam.lat).toBeGreaterThan(b.south);
    }
  });

  it('clamps the poles and the antimeridian into the grid', () => {
    expect(tileAt({ lat: 89.9, lng: 180 }, 3)).toEqual({ z: 3, x: 7, y: 0 });
    expect(tileAt({ lat: -89.9, lng: -180 }, 3)).toEqual({ z: 3, x: 0, y: 7 });
  });

  it('lists every tile a rectangle touches, and only those', () => {
    const t = tileAt(dam, 16);
    const b = tileBounds(t);
    const inner = {
      west: b.west + 1e-6,
      east: b.east - 1e-6,
      south: b.south + 1e-6,
      north: b.north - 1e-6,
    };
    expect(tilesInBounds(inner, 16)).toEqual([t]);
    const wider = { ...inner, east: b.east + 1e-6, south: b.south - 1e-6 };
    expect(tilesInBounds(wider, 16)).toHaveLength(4);
  });

  it('tells overlapping from merely touching', () => {
    const t = { z: 16, x: 33656, y: 21539 };
    const b = tileBounds(t);
    expect(tileIntersects(t, b)).toBe(true);
    expect(tileIntersects(t, { ...b, west: b.east, east: b.east + 1 })).toBe(false);
  });
});

describe('tileUrl', () => {
  const t = { z: 14, x: 8414, y: 5385 };

  it('fills z, x and y', () => {
    expect(tileUrl('https://t.example.org/{z}/{x}/{y}.pbf', t)).toBe(
      'https://t.example.org/14/8414/5385.pbf',
    );
  });

  it('counts y from the bottom for TMS sources', () => {
    expect(tileUrl('/{z}/{x}/{y}.png', t, { scheme: 'tms' })).toBe('/14/8414/10998.png');
  });

  it('picks among several templates as MapLibre does: (x + y) mod n', () => {
    const templates = ['https://a.example.org/{z}/{x}/{y}', 'https://b.example.org/{z}/{x}/{y}'];
    expect(tileUrl(templates, t)).toBe('https://b.example.org/14/8414/5385');
    expect(tileUrl(templates, { ...t, y: 5384 })).toBe('https://a.example.org/14/8414/5384');
  });

  it("fills {ratio} and {r} with '@2x' on high-density screens only", () => {
    expect(tileUrl('/{z}/{x}/{y}{ratio}.png', t, { pixelRatio: 2 })).toBe('/14/8414/5385@2x.png');
    expect(tileUrl('/{z}/{x}/{y}{r}.png', t, { pixelRatio: 3 })).toBe('/14/8414/5385@2x.png');
    expect(tileUrl('/{z}/{x}/{y}{ratio}.png', t, { pixelRatio: 1 })).toBe('/14/8414/5385.png');
  });

  it('fills {s} from the subdomains', () => {
    expect(tileUrl('https://{s}.t.example.org/{z}/{x}/{y}', t)).toBe(
      'https://c.t.example.org/14/8414/5385', // (8414 + 5385) mod 3 = 2
    );
    expect(tileUrl('https://{s}.t.example.org/{z}/{x}/{y}', t, { subdomains: ['x', 'y'] })).toBe(
      'https://y.t.example.org/14/8414/5385',
    );
  });

  it('fills {quadkey} (Bing: tile 3/3/5 is 213) and {prefix}', () => {
    expect(tileUrl('/{quadkey}', { z: 3, x: 3, y: 5 })).toBe('/213');
    expect(tileUrl('/{prefix}/{z}', { z: 5, x: 17, y: 31 })).toBe('/1f/5');
  });

  it('refuses a source without templates', () => {
    expect(() => tileUrl([], t)).toThrow(/at least one URL template/);
  });
});
