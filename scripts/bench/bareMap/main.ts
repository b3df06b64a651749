/**
 * MapLibre with nothing of the app around it: the app's MapLibre build and worker, its
 * fallback style (what the app draws when the online style is unreachable, as in the
 * benchmarks), the same phone-sized full-screen map. What this page costs at start-up is the
 * floor under the app's figures: no app code can take it away. `?canvas=hidden` hides the
 * canvas as the app's "map canvas hidden" run does (MapLibre still draws into it), so the two
 * floors, with and without software rendering on screen, sit beside the app's two figures.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './bareMap.css';
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { registerBundledStyleProtocol } from '../../../src/lib/map/bundledStyle.ts';
import { FALLBACK_STYLE_URL } from '../../../src/lib/mapSettings.ts';

if (new URLSearchParams(window.location.search).get('canvas') === 'hidden') {
  document.documentElement.classList.add('canvas-hidden');
}
setWorkerUrl(workerUrl);
registerBundledStyleProtocol();

const map = new MapLibreMap({
  container: 'map',
  style: FALLBACK_STYLE_URL,
  center: [4.881, 52.358],
  zoom: 15,
  attributionControl: false,
});
map.once('load', () => {
  performance.mark('map-load');
  document.body.dataset.mapLoaded = 'true';
});
