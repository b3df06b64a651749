/**
 * What a stop shows in its gallery. A video (the route stop's own wins over the location's)
 * is shown with the location's hero image as its poster (the content's convention), and the
 * photos are the slider images (the hero image alone when there are none).
 */
import type { LocationRow, RouteStopRow } from './rows.ts';

export interface StopMedia {
  /** A video to play in the page, or null. */
  video: string | null;
  /** A video elsewhere (a page on a video site): linked, not embedded. */
  videoLink: string | null;
  poster: string | null;
  photos: string[];
}

const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv|ogg)$/i;

const present = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

/** A direct video file (by the extension of its path), not a page on a video site. */
export function isVideoFileUrl(url: string): boolean {
  return VIDEO_FILE.test(url.split(/[?#]/, 1)[0]!);
}

export function stopMedia(
  stop: Pick<RouteStopRow, 'video_url'> | null,
  location: Pick<LocationRow, 'video_url' | 'hero_image' | 'slider_images'>,
): StopMedia {
  const url = [stop?.video_url, location.video_url].find(present)?.trim() ?? null;
  const sliders = (location.slider_images ?? []).filter(present);
  const hero = present(location.hero_image) ? location.hero_image : null;
  const video = url && isVideoFileUrl(url) ? url : null;
  return {
    video,
    videoLink: url && !video ? url : null,
    poster: video ? hero : null,
    photos: sliders.length > 0 ? sliders : hero && !video ? [hero] : [],
  };
}
