/**
 * The offline pack list: every file a route needs to be walked with no network, as the
 * exact URLs the page and the map will request, each once.
 *
 * Per stop: its audio, its hero and slider images at the width this device requests
 * (imageSizing.ts, one URL per image slot width), its video's poster, and the images of its
 * article in both languages (the walker may switch language offline). Videos only when the
 * caller asks, and only direct media files (a YouTube or Vimeo page cannot be cached). The
 * map: see mapPack.ts. data:, blob: and other non-HTTP URLs are left out: nothing to fetch.
 *
 * Download order, and why:
 * 1. The map's style, TileJSON, sprites and glyphs, then its tiles or archive. They are
 *    small beside the audio (a few hundred KB for a vector corridor) and every stop needs
 *    them: without them the map is an empty background and the walker cannot find stop 1.
 * 2. The stops in walking order, each complete (audio first, then its pictures), so a
 *    download cut short (the hotel Wi-Fi ends, the quota runs out) leaves the first stops
 *    fully walkable instead of every stop half there.
 * 3. Videos last: optional, and the largest files by far.
 */

import { articleImageSources } from './articleImages.ts';
import { isValidLatLng, type LatLng } from './geo.ts';
import { IMAGE_QUALITY, sizedImageUrl } from './imageSizing.ts';
import { type MapPackSource, mapPackFiles } from './mapPack.ts';
import { dedupeFiles, type PackFile } from './packFile.ts';
import type { LocationRow, RouteRow, RouteStopRow } from './rows.ts';
import { routeLines } from './tileCorridor.ts';

/** One stop as the walk shows it (stops.ts's RouteStopView fits). */
export interface PackStop {
  stop: Pick<RouteStopRow, 'video_url'>;
  location: Pick<
    LocationRow,
    | 'lat'
    | 'lng'
    | 'audio_url'
    | 'hero_image'
    | 'slider_images'
    | 'video_url'
    | 'article_nl'
    | 'article_en'
  >;
}

/** How this device shows images. */
export interface PackDevice {
  /** Device pixels per CSS pixel (window.devicePixelRatio). */
  dpr: number;
  /**
   * The CSS widths of the slots that show a stop's hero and slider images (the slide, the
   * thumbnails, the fullscreen view): each image is packed at the width of each slot.
   */
  imageCssWidths: readonly number[];
  /** Default 80 (the specification's). */
  quality?: number | undefined;
}

export interface PackListInput {
  route: Pick<RouteRow, 'path'>;
  /** The route's visible stops in walking order. */
  stops: readonly PackStop[];
  device: PackDevice;
  /** The map to pack; null packs no map (the bundled fallback style needs nothing). */
  map: MapPackSource | null;
  /** Pack the videos too (the walker asked); default false. */
  includeVideos?: boolean | undefined;
  /** The poster the page shows for a video, when it has one (shared with the page). */
  posterFor?: ((videoUrl: string) => string | null) | undefined;
  /**
   * The CSS width the article's inline images are shown at, when the page rewrites them
   * through imageSizing; absent, they are packed as written in the HTML (as the page
   * requests them when it renders the article unchanged).
   */
  articleImageCssWidth?: number | undefined;
  /** Sizes in bytes known from the catalogue or HEAD requests, by URL. */
  knownBytes?: ReadonlyMap<string, number> | undefined;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Relative and http(s) URLs can be fetched and cached; data:, blob:, javascript: cannot. */
function isFetchable(url: string): boolean {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv|ogg)$/i;

/** A direct video file (by the extension of its path), not a page on a video site. */
export function isVideoFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  return isFetchable(url) && VIDEO_FILE.test(path);
}

const present = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url.trim() !== '';

function stopVideo(s: PackStop): string | null {
  const url = present(s.stop.video_url) ? s.stop.video_url : s.location.video_url;
  return present(url) && isVideoFile(url.trim()) ? url.trim() : null;
}

/** One stop's files, audio first. */
function stopFiles(s: PackStop, input: PackListInput): PackFile[] {
  const { dpr, imageCssWidths, quality = IMAGE_QUALITY } = input.device;
  const files: PackFile[] = [];
  const loc = s.location;
  if (present(loc.audio_url)) files.push({ url: loc.audio_url, kind: 'audio' });
  const images = [loc.hero_image, ...(loc.slider_images ?? [])].filter(present);
  for (const src of images) {
    for (const width of imageCssWidths) {
      files.push({ url: sizedImageUrl(src, width, dpr, quality), kind: 'image' });
    }
  }
  const video = stopVideo(s);
  const poster = video ? input.posterFor?.(video) : null;
  if (present(poster)) files.push({ url: poster, kind: 'poster' });
  for (const src of [
    ...articleImageSources(loc.article_nl),
    ...articleImageSources(loc.article_en),
  ]) {
    const url =
      input.articleImageCssWidth === undefined
        ? src
        : sizedImageUrl(src, input.articleImageCssWidth, dpr, quality);
    files.push({ url, kind: 'inline-image' });
  }
  return files;
}

function withLatLng(s: PackStop): LatLng | null {
  const { lat, lng } = s.location;
  if (lat === null || lng === null) return null;
  return isValidLatLng({ lat, lng }) ? { lat, lng } : null;
}

/** Every file of the route's offline pack, de-duplicated, in download order. */
export function packList(input: PackListInput): PackFile[] {
  const points = input.stops.map(withLatLng).filter((p) => p !== null);
  const lines = routeLines(input.route.path, points);
  const mapFiles = input.map ? mapPackFiles(input.map, lines, input.device.dpr) : [];
  const stopMedia = input.stops.flatMap((s) => stopFiles(s, input));
  const videos: PackFile[] = input.includeVideos
    ? input.stops.map(stopVideo).flatMap((url) => (url ? [{ url, kind: 'video' as const }] : []))
    : [];
  const files = dedupeFiles([...mapFiles, ...stopMedia, ...videos]).filter((f) =>
    isFetchable(f.url),
  );
  return files.map((f) => {
    const bytes = input.knownBytes?.get(f.url);
    return bytes === undefined ? f : { ...f, bytes };
  });
}

/** FNV-1a, 64 bits: a fixed, well-known hash; a version needs no cryptographic strength. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The pack's version: a hash of its URLs (sorted, so the same files in another order keep
 * the version) and the route's change_seq. A stop, image or map tile added or removed, or
 * the route changed on the server, gives a new version, and the new pack downloads beside
 * the old one.
 */
export function packVersion(files: readonly PackFile[], routeChangeSeq: number): string {
  const urls = [...new Set(files.map((f) => f.url))].sort();
  return `p1-${fnv1a64(`${routeChangeSeq}\n${urls.join('\n')}`)}`;
}
