/**
 * Slippy-map tile math (the XYZ scheme of OpenStreetMap, MapLibre and TileJSON).
 *
 * At zoom z the Web Mercator square (latitudes ±85.0511°) is cut into 2^z × 2^z tiles;
 * x grows eastwards from the antimeridian, y southwards from the top. A tile's edges are
 * meridians and parallels, so in degrees it is a rectangle.
 *
 * `tileUrl` expands a URL template the way MapLibre does (tile_id.ts, `url()`), so a pack
 * holds the very URLs the map will ask for: with several templates MapLibre picks
 * `templates[(x + y) % n]`; `{ratio}` is '@2x' on screens with more than one device pixel
 * per CSS pixel; TMS sources count y from the bottom.
 */
import type { LatLng } from './geo.ts';

export interface TileId {
  z: number;
  x: number;
  y: number;
}

/** West, south, east, north in degrees. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The latitude where Web Mercator's square ends: atan(sinh(π)). */
export const MAX_MERCATOR_LAT = 85.0511287798066;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Fractional tile coordinates of a point: the integer parts name the tile it lies in. */
function tileFraction(p: LatLng, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const lat = (clamp(p.lat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT) * Math.PI) / 180;
  const x = ((p.lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n;
  return { x, y };
}

/** The tile at zoom `z` that holds the point (points on an edge belong east and south). */
export function tileAt(p: LatLng, z: number): TileId {
  const n = 2 ** z;
  const f = tileFraction(p, z);
  return { z, x: clamp(Math.floor(f.x), 0, n - 1), y: clamp(Math.floor(f.y), 0, n - 1) };
}

const lngOf = (x: number, z: number): number => (x / 2 ** z) * 360 - 180;
const latOf = (y: number, z: number): number =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** A tile's rectangle in degrees. */
export function tileBounds(t: TileId): Bounds {
  return {
    west: lngOf(t.x, t.z),
    east: lngOf(t.x + 1, t.z),
    north: latOf(t.y, t.z),
    south: latOf(t.y + 1, t.z),
  };
}

/** 'z/x/y', for sets and logs. */
export const tileKey = (t: TileId): string => `${t.z}/${t.x}/${t.y}`;

/** Every tile at zoom `z` that a rectangle touches, west to east, then north to south. */
export function tilesInBounds(b: Bounds, z: number): TileId[] {
  const nw = tileAt({ lat: b.north, lng: b.west }, z);
  const se = tileAt({ lat: b.south, lng: b.east }, z);
  const tiles: TileId[] = [];
  for (let x = nw.x; x <= se.x; x++) {
    for (let y = nw.y; y <= se.y; y++) tiles.push({ z, x, y });
  }
  return tiles;
}

/** True when the tile's rectangle and `b` overlap (sharing only an edge does not count). */
export function tileIntersects(t: TileId, b: Bounds): boolean {
  const r = tileBounds(t);
  return r.west < b.east && r.east > b.west && r.south < b.north && r.north > b.south;
}

/** Bing-style quadkey, one base-4 digit per zoom level. */
function quadkey(t: TileId): string {
  let key = '';
  for (let z = t.z; z > 0; z--) {
    const mask = 1 << (z - 1);
    key += String((t.x & mask ? 1 : 0) + (t.y & mask ? 2 : 0));
  }
  return key;
}

export interface TileUrlOptions {
  /** 'tms' counts y from the bottom (TileJSON `scheme`); default 'xyz'. */
  scheme?: string | undefined;
  /** Device pixels per CSS pixel, for `{ratio}` and `{r}`; default 1. */
  pixelRatio?: number | undefined;
  /**
   * Values for `{s}` (Leaflet-style subdomains), chosen like MapLibre chooses templates.
   * MapLibre itself does not expand `{s}`; default 'a', 'b', 'c'.
   */
  subdomains?: readonly string[] | undefined;
}

/**
 * The URL of one tile from a template (or MapLibre's list of templates). Tokens: `{z}`,
 * `{x}`, `{y}`, `{ratio}` and `{r}` ('@2x' or ''), `{prefix}`, `{quadkey}`, `{s}`.
 */
export function tileUrl(
  templates: string | readonly string[],
  t: TileId,
  options: TileUrlOptions = {},
): string {
  const list = typeof templates === 'string' ? [templates] : templates;
  if (list.length === 0) throw new Error('A tile source needs at least one URL template.');
  const pick = (t.x + t.y) % list.length;
  const subdomains = options.subdomains?.length ? options.subdomains : ['a', 'b', 'c'];
  const ratio = (options.pixelRatio ?? 1) > 1 ? '@2x' : '';
  const y = options.scheme === 'tms' ? 2 ** t.z - t.y - 1 : t.y;
  return list[pick]!.replace(/{prefix}/g, (t.x % 16).toString(16) + (t.y % 16).toString(16))
    .replace(/{z}/g, String(t.z))
    .replace(/{x}/g, String(t.x))
    .replace(/{y}/g, String(y))
    .replace(/{ratio}/g, ratio)
    .replace(/{r}/g, ratio)
    .replace(/{quadkey}/g, quadkey(t))
    .replace(/{s}/g, subdomains[(t.x + t.y) % subdomains.length]!);
}
