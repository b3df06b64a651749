/** The map's numbers, from the specification (section "Map"). */

export const DEFAULT_CENTER = { lat: 52.3702, lng: 4.8952 } as const;
export { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from '../../domain/mapZoom.ts';

/** Strict bounds: north 52.429, south 52.31, east 5.02, west 4.81 ([west, south, east, north]). */
export const MAX_BOUNDS: [number, number, number, number] = [4.81, 52.31, 5.02, 52.429];

export const ROUTE_LINE_COLOR = '#7aacde';
export const ROUTE_LINE_WIDTH = 5;
export const ROUTE_LINE_OPACITY = 1;

export const MARKER_SIZE = { width: 24, height: 34, opacity: 0.85 } as const;
export const ACTIVE_MARKER_SIZE = { width: 30, height: 40, opacity: 1 } as const;
export const MARKER_FADE_MS = 300;
export const LIVE_DOT_SIZE = 36;

export { FALLBACK_STYLE_URL, MAP_PMTILES_URL, MAP_STYLE_URL } from '../../lib/mapSettings.ts';

/** A style that has not loaded by then is treated as unreachable (offline, captive portal). */
export const STYLE_LOAD_TIMEOUT_MS = 6000;
