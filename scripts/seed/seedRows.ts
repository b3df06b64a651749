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
import { hashString, type PhotoSpec } from './photoSvg.ts';
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

/** Generated photos: 3:2, large enough that every `w` the app asks for is a real downscale. */
export const PHOTO_WIDTH = 1500;
export const PHOTO_HEIGHT = 1000;

/**
 * A media file the seed refers to, by path under supabase/media/. Photos are rendered at
 * start-up (scripts/seed/photos.ts, sharp); audio and video are committed (scripts/seed/media.ts).
 */
export type MediaFile =
  | { kind: 'photo'; path: string; spec: Omit<PhotoSpec, 'width' | 'height'> }
  | { kind: 'audio'; path: string; text: string }
  | { kind: 'video'; path: string; poster: string; title: string; seed: string };

export interface SeedRows {
  locations: Record<string, SqlValue>[];
  routes: Record<string, SqlValue>[];
  stops: Record<string, SqlValue>[];
  media: MediaFile[];
  /** URLs the seed points at on purpose with no file behind them ("Video failed to load."). */
  missingMedia: string[];
}

const DEFAULT_AUTHOR = 'Redactie Routegids';

/** 2–4 photos unless the catalogue asks for more. */
const photoCount = (s: StoryDef): number => s.photos ?? 2 + (hashString(s.key) % 3);

interface LocationMedia {
  hero: string | null;
  slider: string[];
  audio: string | null;
  video: string | null;
  credit: string | null;
}

/**
 * The media of one visible location. Photos `photos/<key>-<n>.jpg`; audio `audio/<key>.mp3`
 * speaks the title and intro. A location with a video (its own, or its route stop's) has the
 * video's poster as `hero_image`: that is the poster convention the app relies on.
 */
function locationMedia(
  s: StoryDef,
  stopVideo: boolean,
  out: Pick<SeedRows, 'media' | 'missingMedia'>,
): LocationMedia {
  const total = photoCount(s);
  const slider = Array.from({ length: total }, (_, i) => {
    const path = `photos/${s.key}-${i + 1}.jpg`;
    out.media.push({
      kind: 'photo',
      path,
      spec: { title: s.title_nl, n: i + 1, total, seed: s.key },
    });
    return `${MEDIA_URL}/${path}`;
  });
  const audioPath = `audio/${s.key}.mp3`;
  out.media.push({ kind: 'audio', path: audioPath, text: `${s.title_nl}. ${s.intro}` });

  let video: string | null = null;
  let hero = slider[0] ?? null;
  const clip = stopVideo ? 'mp4' : s.video;
  if (clip === 'missing') {
    video = `${MEDIA_URL}/video/${s.key}.mp4`;
    out.missingMedia.push(video);
  } else if (clip) {
    const path = `video/${s.key}.${clip}`;
    const poster = `video/${s.key}-poster.jpg`;
    out.media.push({ kind: 'video', path, poster, title: s.title_nl, seed: s.key });
    video = `${MEDIA_URL}/${path}`;
    hero = `${MEDIA_URL}/${poster}`;
  }
  return {
    hero,
    slider,
    audio: `${MEDIA_URL}/${audioPath}`,
    video,
    credit: video
      ? 'Routegids (gegenereerde voorbeeldfoto’s en -video)'
      : 'Routegids (gegenereerde voorbeeldfoto’s)',
  };
}

const NO_MEDIA: LocationMedia = { hero: null, slider: [], audio: null, video: null, credit: null };

function locationRow(
  s: StoryDef,
  n: number,
  opts: { stopVideo: boolean; author: string },
  out: Pick<SeedRows, 'media' | 'missingMedia'>,
): { row: Record<string, SqlValue>; stopVideoUrl: string | null } {
  const hidden = isHiddenContentType(s.content_type ?? 'Artikel');
  const point = parseLatLng(s.lat, s.lng);
  // Rows the app never serves get no media: nothing would ever ask for it.
  const m = hidden ? NO_MEDIA : locationMedia(s, opts.stopVideo, out);
  const created = isoAt('2025-03-01T09:00:00.000Z', n * 5);
  const row: Record<string, SqlValue> = {
    id: seedUuid('location', s.key),
    slug: s.key,
    webflow_item_id: webflowItemId(s.key),
    webflow_collection_id: COLLECTION_ID,
    created_on: created,
    updated_on: isoAt(created, 24),
    published_on: isoAt(created, 25),
    video_url: opts.stopVideo ? null : m.video,
    slider_images: m.slider,
    hero_image: m.hero,
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
    author: s.author ?? opts.author,
    image_credit: m.credit,
    audio_url: m.audio,
  };
  return { row, stopVideoUrl: opts.stopVideo ? m.video : null };
}

function builtinRows(): Pick<SeedRows, 'locations' | 'routes' | 'stops'> {
  const locations = BUILTIN_LOCATIONS.map((l) => {
    // Not columns: the server computes the hash (private.article_hash) and the sequence.
    const { locked: _locked, change_seq: _seq, article_hash: _hash, ...row } = l;
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
  const out: Pick<SeedRows, 'media' | 'missingMedia'> = { media: [], missingMedia: [] };
  const locations: Record<string, SqlValue>[] = [...builtin.locations];
  const routes: Record<string, SqlValue>[] = [...builtin.routes];
  const stops: Record<string, SqlValue>[] = [...builtin.stops];
  let n = 0;

  ALL_ROUTES.forEach((r, ri) => {
    const route = routeRow(r, ri);
    routes.push(route);
    r.stops.forEach((s, si) => {
      const author = r.author ?? DEFAULT_AUTHOR;
      const loc = locationRow(s, n++, { stopVideo: s.stopVideo ?? false, author }, out);
      locations.push(loc.row);
      stops.push({
        id: seedUuid('stop', `${r.key}/${s.key}`),
        route_id: route.id as string,
        location_id: loc.row.id as string,
        order: s.order === undefined ? si + 1 : s.order,
        video_url: loc.stopVideoUrl,
        created_at: route.created_at as string,
      });
    });
  });
  for (const s of STORIES) {
    locations.push(locationRow(s, n++, { stopVideo: false, author: DEFAULT_AUTHOR }, out).row);
  }

  return { locations, routes, stops, ...out };
}
