import { IMAGE_BREAKPOINTS } from './imageSizing.ts';

/**
 * The CSS width a stop's hero and slider images are shown at: the drawer's content width,
 * which is the window's width up to the drawer's maximum (drawerConfig MAX_WIDTH_PX). The
 * carousel asks for `sizedImageUrl(src, stopImageCssWidth(window.innerWidth), dpr)` and the
 * offline pack lists the same URLs, so what the page asks for offline is in the pack.
 */
const DRAWER_MAX_WIDTH = 1536;

export function stopImageCssWidth(viewportWidth: number): number {
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0) return IMAGE_BREAKPOINTS[0];
  return Math.min(Math.round(viewportWidth), DRAWER_MAX_WIDTH);
}
