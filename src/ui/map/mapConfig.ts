/** The map's numbers, from the specification (section "Map"). */

export const DEFAULT_CENTER = { lat: 52.3702, lng: 4.8952 } as const;
/**
 * Zoom default 16, min 15, max 18 in the specification are Google Maps zoom levels, whose
 * world is 256 px wide at zoom 0. MapLibre draws a 512 px world at zoom 0, so the same scale
 * on screen (about 1.46 m per pixel at zoom 16 in Amsterdam) is one level lower here.
 */
const GOOGLE_TO_MAPLIBRE = -1;
export const DEFAULT_ZOOM = 16 + GOOGLE_TO_MAPLIBRE;
export const MIN_ZOOM = 15 + GOOGLE_TO_MAPLIBRE;
export const MAX_ZOOM = 18 + GOOGLE_TO_MAPLIBRE;

/** Strict bounds: north 52.429, south 52.31, east 5.02, west 4.81 ([west, south, east, north]). */
export const MAX_BOUNDS: [number, number, number, number] = [4.81, 52.31, 5.02, 52.429];

export const ROUTE_LINE_COLOR = '#7aacde';
export const ROUTE_LINE_WIDTH = 5;
export const ROUTE_LINE_OPACITY = 1;

export const MARKER_SIZE = { width: 24, height: 34, opacity: 0.85 } as const;
export const ACTIVE_MARKER_SIZE = { width: 30, height: 40, opacity: 1 } as const;
export const MARKER_FADE_MS = 300;
export const LIVE_DOT_SIZE = 36;

/** An open vector style that needs no key; override with VITE_MAP_STYLE_URL. */
const DEFAULT_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export const MAP_STYLE_URL: string = import.meta.env.VITE_MAP_STYLE_URL || DEFAULT_STYLE_URL;

/** The bundled minimal style (no external sources), precached by the service worker. */
export const FALLBACK_STYLE_URL = '/map/fallback-style.json';

/** A style that has not loaded by then is treated as unreachable (offline, captive portal). */
export const STYLE_LOAD_TIMEOUT_MS = 6000;
