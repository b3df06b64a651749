/**
 * The seed catalogue as table rows: the built-in route with the bundle's ids, plus the sample
 * routes and stories of catalogue.ts with deterministic ids, dates and media paths.
 */
import { createHash } from 'node:crypto';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_STOPS,
} from '../../src/db/builtin/museumplein.ts';
import { isHiddenContentType } from '../../src/domain/contentTypes.ts';
import { parseLatLng } from '../../src/domain/coordinates.ts';
import { ALL_ROUTES, type RouteDef, STORIES, type StoryDef } from './catalogue.ts';
import type { SqlValue } from './sqlLiteral.ts';

export const MEDIA_URL = '/storage/v1/object/public/media';
const COLLECTION_ID = '6650c0ffee0000000000c0de';

/** A stable UUID (v5 layout over SHA-1) for a seed key. */
export function seedUuid(kind: string, key: string): string {
  const h = createHash('sha1').update(`routegids-seed:${kind}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const webflowItemId = (key: string): string =>
  createHash('sha1').update(`webflow:${key}`).digest('hex').slice(0, 24);

const isoAt = (base: string, hours: number): string =>
  new Date(Date.parse(base) + hours * 3_600_000).toISOString();

export interface MediaFile {
  /** Path under supabase/media/. */
  path: string;
  kind: 'image' | 'audio';
  /** What the generated file shows or says. */
  text: string;
  color: string;
}

export interface SeedRows {
  locations: Record<string, SqlValue>[];
  routes: Record<string, SqlValue>[];
  stops: Record<string, SqlValue>[];
  media: MediaFile[];
}

function locationRow(
  s: StoryDef,
  n: number,
  withAudio: boolean,
  color: string,
  media: MediaFile[],
): Record<string, SqlValue> {
  const hidden = isHiddenContentType(s.content_type ?? 'Artikel');
  const point = parseLatLng(s.lat, s.lng);
  let hero: string | null = null;
  let audio: string | null = null;
  if (!hidden) {
    hero = `${MEDIA_URL}/images/${s.key}.jpg`;
    media.push({ path: `images/${s.key}.jpg`, kind: 'image', text: s.title_nl, color });
    if (withAudio) {
      audio = `${MEDIA_URL}/audio/${s.key}.mp3`;
      media.push({
        path: `audio/${s.key}.mp3`,
        kind: 'audio',
        text: `${s.title_nl}. ${s.intro}`,
        color,
      });
    }
  }
  const created = isoAt('2025-03-01T09:00:00.000Z', n * 5);
  return {
    id: seedUuid('location', s.key),
    slug: s.key,
    webflow_item_id: webflowItemId(s.key),
    webflow_collection_id: COLLECTION_ID,
    created_on: created,
    updated_on: isoAt(created, 24),
    published_on: isoAt(created, 25),
    video_url: null,
    slider_images: hero ? [hero] : [],
    hero_image: hero,
    spotify_url: null,
    maps_link: point
      ? `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`
      : null,
    intro: s.intro,
    article_nl: s.nl,
    article_en: s.en,
    title_nl: s.title_nl,
    title_en: s.title_en,
    article_title: s.title_nl,
    publication_url: null,
    content_type: s.content_type ?? 'Artikel',
    category: s.category,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    author: 'Redactie Routegids',
    image_credit: hero ? 'Routegids (gegenereerde afbeelding)' : null,
    audio_url: audio,
  };
}

function builtinRows(): Pick<SeedRows, 'locations' | 'routes' | 'stops'> {
  const locations = BUILTIN_LOCATIONS.map((l) => {
    const { locked: _locked, change_seq: _seq, ...row } = l;
    return row as Record<string, SqlValue>;
  });
  const r = BUILTIN_ROUTE;
  const routes = [
    {
      id: r.id,
      name: r.name,
      name_en: r.name_en,
      description: r.description,
      description_en: r.description_en,
      color: r.color,
      published: r.published,
      daypass: r.daypass,
      is_trial: r.is_trial,
      is_book: r.is_book,
      is_builtin: r.is_builtin,
      created_at: r.created_at,
    },
  ];
  const stops = BUILTIN_STOPS.map((s) => ({
    id: s.id,
    route_id: s.route_id,
    location_id: s.location_id,
    order: s.order,
    video_url: s.video_url,
    created_at: s.created_at,
  }));
  return { locations, routes, stops };
}

function routeRow(r: RouteDef, n: number): Record<string, SqlValue> {
  return {
    id: seedUuid('route', r.key),
    name: r.name,
    name_en: r.name_en,
    description: r.description,
    description_en: r.description_en,
    color: r.color,
    published: r.published ?? true,
    daypass: r.daypass ?? false,
    is_trial: r.is_trial ?? false,
    is_book: r.is_book ?? false,
    is_builtin: false,
    created_at: isoAt('2025-04-01T08:00:00.000Z', n * 24),
  };
}

export function buildSeedRows(): SeedRows {
  const builtin = builtinRows();
  const media: MediaFile[] = [];
  const locations: Record<string, SqlValue>[] = [...builtin.locations];
  const routes: Record<string, SqlValue>[] = [...builtin.routes];
  const stops: Record<string, SqlValue>[] = [...builtin.stops];
  let n = 0;

  ALL_ROUTES.forEach((r, ri) => {
    const route = routeRow(r, ri);
    routes.push(route);
    r.stops.forEach((s, si) => {
      const loc = locationRow(s, n++, true, r.color, media);
      locations.push(loc);
      stops.push({
        id: seedUuid('stop', `${r.key}/${s.key}`),
        route_id: route.id as string,
        location_id: loc.id as string,
        order: s.order === undefined ? si + 1 : s.order,
        video_url: null,
        created_at: route.created_at as string,
      });
    });
  });
  for (const s of STORIES) locations.push(locationRow(s, n++, false, '#5c677d', media));

  return { locations, routes, stops, media };
}
