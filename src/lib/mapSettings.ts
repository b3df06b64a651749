/**
 * Which map the operator configured (build-time env, DESIGN.md §5.5), read in one place: the
 * map screen draws it and the offline pack plans it, so both mean the same map.
 */

/** An open vector style that needs no key; override with VITE_MAP_STYLE_URL. */
const DEFAULT_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export const MAP_STYLE_URL: string = import.meta.env.VITE_MAP_STYLE_URL || DEFAULT_STYLE_URL;

/**
 * Optional PMTiles archive (a district extract) that replaces the style's vector tiles
 * (domain/pmtilesStyle.ts). Empty: the style's own sources.
 */
export const MAP_PMTILES_URL: string | null = import.meta.env.VITE_MAP_PMTILES_URL || null;

/** The scheme MapLibre resolves from the app's own code (lib/map/bundledStyle.ts). */
export const BUNDLED_STYLE_PROTOCOL = 'bundled';

/** The bundled minimal style (no external sources), part of the map's chunk. */
export const FALLBACK_STYLE_URL = `${BUNDLED_STYLE_PROTOCOL}://fallback-style`;
