/** The drawer's numbers, from the specification (section "Drawer"). */

export const DRAWER_PEEK_PX = 100;
export const DRAG_TOGGLE_PX = 50;
export const FLICK_VELOCITY = 300;
export const PULL_DOWN_CLOSE_PX = 80;
export const BOOK_EXTRA_PX = 50;
export const OVERLAY_OPACITY = 0.25;
export const OVERLAY_FADE_S = 0.25;
export const SPRING = { type: 'spring', stiffness: 350, damping: 35, mass: 1 } as const;
export const DRAG_ELASTIC = 0.15;
export const MAX_WIDTH_PX = 1536;
export const Z_OVERLAY = 600;
export const Z_DRAWER = 650;
/** The footer bar (previous / counter / next) under the sheet; it never moves. */
export const FOOTER_HEIGHT_PX = 64;

const NARROW_MAX_WIDTH = 768;

/**
 * The drawer's open height: the window height on narrow screens in full mode, 70% of it on
 * narrow screens otherwise, 60% on wider screens.
 */
export function drawerHeight(width: number, height: number, full: boolean): number {
  if (width < NARROW_MAX_WIDTH) return full ? height : Math.round(height * 0.7);
  return Math.round(height * 0.6);
}

export interface DragEnd {
  open: boolean;
  /** Total drag distance, px; negative is up. */
  offsetY: number;
  /** Release velocity, px/s; negative is up. */
  velocityY: number;
  /** The sheet's translateY at release: 0 is open, `closedY` is closed. */
  y: number;
  closedY: number;
}

/**
 * Open or closed after a drag: a flick (|v| ≥ 300) or a drag of 50 px or more decides by
 * its direction, the flick first since it is the last thing the finger did; anything less
 * snaps to the nearer half.
 */
export function openAfterDrag({ offsetY, velocityY, y, closedY }: DragEnd): boolean {
  if (velocityY <= -FLICK_VELOCITY) return true;
  if (velocityY >= FLICK_VELOCITY) return false;
  if (offsetY <= -DRAG_TOGGLE_PX) return true;
  if (offsetY >= DRAG_TOGGLE_PX) return false;
  return y < closedY / 2;
}

/** A drag never starts on something the finger meant to press or type into. */
export const NO_DRAG_SELECTOR = 'button, a, input, select, textarea';
