/**
 * The CSS widths at which stop pictures are shown, from the viewport width alone, so the page
 * and the offline pack (packList's `imageCssWidths`) ask for the same URLs (imageSizing.ts):
 *
 * - main: the picture (or video poster) of a stop in the carousel and the drawer, as wide as
 *   the content column (the viewport less 20 px padding a side, at most 640 px);
 * - thumb: the gallery's thumbnails (64 px squares);
 * - fullscreen: the fullscreen photo viewer, as wide as the viewport.
 *
 * The slots are fixed widths rather than measured elements on purpose: a measured width moves
 * with scrollbars and rounding, and every pixel of difference could be another URL that the
 * offline pack does not hold.
 */

export const MEDIA_COLUMN_MAX = 640;
export const MEDIA_PADDING = 20;
export const THUMB_CSS_WIDTH = 64;

export type ImageSlot = 'main' | 'thumb' | 'fullscreen';

export function slotCssWidth(slot: ImageSlot, viewportWidth: number): number {
  const vw = Math.max(0, Math.round(viewportWidth));
  switch (slot) {
    case 'main':
      return Math.max(THUMB_CSS_WIDTH, Math.min(vw - 2 * MEDIA_PADDING, MEDIA_COLUMN_MAX));
    case 'thumb':
      return THUMB_CSS_WIDTH;
    case 'fullscreen':
      return Math.max(THUMB_CSS_WIDTH, vw);
  }
}

/** Every slot's width on this viewport: what packList needs as `imageCssWidths`. */
export function imageSlotCssWidths(viewportWidth: number): number[] {
  return (['main', 'thumb', 'fullscreen'] as const).map((s) => slotCssWidth(s, viewportWidth));
}
