import 'maplibre-gl/dist/maplibre-gl.css';
import './routeMap.css';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Map as MapLibreMap } from 'maplibre-gl';
import * as maplibre from 'maplibre-gl';
// MapLibre 6 finds its worker next to its own module; bundled, that file is gone. Vite builds
// the worker as its own asset and hands us its URL.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import MapGL, { type MapRef, NavigationControl } from 'react-map-gl/maplibre';
import { parseLatLng } from '../../domain/coordinates.ts';
import type { LatLng } from '../../domain/geo.ts';
import { drawnRoutePath } from '../../domain/routePath.ts';
import type { Lang, RouteRow } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { nextStopIndex } from '../../domain/walkDistance.ts';
import { registerBundledStyleProtocol } from '../../lib/map/bundledStyle.ts';
import { registerPmtilesProtocol } from '../../lib/map/pmtilesProtocol.ts';
import { drawerOpenAtom } from '../../state/drawer.ts';
import { livePositionAtom } from '../../state/live.ts';
import { mapLoadedAtom, mapOfflineStyleAtom } from '../../state/map.ts';
import { walkProgressAtom } from '../../state/walk.ts';
import { stopTitle } from '../stopText.ts';
import { useVisitedStops } from '../walk/useVisitedStops.ts';
import { LiveDot } from './LiveDot.tsx';
import { LocateControl } from './LocateControl.tsx';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_BOUNDS, MAX_ZOOM, MIN_ZOOM } from './mapConfig.ts';
import { StopMarker } from './StopMarker.tsx';
import { sameMapContent } from './sameMapContent.ts';
import { useLiveCamera } from './useLiveCamera.ts';
import { useMapFraming } from './useMapFraming.ts';
import { useMapStyle } from './useMapStyle.ts';
import { useRouteLine } from './useRouteLine.ts';
import { useZoomLabels } from './useZoomLabels.ts';

maplibre.setWorkerUrl(maplibreWorkerUrl);
// The workers start (and parse their half-megabyte script on their own threads) now, while
// the main thread renders the drawer, not once the map is created.
maplibre.prewarm();
// Archives (`pmtiles://` sources) are read from an offline pack when one holds them.
registerPmtilesProtocol();
// The offline style (FALLBACK_STYLE_URL) is answered from this chunk.
registerBundledStyleProtocol();

/**
 * Offline, the style waits for the route's pack to be looked up: the map is built meanwhile
 * with none (its WebGL start overlaps the lookup) and gets its style once decided. `null`, not
 * undefined: for undefined react-map-gl puts in an empty style, and MapLibre's one `load`
 * would fire for that instead of the real style. react-map-gl's type does not name null.
 */
const NO_STYLE_YET = null as unknown as string;

export interface RouteMapProps {
  route: RouteRow | null | undefined;
  stops: RouteStopView[];
  /** The active stop, already clamped to the route. */
  activeIndex: number;
  onSelect: (index: number) => void;
  lang: Lang;
  /** Changes when another set of stops is shown: the map frames them anew. */
  frameKey: string;
  /** Stories have no line between them and are named as stories. */
  kind: 'route' | 'stories';
  /**
   * Whether the route's offline pack is complete; undefined while it is being read. Read by
   * the map screen, which renders long before this chunk has run, so offline the answer is
   * there when the map is built instead of a lookup later.
   */
  packReady: boolean | undefined;
}

interface PlacedStop {
  index: number;
  position: LatLng;
  title: string;
}

/** Markers only for stops whose coordinates parse as numbers (specification, "Data rules"). */
function placeStops(stops: RouteStopView[], lang: Lang): PlacedStop[] {
  const placed: PlacedStop[] = [];
  for (const { location, index } of stops) {
    const position = parseLatLng(location.lat, location.lng);
    if (position) placed.push({ index, position, title: stopTitle(location, lang) });
  }
  return placed;
}

/** The map with the route line, numbered markers, live dot and controls. Lazy-loaded. */
function RouteMap({
  route,
  stops,
  activeIndex,
  onSelect,
  lang,
  frameKey,
  kind,
  packReady,
}: RouteMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<MapRef | null>(null);
  const drawerOpen = useAtomValue(drawerOpenAtom);
  const livePosition = useAtomValue(livePositionAtom);
  const setMapLoaded = useSetAtom(mapLoadedAtom);
  const setOfflineStyle = useSetAtom(mapOfflineStyleAtom);
  const style = useMapStyle(packReady);
  useEffect(() => setOfflineStyle(style.usingFallback), [style.usingFallback, setOfflineStyle]);

  const placed = useMemo(() => placeStops(stops, lang), [stops, lang]);
  const path = useMemo(() => {
    if (kind === 'stories') return [];
    const positions = placed.map((p) => p.position);
    return drawnRoutePath(route?.path, positions);
  }, [kind, route, placed]);
  const active = placed.find((p) => p.index === activeIndex) ?? null;
  // Directions lead to the first stop, or during a walk to the next one.
  const progress = useAtomValue(walkProgressAtom);
  const nextIndex = progress ? nextStopIndex(progress, stops.length) : 0;
  const navigateTo = placed.find((p) => p.index === nextIndex)?.position ?? null;
  const visited = useVisitedStops(kind === 'route' ? route?.id : null);

  useMapFraming(map, frameKey, placed, activeIndex, drawerOpen);
  useRouteLine(map, path);
  useLiveCamera(map);
  useZoomLabels(map);

  const { onLoad: onStyleLoad } = style;
  const onLoad = useCallback(
    (event: { target: MapLibreMap }) => {
      event.target.touchZoomRotate.disableRotation();
      onStyleLoad();
      performance.mark('map-load');
      setMapLoaded(true);
    },
    [onStyleLoad, setMapLoaded],
  );

  const start = active?.position ?? DEFAULT_CENTER;

  return (
    <MapGL
      ref={setMap}
      // Handed over, not left to react-map-gl's own `import('maplibre-gl')`: that import of a
      // module already running resolves a few tasks later, on the offline start's critical path.
      mapLib={maplibre}
      mapStyle={style.mapStyle ?? NO_STYLE_YET}
      // Switching to the fallback replaces the style outright; diffing a half-loaded one fails.
      styleDiffing={false}
      // Labels appear at once: a fade redraws the whole map every frame for 300 ms after each
      // tile, the map's main cost after load on a phone without a fast GPU.
      fadeDuration={0}
      initialViewState={{ latitude: start.lat, longitude: start.lng, zoom: DEFAULT_ZOOM }}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      maxBounds={MAX_BOUNDS}
      // Greedy gestures: one finger pans; no rotation or tilt on a walking map.
      cooperativeGestures={false}
      dragRotate={false}
      pitchWithRotate={false}
      touchPitch={false}
      keyboard
      attributionControl={{ compact: true }}
      locale={{
        'NavigationControl.ZoomIn': t('map.zoomIn'),
        'NavigationControl.ZoomOut': t('map.zoomOut'),
      }}
      style={{ position: 'absolute', inset: 0 }}
      onLoad={onLoad}
      onError={style.onError}
      onStyleData={style.onStyleData}
    >
      <NavigationControl position="top-right" showCompass={false} visualizePitch={false} />
      <LocateControl target={navigateTo} walking={progress !== null} />
      {placed.map((p) => (
        <StopMarker
          key={stops[p.index]?.stop.id ?? p.index}
          position={p.position}
          index={p.index}
          active={p.index === activeIndex}
          visited={visited.has(p.index)}
          label={
            kind === 'stories'
              ? t('stories.markerLabel', { n: p.index + 1, title: p.title })
              : t('map.markerLabel', { n: p.index + 1, title: p.title })
          }
          onSelect={onSelect}
        />
      ))}
      {livePosition && <LiveDot position={livePosition} label={t('locate.you')} />}
    </MapGL>
  );
}

/** Re-renders only for what it draws (sameMapContent), not for every write to the stops. */
export default memo(RouteMap, sameMapContent);
