import type { FrameOptions, Insets } from '../../domain/mapFraming.ts';
import { DRAWER_PEEK_PX, FOOTER_HEIGHT_PX } from '../drawer/drawerConfig.ts';
import { ACTIVE_MARKER_SIZE, MAX_ZOOM, MIN_ZOOM } from './mapConfig.ts';

/** The numbers the map frames stops with (domain/mapFraming.ts). */
export const FRAME_OPTIONS: FrameOptions = {
  minZoom: MIN_ZOOM,
  maxZoom: MAX_ZOOM,
  marker: ACTIVE_MARKER_SIZE,
  margin: 6,
};

/** What floats over the top of the map: logo, badges, language switch, update banner. */
const TOP_OVERLAYS = '.top-bar > *, .top-bar__badges > *, [data-testid=update-banner]';
/**
 * The offline pack pill sits just above the closed drawer on a route (its code loads a little
 * later than the map's first frame, so its room is kept from the start, not measured).
 */
const PACK_SLOT = '[data-pack-slot]';
const PACK_PILL_BAND_PX = 48;
/** Walk questions and notes float above the drawer. */
const BOTTOM_CARDS = '[data-map-overlay=bottom]';
/** The zoom and locate controls down the right edge. */
const RIGHT_OVERLAYS = '.maplibregl-ctrl-top-right';

/**
 * The room the overlays take from each edge of the map, measured from the page: the top
 * overlays as one band, the controls as a strip on the right, and the drawer at the bottom
 * (its peek and footer, and the pack pill above them, when closed; the whole sheet when open),
 * up to the top of any walk card above it.
 */
export function measureMapInsets(map: HTMLElement, drawerOpen: boolean): Insets {
  const box = map.getBoundingClientRect();
  const doc = map.ownerDocument;
  let top = 0;
  for (const el of doc.querySelectorAll(TOP_OVERLAYS)) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.width > 0) top = Math.max(top, r.bottom - box.top);
  }
  let right = 0;
  for (const el of map.querySelectorAll(RIGHT_OVERLAYS)) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.width > 0) right = Math.max(right, box.right - r.left);
  }
  const sheet = doc.querySelector<HTMLElement>('[data-testid=drawer], [data-testid=drawer-peek]');
  const pill = doc.querySelector(PACK_SLOT) ? PACK_PILL_BAND_PX : 0;
  const closed = DRAWER_PEEK_PX + FOOTER_HEIGHT_PX + pill;
  let bottom = drawerOpen && sheet ? sheet.offsetHeight + FOOTER_HEIGHT_PX : closed;
  for (const el of doc.querySelectorAll(BOTTOM_CARDS)) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.width > 0) bottom = Math.max(bottom, box.bottom - r.top);
  }
  return { top, right, bottom, left: 0 };
}
