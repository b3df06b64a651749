/**
 * SAMPLE CONTENT: the built-in route "Oorlogsgeschiedenis rond het Museumplein" (8 stops,
 * 1348 m). It ships in the bundle so the walk works with no server at all; the server seed
 * uses the same ids, so likes and visit logs on it refer to real rows.
 *
 * Bundled rows carry change_seq 0: any copy pulled from the server has change_seq > 0 and
 * wins (see ensureBuiltinRoute). Bump BUILTIN_UPDATED_AT when these rows change, so devices
 * that still hold an older bundled copy take the new one.
 */
import { routeDistanceMeters } from '../../domain/distance.ts';
import { stopsPath } from '../../domain/routePath.ts';
import type { LocationRow, RouteRow, RouteStopRow } from '../../domain/rows.ts';
import { BUILTIN_ROUTE_ID } from './builtinRouteId.ts';
import { MUSEUMPLEIN_ARTICLE_HASHES } from './museumpleinArticleHashes.ts';
import { type BuiltinStopText, MUSEUMPLEIN_STOP_TEXTS } from './museumpleinStops.ts';

export { BUILTIN_ROUTE_ID };

/** When the bundled content last changed; also its version (compared as an ISO string). */
export const BUILTIN_UPDATED_AT = '2025-07-01T00:00:00.000Z';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Fixed v4-shaped ids, so the server seed and every device agree on them. */
export const builtinStopId = (n: number): string => `f3b0c8a2-5d14-4e7b-9a36-2c8e1d0001${pad2(n)}`;
export const builtinLocationId = (n: number): string =>
  `f3b0c8a2-5d14-4e7b-9a36-2c8e1d0002${pad2(n)}`;

/** Photos per stop: the stop's card, then labelled sample photos (scripts/generate-route-images.mjs). */
export const BUILTIN_PHOTO_COUNT = 3;

/** Served from public/ and precached by the service worker. Photo 1 is the stop's card. */
export const builtinImageUrl = (n: number, photo = 1): string =>
  photo === 1 ? `/img/route/stop-${n}.webp` : `/img/route/stop-${n}-${photo}.webp`;
export const builtinAudioUrl = (n: number): string => `/mp3/stop-${n}.mp3`;

function toLocation(t: BuiltinStopText): LocationRow {
  return {
    id: builtinLocationId(t.n),
    slug: t.slug,
    webflow_item_id: null,
    webflow_collection_id: null,
    created_on: BUILTIN_UPDATED_AT,
    updated_on: BUILTIN_UPDATED_AT,
    published_on: BUILTIN_UPDATED_AT,
    video_url: null,
    slider_images: Array.from({ length: BUILTIN_PHOTO_COUNT }, (_, i) =>
      builtinImageUrl(t.n, i + 1),
    ),
    hero_image: builtinImageUrl(t.n),
    spotify_url: null,
    maps_link: null,
    intro: t.intro,
    article_nl: t.article_nl,
    article_en: t.article_en,
    article_hash: MUSEUMPLEIN_ARTICLE_HASHES[t.n] ?? null,
    title_nl: t.title_nl,
    title_en: t.title_en,
    article_title: t.title_nl,
    publication_url: null,
    content_type: 'Artikel',
    category: t.category,
    lat: t.lat,
    lng: t.lng,
    author: 'Routegids',
    image_credit: 'Routegids (illustratie)',
    audio_url: builtinAudioUrl(t.n),
    locked: false,
    change_seq: 0,
  };
}

function toStop(t: BuiltinStopText): RouteStopRow {
  return {
    id: builtinStopId(t.n),
    route_id: BUILTIN_ROUTE_ID,
    location_id: builtinLocationId(t.n),
    order: t.n,
    video_url: null,
    created_at: BUILTIN_UPDATED_AT,
    change_seq: 0,
  };
}

export const BUILTIN_LOCATIONS: LocationRow[] = MUSEUMPLEIN_STOP_TEXTS.map(toLocation);
export const BUILTIN_STOPS: RouteStopRow[] = MUSEUMPLEIN_STOP_TEXTS.map(toStop);

const stopPoints = MUSEUMPLEIN_STOP_TEXTS.map(({ lat, lng }) => ({ lat, lng }));

export const BUILTIN_ROUTE: RouteRow = {
  id: BUILTIN_ROUTE_ID,
  name: 'Oorlogsgeschiedenis rond het Museumplein',
  name_en: 'Wartime history around Museumplein',
  description:
    'Een wandeling van ruim 1,3 kilometer langs acht plekken rond het Museumplein met een verhaal uit de Tweede Wereldoorlog: over verzet, over kunst die in veiligheid werd gebracht en over muziek onder de bezetting.',
  description_en:
    'A walk of just over 1.3 kilometres past eight places around Museumplein, each with a story from the Second World War: resistance, art carried to safety, and music under the occupation.',
  color: '#7aacde',
  published: true,
  daypass: false,
  is_trial: false,
  is_book: false,
  is_builtin: true,
  distance_m: Math.round(routeDistanceMeters(stopPoints)),
  stop_count: BUILTIN_STOPS.length,
  path: stopsPath(stopPoints),
  created_at: BUILTIN_UPDATED_AT,
  updated_at: BUILTIN_UPDATED_AT,
  change_seq: 0,
};
