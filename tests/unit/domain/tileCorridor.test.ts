import { describe, expect, it } from 'vitest';
import { BUILTIN_ROUTE } from '../../../src/db/builtin/museumplein.ts';
import { MUSEUMPLEIN_STOP_TEXTS } from '../../../src/db/builtin/museumpleinStops.ts';
import { haversineMeters } from '../../../src/domain/distance.ts';
import type { LatLng } from '../../../src/domain/geo.ts';
import {
  boundingBoxTiles,
  CORRIDOR_BUFFER_M,
  corridorTiles,
  corridorTilesByZoom,
  routeLines,
} from '../../../src/domain/tileCorridor.ts';
import { type TileId, tileBounds, tileKey } from '../../../src/domain/tiles.ts';

const stops: LatLng[] = MUSEUMPLEIN_STOP_TEXTS.map(({ lat, lng }) => ({ lat, lng }));
const lines = routeLines(BUILTIN_ROUTE.path, stops);
const keys = (tiles: TileId[]): string[] => tiles.map(tileKey).sort();

/** Points every `step` metres along the lines (and every stop), for brute-force distances. */
function densify(ls: LatLng[][], step: number): LatLng[] {
  const out: LatLng[] = [];
  for (const line of ls) {
    out.push(line[0]!);
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      const n = Math.max(1, Math.ceil(haversineMeters(a, b) / step));
      for (let k = 1; k <= n; k++) {
        out.push({
          lat: a.lat + ((b.lat - a.lat) * k) / n,
          lng: a.lng + ((b.lng - a.lng) * k) / n,
        });
      }
    }
  }
  return out;
}

/**
 * An independent measure, with great-circle distances only: how far the route comes to a
 * tile, from a dense walk along the route and a dense walk around the tile's edge (0 when a
 * route point lies inside the tile). Accurate to within about 6 m at z14.
 */
function bruteDistance(tile: TileId, route: LatLng[]): number {
  const b = tileBounds(tile);
  if (
    route.some((p) => p.lng >= b.west && p.lng <= b.east && p.lat >= b.south && p.lat <= b.north)
  ) {
    return 0;
  }
  const edge: LatLng[] = [];
  const n = 150;
  for (let i = 0; i <= n; i++) {
    const f = i / n;
    const lng = b.west + (b.east - b.west) * f;
    const lat = b.south + (b.north - b.south) * f;
    edge.push(
      { lat: b.north, lng },
      { lat: b.south, lng },
      { lat, lng: b.west },
      { lat, lng: b.east },
    );
  }
  let best = Number.POSITIVE_INFINITY;
  for (const e of edge) for (const p of route) best = Math.min(best, haversineMeters(e, p));
  return best;
}

describe('routeLines', () => {
  it('uses the stored path and adds every stop as a point', () => {
    const ls = routeLines(
      [
        [4.9, 52.3],
        [4.91, 52.31],
      ],
      stops.slice(0, 2),
    );
    expect(ls).toEqual([
      [
        { lat: 52.3, lng: 4.9 },
        { lat: 52.31, lng: 4.91 },
      ],
      [stops[0]],
      [stops[1]],
    ]);
  });

  it('falls back to straight legs between the stops without a usable path', () => {
    expect(routeLines(null, stops)[0]).toEqual(stops);
    expect(routeLines([[4.9, 52.3]], stops)[0]).toEqual(stops);
  });
});

describe('the built-in route corridor', () => {
  it('is exactly these three tiles at z14 (the usual vector maxzoom)', () => {
    expect(keys(corridorTiles(lines, 14))).toEqual([
      '14/8413/5385',
      '14/8414/5384',
      '14/8414/5385',
    ]);
  });

  it('has 3, 5 and 11 tiles at z14, z15 and z16', () => {
    const byZoom = corridorTilesByZoom(lines, [16, 14, 15, 14]);
    expect(byZoom.map(({ z, tiles }) => [z, tiles.length])).toEqual([
      [14, 3],
      [15, 5],
      [16, 11],
    ]);
  });

  it('agrees with a brute-force great-circle measurement at z14–z16', () => {
    const route = densify(lines, 5);
    for (const z of [14, 15, 16]) {
      const inCorridor = new Set(keys(corridorTiles(lines, z)));
      for (const tile of boundingBoxTiles(lines, z, CORRIDOR_BUFFER_M + 100)) {
        const d = bruteDistance(tile, route);
        if (d <= CORRIDOR_BUFFER_M - 8)
          expect(inCorridor, `${tileKey(tile)} at ${d} m`).toContain(tileKey(tile));
        if (d >= CORRIDOR_BUFFER_M + 8)
          expect(inCorridor, `${tileKey(tile)} at ${d} m`).not.toContain(tileKey(tile));
      }
    }
  });

  it('is inside the bounding box and smaller than it at every zoom from 14 to 18', () => {
    for (let z = 14; z <= 18; z++) {
      const corridor = keys(corridorTiles(lines, z));
      const box = new Set(keys(boundingBoxTiles(lines, z)));
      expect(corridor.every((k) => box.has(k))).toBe(true);
      expect(corridor.length).toBeLessThan(box.size);
    }
  });

  it('covers every stop with its own tile at every zoom', () => {
    for (let z = 14; z <= 18; z++) {
      const corridor = new Set(keys(corridorTiles(lines, z)));
      for (const s of stops) {
        const [tile] = boundingBoxTiles([[s]], z, 0);
        expect(corridor.has(tileKey(tile!))).toBe(true);
      }
    }
  });
});

describe('corridorTiles on other shapes', () => {
  // An L: 3 km east along a parallel, then 3 km north. The box is mostly empty.
  const corner = { lat: 52.35, lng: 4.85 };
  const east = { lat: 52.35, lng: 4.85 + 3000 / (111_195 * Math.cos((52.35 * Math.PI) / 180)) };
  const north = { lat: 52.35 + 3000 / 111_195, lng: east.lng };
  const L = [[corner, east, north]];

  it('saves most of the bounding box on an L-shaped route', () => {
    const corridor = corridorTiles(L, 16).length;
    const box = boundingBoxTiles(L, 16).length;
    expect(corridor / box).toBeLessThan(0.5);
  });

  it('grows with the buffer and shrinks to the tiles the line touches at 0 m', () => {
    const touched = corridorTiles(L, 16, 0).length;
    expect(touched).toBeLessThan(corridorTiles(L, 16, 100).length);
    expect(corridorTiles(L, 16, 100).length).toBeLessThan(corridorTiles(L, 16, 250).length);
  });

  it('covers a lone stop that the path misses', () => {
    const far = { lat: 52.37, lng: 4.9 };
    const ls = routeLines(
      [
        [4.85, 52.35],
        [4.86, 52.35],
      ],
      [far],
    );
    const [farTile] = boundingBoxTiles([[far]], 17, 0);
    expect(keys(corridorTiles(ls, 17))).toContain(tileKey(farTile!));
  });

  it('gives nothing for nothing', () => {
    expect(corridorTiles([], 15)).toEqual([]);
    expect(corridorTiles([[]], 15)).toEqual([]);
    expect(boundingBoxTiles([], 15)).toEqual([]);
  });
});
