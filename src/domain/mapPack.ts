/**
 * The map's share of an offline route pack.
 *
 * For a style of vector or raster tile sources: the style JSON, each source's TileJSON
 * (when the source names one by `url`), the sprites at 1x and 2x, the glyph ranges of Dutch
 * and English text for every font stack the style draws with, and per source the corridor
 * tiles (tileCorridor.ts) at the zooms MapLibre reads it while the map stays in the route's
 * zoom range: with most vector sources ending at z14 or z15, MapLibre overzooms their last
 * level and the corridor costs a handful of tiles. A PMTiles source (`pmtiles://` URL, or
 * the archive the app adds beside the style) is one file, the archive, read whole from the
 * cache offline. GeoJSON sources given by URL are one file each.
 *
 * Order: style and TileJSON, sprites, glyphs, archives, then tiles by zoom (lowest first),
 * so a download cut short leaves a map that draws something everywhere before it draws
 * detail anywhere.
 */
import type { LatLng } from './geo.ts';
import { DUTCH_ENGLISH_CHARACTERS, glyphRanges, glyphUrl } from './glyphRanges.ts';
import {
  ROUTE_ZOOM_RANGE,
  type StyleJson,
  type StyleSource,
  spriteUrls,
  styleFontStacks,
  styleSourceTileZooms,
  type TileJson,
  type TileSourceSettings,
  tileSourceSettings,
  type ZoomRange,
} from './mapStyle.ts';
import type { PackFile } from './packFile.ts';
import { CORRIDOR_BUFFER_M, corridorTiles } from './tileCorridor.ts';
import { type TileId, tileIntersects, tileUrl } from './tiles.ts';

/** What the map needs, as the caller fetched it (this module fetches nothing). */
export interface MapPackSource {
  /** The style's URL; null when the style ships with the app and is precached. */
  styleUrl: string | null;
  /** The parsed style; null when the map is only a PMTiles archive. */
  style: StyleJson | null;
  /** Each TileJSON the style names, parsed, keyed by the source's `url` as written. */
  tileJsons?: Readonly<Record<string, TileJson>> | undefined;
  /** A PMTiles archive the app adds to the style at run time (VITE_MAP_PMTILES_URL). */
  pmtilesUrl?: string | null | undefined;
  /** The map zooms the walker may use; default the specification's 15–18. */
  zoomRange?: ZoomRange | undefined;
  /** Corridor buffer in metres; default 250. */
  bufferM?: number | undefined;
  /** Text whose characters the glyphs must cover; default Dutch and English. */
  glyphText?: string | undefined;
}

const PMTILES_PREFIX = 'pmtiles://';

const TILE_SOURCE_TYPES = new Set(['vector', 'raster', 'raster-dem']);

/** The TileJSON a source names, or an error naming what the caller forgot to fetch. */
function tileJsonFor(id: string, source: StyleSource, map: MapPackSource): TileJson | undefined {
  if (!source.url) return undefined;
  const tileJson = map.tileJsons?.[source.url];
  if (!tileJson) {
    throw new Error(
      `Map source "${id}" describes its tiles in ${source.url}; fetch that TileJSON and pass it in tileJsons.`,
    );
  }
  return tileJson;
}

interface ZoomedFile {
  z: number;
  file: PackFile;
}

/** Corridor tiles of one source, within its bounds, as URLs. */
function sourceTiles(
  settings: TileSourceSettings,
  zooms: readonly number[],
  lines: readonly (readonly LatLng[])[],
  bufferM: number,
  pixelRatio: number,
): ZoomedFile[] {
  if (settings.tiles.length === 0) return [];
  const [west, south, east, north] = settings.bounds ?? [-180, -90, 180, 90];
  const bounds = { west: west!, south: south!, east: east!, north: north! };
  const inBounds = (t: TileId): boolean => !settings.bounds || tileIntersects(t, bounds);
  return zooms.flatMap((z) =>
    corridorTiles(lines, z, bufferM)
      .filter(inBounds)
      .map((t) => ({
        z,
        file: {
          url: tileUrl(settings.tiles, t, { scheme: settings.scheme, pixelRatio }),
          kind: 'tile',
        },
      })),
  );
}

/**
 * The map files a pack must hold so the route's map draws offline.
 * `lines` are the route's lines (tileCorridor.routeLines); `pixelRatio` is the device's.
 */
export function mapPackFiles(
  map: MapPackSource,
  lines: readonly (readonly LatLng[])[],
  pixelRatio: number,
): PackFile[] {
  const range = map.zoomRange ?? ROUTE_ZOOM_RANGE;
  const bufferM = map.bufferM ?? CORRIDOR_BUFFER_M;
  const head: PackFile[] = [];
  const archives: PackFile[] = [];
  const tiles: ZoomedFile[] = [];
  if (map.styleUrl) head.push({ url: map.styleUrl, kind: 'style' });

  const style = map.style;
  const sources = Object.entries(style?.sources ?? {});
  for (const [id, source] of sources) {
    if (typeof source?.url === 'string' && source.url.startsWith(PMTILES_PREFIX)) {
      archives.push({ url: source.url.slice(PMTILES_PREFIX.length), kind: 'pmtiles' });
    } else if (source?.type === 'geojson' && typeof source.data === 'string') {
      archives.push({ url: source.data, kind: 'geojson' });
    } else if (style && TILE_SOURCE_TYPES.has(source?.type)) {
      const tileJson = tileJsonFor(id, source, map);
      if (source.url) head.push({ url: source.url, kind: 'tilejson' });
      const settings = tileSourceSettings(source, tileJson);
      const zooms = styleSourceTileZooms(style, id, settings, range);
      tiles.push(...sourceTiles(settings, zooms, lines, bufferM, pixelRatio));
    }
  }
  if (map.pmtilesUrl) archives.push({ url: map.pmtilesUrl, kind: 'pmtiles' });

  const sprites: PackFile[] = style
    ? spriteUrls(style, map.styleUrl).map((url) => ({ url, kind: 'sprite' }))
    : [];
  const glyphs: PackFile[] = [];
  if (style && typeof style.glyphs === 'string') {
    const ranges = glyphRanges(map.glyphText ?? DUTCH_ENGLISH_CHARACTERS);
    for (const stack of styleFontStacks(style)) {
      for (const range of ranges) {
        glyphs.push({ url: glyphUrl(style.glyphs, stack, range), kind: 'glyphs' });
      }
    }
  }
  // Stable sort: lower zooms first, each source's tiles in corridor order within a zoom.
  tiles.sort((a, b) => a.z - b.z);
  return [...head, ...sprites, ...glyphs, ...archives, ...tiles.map((t) => t.file)];
}
