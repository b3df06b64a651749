import { MAX_ZOOM, MIN_ZOOM } from './mapZoom.ts';
/**
 * Reading a MapLibre style for the files it will make the map fetch: sprites, glyph font
 * stacks, and per tile source the tile zooms it asks for while the map stays within the
 * route's zoom range. Each rule mirrors MapLibre GL JS so an offline pack holds what the
 * map requests, and nothing it will not:
 *
 * - Sprites (load_sprite.ts): `sprite` is a base URL or a list of {id, url}; each base gives
 *   `.json` and `.png`, and `@2x.json` and `@2x.png` on high-density screens; the suffix
 *   goes on the URL's path, before any query.
 * - Font stacks: a symbol layer's `text-font`, a list of font names joined by ','; it may be
 *   a literal list, an expression holding `["literal", [...]]` lists (step, match, case…),
 *   a legacy zoom function `{stops: [[z, [...]]]}`, or a `format` section override; a
 *   layer with `text-field` and no `text-font` uses the default stack.
 * - Tile zoom (covering_tiles.ts): at map zoom m a source of tile size s is read at
 *   floor(m + log2(512 / s)) (round() for raster sources), never below 0, and at its
 *   `maxzoom` when that is lower (overzooming); below `minzoom` nothing is read.
 * - A source is read only at zooms where one of its layers shows: minzoom ≤ m < maxzoom
 *   and visibility not 'none'.
 *
 * The style arrives as fetched JSON, so every field is checked before use.
 */

/** The parts of a style specification the pack reads (MapLibre's StyleSpecification fits). */
export interface StyleJson {
  sprite?: string | readonly { id: string; url: string }[] | undefined;
  glyphs?: string | undefined;
  sources?: Readonly<Record<string, StyleSource>> | undefined;
  layers?: readonly StyleLayer[] | undefined;
}

export interface StyleSource {
  type: string;
  url?: string | undefined;
  tiles?: readonly string[] | undefined;
  minzoom?: number | undefined;
  maxzoom?: number | undefined;
  tileSize?: number | undefined;
  scheme?: string | undefined;
  bounds?: readonly number[] | undefined;
  /** GeoJSON sources: inline data or a URL. */
  data?: unknown;
}

export interface StyleLayer {
  id: string;
  type: string;
  source?: unknown;
  minzoom?: number | undefined;
  maxzoom?: number | undefined;
  layout?: unknown;
}

/** The fields of a TileJSON document a pack needs (tilejson.md 3.0). */
export interface TileJson {
  tiles?: readonly string[] | undefined;
  minzoom?: number | undefined;
  maxzoom?: number | undefined;
  bounds?: readonly number[] | undefined;
  scheme?: string | undefined;
  tileSize?: number | undefined;
}

/** A range of map zooms, both ends included. */
export interface ZoomRange {
  min: number;
  max: number;
}

/** The zooms the walker can reach on the map (mapZoom.ts): what an offline pack must hold. */
export const ROUTE_ZOOM_RANGE: ZoomRange = { min: MIN_ZOOM, max: MAX_ZOOM };

/** MapLibre's world size in pixels at zoom 0, against which tile sizes are scaled. */
const MAP_TILE_SIZE = 512;

/** Tile size, zoom limits and zoom defaults of the style specification (v8.json). */
const SPEC_TILE_SIZE = 512;
const SPEC_MIN_ZOOM = 0;
const SPEC_MAX_ZOOM = 22;
const LAYER_MAX_ZOOM = 24;

/** text-font's default when a symbol layer has text and no font (v8.json). */
export const DEFAULT_FONT_STACK = ['Open Sans Regular', 'Arial Unicode MS Regular'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** `url` with `suffix` added to its path, keeping any query and fragment after it. */
function addToPath(url: string, suffix: string, base: string | null): string {
  try {
    // MapLibre requires absolute sprite URLs and builds them with URL; resolving against the
    // style's own URL turns a relative one into the URL a transformStyle would give.
    const parsed = base ? new URL(url, base) : new URL(url);
    parsed.pathname += suffix;
    return parsed.toString();
  } catch {
    const cut = url.search(/[?#]/);
    return cut < 0 ? url + suffix : url.slice(0, cut) + suffix + url.slice(cut);
  }
}

/** An absolute style URL to resolve relative sprite URLs against, or null. */
function absoluteBase(styleUrl: string | null | undefined): string | null {
  if (!styleUrl) return null;
  try {
    return new URL(styleUrl).toString();
  } catch {
    return null;
  }
}

/** Every sprite file of the style, 1x and 2x, in the order MapLibre would ask for them. */
export function spriteUrls(style: StyleJson, styleUrl?: string | null): string[] {
  const sprite = style.sprite;
  const bases =
    typeof sprite === 'string'
      ? [sprite]
      : Array.isArray(sprite)
        ? sprite.map((s) => (isRecord(s) && typeof s.url === 'string' ? s.url : null))
        : [];
  const base = absoluteBase(styleUrl);
  return bases
    .filter((u): u is string => typeof u === 'string' && u !== '')
    .flatMap((u) =>
      ['.json', '.png', '@2x.json', '@2x.png'].map((suffix) => addToPath(u, suffix, base)),
    );
}

/**
 * Expression operators whose arguments are all strings, so a list that starts with one is
 * an expression and not a font stack (["get", "font"] names no font).
 */
const STRING_ARG_OPERATORS = new Set([
  'get',
  'has',
  'var',
  'image',
  'feature-state',
  'global-state',
  'zoom',
  'id',
  'properties',
  'geometry-type',
  'accumulated',
  'line-progress',
  'heatmap-density',
  'elevation',
]);

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string');

/** Font stacks (fonts joined by ',') a text-font value can take, found literally in it. */
function fontStacksIn(value: unknown, found: Set<string>): void {
  if (isStringList(value) && !STRING_ARG_OPERATORS.has(value[0]!)) {
    found.add(value.join(','));
    return;
  }
  if (Array.isArray(value)) {
    if (value[0] === 'literal') {
      if (isStringList(value[1])) found.add(value[1].join(','));
      return;
    }
    for (const part of value.slice(1)) fontStacksIn(part, found);
    return;
  }
  if (isRecord(value) && Array.isArray(value.stops)) {
    for (const stop of value.stops) if (Array.isArray(stop)) fontStacksIn(stop[1], found);
  }
}

/** Font overrides inside `format` expressions of a text-field. */
function formatFontStacks(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const part of value) formatFontStacks(part, found);
  } else if (isRecord(value) && 'text-font' in value) {
    fontStacksIn(value['text-font'], found);
  }
}

const isHidden = (layer: StyleLayer): boolean =>
  isRecord(layer.layout) && layer.layout.visibility === 'none';

/**
 * Every font stack the style's visible symbol layers draw text with, sorted. Stacks chosen
 * at run time from feature data (["get", "font"]) cannot be known and are not listed.
 */
export function styleFontStacks(style: StyleJson): string[] {
  const found = new Set<string>();
  for (const layer of style.layers ?? []) {
    if (!isRecord(layer) || layer.type !== 'symbol' || isHidden(layer)) continue;
    const layout = isRecord(layer.layout) ? layer.layout : {};
    if (layout['text-field'] === undefined) continue;
    if (layout['text-font'] === undefined) found.add(DEFAULT_FONT_STACK.join(','));
    else fontStacksIn(layout['text-font'], found);
    formatFontStacks(layout['text-field'], found);
  }
  return [...found].sort();
}

/** A tile source's settings after its TileJSON, with the style's own fields winning. */
export interface TileSourceSettings {
  type: string;
  tiles: readonly string[];
  minzoom: number;
  maxzoom: number;
  tileSize: number;
  scheme: string;
  bounds: readonly number[] | null;
}

/** MapLibre's merge (load_tilejson.ts): the TileJSON's fields, overridden by the style's. */
export function tileSourceSettings(source: StyleSource, tileJson?: TileJson): TileSourceSettings {
  const pick = <K extends keyof TileJson & keyof StyleSource>(key: K) =>
    source[key] !== undefined ? source[key] : tileJson?.[key];
  const tiles = pick('tiles');
  const bounds = pick('bounds');
  const minzoom = pick('minzoom');
  const maxzoom = pick('maxzoom');
  const tileSize = pick('tileSize');
  const scheme = pick('scheme');
  return {
    type: source.type,
    tiles: Array.isArray(tiles) ? tiles.filter((t) => typeof t === 'string') : [],
    minzoom: isFiniteNumber(minzoom) ? minzoom : SPEC_MIN_ZOOM,
    maxzoom: isFiniteNumber(maxzoom) ? maxzoom : SPEC_MAX_ZOOM,
    tileSize: isFiniteNumber(tileSize) && tileSize > 0 ? tileSize : SPEC_TILE_SIZE,
    scheme: typeof scheme === 'string' ? scheme : 'xyz',
    bounds:
      Array.isArray(bounds) && bounds.length === 4 && bounds.every(isFiniteNumber) ? bounds : null,
  };
}

/** The visible zoom span [min, max) of each layer that draws from `sourceId`. */
function layerSpans(style: StyleJson, sourceId: string): [number, number][] {
  return (style.layers ?? [])
    .filter((l) => isRecord(l) && l.source === sourceId && !isHidden(l))
    .map((l) => [
      isFiniteNumber(l.minzoom) ? l.minzoom : 0,
      isFiniteNumber(l.maxzoom) ? l.maxzoom : LAYER_MAX_ZOOM,
    ]);
}

/**
 * The tile zooms MapLibre reads from a source while the map's zoom stays within `range`,
 * given the visible spans of the layers that use it. Ascending; empty when no layer shows.
 */
export function sourceTileZooms(
  settings: Pick<TileSourceSettings, 'type' | 'minzoom' | 'maxzoom' | 'tileSize'>,
  spans: readonly (readonly [number, number])[],
  range: ZoomRange,
): number[] {
  const offset = Math.log2(MAP_TILE_SIZE / settings.tileSize);
  // round() for raster sources: tile zoom k is read for map zooms in [k - 0.5, k + 0.5) - offset;
  // floor() otherwise: for [k, k + 1) - offset.
  const shift = settings.type === 'raster' || settings.type === 'raster-dem' ? 0.5 : 0;
  const zooms = new Set<number>();
  const first = Math.floor(range.min + offset - 1);
  const last = Math.ceil(range.max + offset + 1);
  for (let k = first; k <= last; k++) {
    const from = k - shift - offset;
    const to = k + 1 - shift - offset;
    const shown = spans.some(([lmin, lmax]) => {
      const lo = Math.max(from, lmin, range.min);
      return lo < Math.min(to, lmax) && lo <= range.max;
    });
    if (!shown) continue;
    const tileZoom = Math.max(0, k);
    if (tileZoom < settings.minzoom) continue;
    zooms.add(Math.min(tileZoom, settings.maxzoom));
  }
  return [...zooms].sort((a, b) => a - b);
}

/** The tile zooms to pack for one source of the style. */
export function styleSourceTileZooms(
  style: StyleJson,
  sourceId: string,
  settings: TileSourceSettings,
  range: ZoomRange,
): number[] {
  return sourceTileZooms(settings, layerSpans(style, sourceId), range);
}
