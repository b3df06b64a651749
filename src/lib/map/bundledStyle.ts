import { type AddProtocolAction, addProtocol, type StyleSpecification } from 'maplibre-gl';
import { BUNDLED_STYLE_PROTOCOL } from '../mapSettings.ts';

/**
 * The map's own minimal style: a plain background, with the route line and the markers the
 * app draws on top. Shown when the online style or its tiles cannot be reached (offline
 * without a pack, blocked, timed out).
 */
const BUNDLED_STYLE: StyleSpecification = {
  version: 8,
  name: 'Routegids offline',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#ecefe8' } }],
};

let registered = false;

/**
 * Answers FALLBACK_STYLE_URL (`bundled://…`) from the map's chunk. As a file, the style's
 * answer came from the service worker and waited behind the main thread's tasks while the map
 * was built, and the style was set up only then; answered here, MapLibre sets it up within the
 * map's construction (offline cold start to `load`: medians 384 against 485 ms and 405 against
 * 542 ms, two interleaved runs of 15 and 12). Handed to MapLibre as an object instead, it was
 * slower still (698 against 493 ms in an earlier run): MapLibre sets up an object style a
 * frame later.
 */
export function registerBundledStyleProtocol(): void {
  if (registered) return;
  registered = true;
  // A copy each time: MapLibre keeps the style it is given and may change it.
  const load: AddProtocolAction = async () => ({ data: structuredClone(BUNDLED_STYLE) });
  addProtocol(BUNDLED_STYLE_PROTOCOL, load);
}
