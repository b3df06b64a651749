/**
 * The carousel's rendering window (specification, "Slide loading"): slides within one
 * position of the active one render their content (the neighbours so that they are loaded
 * before the walker swipes to them); the others are blank placeholders of the same size.
 */
export const SLIDE_WINDOW = 1;

export function isSlideRendered(index: number, active: number): boolean {
  return Math.abs(index - active) <= SLIDE_WINDOW;
}

/** Specification: the first image loads first, the next ones (2 and 3) 500 ms later. */
export const LATER_IMAGES_DELAY_MS = 500;
/** Specification: a loading skeleton shows for 500 ms. */
export const SKELETON_MS = 500;
/** Specification: a video's metadata preload gives up after 3 s. */
export const VIDEO_METADATA_TIMEOUT_MS = 3000;
