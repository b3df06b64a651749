/** Narrow screens are under 768 px wide (specification, "Drawer"). */
export const NARROW_MAX_WIDTH = 768;

/**
 * How far above the screen centre a stop is placed when the drawer is open, in px, so it is
 * not hidden behind the drawer: 15% of the map height under 768 px wide, otherwise 20%.
 * Closed drawer: no offset.
 */
export function drawerPanOffsetPx(width: number, height: number, drawerOpen: boolean): number {
  if (!drawerOpen) return 0;
  return Math.round(height * (width < NARROW_MAX_WIDTH ? 0.15 : 0.2));
}
