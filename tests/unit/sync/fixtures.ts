import type { LocationRow, RouteRow, RouteStopRow } from '../../../src/db/rows';

/** Row builders for sync tests: complete rows with overridable fields. */
export function route(id: string, over: Partial<RouteRow> = {}): RouteRow {
  return {
    id,
    name: `Route ${id}`,
    name_en: null,
    description: null,
    description_en: null,
    color: '#7aacde',
    published: true,
    daypass: false,
    is_trial: false,
    is_book: false,
    is_builtin: false,
    distance_m: 1000,
    stop_count: 0,
    path: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    change_seq: 1,
    ...over,
  };
}

export function stop(
  id: string,
  routeId: string,
  locationId: string,
  order: number,
  seq = 1,
): RouteStopRow {
  return {
    id,
    route_id: routeId,
    location_id: locationId,
    order,
    video_url: null,
    created_at: '2025-01-01T00:00:00Z',
    change_seq: seq,
  };
}

export function location(id: string, over: Partial<LocationRow> = {}): LocationRow {
  return {
    id,
    slug: id,
    webflow_item_id: null,
    webflow_collection_id: null,
    created_on: null,
    updated_on: null,
    published_on: null,
    video_url: null,
    slider_images: [],
    hero_image: null,
    spotify_url: null,
    maps_link: null,
    intro: `Intro ${id}`,
    article_nl: `<p>Artikel ${id}</p>`,
    article_en: `<p>Article ${id}</p>`,
    title_nl: `Titel ${id}`,
    title_en: `Title ${id}`,
    article_title: null,
    publication_url: null,
    content_type: 'Artikel',
    category: 'Architectuur',
    lat: 52.36,
    lng: 4.88,
    author: null,
    image_credit: null,
    audio_url: null,
    locked: false,
    change_seq: 1,
    ...over,
  };
}
