/**
 * The map's zoom levels. The specification's default 16, min 15 and max 18 are Google Maps
 * zoom levels, whose world is 256 px wide at zoom 0. MapLibre draws a 512 px world at zoom 0,
 * so the same scale on screen (about 1.46 m per pixel at zoom 16 in Amsterdam) is one level
 * lower here. The map and the offline pack both read these, so a pack holds exactly the
 * zooms the walker can reach.
 */
const GOOGLE_TO_MAPLIBRE = -1;

export const DEFAULT_ZOOM = 16 + GOOGLE_TO_MAPLIBRE;
export const MIN_ZOOM = 15 + GOOGLE_TO_MAPLIBRE;
export const MAX_ZOOM = 18 + GOOGLE_TO_MAPLIBRE;
