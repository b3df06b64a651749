import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type * as GeoJSON from 'geojson';
import { tilesInBounds } from '../../../src/domain/tiles.ts';
import { type ArchiveTile, writePmtiles } from './pmtilesWriter.ts';

/**
 * The test map's features, generated (no real map data): a grid of "streets" over the whole
 * map area for the XYZ vector source, and a checkerboard of "parks" for the PMTiles archive
 * over the inner city around the built-in route. Both are plain enough that a screenshot's
 * pixels say which source drew what.
 */

/** The specification's map bounds ([west, south, east, north]). */
export const MAP_BOUNDS: [number, number, number, number] = [4.81, 52.31, 5.02, 52.429];
/** Where the parks archive has tiles: the museum quarter and around it. */
export const PARKS_BOUNDS: [number, number, number, number] = [4.86, 52.345, 4.905, 52.375];

type Feature = GeoJSON.Feature<GeoJSON.Geometry, Record<string, unknown>>;

function streets(): GeoJSON.FeatureCollection {
  const [w, s, e, n] = MAP_BOUNDS;
  const features: Feature[] = [];
  let i = 0;
  for (let lat = s; lat <= n; lat += 0.0012) {
    features.push({
      type: 'Feature',
      properties: { name: `Teststraat ${++i}` },
      geometry: {
        type: 'LineString',
        coordinates: [
          [w, lat],
          [e, lat],
        ],
      },
    });
  }
  for (let lng = w; lng <= e; lng += 0.0018) {
    features.push({
      type: 'Feature',
      properties: { name: `Testgracht ${++i}` },
      geometry: {
        type: 'LineString',
        coordinates: [
          [lng, s],
          [lng, n],
        ],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

function parks(): GeoJSON.FeatureCollection {
  const [w, s, e, n] = PARKS_BOUNDS;
  const step = 0.0016;
  const features: Feature[] = [];
  let row = 0;
  for (let lat = s; lat < n; lat += step, row++) {
    let col = 0;
    for (let lng = w; lng < e; lng += step, col++) {
      if ((row + col) % 2 !== 0) continue;
      const ring = [
        [lng, lat],
        [lng + step, lat],
        [lng + step, lat + step],
        [lng, lat + step],
        [lng, lat],
      ];
      features.push({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [ring] },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

const EXTENT = 4096;

/** The street tiles, made on request (and remembered): z/x/y → MVT bytes, or null outside. */
export function streetTiles(
  maxZoom: number,
): (z: number, x: number, y: number) => Uint8Array | null {
  const index = new GeoJSONVT(streets(), { maxZoom, indexMaxZoom: 6, extent: EXTENT, buffer: 64 });
  const memo = new Map<string, Uint8Array | null>();
  return (z, x, y) => {
    const key = `${z}/${x}/${y}`;
    if (!memo.has(key)) {
      const tile = z <= maxZoom ? index.getTile(z, x, y) : null;
      memo.set(key, tile ? fromGeojsonVt({ streets: tile }, { version: 2, extent: EXTENT }) : null);
    }
    return memo.get(key) ?? null;
  };
}

/** The parks archive: every tile of PARKS_BOUNDS from `minZoom` to `maxZoom`, as PMTiles. */
export function parksArchive(minZoom: number, maxZoom: number): Uint8Array {
  const index = new GeoJSONVT(parks(), {
    maxZoom,
    indexMaxZoom: maxZoom,
    extent: EXTENT,
    buffer: 64,
  });
  const [west, south, east, north] = PARKS_BOUNDS;
  const tiles: ArchiveTile[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    for (const t of tilesInBounds({ west, south, east, north }, z)) {
      const tile = index.getTile(t.z, t.x, t.y);
      if (!tile) continue;
      tiles.push({ ...t, data: fromGeojsonVt({ parks: tile }, { version: 2, extent: EXTENT }) });
    }
  }
  return writePmtiles(tiles, {
    bounds: PARKS_BOUNDS,
    metadata: { name: 'Routegids test parks', vector_layers: [{ id: 'parks', fields: {} }] },
  });
}
